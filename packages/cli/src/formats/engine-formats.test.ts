// Loads each --format output in its engine (Phaser's own PhysicsEditorParser on Phaser's
// Matter, matter-js, planck.js) and checks the bodies against the art, computed by hand.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Matter from 'matter-js';
import { Polygon as PlanckPolygon, type PolygonShape, Vec2, World } from 'planck';
import { describe, expect, it } from 'vitest';
import type { CollidersFile } from '../colliders-file.js';
import { runIn, temporaryFolder } from '../test-support/run-in-folder.js';
import type { MatterFile } from './matter.js';
import type { PhaserMatterBody } from './phaser-matter.js';
import type { PlanckFile } from './planck.js';
import { splitConvexRing } from './planck.js';

const require = createRequire(import.meta.url);
const PhysicsEditorParser = require('phaser/src/physics/matter-js/PhysicsEditorParser.js');
const PhaserVertices = require('phaser/src/physics/matter-js/lib/geometry/Vertices.js');

type Pair = [number, number];

/** A U: a 60 × 40 block less a 20 × 25 notch from the top edge (y down). */
const U: Pair[] = [
  [0, 0],
  [60, 0],
  [60, 40],
  [40, 40],
  [40, 15],
  [20, 15],
  [20, 40],
  [0, 40],
];
/** By hand: the block's area, centroid and centroidal inertia less the notch's (parallel axes). */
const U_AREA = 2400 - 500;
const U_CENTROID: Pair = [30, (2400 * 20 - 500 * 27.5) / U_AREA];
const U_INERTIA =
  (2400 * (60 ** 2 + 40 ** 2)) / 12 +
  2400 * (20 - U_CENTROID[1]) ** 2 -
  ((500 * (20 ** 2 + 25 ** 2)) / 12 + 500 * (27.5 - U_CENTROID[1]) ** 2);
/** A regular 20-gon of radius 40 about (100, 100): one convex piece of 20 vertices. */
const SIDES = 20;
const DISC: Pair[] = Array.from({ length: SIDES }, (_, i) => [
  100 + 40 * Math.cos((2 * Math.PI * i) / SIDES),
  100 + 40 * Math.sin((2 * Math.PI * i) / SIDES),
]);
const DISC_AREA = 0.5 * SIDES * 40 ** 2 * Math.sin((2 * Math.PI) / SIDES);

async function convert(format: string, extra: string[] = []): Promise<{ text: string; sepax: CollidersFile }> {
  const folder = temporaryFolder();
  writeFileSync(path.join(folder, 'u.json'), JSON.stringify(U));
  writeFileSync(path.join(folder, 'disc.json'), JSON.stringify(DISC));
  const args = ['decompose', 'u.json', 'disc.json', '--max-vertices', '24', '-o', '-', '-q', ...extra];
  const run = await runIn(folder, [...args, '--format', format]);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const sepax = JSON.parse((await runIn(folder, args)).stdout) as CollidersFile;
  return { text: run.stdout, sepax };
}

function shoelace(ring: readonly Pair[]): number {
  return (
    ring.reduce((s, [x, y], i) => s + x * ring[(i + 1) % ring.length][1] - ring[(i + 1) % ring.length][0] * y, 0) / 2
  );
}

/** Polar second moment of a simple ring about its centroid, by the standard polygon formulas (density 1). */
function inertiaOfRing(ring: readonly Pair[]): number {
  let [a, cx, cy, ix] = [0, 0, 0, 0];
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i];
    const [x1, y1] = ring[(i + 1) % ring.length];
    const c = x0 * y1 - x1 * y0;
    a += c / 2;
    cx += ((x0 + x1) * c) / 6;
    cy += ((y0 + y1) * c) / 6;
    ix += ((x0 * x0 + x0 * x1 + x1 * x1 + y0 * y0 + y0 * y1 + y1 * y1) * c) / 12;
  }
  return ix - (cx * cx + cy * cy) / a;
}

const close = (a: number, b: number, digits = 6) => expect(a).toBeCloseTo(b, digits);

describe('engine files in the art folder', () => {
  it.each(['phaser-matter', 'matter', 'planck'])(
    'a %s file sepax wrote is output, not art, when the folder is read again',
    async (format) => {
      const folder = temporaryFolder();
      writeFileSync(path.join(folder, 'u.json'), JSON.stringify(U));
      expect((await runIn(folder, ['decompose', '.', '--format', format, '-o', 'bodies.json', '-q'])).status).toBe(0);
      const again = await runIn(folder, ['decompose', '.', '-o', '-']);
      expect(again.status).toBe(0);
      expect(again.stderr).toMatch(/\[1\/1\] u\.json ok/);
    },
  );
});

describe('--format phaser-matter', () => {
  it("Phaser's PhysicsEditorParser builds bodies with the art's area, convex parts and centre of mass", async () => {
    const { text, sepax } = await convert('phaser-matter');
    const file = JSON.parse(text) as Record<string, PhaserMatterBody | string>;
    expect(typeof file.generator_info).toBe('string');
    for (const [name, area, centroid, ring] of [
      ['u', U_AREA, U_CENTROID, U],
      ['disc', DISC_AREA, undefined, DISC],
    ] as const) {
      const config = file[name] as PhaserMatterBody;
      const body = PhysicsEditorParser.parseBody(0, 0, config);
      const parts = body.parts.slice(1); // parts[0] is the compound itself
      expect(parts.length).toBe(sepax.colliders.find((c) => c.name === name)!.pieces);
      for (const part of parts) expect(PhaserVertices.isConvex(part.vertices)).toBe(true);
      close(
        parts.reduce((sum: number, p: { area: number }) => sum + p.area, 0),
        area,
      );
      close(body.area, area);
      // parseBody moves the body's centre of mass to (0, 0): the art moved by minus its centroid.
      const minX = Math.min(...ring.map((p) => p[0]));
      const minY = Math.min(...ring.map((p) => p[1]));
      const moved: Pair = [minX - body.bounds.min.x, minY - body.bounds.min.y];
      close(moved[0], config.massProperties.centroid.x);
      close(moved[1], config.massProperties.centroid.y);
      // Phaser sets a sprite's origin to centerOffset ÷ its display size: the centroid in the
      // frame's coordinates, so the untrimmed sprite lines up with its body.
      close(body.centerOffset.x, config.massProperties.centroid.x);
      close(body.centerOffset.y, config.massProperties.centroid.y);
      if (centroid) {
        close(config.massProperties.centroid.x, centroid[0]);
        close(config.massProperties.centroid.y, centroid[1]);
        close(config.massProperties.inertia, U_INERTIA, 3);
      }
      close(config.massProperties.area, area);
    }
  });
});

describe('--format matter', () => {
  it('matter-js builds the same bodies with Bodies.fromVertices and with Body.create({ parts })', async () => {
    const { text } = await convert('matter');
    const file = JSON.parse(text) as MatterFile;
    expect(file.format).toBe('sepax-matter');
    const u = file.bodies.u;
    close(u.area, U_AREA);
    close(u.centroid.x, U_CENTROID[0]);
    close(u.centroid.y, U_CENTROID[1]);
    close(u.inertia, U_INERTIA, 3);
    close(file.bodies.disc.area, DISC_AREA);
    for (const data of Object.values(file.bodies)) {
      const fromVertices = Matter.Bodies.fromVertices(0, 0, data.parts);
      close(fromVertices.area, data.area);
      const parts = data.parts.map((vertices) =>
        Matter.Body.create({ position: Matter.Vertices.centre(vertices), vertices }),
      );
      const compound = Matter.Body.create({ parts });
      close(compound.area, data.area);
      // A compound sits at its parts' centre of mass: the file's centroid.
      close(compound.position.x, data.centroid.x);
      close(compound.position.y, data.centroid.y);
      for (const part of compound.parts.slice(1)) expect(Matter.Vertices.isConvex(part.vertices)).toBe(true);
    }
  });
});

describe('--format planck', () => {
  it('planck.js bodies have the art’s area, centroid and inertia, in metres at the stated scale', async () => {
    for (const pixelsPerMetre of [32, 50]) {
      const { text } = await convert('planck', ['--pixels-per-metre', String(pixelsPerMetre)]);
      const file = JSON.parse(text) as PlanckFile;
      expect(file.pixelsPerMetre).toBe(pixelsPerMetre);
      const world = new World();
      const m2 = pixelsPerMetre ** 2;
      for (const [name, area, centroid] of [
        ['u', U_AREA, U_CENTROID],
        ['disc', DISC_AREA, [100, 100]],
      ] as const) {
        const data = file.bodies[name];
        const body = world.createBody({ type: 'dynamic' });
        for (const fixture of data.fixtures) {
          expect(fixture.vertices.length).toBeLessThanOrEqual(8);
          const shape = new PlanckPolygon(fixture.vertices.map(([x, y]) => new Vec2(x, y)));
          expect((shape as PolygonShape).m_count).toBe(fixture.vertices.length); // nothing welded or replaced
          body.createFixture(shape, { density: data.density });
        }
        close(body.getMass(), area / m2);
        // The centroid planck computes for each polygon when it is made (m_centroid), weighted by area.
        const shapes = body.getFixtureList();
        let [mass, cx, cy] = [0, 0, 0];
        for (let f = shapes; f; f = f.getNext()) {
          const shape = f.getShape() as PolygonShape;
          const piece = shape.m_vertices.map((v) => [v.x, v.y] as Pair);
          const a = shoelace(piece);
          mass += a;
          cx += a * shape.m_centroid.x;
          cy += a * shape.m_centroid.y;
        }
        close(cx / mass, centroid[0] / pixelsPerMetre);
        close(cy / mass, centroid[1] / pixelsPerMetre);
        // planck 1.4 puts each polygon's centre of mass at its vertex average when it sums a
        // body's mass: the file's massData is the body's true mass data, to set as it is.
        body.setMassData({ mass: data.massData.mass, center: new Vec2(...data.massData.center), I: data.massData.I });
        close(body.getMass(), area / m2);
        close(body.getLocalCenter().x, centroid[0] / pixelsPerMetre);
        close(body.getLocalCenter().y, centroid[1] / pixelsPerMetre);
        close(body.getInertia(), data.massData.I);
        const central = body.getInertia() - body.getMass() * body.getLocalCenter().lengthSquared();
        if (name === 'u') close(central, U_INERTIA / (m2 * m2), 6);
        else close(central, inertiaOfRing(DISC) / (m2 * m2), 6);
      }
      expect(file.bodies.disc.fixtures.length).toBe(3); // 20 vertices: fans of 8, 8 and 6
    }
  });

  it('splits a convex ring into fans of at most n vertices whose areas add up exactly', () => {
    for (let n = 3; n <= 30; n++) {
      const ring = DISC.slice(0, n);
      for (const most of [3, 4, 8]) {
        const pieces = splitConvexRing(ring, most);
        for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(most);
        close(
          pieces.reduce((s, p) => s + shoelace(p), 0),
          shoelace(ring),
          9,
        );
      }
    }
  });

  it('refuses a piece planck would weld into a 2 m box, naming the scale', async () => {
    const folder = temporaryFolder();
    writeFileSync(
      path.join(folder, 'tiny.json'),
      JSON.stringify([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    );
    const run = await runIn(folder, [
      'decompose',
      'tiny.json',
      '--format',
      'planck',
      '--pixels-per-metre',
      '1000',
      '-o',
      '-',
      '-q',
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/tiny: .*0\.0025 m.*lower --pixels-per-metre/);
  });
});
