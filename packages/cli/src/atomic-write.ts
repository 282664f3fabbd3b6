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
  const temporary = path.join(folder, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    makeFolders(folder);
    writeFileSync(temporary, content, { flush: true });
    renameSync(temporary, file);
  } catch (error) {
    removeQuietly(temporary);
    throw explainedWriteError(error as NodeJS.ErrnoException, file);
  }
}

/** Removes the temporary file if it was made; where it could not be (a file in the folder's place), there is nothing to remove. */
function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // ENOTDIR and the like: the write failed before the file existed.
  }
}

/** What to do about each way a write fails, by errno code. */
const WRITE_ADVICE: Readonly<Record<string, string>> = {
  EISDIR: 'a folder has that name; give a file name',
  ENOTDIR: 'a file stands where a folder is needed; choose another output path',
  EEXIST: 'a file stands where a folder is needed; choose another output path',
  ENOENT: 'a folder on the way cannot be created; check the path',
  EACCES: 'permission denied; choose a folder you can write to',
  EPERM: 'not permitted; choose a folder you can write to',
  EROFS: 'the file system is read-only; choose another output path',
  ENOSPC: 'the disk is full; free some space',
};

/**
 * The error of a failed write, its errno `code` kept (the CLI reports it), its message
 * naming the target (not the temporary file) and what to do.
 */
function explainedWriteError(error: NodeJS.ErrnoException, file: string): NodeJS.ErrnoException {
  const advice = (error.code !== undefined && WRITE_ADVICE[error.code]) || error.message;
  const explained: NodeJS.ErrnoException = new Error(`cannot write ${file}: ${advice}.`);
  explained.code = error.code;
  return explained;
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
