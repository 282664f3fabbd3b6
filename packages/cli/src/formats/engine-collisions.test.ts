// The guides' path, end to end: a sprite sheet converted for each engine, loaded there, and
// a crate dropped into a cup. The cup is concave: the crate can only reach its floor if the
// engine collides with the cup's outline, not its bounding box.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Matter from 'matter-js';
import { Polygon, Vec2, World } from 'planck';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../test-support/png-encoder.js';
import { runIn, temporaryFolder } from '../test-support/run-in-folder.js';
import type { MatterFile } from './matter.js';
import type { PhaserMatterBody } from './phaser-matter.js';
import type { PlanckFile } from './planck.js';

const require = createRequire(import.meta.url);
const PhysicsEditorParser = require('phaser/src/physics/matter-js/PhysicsEditorParser.js');
const PhaserEngine = require('phaser/src/physics/matter-js/lib/core/Engine.js');
const PhaserComposite = require('phaser/src/physics/matter-js/lib/body/Composite.js');

/** The cup, 40 × 24: walls 4 px thick, a floor from y = 20 down (y-down pixels). */
const cup = (x: number, y: number) => x < 4 || x >= 36 || y >= 20;
const CUP_FLOOR = 20;

/** A 56 × 24 sheet: the cup at (0, 0), an 8 × 8 crate at (44, 0). */
function sheet(): string {
  const folder = temporaryFolder();
  const samples: number[][] = [];
  for (let y = 0; y < 24; y++)
    for (let x = 0; x < 56; x++) samples.push([0, (x < 40 && cup(x, y)) || (x >= 44 && x < 52 && y < 8) ? 255 : 0]);
  writeFileSync(
    path.join(folder, 'sheet.png'),
    encodePng({ width: 56, height: 24, colorType: 4, depth: 8, interlaced: false, samples }),
  );
  const frames = {
    'cup.png': { frame: { x: 0, y: 0, w: 40, h: 24 }, rotated: false, trimmed: false, sourceSize: { w: 40, h: 24 } },
    'crate.png': { frame: { x: 44, y: 0, w: 8, h: 8 }, rotated: false, trimmed: false, sourceSize: { w: 8, h: 8 } },
  };
  writeFileSync(path.join(folder, 'sheet.json'), JSON.stringify({ frames, meta: { image: 'sheet.png' } }));
  return folder;
}

async function convert(args: string[]): Promise<string> {
  const run = await runIn(sheet(), ['decompose', 'sheet.json', '-o', '-', '-q', ...args]);
  expect(run.stderr).toBe('');
  return run.stdout;
}

describe('a crate dropped into a cup lands on its floor', () => {
  it('Phaser + Matter (PhysicsEditorParser)', async () => {
    const shapes = JSON.parse(await convert(['--format', 'phaser-matter'])) as Record<string, PhaserMatterBody>;
    const engine = PhaserEngine.create();
    // parseBody puts the body's centre of mass at (x, y): at the centroid, the art stays where it was drawn.
    const at = (shape: PhaserMatterBody, dx: number, dy: number, options: object) =>
      PhysicsEditorParser.parseBody(
        shape.massProperties.centroid.x + dx,
        shape.massProperties.centroid.y + dy,
        shape,
        options,
      );
    const cupBody = at(shapes['cup.png'], 0, 0, { isStatic: true });
    const crate = at(shapes['crate.png'], 16, -40, {});
    PhaserComposite.add(engine.world, [cupBody, crate]);
    for (let i = 0; i < 600; i++) PhaserEngine.update(engine, 1000 / 60);
    expect(crate.bounds.max.y).toBeCloseTo(CUP_FLOOR, 0);
  });

  it('matter-js (Body.create({ parts }))', async () => {
    const file = JSON.parse(await convert(['--format', 'matter'])) as MatterFile;
    const body = (name: string, options: { isStatic?: boolean } = {}) =>
      Matter.Body.create({
        ...options,
        parts: file.bodies[name].parts.map((vertices) =>
          Matter.Body.create({ position: Matter.Vertices.centre(vertices), vertices }),
        ),
      });
    const engine = Matter.Engine.create();
    const cupBody = body('cup.png', { isStatic: true });
    const crate = body('crate.png');
    Matter.Body.translate(crate, { x: 16, y: -40 });
    Matter.Composite.add(engine.world, [cupBody, crate]);
    for (let i = 0; i < 600; i++) Matter.Engine.update(engine, 1000 / 60);
    expect(crate.bounds.max.y).toBeCloseTo(CUP_FLOOR, 0);
  });

  it('planck.js (y up, 8 pixels per metre)', async () => {
    const file = JSON.parse(await convert(['--format', 'planck', '--flip-y', '--pixels-per-metre', '8'])) as PlanckFile;
    const world = new World({ gravity: new Vec2(0, -10) });
    const body = (name: string, type: 'static' | 'dynamic', position: Vec2) => {
      const data = file.bodies[name];
      const made = world.createBody({ type, position });
      for (const f of data.fixtures)
        made.createFixture(new Polygon(f.vertices.map(([x, y]) => new Vec2(x, y))), { density: data.density });
      if (type === 'dynamic') {
        const { mass, center, I } = data.massData;
        made.setMassData({ mass, center: new Vec2(center[0], center[1]), I });
      }
      return made;
    };
    body('cup.png', 'static', new Vec2(0, 0));
    const crate = body('crate.png', 'dynamic', new Vec2(2, 5)); // above the cup's 3 m rim
    for (let i = 0; i < 300; i++) world.step(1 / 60);
    // --flip-y: the floor's top is at 24 − 20 = 4 px = 0.5 m; the crate's own frame starts at its bottom.
    expect(crate.getPosition().y).toBeCloseTo((24 - CUP_FLOOR) / 8, 1);
    expect(crate.getPosition().x).toBeCloseTo(2, 1);
  });
});
