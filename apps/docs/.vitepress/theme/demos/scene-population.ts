import type { Shape } from '@sepax/core';
import { seededRandom } from './random.js';
import { type DemoShapeKind, makeShape } from './shape-catalog.js';

/** A shape of the scene with its drift velocity (world units and radians per second). */
export interface Mover {
  shape: Shape;
  vx: number;
  vy: number;
  spin: number;
}

const KINDS: DemoShapeKind[] = ['box', 'polygon', 'triangle', 'rounded', 'circle', 'capsule', 'concave'];
const MAX_SPEED = 1.2;
const MAX_SPIN = 0.8;

/** `count` shapes of every kind, small and scattered over a `width` × `height` world. */
export function populate(count: number, width: number, height: number, seed = 7): Mover[] {
  const random = seededRandom(seed);
  const movers: Mover[] = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[Math.floor(random() * KINDS.length)];
    const shape = makeShape(kind, {
      position: [(random() - 0.5) * width, (random() - 0.5) * height],
      angle: random() * 2 * Math.PI,
      scale: 0.15 + random() * 0.2,
    });
    const heading = random() * 2 * Math.PI;
    const speed = random() * MAX_SPEED;
    movers.push({
      shape,
      vx: Math.cos(heading) * speed,
      vy: Math.sin(heading) * speed,
      spin: (random() - 0.5) * 2 * MAX_SPIN,
    });
  }
  return movers;
}

/** Moves every shape by its velocity for `dt` seconds, bouncing off the world's walls. */
export function drift(movers: readonly Mover[], dt: number, width: number, height: number): void {
  const hw = width / 2;
  const hh = height / 2;
  for (const m of movers) {
    const p = m.shape.position;
    if ((p.x < -hw && m.vx < 0) || (p.x > hw && m.vx > 0)) m.vx = -m.vx;
    if ((p.y < -hh && m.vy < 0) || (p.y > hh && m.vy > 0)) m.vy = -m.vy;
    m.shape.setPosition(p.x + m.vx * dt, p.y + m.vy * dt).rotate(m.spin * dt);
  }
}
