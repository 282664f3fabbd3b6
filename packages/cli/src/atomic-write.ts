import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file so that readers see either the old content or the whole new content, never
 * half of it: the text goes to a temporary file in the same folder (same file system, so
 * the rename is atomic), is flushed, and is renamed over the target. On any failure the
 * temporary file is removed and the target is untouched. Missing folders are created.
 * @internal
 */
export function writeFileAtomic(file: string, content: string): void {
  const folder = path.dirname(file);
  makeFolders(folder);
  const temporary = path.join(folder, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, content, { flush: true });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Creates `folder` and its missing parents, one level at a time. Not `mkdirSync(folder,
 * { recursive: true })`: on Node 20, where mkdir answers ENOENT for a parent that exists
 * (under /proc, for one), the recursive form retries forever; here that error is thrown.
 */
function makeFolders(folder: string): void {
  if (statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return;
  const parent = path.dirname(folder);
  if (parent !== folder) makeFolders(parent);
  try {
    mkdirSync(folder);
  } catch (error) {
    // Another process may have made it meanwhile; anything else (a file in the way) is real.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(folder).isDirectory()) throw error;
  }
}
