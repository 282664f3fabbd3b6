// A tiny static file server for the built site (no dependency, loopback only). VitePress
// writes `page.html` files, TypeDoc writes its own HTML under api/.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a URL path names, or null: `/` → index.html, `/a/` → a/index.html, `/a` → a.html. */
function resolveFile(root, urlPath) {
  const path = normalize(decodeURIComponent(urlPath.split(/[?#]/)[0]));
  if (path.split(sep).includes('..')) return null;
  const candidates = path.endsWith('/') ? [join(path, 'index.html')] : [path, `${path}.html`, join(path, 'index.html')];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * Serves `root` on 127.0.0.1 at a free port.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(root) {
  const server = createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const status = file ? 200 : 404;
    const body = file ?? join(root, '404.html');
    res.writeHead(status, { 'content-type': TYPES[extname(body)] ?? 'application/octet-stream' });
    createReadStream(body).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
