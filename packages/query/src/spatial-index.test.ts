import { aabbOverlaps, Capsule, Circle, collide, Compound, Point, Polygon, SepaxError, type Shape } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AabbTree } from './aabb-tree.js';
import { pointInShape } from './point-in-shape.js';
import { randomShape, rng } from './test-support/random-shapes.js';
import type { Ray } from './ray.js';
import { raycast } from './raycast.js';
import { SpatialIndex } from './spatial-index.js';
import type { QueryOptions } from './spatial-index-types.js';
import { sweep } from './sweep.js';

// ── the brute-force reference: a plain list and the same narrow-phase functions ─────────

interface Entry {
  handle: number;
  shape: Shape;
  data: number;
  category: number;
  mask: number;
}

interface Model {
  entries: Map<number, Entry>;
  removed: Set<number>;
}

interface Real {
  index: SpatialIndex<number>;
}

const ALL = 0xffffffff;

function passes(e: Entry, options: QueryOptions<number> | undefined): boolean {
  const category = options?.category ?? 1;
  const mask = options?.mask ?? ALL;
  if ((e.category & mask) === 0 || (category & e.mask) === 0) return false;
  return options?.filter === undefined || options.filter(e.handle, e.data, e.shape);
}

function listed(model: Model): Entry[] {
  return [...model.entries.values()].sort((a, b) => a.handle - b.handle);
}

function bruteRaycast(model: Model, ray: Ray, options: QueryOptions<number> | undefined) {
  const hits = listed(model).flatMap((e) => {
    const hit = passes(e, options) ? raycast(ray, e.shape) : null;
    return hit ? [{ handle: e.handle, distance: hit.distance, x: hit.point.x, y: hit.point.y }] : [];
  });
  return hits.sort((a, b) => a.distance - b.distance || a.handle - b.handle);
}

function brutePairs(model: Model) {
  const list = listed(model);
  const out: number[][] = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i];
      const b = list[j];
      if ((a.category & b.mask) === 0 || (b.category & a.mask) === 0) continue;
      const hit = collide(a.shape, b.shape);
      if (hit) out.push([a.handle, b.handle, hit.normal.x, hit.normal.y, hit.depth]);
    }
  }
  return out;
}

/** Every overlapping pair among the `live` handles, found by sorting their boxes along x (no tree). */
function sweepPairs(index: SpatialIndex<number>, live: Set<number>): number[][] {
  const list = [...live].map((handle) => ({ handle, shape: index.shape(handle), box: index.shape(handle).aabb() }));
  list.sort((p, q) => p.box.minX - q.box.minX);
  const out: number[][] = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length && list[j].box.minX <= list[i].box.maxX; j++) {
      if (!aabbOverlaps(list[i].box, list[j].box)) continue;
      const [a, b] = list[i].handle < list[j].handle ? [list[i], list[j]] : [list[j], list[i]];
      const hit = collide(a.shape, b.shape);
      if (hit) out.push([a.handle, b.handle, hit.normal.x, hit.normal.y, hit.depth]);
    }
  }
  return out.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

// ── generators ──────────────────────────────────────────────────────────────────────────

const coord = fc.integer({ min: -40_000, max: 40_000 }).map((i) => i / 1000);
const size = fc.integer({ min: 200, max: 8000 }).map((i) => i / 1000);
const angle = fc.integer({ min: -314, max: 314 }).map((i) => i / 100);

interface ShapeSpec {
  kind: 'box' | 'circle' | 'hexagon' | 'capsule' | 'point' | 'compound';
  x: number;
  y: number;
  angle: number;
  size: number;
}

const shapeSpec: fc.Arbitrary<ShapeSpec> = fc.record({
  kind: fc.constantFrom('box', 'circle', 'hexagon', 'capsule', 'point', 'compound'),
  x: coord,
  y: coord,
  angle,
  size,
});

function makeShape(s: ShapeSpec): Shape {
  const t = { position: [s.x, s.y] as const, angle: s.angle };
  switch (s.kind) {
    case 'box':
      return Polygon.box(s.size, s.size / 2, t);
    case 'circle':
      return new Circle(s.size / 2, t);
    case 'hexagon':
      return Polygon.regular(6, s.size / 2, t);
    case 'capsule':
      return new Capsule([-s.size / 2, 0], [s.size / 2, 0], s.size / 5, t);
    case 'point':
      return new Point([s.x, s.y]);
    case 'compound':
      return new Compound([Polygon.box(s.size, s.size / 4), new Circle(s.size / 4, { position: [s.size / 2, 0] })], t);
  }
}

const bits = fc.constantFrom(1, 2, 3, 6, ALL);
const queryOptions: fc.Arbitrary<QueryOptions<number> | undefined> = fc.option(
  fc.record(
    {
      category: bits,
      mask: bits,
      filter: fc.constant((_h: number, data: number | undefined) => (data ?? 0) % 3 !== 0),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

const rayArb: fc.Arbitrary<Ray> = fc.record(
  {
    origin: fc.tuple(coord, coord),
    direction: fc.tuple(coord, coord).filter(([x, y]) => x !== 0 || y !== 0),
    maxDistance: fc.integer({ min: 0, max: 100 }),
  },
  { requiredKeys: ['origin', 'direction'] },
);

// ── commands ────────────────────────────────────────────────────────────────────────────

let nextData = 0;

function pick(model: Model, i: number): Entry | undefined {
  const list = listed(model);
  return list.length === 0 ? undefined : list[i % list.length];
}

function insertInto(
  model: Model,
  index: SpatialIndex<number>,
  shape: Shape,
  handle: number,
  category: number,
  mask: number,
  data: number,
): void {
  expect(model.entries.has(handle)).toBe(false);
  model.entries.set(handle, { handle, shape, data, category, mask });
  model.removed.delete(handle);
  expect(index.has(handle)).toBe(true);
}

class Insert implements fc.Command<Model, Real> {
  constructor(
    readonly spec: ShapeSpec,
    readonly category: number,
    readonly mask: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const shape = makeShape(this.spec);
    const data = nextData++;
    const handle = real.index.insert(shape, { data, category: this.category, mask: this.mask });
    insertInto(model, real.index, shape, handle, this.category, this.mask, data);
    expect(real.index.size).toBe(model.entries.size);
  }
  toString = () => `insert(${JSON.stringify(this.spec)}, ${this.category}, ${this.mask})`;
}

class Build implements fc.Command<Model, Real> {
  constructor(readonly specs: ShapeSpec[]) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const items = this.specs.map((spec) => ({ shape: makeShape(spec), data: nextData++ }));
    const handles = real.index.build(items);
    handles.forEach((h, i) => insertInto(model, real.index, items[i].shape, h, 1, ALL, items[i].data));
    expect(real.index.size).toBe(model.entries.size);
  }
  toString = () => `build(${this.specs.length})`;
}

class Move implements fc.Command<Model, Real> {
  constructor(
    readonly i: number,
    readonly dx: number,
    readonly dy: number,
    readonly turn: number,
  ) {}
  check = (m: Readonly<Model>) => m.entries.size > 0;
  run(model: Model, real: Real): void {
    const e = pick(model, this.i) as Entry;
    e.shape.translate(this.dx, this.dy).rotate(this.turn);
    real.index.update(e.handle);
    treeOf(real.index).validate();
  }
  toString = () => `move(${this.i}, ${this.dx}, ${this.dy}, ${this.turn})`;
}

class Remove implements fc.Command<Model, Real> {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.entries.size > 0;
  run(model: Model, real: Real): void {
    const e = pick(model, this.i) as Entry;
    real.index.remove(e.handle);
    model.entries.delete(e.handle);
    model.removed.add(e.handle);
    expect(real.index.size).toBe(model.entries.size);
    treeOf(real.index).validate();
  }
  toString = () => `remove(${this.i})`;
}

/** The index's tree, to check its structural invariants after each change. */
function treeOf(index: SpatialIndex<number>): AabbTree {
  return (index as unknown as { store: { tree: AabbTree } }).store.tree;
}

function expectCode(fn: () => unknown, code: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SepaxError);
    expect((error as SepaxError).code).toBe(code);
    return;
  }
  expect.unreachable(`expected SepaxError ${code}`);
}

class UseStaleHandle implements fc.Command<Model, Real> {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.removed.size > 0;
  run(model: Model, real: Real): void {
    const stale = [...model.removed][this.i % model.removed.size];
    for (const use of [
      () => real.index.update(stale),
      () => real.index.remove(stale),
      () => real.index.data(stale),
      () => real.index.shape(stale),
    ]) {
      expectCode(use, 'INVALID_HANDLE');
    }
    expect(real.index.has(stale)).toBe(false);
    expect(real.index.size).toBe(model.entries.size);
  }
  toString = () => `stale(${this.i})`;
}

/** Sends a shape to infinity: the update must throw and leave the entry where it was. */
class BreakShape implements fc.Command<Model, Real> {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.entries.size > 0;
  run(model: Model, real: Real): void {
    const e = pick(model, this.i) as Entry;
    const { position, scale } = e.shape;
    // World geometry out of range is reachable through the public API (a huge scale and a
    // huge position): the shape itself refuses it, with the code the update must throw too.
    e.shape.setTransform({ position: [1.7e308, position.y], scale: e.shape.kind === 'point' ? 1 : 1e308 });
    let code: string | undefined;
    try {
      e.shape.aabb();
    } catch (error) {
      code = (error as SepaxError).code;
    }
    expect(code === 'NON_FINITE' || code === 'INVALID_ARGUMENT').toBe(true);
    expectCode(() => real.index.update(e.handle), code as string);
    e.shape.setTransform({ position, scale });
    expect(real.index.size).toBe(model.entries.size);
  }
  toString = () => `break(${this.i})`;
}

class QueryPoint implements fc.Command<Model, Real> {
  constructor(
    readonly x: number,
    readonly y: number,
    readonly options: QueryOptions<number> | undefined,
    readonly onShape: number | null,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    // Half the time, query a point of some entry's box so hits are common.
    let p: [number, number] = [this.x, this.y];
    const target = this.onShape === null ? undefined : pick(model, this.onShape);
    if (target) {
      const b = target.shape.aabb();
      p = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
    }
    const expected = listed(model)
      .filter((e) => pointInShape(p, e.shape) && passes(e, this.options))
      .map((e) => e.handle);
    expect(real.index.queryPoint(p, this.options)).toEqual(expected);
  }
  toString = () => `queryPoint(${this.x}, ${this.y}, ${this.onShape})`;
}

class QueryRegion implements fc.Command<Model, Real> {
  constructor(
    readonly x: number,
    readonly y: number,
    readonly w: number,
    readonly h: number,
    readonly options: QueryOptions<number> | undefined,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const region = { minX: this.x, minY: this.y, maxX: this.x + this.w, maxY: this.y + this.h };
    const expected = listed(model)
      .filter((e) => aabbOverlaps(e.shape.aabb(), region) && passes(e, this.options))
      .map((e) => e.handle);
    expect(real.index.queryRegion(region, this.options)).toEqual(expected);
  }
  toString = () => `queryRegion(${this.x}, ${this.y}, ${this.w}, ${this.h})`;
}

class QueryShape implements fc.Command<Model, Real> {
  constructor(
    readonly spec: ShapeSpec,
    readonly options: QueryOptions<number> | undefined,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const query = makeShape(this.spec);
    const expected = listed(model)
      .filter((e) => collide(query, e.shape) !== null && passes(e, this.options))
      .map((e) => e.handle);
    expect(real.index.queryShape(query, this.options)).toEqual(expected);
  }
  toString = () => `queryShape(${JSON.stringify(this.spec)})`;
}

class Raycast implements fc.Command<Model, Real> {
  constructor(
    readonly ray: Ray,
    readonly options: QueryOptions<number> | undefined,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const expected = bruteRaycast(model, this.ray, this.options);
    const first = real.index.raycast(this.ray, this.options);
    expect(
      first && { handle: first.handle, distance: first.hit.distance, x: first.hit.point.x, y: first.hit.point.y },
    ).toEqual(expected[0] ?? null);
    if (first) expect(first.data).toBe(model.entries.get(first.handle)?.data);
    const all = real.index
      .raycastAll(this.ray, this.options)
      .map((h) => ({ handle: h.handle, distance: h.hit.distance, x: h.hit.point.x, y: h.hit.point.y }));
    expect(all).toEqual(expected);
  }
  toString = () => `raycast(${JSON.stringify(this.ray)})`;
}

class Sweep implements fc.Command<Model, Real> {
  constructor(
    readonly spec: ShapeSpec,
    readonly dx: number,
    readonly dy: number,
    readonly options: QueryOptions<number> | undefined,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const moving = makeShape(this.spec);
    const hits = listed(model).flatMap((e) => {
      const hit = passes(e, this.options) ? sweep(moving, [this.dx, this.dy], e.shape) : null;
      return hit ? [{ handle: e.handle, time: hit.time }] : [];
    });
    hits.sort((a, b) => a.time - b.time || a.handle - b.handle);
    const first = real.index.sweep(moving, { x: this.dx, y: this.dy }, this.options);
    expect(first && { handle: first.handle, time: first.hit.time }).toEqual(hits[0] ?? null);
  }
  toString = () => `sweep(${JSON.stringify(this.spec)}, ${this.dx}, ${this.dy})`;
}

class Pairs implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real): void {
    const found: number[][] = [];
    const count = real.index.pairs((a, b, hit) => found.push([a, b, hit.normal.x, hit.normal.y, hit.depth]));
    expect(found).toEqual(brutePairs(model));
    expect(count).toBe(found.length);
  }
  toString = () => 'pairs()';
}

const commands = [
  fc.tuple(shapeSpec, bits, bits).map(([s, c, m]) => new Insert(s, c, m)),
  fc.tuple(shapeSpec, bits, bits).map(([s, c, m]) => new Insert(s, c, m)),
  fc.array(shapeSpec, { maxLength: 12 }).map((specs) => new Build(specs)),
  fc.tuple(fc.nat(), coord, coord, angle).map(([i, dx, dy, t]) => new Move(i, dx / 20, dy / 20, t / 10)),
  fc.tuple(fc.nat(), coord, coord, angle).map(([i, dx, dy, t]) => new Move(i, dx / 2, dy / 2, t)),
  fc.nat().map((i) => new Remove(i)),
  fc.nat().map((i) => new UseStaleHandle(i)),
  fc.nat().map((i) => new BreakShape(i)),
  fc
    .tuple(coord, coord, queryOptions, fc.option(fc.nat(), { nil: null }))
    .map(([x, y, o, on]) => new QueryPoint(x, y, o, on)),
  fc.tuple(coord, coord, size, size, queryOptions).map(([x, y, w, h, o]) => new QueryRegion(x, y, 2 * w, 2 * h, o)),
  fc.tuple(shapeSpec, queryOptions).map(([s, o]) => new QueryShape(s, o)),
  fc.tuple(rayArb, queryOptions).map(([r, o]) => new Raycast(r, o)),
  fc.tuple(shapeSpec, coord, coord, queryOptions).map(([s, dx, dy, o]) => new Sweep(s, dx, dy, o)),
  fc.constant(new Pairs()),
  fc.constant(new Pairs()),
];

describe('SpatialIndex (model-based against a brute-force list)', () => {
  it('answers every query like the brute-force list through random insert/update/remove sequences', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), fc.constantFrom(undefined, 0, 2), (cmds, margin) => {
        const setup = () => ({
          model: { entries: new Map(), removed: new Set<number>() },
          real: { index: new SpatialIndex<number>({ margin }) },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: 150 },
    );
  });
});

describe('SpatialIndex', () => {
  it('keeps a small move inside the fat box (update is a no-op) and moves the entry after a big one', () => {
    const index = new SpatialIndex({ margin: 0.5 });
    const ball = new Circle(1);
    const h = index.insert(ball);
    ball.translate(0.4, 0);
    expect(index.update(h)).toBe(false);
    expect(index.queryPoint([1.35, 0])).toEqual([h]);
    ball.translate(0.2, 0);
    expect(index.update(h)).toBe(true);
    expect(index.queryPoint([1.55, 0])).toEqual([h]);
    expect(index.queryPoint([-0.5, 0])).toEqual([]);
  });

  it('gives built (static) entries no margin until they move, inserted ones the default margin', () => {
    const index = new SpatialIndex();
    const wall = Polygon.box(2, 2);
    const ball = new Circle(1, { position: [10, 0] });
    const [hWall] = index.build([{ shape: wall }]);
    const hBall = index.insert(ball);
    // Default margin 0.3 × the larger extent (2): 0.6. A 0.01 drift stays inside it…
    ball.translate(0.01, 0);
    expect(index.update(hBall)).toBe(false);
    // …but leaves a tight box, so the built entry moves in the tree and gets a fat box.
    wall.translate(0.01, 0);
    expect(index.update(hWall)).toBe(true);
    wall.translate(0.01, 0);
    expect(index.update(hWall)).toBe(false);
    expect(index.queryPoint([1.02, 0])).toEqual([hWall]);
  });

  it('keeps a candidate pair whose fat boxes overlap across walks where nothing moves, and reports it once the shapes drift into contact', () => {
    const index = new SpatialIndex({ margin: 0.5 });
    const a = new Circle(1);
    const b = new Circle(1, { position: [2.6, 0] }); // 0.6 apart: fat boxes overlap, tight ones do not
    const ha = index.insert(a);
    const hb = index.insert(b);
    const seen: number[][] = [];
    for (let walk = 0; walk < 3; walk++) index.pairs((x, y) => seen.push([x, y]));
    expect(seen).toEqual([]);
    // Both drift 0.35 toward each other, within their fat boxes: no tree move, so the pair
    // must still be in the cache from the first walk.
    a.translate(0.35, 0);
    b.translate(-0.35, 0);
    expect(index.update(ha)).toBe(false);
    expect(index.update(hb)).toBe(false);
    index.pairs((x, y) => seen.push([x, y]));
    expect(seen).toEqual([[ha, hb]]);
  });

  it('rebuilds the tree top-down once most entries came one by one, and answers as before', () => {
    const random = rng(0x5e77);
    const index = new SpatialIndex<number>();
    const entries: { handle: number; shape: Shape }[] = [];
    for (let i = 0; i < 300; i++) {
      const shape = randomShape(random, 2);
      shape.setPosition(40 * random(), 40 * random());
      entries.push({ handle: index.insert(shape, { data: i }), shape });
    }
    const heightByInsertion = treeOf(index).treeHeight();
    const found: number[][] = [];
    index.pairs((a, b) => found.push([a, b]));
    // A top-down median build is perfectly balanced; insertion with AVL rotations is not.
    expect(heightByInsertion).toBeGreaterThan(Math.ceil(Math.log2(300)));
    expect(treeOf(index).treeHeight()).toBe(Math.ceil(Math.log2(300)));
    treeOf(index).validate();
    const expected: number[][] = [];
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++)
        if (collide(entries[i].shape, entries[j].shape)) expected.push([entries[i].handle, entries[j].handle]);
    }
    expect(found).toEqual(expected);
    const region = { minX: 10, minY: 10, maxX: 20, maxY: 15 };
    expect(index.queryRegion(region)).toEqual(
      entries.filter((e) => aabbOverlaps(e.shape.aabb(), region)).map((e) => e.handle),
    );
  });

  it('reuses a removed handle number for the next insert, as Box2D proxy ids do', () => {
    const index = new SpatialIndex();
    const a = index.insert(new Circle(1));
    const b = index.insert(new Circle(1));
    index.remove(a);
    expect(index.has(a)).toBe(false);
    expect(index.insert(new Circle(1))).toBe(a);
    expect([a, b]).toEqual([0, 1]);
  });

  it('rejects bad input with SepaxError and stays intact', () => {
    const index = new SpatialIndex<string>();
    const box = Polygon.box(2, 2);
    const h = index.insert(box, { data: 'box' });
    expectCode(() => index.insert({} as Shape), 'INVALID_ARGUMENT');
    expectCode(() => index.insert(new Circle(1), { category: -1 }), 'INVALID_ARGUMENT');
    expectCode(() => index.insert(new Circle(1), { mask: 2 ** 32 }), 'INVALID_ARGUMENT');
    expectCode(() => index.queryRegion({ minX: 1, minY: 0, maxX: 0, maxY: 1 }), 'INVALID_AABB');
    expectCode(() => index.queryRegion({ minX: NaN, minY: 0, maxX: 0, maxY: 1 }), 'NON_FINITE');
    expectCode(() => index.queryPoint([NaN, 0]), 'NON_FINITE');
    expectCode(() => index.raycast({ origin: [0, 0], direction: [0, 0] }), 'ZERO_DIRECTION');
    expectCode(() => index.update(7), 'INVALID_HANDLE');
    expectCode(() => index.update(0.5), 'INVALID_HANDLE');
    expectCode(() => index.build([{ shape: new Circle(1) }, { shape: null as unknown as Shape }]), 'INVALID_ARGUMENT');
    expectCode(() => new SpatialIndex({ margin: -1 }), 'INVALID_ARGUMENT');
    const far = new Circle(1e308, { position: [1.7e308, 0] });
    expectCode(() => index.insert(far), 'NON_FINITE');
    expect(index.size).toBe(1);
    expect(index.queryPoint([0.5, 0.5])).toEqual([h]);
    expect(index.data(h)).toBe('box');
    // The failed build left nothing behind: the next handle is the next number.
    expect(index.insert(new Circle(1))).toBe(1);
  });

  it('filters by category and mask the way Box2D does, in both directions', () => {
    const index = new SpatialIndex();
    const player = index.insert(new Circle(1), { category: 0b01, mask: 0b10 });
    const enemy = index.insert(new Circle(1, { position: [1, 0] }), { category: 0b10, mask: 0b01 });
    const ghost = index.insert(new Circle(1, { position: [0.5, 0] }), { category: 0b100, mask: 0 });
    const seen: number[][] = [];
    index.pairs((a, b) => seen.push([a, b]));
    expect(seen).toEqual([[player, enemy]]);
    expect(index.queryPoint([0.5, 0], { category: 0b10, mask: ALL })).toEqual([player]);
    expect(index.queryPoint([0.5, 0])).toEqual([enemy]);
    expect(index.queryPoint([0.5, 0], { mask: 0b100, category: ALL })).toEqual([]);
    expect(ghost).toBe(2);
  });

  it('gives a pair MTV that separates the pair when applied', () => {
    const index = new SpatialIndex();
    const a = Polygon.box(2, 2);
    const b = new Circle(1, { position: [1.5, 0.2] });
    index.insert(a);
    const hb = index.insert(b);
    index.pairs((_x, _y, hit) => b.translate(hit.mtv.x, hit.mtv.y));
    index.update(hb);
    const depths: number[] = [];
    index.pairs((_x, _y, hit) => depths.push(hit.depth));
    expect(depths.every((d) => d < 1e-9)).toBe(true);
  });

  it('lets the pairs callback remove, insert and update, and agrees with brute force afterwards', () => {
    const index = new SpatialIndex<number>();
    const model: Model = { entries: new Map(), removed: new Set() };
    for (let i = 0; i < 12; i++) {
      const shape = new Circle(1, { position: [i * 1.5, 0] });
      const handle = index.insert(shape, { data: i });
      model.entries.set(handle, { handle, shape, data: i, category: 1, mask: ALL });
    }
    index.pairs((a, b) => {
      if (b % 3 === 0 && index.has(b)) {
        index.remove(b);
        model.entries.delete(b);
        const shape = new Circle(1, { position: [b * 1.5, 1] });
        const handle = index.insert(shape, { data: 100 + b });
        model.entries.set(handle, { handle, shape, data: 100 + b, category: 1, mask: ALL });
      }
      const e = model.entries.get(a);
      if (e) {
        e.shape.translate(0, 0.01);
        index.update(a);
      }
    });
    const found: number[][] = [];
    index.pairs((a, b, hit) => found.push([a, b, hit.normal.x, hit.normal.y, hit.depth]));
    expect(found).toEqual(brutePairs(model));
    expect(index.size).toBe(model.entries.size);
  });

  it('breaks ties at distance 0 (origin inside several shapes) and at time 0 by the lowest handle', () => {
    const index = new SpatialIndex();
    // Staggered boxes that all contain the origin, inserted far-to-near so traversal order differs from handle order.
    for (let i = 0; i < 20; i++) index.insert(Polygon.box(2, 2, { position: [0.9 - 0.09 * i, 0.5 - 0.05 * i] }));
    const hit = index.raycast({ origin: [0, 0], direction: [1, 0] });
    expect(hit?.hit.distance).toBe(0);
    expect(hit?.handle).toBe(0);
    expect(index.raycast({ origin: [0, 0], direction: [-1, 0], maxDistance: 0 })?.handle).toBe(0);
    expect(index.sweep(new Circle(0.1), [1, 0])?.handle).toBe(0);
  });

  it('reports the pairs of a large index like a sweep over x, frame after frame, with entries removed mid-walk', () => {
    // Past 2^15 entries the walk reads shapes ahead of the narrow phase: the pairs and
    // Collisions must be the same as without.
    const random = rng(23);
    const index = new SpatialIndex<number>();
    const shapes = Array.from({ length: 34_000 }, () => randomShape(random, 400));
    const handles = shapes.map((shape) => index.insert(shape));
    const live = new Set(handles);
    const frame = () => {
      for (const h of live) {
        index.shape(h).translate(0.2 * random() - 0.1, 0.2 * random() - 0.1);
        index.update(h);
      }
    };
    for (let k = 0; k < 3; k++) {
      frame();
      const found: number[][] = [];
      index.pairs((a, b, hit) => found.push([a, b, hit.normal.x, hit.normal.y, hit.depth]));
      expect(found).toEqual(sweepPairs(index, live));
      expect(found.length).toBeGreaterThan(5000);
    }
    frame();
    index.pairs((_a, b) => {
      if (b % 7 === 0 && index.has(b)) {
        index.remove(b);
        live.delete(b);
      }
    });
    frame();
    const found: number[][] = [];
    index.pairs((a, b, hit) => found.push([a, b, hit.normal.x, hit.normal.y, hit.depth]));
    expect(found).toEqual(sweepPairs(index, live));
  });

  it('moves an entry that left its fat box before the next query, also after its handle was removed and reused', () => {
    const index = new SpatialIndex<number>();
    const a = new Circle(1);
    const ha = index.insert(a);
    const b = new Circle(1, { position: [10, 0] });
    const hb = index.insert(b);
    a.setPosition(50, 0);
    index.update(ha);
    a.setPosition(100, 0);
    index.update(ha);
    expect(index.queryPoint([100, 0])).toEqual([ha]);
    expect(index.queryRegion({ minX: -2, minY: -2, maxX: 60, maxY: 2 })).toEqual([hb]);
    b.setPosition(30, 0);
    index.update(hb);
    index.remove(hb);
    const c = new Circle(1, { position: [-20, 0] });
    const hc = index.insert(c);
    expect(hc).toBe(hb);
    c.setPosition(-40, 0);
    index.update(hc);
    expect(index.queryRegion({ minX: -50, minY: -2, maxX: 40, maxY: 2 })).toEqual([hc]);
    expect(index.queryPoint([-40, 0])).toEqual([hc]);
    c.setPosition(99, 0);
    index.update(hc);
    expect(index.pairs(() => {})).toBe(1);
    treeOf(index).validate();
  });

  it('survives a pairs callback that throws: no pair lost or duplicated next time', () => {
    const index = new SpatialIndex();
    for (let i = 0; i < 6; i++) index.insert(new Circle(1, { position: [i, 0] }));
    const all: number[][] = [];
    index.pairs((a, b) => all.push([a, b]));
    let calls = 0;
    expect(() =>
      index.pairs(() => {
        if (++calls === 3) throw new Error('game code failed');
      }),
    ).toThrow('game code failed');
    expectCode(() => index.pairs(() => index.pairs(() => {})), 'INVALID_ARGUMENT');
    const again: number[][] = [];
    index.pairs((a, b) => again.push([a, b]));
    expect(again).toEqual(all);
  });

  it('orders raycastAll ties by handle', () => {
    const index = new SpatialIndex();
    const handles = [0, 1, 2].map(() => index.insert(Polygon.box(1, 1, { position: [5, 0] })));
    const all = index.raycastAll({ origin: [0, 0], direction: [1, 0] });
    expect(all.map((h) => h.handle)).toEqual(handles);
    expect(all.every((h) => h.hit.distance === 4.5)).toBe(true);
    expect(index.raycast({ origin: [0, 0], direction: [1, 0] })?.handle).toBe(handles[0]);
  });

  it('skips the moving shape itself in a sweep and stops at the first wall', () => {
    const index = new SpatialIndex();
    const ball = new Circle(0.5);
    index.insert(ball);
    const near = index.insert(Polygon.box(1, 10, { position: [5, 0] }));
    index.insert(Polygon.box(1, 10, { position: [8, 0] }));
    const first = index.sweep(ball, [10, 0]);
    expect(first?.handle).toBe(near);
    expect(first?.hit.time).toBeCloseTo(0.4, 12);
  });

  it("reuses the caller's result object in raycast", () => {
    const index = new SpatialIndex<string>();
    index.insert(new Circle(1, { position: [5, 0] }), { data: 'a' });
    const first = index.raycast({ origin: [0, 0], direction: [1, 0] });
    expect(first).not.toBeNull();
    const again = index.raycast({ origin: [0, 1], direction: [1, 0] }, undefined, first!);
    expect(again).toBe(first);
    expect(again?.hit.distance).toBeCloseTo(5, 12);
  });

  it('hands the pairs callback a Collision that a queryShape inside the callback leaves alone', () => {
    const index = new SpatialIndex();
    const a = new Circle(1);
    const b = new Circle(1, { position: [1.5, 0] });
    index.insert(a);
    index.insert(b);
    const seen: number[][] = [];
    index.pairs((_a, _b, hit) => {
      index.queryShape(Polygon.box(10, 10, { position: [0, 3] }));
      seen.push([hit.normal.x, hit.normal.y, hit.depth]);
    });
    const reference = collide(a, b)!;
    expect(seen).toEqual([[reference.normal.x, reference.normal.y, reference.depth]]);
  });

  describe('a filter runs mid-query: changing the index or querying it from there is a SepaxError, and the index stays intact', () => {
    // Before, a filter that removed an entry crashed queryPoint with a TypeError, and a sweep
    // or raycastAll run from a filter overwrote the outer query's state: a wrong time, or a
    // SepaxError about a ray the caller never passed.
    const mutations: [string, (index: SpatialIndex<number>, shapes: Circle[]) => unknown][] = [
      ['remove', (index) => index.remove(5)],
      ['insert', (index) => index.insert(new Circle(1, { position: [40, 0] }))],
      ['update', (index) => index.update(3)],
      ['build', (index) => index.build([{ shape: new Circle(1) }])],
      ['queryPoint', (index) => index.queryPoint([0, 0])],
      ['queryShape', (index, shapes) => index.queryShape(shapes[0])],
      ['raycast', (index) => index.raycast({ origin: [5, 0], direction: [-1, 0] })],
      ['raycastAll', (index) => index.raycastAll({ origin: [5, 0], direction: [-1, 0] })],
      ['sweep', (index) => index.sweep(new Circle(0.1, { position: [5, 5] }), [-10, 0])],
      ['pairs', (index) => index.pairs(() => {})],
    ];
    const queries: [string, (index: SpatialIndex<number>, filter: () => boolean) => unknown][] = [
      ['queryPoint', (index, filter) => index.queryPoint([4.5, 0], { filter })],
      ['queryRegion', (index, filter) => index.queryRegion({ minX: 0, minY: -1, maxX: 9, maxY: 1 }, { filter })],
      ['queryShape', (index, filter) => index.queryShape(Polygon.box(3, 1, { position: [4, 0] }), { filter })],
      ['raycast', (index, filter) => index.raycast({ origin: [-5, 0], direction: [1, 0] }, { filter })],
      ['raycastAll', (index, filter) => index.raycastAll({ origin: [-5, 0], direction: [1, 0] }, { filter })],
      ['sweep', (index, filter) => index.sweep(new Circle(0.1, { position: [-5, 0] }), [10, 0], { filter })],
    ];
    it.each(queries.flatMap(([q, query]) => mutations.map(([m, mutate]) => [q, m, query, mutate] as const)))(
      '%s with a filter calling %s',
      (_q, _m, query, mutate) => {
        const index = new SpatialIndex<number>();
        const shapes = Array.from({ length: 10 }, (_, i) => new Circle(1, { position: [i, 0] }));
        for (const [i, shape] of shapes.entries()) index.insert(shape, { data: i });
        expectCode(() => query(index, () => (mutate(index, shapes), true)), 'INVALID_ARGUMENT');
        // Intact: the same answers as a fresh index of the same shapes.
        const fresh = new SpatialIndex<number>();
        for (const [i, shape] of shapes.entries()) fresh.insert(shape, { data: i });
        expect(index.size).toBe(10);
        for (const [, run] of queries)
          expect(JSON.stringify(run(index, () => true))).toBe(JSON.stringify(run(fresh, () => true)));
      },
    );
  });
});
