import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeOutputFile } from './atomic-write.js';
import { CHAR_DEVICES, canMakeDevices, makeDevice, makeFifo, temporaryFolder } from './test-support/special-files.js';

function errorOf(write: () => void): NodeJS.ErrnoException {
  try {
    write();
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
  throw new Error('the write did not fail');
}

describe('writeOutputFile on regular files', () => {
  it('creates missing folders, replaces the old content and leaves no temporary file', () => {
    const dir = temporaryFolder();
    const file = path.join(dir, 'deep', 'out.json');
    writeOutputFile(file, 'first');
    writeOutputFile(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect(readdirSync(path.dirname(file))).toEqual(['out.json']);
  });

  it('on failure keeps the target as it was and removes the temporary file', () => {
    const dir = temporaryFolder();
    const target = path.join(dir, 'taken');
    mkdirSync(target);
    writeFileSync(path.join(target, 'keep.txt'), 'kept');
    expect(errorOf(() => writeOutputFile(target, 'new')).code).toBe('EISDIR');
    expect(readdirSync(dir)).toEqual(['taken']);
    expect(readFileSync(path.join(target, 'keep.txt'), 'utf8')).toBe('kept');
  });
});

describe('writeOutputFile through symbolic links', () => {
  it('writes the target of a link and keeps the link a link', () => {
    const dir = temporaryFolder();
    mkdirSync(path.join(dir, 'real'));
    writeFileSync(path.join(dir, 'real', 'out.json'), 'old');
    symlinkSync('real/out.json', path.join(dir, 'link.json'));
    writeOutputFile(path.join(dir, 'link.json'), 'new');
    expect(lstatSync(path.join(dir, 'link.json')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(dir, 'link.json'))).toBe('real/out.json');
    expect(readFileSync(path.join(dir, 'real', 'out.json'), 'utf8')).toBe('new');
    expect(readdirSync(path.join(dir, 'real'))).toEqual(['out.json']);
  });

  it('creates the missing target of a dangling link, as a shell redirection would', () => {
    const dir = temporaryFolder();
    symlinkSync('made.json', path.join(dir, 'link.json'));
    writeOutputFile(path.join(dir, 'link.json'), 'text');
    expect(lstatSync(path.join(dir, 'link.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(dir, 'made.json'), 'utf8')).toBe('text');
  });

  it('reports a loop of links by name, writing nothing', () => {
    const dir = temporaryFolder();
    symlinkSync('b', path.join(dir, 'a'));
    symlinkSync('a', path.join(dir, 'b'));
    const error = errorOf(() => writeOutputFile(path.join(dir, 'a'), 'text'));
    expect(error.code).toBe('ELOOP');
    expect(error.message).toMatch(/cannot write .*\/a: the symbolic links on the way form a loop/);
    expect(readdirSync(dir).sort()).toEqual(['a', 'b']);
  });
});

describe.skipIf(!canMakeDevices)('writeOutputFile onto device nodes (made by the test, never the real /dev)', () => {
  it('writes a null device in place: it stays a character device and no temporary file is left', () => {
    const dir = temporaryFolder();
    const device = makeDevice(dir, 'null', 'c', ...CHAR_DEVICES.null);
    symlinkSync('null', path.join(dir, 'link'));
    writeOutputFile(device, '{"colliders": []}\n');
    writeOutputFile(path.join(dir, 'link'), '{"colliders": []}\n');
    expect(statSync(device).isCharacterDevice()).toBe(true);
    expect(lstatSync(path.join(dir, 'link')).isSymbolicLink()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['link', 'null']);
  });

  it('reports a full device as out of space, and leaves it a device', () => {
    const dir = temporaryFolder();
    const device = makeDevice(dir, 'full', 'c', ...CHAR_DEVICES.full);
    const error = errorOf(() => writeOutputFile(device, 'x'.repeat(100_000)));
    expect(error.code).toBe('ENOSPC');
    expect(error.message).toBe(
      `cannot write ${device}: no space left on the device; free some space or choose another output path.`,
    );
    expect(statSync(device).isCharacterDevice()).toBe(true);
    expect(readdirSync(dir)).toEqual(['full']);
  });

  it('refuses a block device without opening it', () => {
    const dir = temporaryFolder();
    // Major 240 is reserved for local use: no driver behind it, should the refusal ever fail.
    const device = makeDevice(dir, 'disk', 'b', 240, 0);
    const error = errorOf(() => writeOutputFile(device, 'text'));
    expect(error.message).toMatch(/it is a block device/);
    expect(statSync(device).isBlockDevice()).toBe(true);
  });
});

describe('writeOutputFile onto FIFOs', () => {
  it('writes a FIFO that has a reader, and leaves it a FIFO', () => {
    const dir = temporaryFolder();
    const fifo = makeFifo(dir, 'pipe');
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      writeOutputFile(fifo, 'through the pipe');
      const buffer = Buffer.alloc(64);
      const length = readSync(reader, buffer, 0, 64, null);
      expect(buffer.toString('utf8', 0, length)).toBe('through the pipe');
    } finally {
      closeSync(reader);
    }
    expect(statSync(fifo).isFIFO()).toBe(true);
    expect(readdirSync(dir)).toEqual(['pipe']);
  });

  it('reports a FIFO nobody reads at once instead of waiting forever', () => {
    const dir = temporaryFolder();
    const fifo = makeFifo(dir, 'pipe');
    const error = errorOf(() => writeOutputFile(fifo, 'text'));
    expect(error.code).toBe('ENXIO');
    expect(error.message).toMatch(/no process is reading this FIFO/);
    expect(statSync(fifo).isFIFO()).toBe(true);
  });
});
