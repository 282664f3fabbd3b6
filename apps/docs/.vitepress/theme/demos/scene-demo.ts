import { Capsule, overlaps, type Shape, type Vec2 } from '@sepax/core';
import * as query from '@sepax/query';
import type { IndexRaycastHit, IndexSweepHit, SpatialIndex as SpatialIndexType } from '@sepax/query';
import { drawArrow, drawDot, drawSegment, drawShape } from './draw.js';
import type { Palette } from './palette.js';
import { drift, type Mover, populate } from './scene-population.js';
import type { DemoCanvas, DemoScene } from './use-canvas-demo.js';
import type { CanvasView } from './view.js';

const WORLD_WIDTH = 40;
const WORLD_HEIGHT = 22;
/** Readouts change at most this often (ms), so the page text stays readable. */
const READOUT_INTERVAL_MS = 150;
/** Frame times are averaged over this many frames. */
const FRAME_WINDOW = 30;

/**
 * A new `SpatialIndex`, looked up on the module rather than imported by name: the site
 * builds against whatever version of `@sepax/query` is built, and says so plainly if that
 * version does not export the index yet.
 */
function newIndex(): SpatialIndexType<unknown> {
  const SpatialIndex = (query as unknown as { SpatialIndex?: new () => SpatialIndexType<unknown> }).SpatialIndex;
  if (!SpatialIndex) throw new Error('This build of @sepax/query has no SpatialIndex yet.');
  return new SpatialIndex();
}

/** What the page shows beside the scene. */
export interface SceneReadout {
  shapes: number;
  pairs: number;
  ray: { point: Vec2; normal: Vec2; distance: number } | null;
  sweep: { time: number; stop: Vec2; normal: Vec2 } | null;
  /** Milliseconds per frame spent in index updates and queries (drawing excluded). */
  queryMs: number;
}

/**
 * Demo 3: hundreds of drifting shapes in a `SpatialIndex`. Each frame: update the index,
 * find every overlapping pair, cast a ray from the anchor toward the mouse, and sweep a
 * capsule from the anchor toward the mouse.
 */
export class SceneDemo implements DemoScene {
  private movers: Mover[] = [];
  private handles: number[] = [];
  private index: SpatialIndexType<unknown> = newIndex();
  private overlapping = new Uint8Array(0);
  private pairCount = 0;
  private anchor: Vec2 = { x: -WORLD_WIDTH / 2 + 2, y: 0 };
  private target: Vec2 = { x: WORLD_WIDTH / 4, y: WORLD_HEIGHT / 4 };
  private readonly capsule = new Capsule([-0.6, 0], [0.6, 0], 0.35);
  private ray: IndexRaycastHit<unknown> | null = null;
  private sweep: IndexSweepHit<unknown> | null = null;
  private frameTimes: number[] = [];
  private lastReadout = 0;
  paused = false;
  private readonly listeners: [string, EventListener][] = [];
  // A drifting shape often covers the anchor: a sweep from inside it stops at time 0. Like a
  // character controller, the sweep ignores what the capsule overlaps where it starts.
  private readonly sweepOptions = {
    filter: (_handle: number, _data: unknown, shape: Shape) => !overlaps(this.capsule, shape),
  };

  constructor(
    private readonly view: CanvasView,
    demo: DemoCanvas,
    private readonly report: (readout: SceneReadout) => void,
    count: number,
  ) {
    this.setCount(count);
    this.listen('pointermove', (e) => this.aim(e as PointerEvent));
    this.listen('pointerdown', (e) => {
      const p = e as PointerEvent;
      this.anchor = view.toWorld(p.clientX, p.clientY);
      demo.redraw();
    });
    this.resized();
  }

  /** Rebuilds the scene with `count` shapes (same seed, so the same layout). */
  setCount(count: number): void {
    this.movers = populate(count, WORLD_WIDTH, WORLD_HEIGHT);
    this.index = newIndex();
    this.handles = this.movers.map((m) => this.index.insert(m.shape));
    this.overlapping = new Uint8Array(Math.max(0, ...this.handles) + 1);
  }

  resized(): void {
    this.view.fit(WORLD_WIDTH, WORLD_HEIGHT);
  }

  dispose(): void {
    for (const [type, listener] of this.listeners) this.view.canvas.removeEventListener(type, listener);
  }

  render(palette: Palette, dt: number): void {
    const started = performance.now();
    this.step(this.paused ? 0 : dt);
    this.recordFrame(performance.now() - started);
    this.draw(palette);
  }

  private listen(type: string, listener: EventListener): void {
    this.view.canvas.addEventListener(type, listener);
    this.listeners.push([type, listener]);
  }

  private aim(e: PointerEvent): void {
    this.target = this.view.toWorld(e.clientX, e.clientY);
  }

  /** Moves the shapes, refreshes the index and asks the three questions. */
  private step(dt: number): void {
    if (dt > 0) {
      drift(this.movers, dt, WORLD_WIDTH, WORLD_HEIGHT);
      for (const handle of this.handles) this.index.update(handle);
    }
    const overlapping = this.overlapping.fill(0);
    this.pairCount = this.index.pairs((a, b) => {
      overlapping[a] = 1;
      overlapping[b] = 1;
    });
    const delta = { x: this.target.x - this.anchor.x, y: this.target.y - this.anchor.y };
    const length = Math.hypot(delta.x, delta.y);
    if (length === 0) {
      this.ray = null;
      this.sweep = null;
      return;
    }
    this.ray = this.index.raycast({ origin: this.anchor, direction: delta });
    this.capsule.setPosition(this.anchor.x, this.anchor.y).setAngle(Math.atan2(delta.y, delta.x));
    this.sweep = this.index.sweep(this.capsule, delta, this.sweepOptions);
  }

  private recordFrame(ms: number): void {
    this.frameTimes.push(ms);
    if (this.frameTimes.length > FRAME_WINDOW) this.frameTimes.shift();
    const now = performance.now();
    if (now - this.lastReadout < READOUT_INTERVAL_MS) return;
    this.lastReadout = now;
    const sweep = this.sweep;
    const delta = { x: this.target.x - this.anchor.x, y: this.target.y - this.anchor.y };
    this.report({
      shapes: this.movers.length,
      pairs: this.pairCount,
      ray: this.ray
        ? { point: { ...this.ray.hit.point }, normal: { ...this.ray.hit.normal }, distance: this.ray.hit.distance }
        : null,
      sweep: sweep
        ? {
            time: sweep.hit.time,
            stop: { x: this.anchor.x + delta.x * sweep.hit.time, y: this.anchor.y + delta.y * sweep.hit.time },
            normal: { ...sweep.hit.normal },
          }
        : null,
      queryMs: this.frameTimes.reduce((sum, t) => sum + t, 0) / this.frameTimes.length,
    });
  }

  private draw(palette: Palette): void {
    const { view } = this;
    view.begin(palette.background);
    this.movers.forEach((m, i) => {
      const hit = this.overlapping[this.handles[i]] === 1;
      drawShape(view, m.shape, {
        stroke: hit ? palette.hit : palette.muted,
        fillAlpha: hit ? 0.35 : 0.1,
        lineWidth: 1,
      });
    });
    this.drawSweep(palette);
    this.drawRay(palette);
    drawDot(view, this.anchor, palette.accent, 5);
  }

  private drawRay(palette: Palette): void {
    const { view, ray, anchor, target } = this;
    if (!ray) {
      const far = Math.max(WORLD_WIDTH, WORLD_HEIGHT) * 2;
      const length = Math.hypot(target.x - anchor.x, target.y - anchor.y) || 1;
      drawSegment(
        view,
        anchor,
        { x: anchor.x + ((target.x - anchor.x) / length) * far, y: anchor.y + ((target.y - anchor.y) / length) * far },
        palette.a,
        1.5,
      );
      return;
    }
    const { point, normal } = ray.hit;
    drawShape(view, ray.shape, { stroke: palette.a, fillAlpha: 0.3, lineWidth: 2 });
    drawSegment(view, anchor, point, palette.a, 1.5);
    drawDot(view, point, palette.a, 4);
    drawArrow(view, point, { x: normal.x * view.px(36), y: normal.y * view.px(36) }, palette.a, 2);
  }

  private drawSweep(palette: Palette): void {
    const { view, sweep, anchor, target, capsule } = this;
    drawShape(view, capsule, { stroke: palette.b, lineWidth: 1, dash: [4, 3] });
    const time = sweep ? sweep.hit.time : 1;
    const stop = { x: anchor.x + (target.x - anchor.x) * time, y: anchor.y + (target.y - anchor.y) * time };
    drawSegment(view, anchor, stop, palette.b, 1, [2, 3]);
    capsule.setPosition(stop.x, stop.y);
    drawShape(view, capsule, { stroke: palette.b, fillAlpha: 0.3, lineWidth: 2 });
    capsule.setPosition(anchor.x, anchor.y);
    if (sweep) drawDot(view, sweep.hit.point, palette.b, 4);
  }
}
