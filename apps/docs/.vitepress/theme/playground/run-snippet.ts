// Runs a playground snippet in the page: strips its types (sucrase), resolves its imports of
// @sepax/* to the site's own build, and records what it computed so the canvas can draw it.
// An error anywhere (syntax, a throw, a rejected promise) comes back as text, never thrown.
import * as core from '@sepax/core';
import type { Collision, Shape, Vec2 } from '@sepax/core';
import * as decomp from '@sepax/decomp';
import * as query from '@sepax/query';
import { transform } from 'sucrase';

/** A call the snippet made, kept with copies of its results (an `out` record may be reused). */
export type Recorded =
  | { kind: 'collide'; a: Shape; b: Shape; bAt: Vec2; normal: Vec2; mtv: Vec2; depth: number; contacts: Vec2[] }
  | { kind: 'ray'; origin: Vec2; direction: Vec2; maxDistance?: number; hit: { point: Vec2; normal: Vec2 } | null }
  | { kind: 'sweep'; shape: Shape; from: Vec2; delta: Vec2; hit: { time: number; point: Vec2; normal: Vec2 } | null }
  | { kind: 'pieces'; pieces: Vec2[][] }
  | { kind: 'shape'; shape: Shape };

export interface SnippetResult {
  /** The snippet's top-level variables, by name. */
  values: Record<string, unknown>;
  recorded: Recorded[];
  logs: string[];
  error: string | null;
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<Record<string, unknown> | undefined>;

const vec = (v: unknown): Vec2 => {
  if (Array.isArray(v)) return { x: Number(v[0]), y: Number(v[1]) };
  const p = v as { x?: unknown; y?: unknown } | null;
  return { x: Number(p?.x ?? 0), y: Number(p?.y ?? 0) };
};
const copyVec = (v: Vec2): Vec2 => ({ x: v.x, y: v.y });

/** Names the snippet declares at its top level (`const a`, `let b`, `function c`, `class D`). */
export function topLevelNames(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^(?:export\s+)?(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/gm))
    names.add(name);
  return [...names];
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, (_, v) =>
      typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(6)) : v,
    );
  } catch {
    return String(value);
  }
}

/** The packages as the snippet sees them: the same classes, with calls recorded for drawing. */
function recordingModules(recorded: Recorded[]): Record<string, unknown> {
  const collide = (a: Shape, b: Shape, out?: Collision) => {
    const hit = core.collide(a, b, out);
    if (hit)
      recorded.push({
        kind: 'collide',
        a,
        b,
        bAt: copyVec(b.position),
        normal: copyVec(hit.normal),
        mtv: copyVec(hit.mtv),
        depth: hit.depth,
        contacts: hit.contacts.map(copyVec),
      });
    else recorded.push({ kind: 'shape', shape: a }, { kind: 'shape', shape: b });
    return hit;
  };
  const recordRay = (ray: query.Ray, hit: { point: Vec2; normal: Vec2 } | null) =>
    recorded.push({
      kind: 'ray',
      origin: vec(ray.origin),
      direction: vec(ray.direction),
      maxDistance: ray.maxDistance,
      hit: hit ? { point: copyVec(hit.point), normal: copyVec(hit.normal) } : null,
    });
  const raycast: typeof query.raycast = (ray, shape, out) => {
    const hit = query.raycast(ray, shape, out);
    recorded.push({ kind: 'shape', shape });
    recordRay(ray, hit);
    return hit;
  };
  const recordSweep = (shape: Shape, delta: unknown, hit: { time: number; point: Vec2; normal: Vec2 } | null) =>
    recorded.push({
      kind: 'sweep',
      shape,
      from: copyVec(shape.position),
      delta: vec(delta),
      hit: hit ? { time: hit.time, point: copyVec(hit.point), normal: copyVec(hit.normal) } : null,
    });
  const sweep: typeof query.sweep = (shape, delta, target, out) => {
    const hit = query.sweep(shape, delta, target, out);
    recorded.push({ kind: 'shape', shape: target });
    recordSweep(shape, delta, hit);
    return hit;
  };
  class SpatialIndex<T> extends query.SpatialIndex<T> {
    override insert(shape: Shape, options?: query.InsertOptions<T>): number {
      recorded.push({ kind: 'shape', shape });
      return super.insert(shape, options);
    }
    override build(items: readonly ({ shape: Shape } & query.InsertOptions<T>)[]): number[] {
      for (const item of items) recorded.push({ kind: 'shape', shape: item.shape });
      return super.build(items);
    }
    override raycast(ray: query.Ray, options?: query.QueryOptions<T>, out?: query.IndexRaycastHit<T>) {
      const hit = super.raycast(ray, options, out);
      recordRay(ray, hit?.hit ?? null);
      return hit;
    }
    override sweep(shape: Shape, delta: core.VecLike, options?: query.QueryOptions<T>) {
      const hit = super.sweep(shape, delta, options);
      recordSweep(shape, delta, hit?.hit ?? null);
      return hit;
    }
  }
  const decompose: typeof decomp.decompose = (polygon, options) => {
    const pieces = decomp.decompose(polygon, options);
    recorded.push({ kind: 'pieces', pieces: pieces.map((piece) => piece.map(copyVec)) });
    return pieces;
  };
  return {
    '@sepax/core': { ...core, collide },
    '@sepax/query': { ...query, raycast, sweep, SpatialIndex },
    '@sepax/decomp': { ...decomp, decompose },
  };
}

/** Compiles and runs `source`; resolves with what it computed, logged and drew, or its error. */
export async function runSnippet(source: string): Promise<SnippetResult> {
  const recorded: Recorded[] = [];
  const logs: string[] = [];
  const result: SnippetResult = { values: {}, recorded, logs, error: null };
  let compiled: string;
  try {
    compiled = transform(source, { transforms: ['typescript', 'imports'], production: true }).code;
  } catch (error) {
    result.error = `Syntax error: ${(error as Error).message}`;
    return result;
  }
  const modules = recordingModules(recorded);
  const require = (name: string) => {
    if (name in modules) return modules[name];
    throw new Error(`The playground provides @sepax/core, @sepax/decomp and @sepax/query, not "${name}".`);
  };
  const log = (...args: unknown[]) => logs.push(args.map(describe).join(' '));
  const sandboxConsole = { log, info: log, warn: log, error: log, table: log };
  const names = topLevelNames(source);
  const body = `${compiled}\n;return { ${names.join(', ')} };`;
  try {
    const run = new AsyncFunction('require', 'exports', 'module', 'console', body);
    result.values = (await run(require, {}, { exports: {} }, sandboxConsole)) ?? {};
  } catch (error) {
    const e = error as Error;
    result.error = e instanceof core.SepaxError ? `SepaxError ${e.code}: ${e.message}` : `${e.name}: ${e.message}`;
  }
  return result;
}
