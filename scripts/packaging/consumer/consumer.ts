// A TypeScript consumer of every package's public types, compiled with skipLibCheck: false
// under `nodenext` and `bundler`. Rings parsed from JSON (number[][]) must be accepted, as the
// runtime accepts them.
import {
  Circle,
  type Collision,
  type Compound,
  collide,
  Polygon,
  SepaxError,
  type Shape,
  type VecLike,
} from '@sepax/core';
import { runCli } from '@sepax/cli';
import { isShape } from '@sepax/core/internal';
import { type ColliderReport, decompose, type PolygonInput, type Ring, toColliders } from '@sepax/decomp';
import { type Obb as ObbType, Obb, collide as collide3, type Vec3Like } from '@sepax/obb3';
import { pointInPolygon, raycast, SpatialIndex } from '@sepax/query';

const ring: number[][] = JSON.parse('[[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4]]');
const asRing: Ring = ring;
const input: PolygonInput = { outer: ring, holes: [] };
const point: VecLike = ring[0];
const pieces: { x: number; y: number }[][] = decompose(asRing);
const report = {} as ColliderReport;
const body: Compound = toColliders(input, { position: point }, report);
const hit: Collision | null = collide(body, new Circle(1));
const shapes: Shape[] = [body, new Polygon(ring.slice(0, 3))];
const index = new SpatialIndex<string>();
index.insert(shapes[1], { data: 'triangle' });
const inside: boolean = pointInPolygon(ring[1], ring);
const ray = raycast({ origin: ring[0], direction: [1, 0] }, shapes[1]);
const extents: Vec3Like = JSON.parse('[1, 1, 1]') as number[];
const box: ObbType = new Obb(extents);
const depth: number | undefined = collide3(box, new Obb([1, 1, 1]))?.depth;
function codeOf(error: unknown): string | null {
  return error instanceof SepaxError ? error.code : null;
}
const branded: boolean = isShape(body);
const quiet = { write: (_text: string) => {} };
const status: Promise<number> = runCli(['--help'], { cwd: '.', stdout: quiet, stderr: quiet });
export { pieces, hit, inside, ray, depth, codeOf, branded, status, report };
