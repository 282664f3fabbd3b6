// Cases ported from planck.js's unit tests (MIT licence, Copyright (c) Erin Catto, Ali Shakiba):
// https://github.com/piqnt/planck.js/blob/c96feac/src/__test__/Collision.test.ts (DynamicTree and
// BroadPhase). Inputs and expected values are the peer's; the code is sepax's. Notice: ./NOTICE.md.
//
// planck's tree holds bare AABBs; here each proxy is the box shape with that AABB, in a
// SpatialIndex. planck's queries and pairs work on fat boxes and report every box that might
// overlap; sepax's report exact overlaps (touching counts), which for these boxes is the same set.
import { SpatialIndex } from '@sepax/query';
import { describe, expect, it } from 'vitest';
import { aabbShape } from './peer-forms.js';

const region = (minX: number, minY: number, maxX: number, maxY: number) => ({ minX, minY, maxX, maxY });

describe('planck.js src/__test__/Collision.test.ts', () => {
  // Skipped: getHeight and getFatAABB (tree internals sepax does not expose) and moveProxy's
  // return value (whether the proxy left its fat box).
  it('DynamicTree', () => {
    const tree = new SpatialIndex<string>();
    const foo = tree.insert(aabbShape(0, 0, 1, 1), { data: 'foo' });
    const bar = tree.insert(aabbShape(1, 1, 2, 2), { data: 'bar' });
    const baz = tree.insert(aabbShape(2, 2, 3, 3), { data: 'baz' });

    expect(tree.data(foo)).toBe('foo');
    expect(tree.data(bar)).toBe('bar');
    expect(tree.data(baz)).toBe('baz');

    // foo and baz touch the query box at its corners
    const all = tree.queryRegion(region(1, 1, 2, 2));
    expect(all).toContain(foo);
    expect(all).toContain(bar);
    expect(all).toContain(baz);

    expect(tree.queryRegion(region(0.3, 0.3, 0.7, 0.7))).toEqual([foo]);
    expect(tree.queryRegion(region(1.3, 1.3, 1.7, 1.7))).toEqual([bar]);
    expect(tree.queryRegion(region(2.3, 2.3, 2.7, 2.7))).toEqual([baz]);

    // moveProxy(foo, same box, small displacement), moveProxy(baz, (3,3)–(4,4))
    tree.update(foo);
    tree.shape(baz).setPosition(3.5, 3.5);
    tree.update(baz);
    expect(tree.queryRegion(region(3.3, 3.3, 3.7, 3.7))).toEqual([baz]);

    tree.remove(foo);
    tree.remove(bar);
    tree.remove(baz);
    expect(tree.size).toBe(0);
  });

  it('BroadPhase', () => {
    const bp = new SpatialIndex<string>();
    const seen: string[] = [];
    const updatePairs = () => {
      seen.length = 0;
      return bp.pairs((a, b) => seen.push(`${bp.data(a)},${bp.data(b)}`));
    };

    bp.insert(aabbShape(0, 0, 1, 1), { data: 'foo' });
    bp.insert(aabbShape(2, 2, 3, 3), { data: 'bar' });
    expect(updatePairs()).toBe(0);

    const baz = bp.insert(aabbShape(1, 1, 2, 2), { data: 'baz' });
    expect(updatePairs()).toBe(2);
    // planck's AddPair names the pair (bar, baz) and (foo, baz); sepax's pairs come in handle order.
    expect(seen).toContain('bar,baz');
    expect(seen).toContain('foo,baz');

    bp.shape(baz).setPosition(1, 1); // moveProxy(baz, (0.5, 0.5)–(1.5, 1.5))
    bp.update(baz);
    expect(updatePairs()).toBe(1);
    expect(seen).toEqual(['foo,baz']);
  });

  // Skipped: the AABB case (getCenter, getExtents, getPerimeter, combine, contains): sepax's AABB
  // is a plain record without those helpers.
});
