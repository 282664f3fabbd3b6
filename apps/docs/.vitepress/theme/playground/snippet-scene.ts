// What a playground run draws: every shape it made or used, each collision's MTV, normal and
// contacts, each ray and sweep with its hit, and decomposition pieces, fitted to the canvas.
import { type Shape, Shape as ShapeClass, type Vec2 } from '@sepax/core';
import { drawArrow, drawDot, drawLabel, drawRing, drawSegment, drawShape } from '../demos/draw.js';
import type { Palette } from '../demos/palette.js';
import type { CanvasView } from '../demos/view.js';
import type { Recorded, SnippetResult } from './run-snippet.js';

/** Counts of what was drawn, exposed on the canvas for tests and screen readers. */
export interface DrawnCounts {
  shapes: number;
  contacts: number;
  mtvs: number;
  rays: number;
  sweeps: number;
  pieces: number;
}

const RAY_LENGTH_WITHOUT_HIT = 20;
const PIECE_COLORS = ['#3b82f6', '#f97316', '#16a34a', '#9333ea', '#ca8a04', '#0891b2', '#db2777'];

/** Every shape in the run: recorded calls first, then top-level variables (arrays too). */
export function shapesOf(run: SnippetResult): Shape[] {
  const found = new Set<Shape>();
  const visit = (value: unknown, depth: number) => {
    if (value instanceof ShapeClass) found.add(value);
    else if (Array.isArray(value) && depth < 2) for (const item of value) visit(item, depth + 1);
  };
  for (const r of run.recorded) {
    if (r.kind === 'collide') found.add(r.a).add(r.b);
    if (r.kind === 'shape' || r.kind === 'sweep') found.add(r.shape);
  }
  for (const value of Object.values(run.values)) visit(value, 0);
  return [...found];
}

const of = <K extends Recorded['kind']>(run: SnippetResult, kind: K) =>
  run.recorded.filter((r): r is Extract<Recorded, { kind: K }> => r.kind === kind);

function rayEnd(r: Extract<Recorded, { kind: 'ray' }>): Vec2 {
  if (r.hit) return r.hit.point;
  const length = Math.hypot(r.direction.x, r.direction.y) || 1;
  const reach = r.maxDistance ?? Math.max(length, RAY_LENGTH_WITHOUT_HIT);
  return { x: r.origin.x + (r.direction.x / length) * reach, y: r.origin.y + (r.direction.y / length) * reach };
}

/** The world box around everything the run drew, or null when it drew nothing. */
export function boundsOf(
  run: SnippetResult,
  shapes: Shape[],
): { minX: number; minY: number; maxX: number; maxY: number } | null {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (p: Vec2) => {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return;
    box.minX = Math.min(box.minX, p.x);
    box.minY = Math.min(box.minY, p.y);
    box.maxX = Math.max(box.maxX, p.x);
    box.maxY = Math.max(box.maxY, p.y);
  };
  for (const shape of shapes) {
    const b = shape.aabb();
    add({ x: b.minX, y: b.minY });
    add({ x: b.maxX, y: b.maxY });
  }
  for (const r of of(run, 'ray')) add(r.origin), add(rayEnd(r));
  for (const r of of(run, 'sweep')) add(r.from), add({ x: r.from.x + r.delta.x, y: r.from.y + r.delta.y });
  for (const r of of(run, 'pieces')) for (const piece of r.pieces) piece.forEach(add);
  return Number.isFinite(box.minX) ? box : null;
}

/** Fits the view to the run's bounds (with a margin) and draws it; returns what it drew. */
export function drawRun(view: CanvasView, palette: Palette, run: SnippetResult): DrawnCounts {
  const shapes = shapesOf(run);
  const counts: DrawnCounts = { shapes: shapes.length, contacts: 0, mtvs: 0, rays: 0, sweeps: 0, pieces: 0 };
  const bounds = boundsOf(run, shapes);
  if (bounds) {
    const w = Math.max(bounds.maxX - bounds.minX, 1e-9);
    const h = Math.max(bounds.maxY - bounds.minY, 1e-9);
    view.center.x = (bounds.minX + bounds.maxX) / 2;
    view.center.y = (bounds.minY + bounds.maxY) / 2;
    view.fit(w * 1.25 + 1e-6, h * 1.25 + 1e-6);
  }
  view.begin(palette.background);
  for (const r of of(run, 'pieces')) {
    r.pieces.forEach((piece, i) =>
      drawRing(view, piece, { stroke: PIECE_COLORS[i % PIECE_COLORS.length], fillAlpha: 0.3, lineWidth: 1 }),
    );
    counts.pieces += r.pieces.length;
  }
  shapes.forEach((shape, i) => drawShape(view, shape, { stroke: i % 2 ? palette.b : palette.a, fillAlpha: 0.15 }));
  for (const r of of(run, 'sweep')) {
    const stop = r.hit ? r.hit.time : 1;
    const end = { x: r.from.x + r.delta.x * stop, y: r.from.y + r.delta.y * stop };
    drawSegment(view, r.from, { x: r.from.x + r.delta.x, y: r.from.y + r.delta.y }, palette.muted, 1, [4, 4]);
    drawSegment(view, r.from, end, palette.b, 2);
    drawDot(view, end, palette.b, 4);
    if (r.hit) {
      drawDot(view, r.hit.point, palette.hit, 4);
      drawArrow(view, r.hit.point, { x: r.hit.normal.x * view.px(30), y: r.hit.normal.y * view.px(30) }, palette.ok, 2);
      drawLabel(view, end, `time ${r.hit.time.toFixed(3)}`, palette.text);
    }
    counts.sweeps++;
  }
  for (const r of of(run, 'ray')) {
    drawSegment(view, r.origin, rayEnd(r), palette.accent, 2, r.hit ? [] : [6, 4]);
    drawDot(view, r.origin, palette.accent, 3);
    if (r.hit) {
      drawDot(view, r.hit.point, palette.hit, 4);
      drawArrow(view, r.hit.point, { x: r.hit.normal.x * view.px(30), y: r.hit.normal.y * view.px(30) }, palette.ok, 2);
    }
    counts.rays++;
  }
  for (const r of of(run, 'collide')) {
    drawArrow(view, r.bAt, r.mtv, palette.hit, 3);
    for (const c of r.contacts) drawDot(view, c, palette.hit, 5);
    if (r.contacts[0]) drawLabel(view, r.contacts[0], `depth ${r.depth.toPrecision(3)}`, palette.hit);
    counts.mtvs++;
    counts.contacts += r.contacts.length;
  }
  return counts;
}
