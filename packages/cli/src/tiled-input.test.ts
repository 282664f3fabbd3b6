import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ColliderEntry, CollidersFile } from './colliders-file.js';
import { runIn, temporaryFolder } from './test-support/run-in-folder.js';

type Pair = [number, number];

/** Point in a convex polygon of either winding (on the boundary counts). */
function inConvex(points: readonly Pair[], [x, y]: Pair): boolean {
  let sign = 0;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i];
    const [bx, by] = points[(i + 1) % points.length];
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (Math.abs(cross) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

function inCollider(entry: ColliderEntry, p: Pair): boolean {
  return entry.shape.parts.some((part) => inConvex((part as { points: Pair[] }).points, p));
}

/** Every pixel centre of the 64 × 48 map: inside the collider exactly where inside the hand-drawn `expected` convex pieces. */
function expectSameCells(entry: ColliderEntry, expected: Pair[][]): void {
  for (let y = 0.5; y < 48; y++) {
    for (let x = 0.5; x < 64; x++) {
      const want = expected.some((piece) => inConvex(piece, [x, y]));
      if (inCollider(entry, [x, y]) !== want) throw new Error(`${entry.name} differs at (${x}, ${y})`);
    }
  }
}

const TILE = 16;
/** Tile id 1 of the tileset (gid 2): a ramp rising to the right, its collision shape a triangle. */
const tileset = {
  firstgid: 1,
  name: 'terrain',
  tilewidth: TILE,
  tileheight: TILE,
  tilecount: 4,
  columns: 2,
  tiles: [
    {
      id: 1,
      objectgroup: {
        type: 'objectgroup',
        objects: [
          {
            id: 1,
            x: 0,
            y: 0,
            width: 0,
            height: 0,
            polygon: [
              { x: 0, y: 16 },
              { x: 16, y: 16 },
              { x: 16, y: 0 },
            ],
          },
        ],
      },
    },
  ],
};
const H = 0x80000000;
const V = 0x40000000;

function map(groundData: unknown, ground: Record<string, unknown> = {}) {
  return {
    type: 'map',
    orientation: 'orthogonal',
    width: 4,
    height: 3,
    tilewidth: TILE,
    tileheight: TILE,
    tilesets: [tileset],
    layers: [
      { type: 'tilelayer', name: 'ground', width: 4, height: 3, data: groundData, ...ground },
      {
        type: 'objectgroup',
        name: 'walls',
        objects: [
          { id: 1, name: 'door', x: 10, y: 5, width: 20, height: 8, rotation: 90 },
          {
            id: 2,
            name: '',
            x: 30,
            y: 40,
            polygon: [
              { x: 0, y: 0 },
              { x: 16, y: 0 },
              { x: 16, y: -8 },
            ],
          },
          { id: 3, name: 'ball', x: 40, y: 0, width: 16, height: 8, ellipse: true },
          { id: 4, name: 'spawn', x: 5, y: 5, point: true },
          {
            id: 5,
            name: 'path',
            x: 0,
            y: 0,
            polyline: [
              { x: 0, y: 0 },
              { x: 9, y: 9 },
            ],
          },
        ],
      },
    ],
  };
}

// Row 2 (y 32..48): the ramp, the ramp flipped horizontally, nothing, the ramp flipped vertically.
const GIDS = [0, 0, 0, 0, 0, 0, 0, 0, 2, (2 | H) >>> 0, 0, (2 | V) >>> 0];
const GROUND: Pair[][] = [
  [
    [0, 48],
    [16, 48],
    [16, 32],
  ],
  [
    [16, 48],
    [32, 48],
    [16, 32],
  ],
  [
    [48, 32],
    [64, 32],
    [64, 48],
  ],
];

async function readMap(folder: string, file: string, args: string[] = []): Promise<Map<string, ColliderEntry>> {
  const run = await runIn(folder, ['decompose', file, '-o', '-', '-q', ...args]);
  expect(run.stderr).toBe('');
  const parsed = JSON.parse(run.stdout) as CollidersFile;
  return new Map(parsed.colliders.map((c) => [c.name, c]));
}

describe('Tiled maps', () => {
  it('objects and tile collision shapes become colliders in map coordinates', async () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, 'level.tmj'), JSON.stringify(map(GIDS)));
    const colliders = await readMap(folder, 'level.tmj');
    expect([...colliders.keys()]).toEqual(['ground', 'door', 'walls#2', 'ball']);
    for (const c of colliders.values()) expect(c.kind).toBe('tiled');
    expectSameCells(colliders.get('ground')!, GROUND);
    // The door: 20 × 8 from (10, 5), turned 90° clockwise about (10, 5).
    expectSameCells(colliders.get('door')!, [
      [
        [10, 5],
        [10, 25],
        [2, 25],
        [2, 5],
      ],
    ]);
    expect(colliders.get('door')!.area).toBeCloseTo(160, 9);
    expectSameCells(colliders.get('walls#2')!, [
      [
        [30, 40],
        [46, 40],
        [46, 32],
      ],
    ]);
    expect(colliders.get('walls#2')!.area).toBeCloseTo(64, 9);
  });

  it('an ellipse is flattened within 0.1 px, inside the true curve', async () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, 'level.tmj'), JSON.stringify(map(GIDS)));
    const ball = (await readMap(folder, 'level.tmj')).get('ball')!;
    const [a, b] = [8, 4];
    const exact = Math.PI * a * b;
    const perimeter = Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b))); // Ramanujan
    expect(ball.area).toBeLessThanOrEqual(exact);
    expect(ball.area).toBeGreaterThan(exact - 0.1 * perimeter);
    for (const part of ball.shape.parts as { points: Pair[] }[])
      for (const [x, y] of part.points) expect(((x - 48) / a) ** 2 + ((y - 4) / b) ** 2).toBeLessThanOrEqual(1 + 1e-9);
  });

  it.each([
    ['base64', { encoding: 'base64' }, (bytes: Buffer) => bytes],
    ['base64 + zlib', { encoding: 'base64', compression: 'zlib' }, (bytes: Buffer) => deflateSync(bytes)],
  ])('reads %s tile data like CSV', async (_, ground, encode) => {
    const folder = temporaryFolder();
    const bytes = Buffer.alloc(GIDS.length * 4);
    GIDS.forEach((gid, i) => bytes.writeUInt32LE(gid, 4 * i));
    writeFileSync(path.join(folder, 'level.json'), JSON.stringify(map(encode(bytes).toString('base64'), ground)));
    expectSameCells((await readMap(folder, 'level.json')).get('ground')!, GROUND);
  });

  it('a huge ellipse stays a polygon of reasonable size, within a thousandth of its radius', async () => {
    const folder = temporaryFolder();
    const level = map(GIDS);
    level.layers[1].objects = [{ id: 9, name: 'moon', x: 0, y: 0, width: 2e9, height: 2e9, ellipse: true }];
    writeFileSync(path.join(folder, 'level.tmj'), JSON.stringify(level));
    const moon = (await readMap(folder, 'level.tmj')).get('moon')!;
    const vertices = moon.shape.parts.reduce((n, part) => n + (part as { points: Pair[] }).points.length, 0);
    expect(vertices).toBeLessThan(1000);
    expect(moon.area).toBeGreaterThan(Math.PI * 1e18 * (1 - 2e-3));
  });

  it('reads a tileset saved in its own .tsj file beside the map', async () => {
    const folder = temporaryFolder();
    const { firstgid, ...saved } = tileset;
    writeFileSync(path.join(folder, 'terrain.tsj'), JSON.stringify(saved));
    writeFileSync(
      path.join(folder, 'level.tmj'),
      JSON.stringify({ ...map(GIDS), tilesets: [{ firstgid, source: 'terrain.tsj' }] }),
    );
    expectSameCells((await readMap(folder, 'level.tmj')).get('ground')!, GROUND);
  });

  it('--flip-y maps y to the map height minus y', async () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, 'level.tmj'), JSON.stringify(map(GIDS)));
    const door = (await readMap(folder, 'level.tmj', ['--flip-y'])).get('door')!;
    expectSameCells(door, [
      [
        [10, 43],
        [10, 23],
        [2, 23],
        [2, 43],
      ],
    ]);
  });

  it('a map without any collision shape is reported', async () => {
    const folder = temporaryFolder();
    const empty = { ...map(new Array(12).fill(0)), layers: [map(new Array(12).fill(0)).layers[0]] };
    writeFileSync(path.join(folder, 'empty.tmj'), JSON.stringify(empty));
    const run = await runIn(folder, ['decompose', 'empty.tmj', '-o', '-', '-q']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/empty\.tmj: INVALID_INPUT The map has no collision shape/);
  });
});
