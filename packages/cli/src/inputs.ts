import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { SepaxError } from '@sepax/core';
import fastGlob from 'fast-glob';
import { COLLIDERS_FORMAT } from './colliders-file.js';

/** The kinds of art the CLI reads, by file extension. @internal */
export type InputKind = 'png' | 'svg' | 'json';

const KIND_BY_EXTENSION: Readonly<Record<string, InputKind>> = { '.png': 'png', '.svg': 'svg', '.json': 'json' };

/** Previews the CLI writes itself; folders and globs skip them (and colliders files) so a re-run does not read its own output. */
const PREVIEW_SUFFIX = '.preview.svg';

/** One input file to convert. @internal */
export interface InputFile {
  /** Absolute path. */
  file: string;
  /** The path as shown to the user and written to `source`: relative to the working directory, `/`-separated. */
  display: string;
}

/** An argument that named nothing convertible (missing file, empty folder, glob without matches). @internal */
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
 * and JSON files; anything else with glob characters is matched with fast-glob. Files are
 * listed once, in argument order, each folder's or glob's matches sorted. Folders and
 * globs skip what sepax itself writes (previews, colliders files).
 * @internal
 */
export function discoverInputs(args: readonly string[], cwd: string): DiscoveredInputs {
  const files: InputFile[] = [];
  const problems: InputProblem[] = [];
  const seen = new Set<string>();
  const add = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    files.push({ file, display: displayPath(file, cwd) });
  };
  for (const arg of args) {
    const found = expandArgument(arg, cwd);
    if (found instanceof SepaxError) problems.push({ display: arg, error: found });
    else found.forEach(add);
  }
  return { files, problems };
}

function expandArgument(arg: string, cwd: string): string[] | SepaxError {
  const absolute = path.resolve(cwd, arg);
  const stats = statSync(absolute, { throwIfNoEntry: false });
  if (stats?.isDirectory()) {
    const found = listArtFiles(absolute);
    return found.length > 0
      ? found
      : new SepaxError('INVALID_INPUT', `The folder ${arg} holds no .png, .svg or .json file.`);
  }
  if (stats || !fastGlob.isDynamicPattern(arg)) return [absolute];
  const matches = fastGlob
    .sync(arg, { cwd, absolute: true, onlyFiles: true })
    .map((file) => path.resolve(file))
    .filter(isArtFile)
    .sort();
  return matches.length > 0 ? matches : new SepaxError('INVALID_INPUT', `No .png, .svg or .json file matches ${arg}.`);
}

/** Every art file under a folder, sorted, hidden entries skipped. */
function listArtFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((relative) => !relative.split(path.sep).some((part) => part.startsWith('.')))
    .map((relative) => path.join(folder, relative))
    .filter((file) => isArtFile(file) && statSync(file).isFile())
    .sort();
}

function isArtFile(file: string): boolean {
  const kind = kindOf(file);
  if (kind === undefined || file.toLowerCase().endsWith(PREVIEW_SUFFIX)) return false;
  return kind !== 'json' || !isCollidersFile(file);
}

/** Bytes read to recognise a colliders file: sepax writes `format` first. */
const HEAD_BYTES = 256;
const COLLIDERS_HEAD = new RegExp(`^\\s*\\{\\s*"format"\\s*:\\s*"${COLLIDERS_FORMAT}"`);

/** True for a colliders file sepax wrote (folders and globs skip them: they are output, not art). */
function isCollidersFile(file: string): boolean {
  const head = Buffer.alloc(HEAD_BYTES);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const length = readSync(fd, head, 0, HEAD_BYTES, 0);
    return COLLIDERS_HEAD.test(head.toString('utf8', 0, length));
  } catch {
    return false; // unreadable: let the conversion report it
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A path relative to `cwd` with `/` separators (absolute when outside `cwd`). @internal */
export function displayPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  const shown = relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
  return shown.split(path.sep).join('/');
}
