import { collide, Collision, distance, DistanceResult, type Shape, type Vec2 } from '@sepax/core';
import { drawArrow, drawDot, drawGrid, drawLabel, drawSegment, drawShape } from './draw.js';
import { ShapeDragger } from './drag.js';
import type { Palette } from './palette.js';
import { type DemoShapeKind, makeShape } from './shape-catalog.js';
import type { DemoCanvas, DemoScene } from './use-canvas-demo.js';
import type { CanvasView } from './view.js';

/** World units the canvas shows across (and at least this much vertically). */
const WORLD_WIDTH = 12;
const WORLD_HEIGHT = 6;
const START_A: Vec2 = { x: -2.5, y: 0 };
const START_B: Vec2 = { x: 2.5, y: 0.3 };
/**
 * A depth below this many world units reads as "touching": after "resolve" the shapes
 * share a boundary and round-off leaves a depth of about 1e-16 either way.
 */
const TOUCHING_DEPTH = 1e-9;

/** What the page shows beside the canvas, recomputed after every change. */
export interface CollideReadout {
  state: 'apart' | 'touching' | 'overlapping';
  /** Gap between the surfaces when apart. */
  gap: number;
  depth: number;
  normal: Vec2;
  mtv: Vec2;
  contacts: Vec2[];
  aInB: boolean;
  bInA: boolean;
  /** Microseconds one `collide` call took (averaged over a few calls). */
  micros: number;
}

/**
 * Demo 1: two shapes of any kind. Drag, rotate and scale them; the scene draws the overlap,
 * the MTV arrow (applied to B) and the contact points, or the closest points when apart.
 */
export class CollideScene implements DemoScene {
  a: Shape;
  b: Shape;
  private readonly dragger: ShapeDragger;
  private readonly hit = new Collision();
  private readonly gap = new DistanceResult();
  private overlapping = false;

  constructor(
    private readonly view: CanvasView,
    private readonly demo: DemoCanvas,
    private readonly report: (readout: CollideReadout) => void,
  ) {
    this.a = makeShape('box', { position: START_A, angle: 0.3 });
    this.b = makeShape('polygon', { position: START_B });
    this.dragger = new ShapeDragger(
      view,
      () => [this.a, this.b],
      () => demo.redraw(),
    );
    this.resized();
  }

  resized(): void {
    this.view.fit(WORLD_WIDTH, WORLD_HEIGHT);
  }

  /** Replaces shape A or B with a new shape of `kind` at the same place. */
  setKind(which: 'a' | 'b', kind: DemoShapeKind): void {
    const old = which === 'a' ? this.a : this.b;
    const shape = makeShape(kind, { position: old.position, angle: old.angle });
    if (which === 'a') this.a = shape;
    else this.b = shape;
    this.demo.redraw();
  }

  /** Moves B by the MTV: afterwards the shapes touch (depth 0) instead of overlapping. */
  resolve(): void {
    if (!collide(this.a, this.b, this.hit)) return;
    this.b.translate(this.hit.mtv.x, this.hit.mtv.y);
    this.demo.redraw();
  }

  /** Rotates the shape last grabbed (B until one is) by one step; for buttons on touch screens. */
  rotate(turns: number): void {
    this.dragger.rotateSelected(turns, this.b);
  }

  /** Scales the shape last grabbed (B until one is) by one step; for buttons on touch screens. */
  scale(steps: number): void {
    this.dragger.scaleSelected(steps, this.b);
  }

  /** Where A and B are on the canvas, in CSS pixels (the e2e test drags them). */
  screenPositions(): { a: Vec2; b: Vec2 } {
    return { a: this.view.toScreen(this.a.position), b: this.view.toScreen(this.b.position) };
  }

  dispose(): void {
    this.dragger.dispose();
  }

  render(palette: Palette): void {
    const { view } = this;
    view.begin(palette.background);
    drawGrid(view, palette.grid);
    const readout = this.measure();
    this.overlapping = readout.state !== 'apart';
    const fillAlpha = this.overlapping ? 0.28 : 0.12;
    drawShape(view, this.a, { stroke: palette.a, fillAlpha });
    drawShape(view, this.b, { stroke: palette.b, fillAlpha });
    drawLabel(view, this.a.position, 'A', palette.a, -4, 4);
    drawLabel(view, this.b.position, 'B', palette.b, -4, 4);
    if (this.overlapping) this.drawHit(palette);
    else this.drawGap(palette);
    this.report(readout);
  }

  private drawHit(palette: Palette): void {
    const { view, hit } = this;
    for (const c of hit.contacts) drawDot(view, c, palette.hit, 5);
    const from = this.b.position;
    drawArrow(view, from, hit.mtv, palette.hit);
    // The normal at a readable length, so its direction shows even when the depth is tiny.
    drawSegment(
      view,
      hit.contacts[0],
      { x: hit.contacts[0].x + hit.normal.x * view.px(40), y: hit.contacts[0].y + hit.normal.y * view.px(40) },
      palette.hit,
      1,
      [4, 3],
    );
    drawLabel(view, { x: from.x + hit.mtv.x, y: from.y + hit.mtv.y }, 'MTV', palette.hit);
  }

  private drawGap(palette: Palette): void {
    const { view, gap } = this;
    drawSegment(view, gap.pointA, gap.pointB, palette.ok, 1.5, [5, 4]);
    drawDot(view, gap.pointA, palette.ok, 3);
    drawDot(view, gap.pointB, palette.ok, 3);
  }

  private measure(): CollideReadout {
    const { a, b, hit, gap } = this;
    // Enough calls to rise above the browser's coarse timer (0.1 ms without isolation).
    const repeats = 500;
    const started = performance.now();
    let overlapping = false;
    for (let i = 0; i < repeats; i++) overlapping = collide(a, b, hit) !== null;
    const micros = ((performance.now() - started) * 1000) / repeats;
    if (!overlapping) distance(a, b, gap);
    return {
      state: !overlapping ? 'apart' : hit.depth <= TOUCHING_DEPTH ? 'touching' : 'overlapping',
      gap: overlapping ? 0 : gap.distance,
      depth: overlapping ? hit.depth : 0,
      normal: { ...hit.normal },
      mtv: { ...hit.mtv },
      contacts: hit.contacts.map((c) => ({ ...c })),
      aInB: overlapping && hit.aInB,
      bInA: overlapping && hit.bInA,
      micros,
    };
  }
}
