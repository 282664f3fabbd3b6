// Seeded scenes for the query benchmarks: a square world of boxes, circles and convex
// polygons (a third each) covering 15 % of its area, each body with a fixed angle and a
// constant velocity that bounces off the walls. Every contender gets the same bodies and
// replays the same moves, so frame k is the same frame for everyone.
import { Circle, collide, distance, Polygon } from '@sepax/core';
import { rng } from '../harness.mjs';

export const COVERAGE = 0.15;
/** Largest speed per frame, world units (bodies are about 1 unit across). */
export const MAX_SPEED = 0.03;

/**
 * @typedef {{ kind: 'circle', radius: number, x: number, y: number, angle: number }
 *   | { kind: 'polygon', local: number[], x: number, y: number, angle: number }} Body
 */

/**
 * Bodies (local geometry, start position, angle) plus velocities and the world size. Only
 * the first `moving` bodies move (the rest are static, as a tile map's); each adapter updates
 * those only. `order: 'spatial'` lists the moving and the static bodies each along a Z-order
 * curve of their start positions, so bodies near in space are near in the list, in every
 * contender's arrays and in the heap: it shows how much of a frame is memory locality.
 */
export function makeScene({ seed, count, moving = count, order = 'random' }) {
  const scene = makeRandomScene({ seed, count, moving });
  return order === 'spatial' ? inZOrder(scene) : scene;
}

function makeRandomScene({ seed, count, moving }) {
  const next = rng(seed);
  const bodies = [];
  let area = 0;
  for (let i = 0; i < count; i++) {
    const body = makeBody(i % 3, next);
    area += bodyArea(body);
    bodies.push(body);
  }
  const size = Math.sqrt(area / COVERAGE);
  const vx = new Float64Array(count);
  const vy = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    bodies[i].x = next() * size;
    bodies[i].y = next() * size;
    const a = next() * 2 * Math.PI;
    const speed = i < moving ? next() * MAX_SPEED : 0;
    vx[i] = speed * Math.cos(a);
    vy[i] = speed * Math.sin(a);
  }
  return { bodies, size, vx, vy, count, moving };
}

/** The scene with its moving bodies, then its static ones, each sorted along a Z-order curve. */
function inZOrder(scene) {
  const { bodies, size, moving, count } = scene;
  const cell = (v) => Math.min(0xffff, Math.max(0, Math.floor((v / size) * 0x10000)));
  const code = (i) => (spreadBits(cell(bodies[i].x)) | (spreadBits(cell(bodies[i].y)) << 1)) >>> 0;
  const codes = bodies.map((_, i) => code(i));
  const byCode = (i, j) => codes[i] - codes[j];
  const keys = [...bodies.keys()];
  const order = [...keys.slice(0, moving).sort(byCode), ...keys.slice(moving, count).sort(byCode)];
  return {
    ...scene,
    bodies: order.map((i) => bodies[i]),
    vx: Float64Array.from(order, (i) => scene.vx[i]),
    vy: Float64Array.from(order, (i) => scene.vy[i]),
  };
}

/** The 16 low bits of v, spread to the even bit positions (a Morton code's half). */
function spreadBits(v) {
  let x = v & 0xffff;
  x = (x | (x << 8)) & 0x00ff00ff;
  x = (x | (x << 4)) & 0x0f0f0f0f;
  x = (x | (x << 2)) & 0x33333333;
  return (x | (x << 1)) & 0x55555555;
}

function makeBody(kind, next) {
  const angle = next() * 2 * Math.PI;
  if (kind === 0) {
    const hw = 0.3 + 0.4 * next();
    const hh = 0.3 + 0.4 * next();
    return { kind: 'polygon', local: [-hw, -hh, hw, -hh, hw, hh, -hw, hh], angle };
  }
  if (kind === 1) return { kind: 'circle', radius: 0.3 + 0.4 * next(), angle: 0 };
  const sides = 5 + Math.floor(next() * 4);
  const r = 0.4 + 0.4 * next();
  const local = [];
  for (let k = 0; k < sides; k++)
    local.push(r * Math.cos((2 * Math.PI * k) / sides), r * Math.sin((2 * Math.PI * k) / sides));
  return { kind: 'polygon', local, angle };
}

function bodyArea(body) {
  if (body.kind === 'circle') return Math.PI * body.radius ** 2;
  const p = body.local;
  let twice = 0;
  for (let i = 0; i < p.length; i += 2) {
    const j = (i + 2) % p.length;
    twice += p[i] * p[j + 1] - p[j] * p[i + 1];
  }
  return twice / 2;
}

/** A contender's own copy of the motion state, starting at frame 0. */
export function motion(scene) {
  return {
    frame: 0,
    px: Float64Array.from(scene.bodies, (b) => b.x),
    py: Float64Array.from(scene.bodies, (b) => b.y),
    vx: Float64Array.from(scene.vx),
    vy: Float64Array.from(scene.vy),
  };
}

/** Moves every body one frame, bouncing off the walls (same arithmetic for everyone). */
export function advance(state, size, moving = state.px.length) {
  const { px, py, vx, vy } = state;
  for (let i = 0; i < moving; i++) {
    let x = px[i] + vx[i];
    let y = py[i] + vy[i];
    if (x < 0 || x > size) {
      vx[i] = -vx[i];
      x = px[i] + vx[i];
    }
    if (y < 0 || y > size) {
      vy[i] = -vy[i];
      y = py[i] + vy[i];
    }
    px[i] = x;
    py[i] = y;
  }
  state.frame++;
}

/** A sepax shape for a scene body at (x, y). */
export function sepaxShape(body, x = body.x, y = body.y) {
  const t = { position: [x, y], angle: body.angle };
  if (body.kind === 'circle') return new Circle(body.radius, t);
  const points = [];
  for (let i = 0; i < body.local.length; i += 2) points.push([body.local[i], body.local[i + 1]]);
  return new Polygon(points, t);
}

/** World vertices of a polygon body at (x, y), flat. */
export function worldVertices(body, x, y) {
  const c = Math.cos(body.angle);
  const s = Math.sin(body.angle);
  const out = [];
  for (let i = 0; i < body.local.length; i += 2) {
    const lx = body.local[i];
    const ly = body.local[i + 1];
    out.push(x + c * lx - s * ly, y + s * lx + c * ly);
  }
  return out;
}

/** Pair key of bodies i < j. */
export const pairKey = (i, j, n) => (i < j ? i * n + j : j * n + i);

/** The reference pair list by brute force: every pair, box test then sepax `collide` (O(n²)). */
export function brutePairs(scene, px, py) {
  const n = scene.count;
  const shapes = scene.bodies.map((b, i) => sepaxShape(b, px[i], py[i]));
  const boxes = shapes.map((s) => s.aabb());
  const keys = new Set();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY && collide(shapes[i], shapes[j]))
        keys.add(pairKey(i, j, n));
    }
  }
  return { keys, shapes };
}

/**
 * The reference pair list at the given positions: a uniform grid (cell = the largest body
 * box) finds candidates, sepax `collide` decides. Exact and independent of any tree.
 */
export function referencePairs(scene, px, py) {
  const n = scene.count;
  const shapes = scene.bodies.map((b, i) => sepaxShape(b, px[i], py[i]));
  const boxes = shapes.map((s) => s.aabb());
  const cell = Math.max(...boxes.map((b) => Math.max(b.maxX - b.minX, b.maxY - b.minY)));
  const grid = new Map();
  boxes.forEach((b, i) => {
    const key = `${Math.floor(b.minX / cell)},${Math.floor(b.minY / cell)}`;
    if (!grid.has(key)) grid.set(key, []);
    grid.get(key).push(i);
  });
  const keys = new Set();
  boxes.forEach((b, i) => {
    const cx = Math.floor(b.minX / cell);
    const cy = Math.floor(b.minY / cell);
    // A body's min corner is within one cell of any box it can touch.
    for (let gx = cx - 1; gx <= cx + 1; gx++) {
      for (let gy = cy - 1; gy <= cy + 1; gy++) {
        for (const j of grid.get(`${gx},${gy}`) ?? []) {
          if (j > i && collide(shapes[i], shapes[j])) keys.add(pairKey(i, j, n));
        }
      }
    }
  });
  return { keys, shapes };
}

/**
 * Compares a contender's pair keys with the reference: every pair in one list but not the
 * other must be within `tolerance` of touching (signed sepax distance), else it is an error.
 * Returns the error (or null) and how many pairs differ.
 */
export function comparePairs(found, reference, tolerance, n) {
  const got = new Set(found);
  let wrong = 0;
  let differ = 0;
  const check = (key) => {
    differ++;
    const i = Math.floor(key / n);
    const j = key % n;
    if (Math.abs(distance(reference.shapes[i], reference.shapes[j]).distance) > tolerance) wrong++;
  };
  for (const key of got) if (!reference.keys.has(key)) check(key);
  for (const key of reference.keys) if (!got.has(key)) check(key);
  if (got.size !== found.length) return { error: `${found.length - got.size} duplicate pairs`, differ };
  if (wrong > 0) return { error: `${wrong} of ${reference.keys.size} pairs wrong`, differ };
  return { error: null, differ };
}
