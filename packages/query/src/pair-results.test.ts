// A pair of resting entries is reported from its stored Collision, not the narrow phase: the
// stored result must be the one `collide` gives now, field for field, and must be dropped as
// soon as either entry is updated, inserted again under its number, or removed.
import { Collision, collide, type Shape } from '@sepax/core';
import { describe, expect, it } from 'vitest';
import { NO_RESULT, PairResults } from './pair-results.js';
import { SpatialIndex } from './spatial-index.js';
import { randomShape, rng } from './test-support/random-shapes.js';

/** Every field of a Collision, as plain numbers (contacts in order). */
function fieldsOf(hit: Collision): number[] {
  return [
    hit.normal.x,
    hit.normal.y,
    hit.depth,
    hit.mtv.x,
    hit.mtv.y,
    Number(hit.aInB),
    Number(hit.bInA),
    ...hit.contacts.flatMap((p) => [p.x, p.y]),
  ];
}

/** The reference: every pair of live entries by brute force, in (a, b) order, with its full Collision. */
function brutePairs(shapes: Map<number, Shape>): number[][] {
  const handles = [...shapes.keys()].sort((a, b) => a - b);
  const out: number[][] = [];
  for (let i = 0; i < handles.length; i++) {
    for (let j = i + 1; j < handles.length; j++) {
      const hit = collide(shapes.get(handles[i]) as Shape, shapes.get(handles[j]) as Shape);
      if (hit) out.push([handles[i], handles[j], ...fieldsOf(hit)]);
    }
  }
  return out;
}

function walk(index: SpatialIndex): number[][] {
  const found: number[][] = [];
  index.pairs((a, b, hit) => found.push([a, b, ...fieldsOf(hit)]));
  return found;
}

describe('PairResults', () => {
  it('gives back what it stored, field for field, for every kind of pair', () => {
    const random = rng(7);
    const target = new Collision();
    const results = new PairResults(target);
    let stored = 0;
    for (let k = 0; k < 400; k++) {
      const a = randomShape(random, 2);
      const b = randomShape(random, 2);
      const hit = collide(a, b);
      if (hit === null) continue;
      const slot = results.store(NO_RESULT, hit);
      // The target is used by collide in between, as the pair walk uses it.
      collide(randomShape(random, 2), randomShape(random, 2), target);
      expect(results.load(slot)).toBe(target);
      expect(fieldsOf(target)).toEqual(fieldsOf(hit));
      stored++;
      if (k % 3 === 0) results.release(slot);
    }
    expect(stored).toBeGreaterThan(100);
  });
});

describe('SpatialIndex.pairs with resting entries', () => {
  it('reports resting pairs exactly as collide would now, frame after frame, while others move', () => {
    const random = rng(11);
    const index = new SpatialIndex();
    const shapes = new Map<number, Shape>();
    for (let i = 0; i < 80; i++) {
      const shape = randomShape(random, 6);
      shapes.set(index.insert(shape), shape);
    }
    let reused = 0;
    for (let frame = 0; frame < 12; frame++) {
      // Most frames move a few entries; some move none, so every stored result is reused.
      const movers = frame % 4 === 3 ? 0 : 1 + Math.floor(random() * 10);
      for (let m = 0; m < movers; m++) {
        const handle = [...shapes.keys()][Math.floor(random() * shapes.size)];
        (shapes.get(handle) as Shape).translate(random() - 0.5, random() - 0.5).rotate(random() - 0.5);
        index.update(handle);
      }
      if (frame === 6) {
        // A number removed and given to a new shape at once: its old pairs must not survive.
        const handle = [...shapes.keys()][5];
        index.remove(handle);
        shapes.delete(handle);
        const shape = randomShape(random, 6);
        shapes.set(index.insert(shape), shape);
      }
      const expected = brutePairs(shapes);
      expect(walk(index)).toEqual(expected);
      if (movers === 0) reused += expected.length;
    }
    expect(reused).toBeGreaterThan(20);
  });

  it('hands the callback one Collision object for every pair, stored or fresh', () => {
    const random = rng(3);
    const index = new SpatialIndex();
    const shapes: Shape[] = [];
    for (let i = 0; i < 40; i++) shapes.push(randomShape(random, 3));
    for (const shape of shapes) index.insert(shape);
    const seen = new Set<Collision>();
    for (let frame = 0; frame < 3; frame++) {
      shapes[frame].translate(0.1, 0);
      index.update(frame);
      index.pairs((_a, _b, hit) => seen.add(hit));
    }
    expect(seen.size).toBe(1);
  });

  it('drops a stored result when the pairs callback updates an entry mid-walk', () => {
    const random = rng(5);
    const index = new SpatialIndex();
    const shapes = new Map<number, Shape>();
    for (let i = 0; i < 40; i++) {
      const shape = randomShape(random, 3);
      shapes.set(index.insert(shape), shape);
    }
    walk(index);
    walk(index); // every pair of these resting entries now has its result stored
    index.pairs((a) => {
      (shapes.get(a) as Shape).translate(0.05, 0);
      index.update(a);
    });
    expect(walk(index)).toEqual(brutePairs(shapes));
  });
});
