import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write.js';

describe('writeFileAtomic', () => {
  it('creates missing folders, replaces the old content and leaves no temporary file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sepax-atomic-'));
    const file = path.join(dir, 'deep', 'out.json');
    writeFileAtomic(file, 'first');
    writeFileAtomic(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect(readdirSync(path.dirname(file))).toEqual(['out.json']);
  });

  it('on failure keeps the target as it was and removes the temporary file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sepax-atomic-'));
    const target = path.join(dir, 'taken');
    mkdirSync(target); // renaming a file over a folder fails
    writeFileSync(path.join(target, 'keep.txt'), 'kept');
    expect(() => writeFileAtomic(target, 'new')).toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
    expect(readFileSync(path.join(target, 'keep.txt'), 'utf8')).toBe('kept');
  });
});
