import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Writes an output file without ever leaving half of it, and without ever replacing what
 * is not a regular file:
 * - a regular file (or a new path) is written atomically: the text goes to a temporary
 *   file in the same folder (same file system, so the rename is atomic), is flushed, and
 *   is renamed over the target; on failure the temporary file is removed and the target
 *   is untouched. Missing folders are created.
 * - a symbolic link is followed: its target is written (atomically if it is a regular
 *   file), and the link stays a link.
 * - a character device (`/dev/null`, a terminal) or a FIFO is written directly, as a
 *   shell's `>` would; a FIFO nobody reads is an error rather than a wait forever.
 * - a block device or a socket is refused.
 * @internal
 */
export function writeOutputFile(file: string, content: string): void {
  try {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats === undefined) writeNewFile(file, content);
    else if (stats.isFile()) writeFileAtomic(realpathSync.native(file), content);
    else if (stats.isDirectory()) throw errnoError('EISDIR');
    else writeSpecialFile(file, stats, content);
  } catch (error) {
    throw explainedWriteError(error as NodeJS.ErrnoException, file);
  }
}

/** A path where nothing exists yet, or a symbolic link whose target does not exist (the target is created, as `>` would). */
function writeNewFile(file: string, content: string): void {
  if (lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) writeFileSync(file, content, { flush: true });
  else writeFileAtomic(file, content);
}

/** Writes a device or FIFO in place: replacing it with a regular file would break the system that owns it. */
function writeSpecialFile(file: string, stats: Stats, content: string): void {
  if (stats.isBlockDevice()) throw errnoError('EBLOCKDEVICE');
  if (stats.isSocket()) throw errnoError('ESOCKET');
  if (stats.isFIFO()) {
    // A non-blocking open fails with ENXIO when no process has the FIFO open for reading.
    closeSync(openSync(file, constants.O_WRONLY | constants.O_NONBLOCK));
  }
  writeFileSync(file, content);
}

function writeFileAtomic(file: string, content: string): void {
  const folder = path.dirname(file);
  const temporary = path.join(folder, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    makeFolders(folder);
    // 'wx': never follow a link planted at the temporary name.
    writeFileSync(temporary, content, { flush: true, flag: 'wx' });
    renameSync(temporary, file);
  } catch (error) {
    removeQuietly(temporary);
    throw error;
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

/** What to do about each way a write fails, by errno code (and the two refusals of this module). */
const WRITE_ADVICE: Readonly<Record<string, string>> = {
  EISDIR: 'a folder has that name; give a file name',
  ENOTDIR: 'a file stands where a folder is needed; choose another output path',
  EEXIST: 'a file stands where a folder is needed; choose another output path',
  ENOENT: 'a folder on the way cannot be created; check the path',
  EACCES: 'permission denied; choose a folder you can write to',
  EPERM: 'not permitted; choose a folder you can write to',
  EROFS: 'the file system is read-only; choose another output path',
  ENOSPC: 'no space left on the device; free some space or choose another output path',
  ELOOP: 'the symbolic links on the way form a loop; fix the links or choose another output path',
  ENXIO: 'no process is reading this FIFO (or the device is absent); start the reader first',
  EBLOCKDEVICE: 'it is a block device (a disk); sepax does not write colliders onto disks',
  ESOCKET: 'it is a socket, which cannot be opened as a file; give a file name, or -o - for stdout',
};

/** An error carrying an errno-style `code`, for the refusals this module makes itself. */
function errnoError(code: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(code);
  error.code = code;
  return error;
}

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
