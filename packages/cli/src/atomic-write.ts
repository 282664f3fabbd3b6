import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  mkdirSync(folder, { recursive: true });
  const temporary = path.join(folder, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, content, { flush: true });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
