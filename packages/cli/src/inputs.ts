import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { SepaxError } from '@sepax/core';
import fastGlob from 'fast-glob';
import { COLLIDERS_FORMAT } from './colliders-file.js';

/** The kinds of art the CLI reads, by file extension. @internal */
export type InputKind = 'png' | 'svg' | 'json';

const KIND_BY_EXTENSION: Readonly<Record<string, InputKind>> = {
  '.png': 'png',
  '.svg': 'svg',
  '.json': 'json',
  // Tiled's JSON map: read as JSON, recognised as a map by its content.
  '.tmj': 'json',
};

/** Previews the CLI writes itself; folders and globs skip them (and colliders files) so a re-run does not read its own output. */
const PREVIEW_SUFFIX = '.preview.svg';

/** One input file to convert. @internal */
export interface InputFile {
  /** Absolute path. */
  file: string;
  /** The path as shown to the user and written to `source`: relative to the working directory, `/`-separated. */
  display: string;
}

/** An argument or folder entry that named nothing convertible (empty folder, glob without matches, dangling link, unreadable folder). @internal */
export interface InputProblem {
  display: string;
  error: SepaxError;
}

/** What the arguments expand to. @internal */
export interface DiscoveredInputs {
  files: InputFile[];
  problems: InputProblem[];
}

/** The input kind of a path by its extension, or undefined. @internal */
export function kindOf(file: string): InputKind | undefined {
  return KIND_BY_EXTENSION[path.extname(file).toLowerCase()];
}

/**
 * Expands the command-line inputs: a file is taken as named (whatever its extension, so a
 * wrong file gets a clear error of its own); a folder is searched recursively for PNG, SVG
 * and JSON files, following links but entering each real folder once (a link loop ends
 * there); anything else with glob characters is matched with fast-glob, which does not
 * follow links to folders. Each real file is listed once, under the first path that named
 * it, in argument order, each folder's or glob's matches sorted. Folders and globs skip
 * what sepax itself writes (previews, colliders files). A folder that cannot be read, or a
 * link to nothing, is a problem of its own; the rest is still listed.
 * @internal
 */
export function discoverInputs(args: readonly string[], cwd: string): DiscoveredInputs {
  const files: InputFile[] = [];
  const problems: InputProblem[] = [];
  const seen = new Set<string>();
  const add = (file: string): void => {
    const identity = realPathOrSelf(file);
    if (seen.has(identity)) return;
    seen.add(identity);
    files.push({ file, display: displayPath(file, cwd) });
  };
  const report = (file: string, error: SepaxError): void => {
    problems.push({ display: displayPath(file, cwd), error });
  };
  for (const arg of args) {
    const found = expandArgument(arg, cwd, report);
    if (found instanceof SepaxError) problems.push({ display: arg, error: found });
    else found.forEach(add);
  }
  return { files, problems };
}

type ProblemSink = (file: string, error: SepaxError) => void;

function expandArgument(arg: string, cwd: string, report: ProblemSink): string[] | SepaxError {
  // path.resolve would turn "" into the working folder: an empty argument is a mistake (an unset variable, say).
  if (arg.trim() === '')
    return new SepaxError(
      'INVALID_INPUT',
      `An input is ${JSON.stringify(arg)}; give a file, folder or glob (use . for this folder).`,
    );
  const absolute = path.resolve(cwd, arg);
  const stats = statOrUndefined(absolute);
  if (stats?.isDirectory()) {
    const found = listArtFiles(absolute, report);
    return found.length > 0
      ? found
      : new SepaxError('INVALID_INPUT', `The folder ${arg} holds no .png, .svg or .json file.`);
  }
  if (stats || !fastGlob.isDynamicPattern(arg)) return [absolute];
  return matchGlob(arg, cwd);
}

/**
 * Every art file under a folder, sorted, hidden entries skipped. Iterative, and each real
 * folder is entered once, so neither a deep tree nor a loop of links can exhaust the stack
 * or run forever.
 */
function listArtFiles(root: string, report: ProblemSink): string[] {
  const found: string[] = [];
  const entered = new Set<string>();
  const pending = [root];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    const real = realPathOrSelf(folder);
    if (entered.has(real)) continue;
    entered.add(real);
    for (const entry of readFolder(folder, report)) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      const kind = entryKind(entry, file);
      if (kind === 'folder') pending.push(file);
      else if (isArtName(file) && (kind !== 'file' || !isCollidersFile(file))) found.push(file);
    }
  }
  return found.sort();
}

/** The entries of a folder; one that cannot be read is reported and counts as empty. */
function readFolder(folder: string, report: ProblemSink): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    report(
      folder,
      new SepaxError('INVALID_INPUT', `Cannot read this folder (${systemReason(error)}); its files are skipped.`),
    );
    return [];
  }
}

/** What an entry is once links are followed; a link to nothing (or a loop of links) is 'other', left for the reader to report. */
function entryKind(entry: Dirent, file: string): 'folder' | 'file' | 'other' {
  if (entry.isDirectory()) return 'folder';
  if (entry.isFile()) return 'file';
  if (!entry.isSymbolicLink()) return 'other';
  const target = statOrUndefined(file);
  if (target?.isDirectory()) return 'folder';
  return target?.isFile() ? 'file' : 'other';
}

function matchGlob(arg: string, cwd: string): string[] | SepaxError {
  let matches: string[];
  try {
    // Links to folders are not followed: fast-glob would walk a loop of links forever.
    matches = fastGlob.sync(arg, { cwd, absolute: true, onlyFiles: false, followSymbolicLinks: false });
  } catch (error) {
    return new SepaxError('INVALID_INPUT', `Cannot search ${arg} (${systemReason(error)}).`);
  }
  const files = matches
    .map((file) => path.resolve(file))
    .filter(
      (file) =>
        isArtName(file) &&
        !lstatSync(file, { throwIfNoEntry: false })?.isDirectory() &&
        !statOrUndefined(file)?.isDirectory(),
    )
    .filter((file) => !isCollidersFile(file))
    .sort();
  return files.length > 0 ? files : new SepaxError('INVALID_INPUT', `No .png, .svg or .json file matches ${arg}.`);
}

function isArtName(file: string): boolean {
  return kindOf(file) !== undefined && !file.toLowerCase().endsWith(PREVIEW_SUFFIX);
}

/** Bytes read to recognise a colliders file: sepax writes `format` first. */
const HEAD_BYTES = 256;
const COLLIDERS_HEAD = new RegExp(
  `^\\s*\\{\\s*("format"\\s*:\\s*"(${COLLIDERS_FORMAT}|sepax-matter|sepax-planck)"|"generator_info"\\s*:\\s*"sepax )`,
);

/** True for a regular JSON file sepax wrote, in any `--format` (folders and globs skip them: they are output, not art). */
function isCollidersFile(file: string): boolean {
  if (kindOf(file) !== 'json' || !statOrUndefined(file)?.isFile()) return false;
  const head = Buffer.alloc(HEAD_BYTES);
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const length = readSync(fd, head, 0, HEAD_BYTES, 0);
    return COLLIDERS_HEAD.test(head.toString('utf8', 0, length));
  } catch {
    return false; // unreadable: let the conversion report it
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Reads one input file, refusing before reading anything what is not a regular file (a
 * FIFO would block, a device such as /dev/zero never ends) and a file larger than
 * `maxBytes` (so one huge input cannot exhaust the memory the whole batch shares).
 * @internal
 */
export function readInputFile(file: string, maxBytes: number): Uint8Array {
  const stats = statOrError(file);
  requireReadable(stats, maxBytes);
  let fd: number | undefined;
  try {
    // O_NONBLOCK: should the file have been swapped for a FIFO since the check, open does not wait.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const opened = fstatSync(fd);
    requireReadable(opened, maxBytes);
    const bytes = Buffer.allocUnsafe(opened.size);
    let length = 0;
    while (length < bytes.length) {
      const read = readSync(fd, bytes, length, bytes.length - length, length);
      if (read === 0) break;
      length += read;
    }
    return bytes.subarray(0, length);
  } catch (error) {
    if (error instanceof SepaxError) throw error;
    throw new SepaxError('INVALID_INPUT', `Cannot read the file (${systemReason(error)}).`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function requireReadable(stats: { isFile(): boolean; isDirectory(): boolean; size: number }, maxBytes: number): void {
  if (stats.isDirectory()) throw new SepaxError('INVALID_INPUT', 'This is a folder, not a file.');
  if (!stats.isFile()) {
    throw new SepaxError(
      'INVALID_INPUT',
      'Not a regular file (a device, FIFO or socket); only files are read. Save the art to a file first.',
    );
  }
  if (stats.size > maxBytes) {
    throw new SepaxError(
      'INVALID_INPUT',
      `The file is ${sizeText(stats.size)}, over the limit of ${sizeText(maxBytes)} per input; raise --max-input-mb to read it.`,
    );
  }
}

/** The stats of an input, following links; a missing file, a link to nothing or a loop of links as a SepaxError that says which. */
function statOrError(file: string): { isFile(): boolean; isDirectory(): boolean; size: number } {
  try {
    return statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink())
      throw new SepaxError(
        'INVALID_INPUT',
        'A symbolic link to nothing (its target is missing); fix or remove the link.',
      );
    if (code === 'ENOENT') throw new SepaxError('INVALID_INPUT', 'File not found; check the path.');
    if (code === 'ELOOP')
      throw new SepaxError('INVALID_INPUT', 'The symbolic links on the way form a loop; fix the links.');
    throw new SepaxError('INVALID_INPUT', `Cannot read the file (${systemReason(error)}).`);
  }
}

function sizeText(bytes: number): string {
  const megabytes = bytes / 2 ** 20;
  return megabytes >= 1 ? `${Math.round(megabytes * 100) / 100} MB` : `${bytes} bytes`;
}

/** A system error's reason without its stack: `EACCES: permission denied, scandir '…'` → `permission denied`. */
function systemReason(error: unknown): string {
  const { code, message } = (error ?? {}) as NodeJS.ErrnoException;
  const text = typeof message === 'string' ? message : String(error);
  const reason = text.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*'$/, '');
  return typeof code === 'string' ? `${code}: ${reason}` : reason;
}

function statOrUndefined(file: string) {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined; // a loop of links, a folder on the way that is a file: not a folder, not a file
  }
}

function realPathOrSelf(file: string): string {
  try {
    return realpathSync.native(file);
  } catch {
    return file;
  }
}

/** A path relative to `cwd` with `/` separators (absolute when outside `cwd`). @internal */
export function displayPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  const shown = relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
  return shown.split(path.sep).join('/');
}
