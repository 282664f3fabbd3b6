import { describe, expect, it } from 'vitest';
import { uniqueNames } from './naming.js';

describe('uniqueNames', () => {
  it('uses the bare file name when it is unique', () => {
    expect(uniqueNames(['art/ship.png', 'art/gear.png', 'level.svg'])).toEqual(['ship', 'gear', 'level']);
  });

  it('adds the folder, then the extension, only where names clash', () => {
    expect(uniqueNames(['a/ship.png', 'b/ship.png', 'c/ship.png', 'c/ship.svg', 'gear.png'])).toEqual([
      'a/ship',
      'b/ship',
      'c/ship.png',
      'c/ship.svg',
      'gear',
    ]);
  });

  it('never produces a name that climbs out of or starts at the root of an output folder', () => {
    const names = uniqueNames(['../x/ship.png', '/abs/ship.png', './ship.json']);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name.startsWith('/') || name.split('/').includes('..')).toBe(false);
  });
});
