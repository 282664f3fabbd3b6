import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverInputs, readInputFile } from './inputs.js';
import { CHAR_DEVICES, canMakeDevices, makeDevice, makeFifo } from './test-support/special-files.js';

function tree(files: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sepax-inputs-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  }
  return root;
}

describe('discoverInputs', () => {
  const root = tree([
    'art/b.png',
    'art/a.svg',
    'art/notes.txt',
    'art/sub/c.json',
    'art/.hidden/d.png',
    'art/a.preview.svg',
    'x.PNG',
  ]);
  const shown = (args: string[]) => discoverInputs(args, root);

  it('searches folders recursively for art, sorted, skipping hidden folders, other files and previews', () => {
    expect(shown(['art']).files.map((f) => f.display)).toEqual(['art/a.svg', 'art/b.png', 'art/sub/c.json']);
  });

  it('matches globs, and takes named files as given whatever their extension', () => {
    const { files, problems } = shown(['art/**/*.{png,json}', 'art/notes.txt', 'x.PNG']);
    expect(files.map((f) => f.display)).toEqual(['art/b.png', 'art/sub/c.json', 'art/notes.txt', 'x.PNG']);
    expect(problems).toEqual([]);
    expect(files[0].file).toBe(path.join(root, 'art/b.png'));
  });

  it('skips colliders files sepax wrote in folders and globs', () => {
    const dir = tree(['art/level.json']);
    writeFileSync(
      path.join(dir, 'art/old.json'),
      '{\n  "format": "sepax-colliders",\n  "version": 1, "colliders": []}',
    );
    expect(discoverInputs(['art'], dir).files.map((f) => f.display)).toEqual(['art/level.json']);
    expect(discoverInputs(['art/*.json'], dir).files.map((f) => f.display)).toEqual(['art/level.json']);
  });

  it('lists each file once, in argument order', () => {
    expect(shown(['art/b.png', 'art', 'art/b.png']).files.map((f) => f.display)).toEqual([
      'art/b.png',
      'art/a.svg',
      'art/sub/c.json',
    ]);
  });

  it('reports an empty folder and a glob without matches; a missing plain file is left for the reader to report', () => {
    mkdirSync(path.join(root, 'empty'), { recursive: true });
    const { files, problems } = shown(['empty', 'nothing/*.png', 'missing.png']);
    expect(problems.map((p) => [p.display, p.error.code])).toEqual([
      ['empty', 'INVALID_INPUT'],
      ['nothing/*.png', 'INVALID_INPUT'],
    ]);
    expect(files.map((f) => f.display)).toEqual(['missing.png']);
  });
});

describe('discoverInputs on hostile trees', () => {
  it('enters each real folder once: two loops of links end, and each real file is listed once', () => {
    const root = tree(['art/a.png', 'art/sub/b.svg']);
    symlinkSync('..', path.join(root, 'art/sub/up'));
    symlinkSync('../..', path.join(root, 'art/sub/up2'));
    symlinkSync('.', path.join(root, 'art/self'));
    symlinkSync('a.png', path.join(root, 'art/same.png'));
    const { files, problems } = discoverInputs(['art', 'art/sub/up/a.png'], root);
    expect(files.map((f) => f.display)).toEqual(['art/a.png', 'art/sub/b.svg']);
    expect(problems).toEqual([]);
  });

  it('lists a dangling link and a loop of links among the art, for the reader to report; globs do the same', () => {
    const root = tree(['art/a.png']);
    symlinkSync('missing.png', path.join(root, 'art/dangling.png'));
    symlinkSync('loop.json', path.join(root, 'art/loop.json'));
    const byFolder = discoverInputs(['art'], root).files.map((f) => f.display);
    expect(byFolder).toEqual(['art/a.png', 'art/dangling.png', 'art/loop.json']);
    expect(discoverInputs(['art/*'], root).files.map((f) => f.display)).toEqual(byFolder);
    expect(() => readInputFile(path.join(root, 'art/dangling.png'), 1000)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringMatching(/symbolic link to nothing/) }),
    );
    expect(() => readInputFile(path.join(root, 'art/loop.json'), 1000)).toThrow(
      /symbolic links on the way form a loop/,
    );
  });

  it('does not open a FIFO while looking for colliders files (that would block)', () => {
    const root = tree(['art/a.png']);
    makeFifo(path.join(root, 'art'), 'pipe.json');
    expect(discoverInputs(['art'], root).files.map((f) => f.display)).toEqual(['art/a.png', 'art/pipe.json']);
    expect(discoverInputs(['art/*.json'], root).files.map((f) => f.display)).toEqual(['art/pipe.json']);
  });
});

describe('readInputFile reads regular files only, within the size limit', () => {
  const notRegular = expect.objectContaining({
    code: 'INVALID_INPUT',
    message: expect.stringMatching(/Not a regular file/),
  });

  it('reads a file whole, and refuses one over the limit before reading it', () => {
    const root = tree([]);
    writeFileSync(path.join(root, 'a.json'), 'x'.repeat(1000));
    expect(readInputFile(path.join(root, 'a.json'), 1000).length).toBe(1000);
    expect(() => readInputFile(path.join(root, 'a.json'), 999)).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        message: expect.stringMatching(
          /The file is 1000 bytes, over the limit of 999 bytes per input; raise --max-input-mb/,
        ),
      }),
    );
  });

  it('refuses a FIFO at once, without waiting for a writer', () => {
    const root = tree([]);
    expect(() => readInputFile(makeFifo(root, 'art.png'), 1e9)).toThrow(notRegular);
  });

  it('refuses a folder', () => {
    expect(() => readInputFile(tree([]), 1e9)).toThrow(/This is a folder/);
  });

  it.skipIf(!canMakeDevices)('refuses a link to an endless device (a zero device made by the test)', () => {
    const root = tree([]);
    makeDevice(root, 'zero', 'c', ...CHAR_DEVICES.zero);
    symlinkSync('zero', path.join(root, 'art.png'));
    expect(() => readInputFile(path.join(root, 'art.png'), 1e12)).toThrow(notRegular);
  });
});
