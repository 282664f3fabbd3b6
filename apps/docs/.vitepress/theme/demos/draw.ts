import type { ConvexShape, Shape, Vec2 } from '@sepax/core';
import type { CanvasView } from './view.js';

/** How to paint a shape: outline colour, fill opacity, line width in CSS pixels. */
export interface ShapeStyle {
  stroke: string;
  fillAlpha?: number;
  lineWidth?: number;
  dash?: number[];
}

/** Draws any sepax shape from its world geometry: a compound part by part. */
export function drawShape(view: CanvasView, shape: Shape, style: ShapeStyle): void {
  if (shape.kind === 'compound') {
    for (const part of shape.parts) drawShape(view, part, style);
    return;
  }
  const convex = shape as ConvexShape;
  const { ctx } = view;
  ctx.beginPath();
  traceConvex(ctx, convex.worldPoints(), convex.worldNormals(), convex.worldRadius(), view.px(3));
  paint(view, style);
}

/** Fills (translucent) and strokes the current path. */
function paint(view: CanvasView, style: ShapeStyle): void {
  const { ctx } = view;
  if (style.fillAlpha) {
    ctx.globalAlpha = style.fillAlpha;
    ctx.fillStyle = style.stroke;
    ctx.fill();
    ctx.globalAlpha = 1;
  }
  ctx.strokeStyle = style.stroke;
  ctx.lineWidth = view.px(style.lineWidth ?? 2);
  ctx.setLineDash((style.dash ?? []).map((d) => view.px(d)));
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * Traces a core (1 point, 2 points or a CCW polygon) swept by radius `r`: a circle, a
 * stadium, or a polygon with round corners (an arc at each vertex between the normals of
 * its two edges). A bare point gets a small dot of `dotRadius`.
 */
function traceConvex(
  ctx: CanvasRenderingContext2D,
  p: Float64Array,
  n: Float64Array,
  r: number,
  dotRadius: number,
): void {
  const count = p.length >> 1;
  if (count === 1) {
    ctx.arc(p[0], p[1], r > 0 ? r : dotRadius, 0, 2 * Math.PI);
    return;
  }
  if (count === 2) {
    const angle = Math.atan2(p[3] - p[1], p[2] - p[0]);
    ctx.arc(p[2], p[3], r, angle - Math.PI / 2, angle + Math.PI / 2);
    ctx.arc(p[0], p[1], r, angle + Math.PI / 2, angle + (3 * Math.PI) / 2);
    ctx.closePath();
    return;
  }
  for (let i = 0; i < count; i++) {
    if (r === 0) {
      ctx.lineTo(p[2 * i], p[2 * i + 1]);
      continue;
    }
    const prev = (i + count - 1) % count;
    ctx.arc(p[2 * i], p[2 * i + 1], r, Math.atan2(n[2 * prev + 1], n[2 * prev]), Math.atan2(n[2 * i + 1], n[2 * i]));
  }
  ctx.closePath();
}

/** Draws a closed or open polyline through `points` (`{ x, y }` or flat `[x0, y0, …]`). */
export function drawRing(
  view: CanvasView,
  points: readonly Vec2[] | ArrayLike<number>,
  style: ShapeStyle,
  closed = true,
): void {
  const { ctx } = view;
  const flat = isFlat(points) ? points : points.flatMap((q) => [q.x, q.y]);
  ctx.beginPath();
  for (let i = 0; i + 1 < flat.length; i += 2) ctx.lineTo(flat[i], flat[i + 1]);
  if (closed) ctx.closePath();
  paint(view, closed ? style : { ...style, fillAlpha: 0 });
}

function isFlat(points: readonly Vec2[] | ArrayLike<number>): points is ArrayLike<number> {
  return points.length === 0 || typeof (points as ArrayLike<unknown>)[0] === 'number';
}

/** A straight segment, `widthPx` CSS pixels wide. */
export function drawSegment(view: CanvasView, a: Vec2, b: Vec2, color: string, widthPx = 2, dash: number[] = []): void {
  const { ctx } = view;
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  paint(view, { stroke: color, lineWidth: widthPx, dash });
}

/** An arrow from `from` along `vector`, with a head of fixed screen size. */
export function drawArrow(view: CanvasView, from: Vec2, vector: Vec2, color: string, widthPx = 3): void {
  const length = Math.hypot(vector.x, vector.y);
  if (length === 0) return;
  const ux = vector.x / length;
  const uy = vector.y / length;
  const head = Math.min(view.px(12), length);
  const tip = { x: from.x + vector.x, y: from.y + vector.y };
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  drawSegment(view, from, base, color, widthPx);
  const { ctx } = view;
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(base.x - uy * head * 0.5, base.y + ux * head * 0.5);
  ctx.lineTo(base.x + uy * head * 0.5, base.y - ux * head * 0.5);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

/** A filled dot of `radiusPx` CSS pixels. */
export function drawDot(view: CanvasView, p: Vec2, color: string, radiusPx = 4): void {
  const { ctx } = view;
  ctx.beginPath();
  ctx.arc(p.x, p.y, view.px(radiusPx), 0, 2 * Math.PI);
  ctx.fillStyle = color;
  ctx.fill();
}

/** Text at a world point, drawn upright in screen space, offset by (dx, dy) CSS pixels. */
export function drawLabel(view: CanvasView, p: Vec2, text: string, color: string, dx = 8, dy = -8): void {
  const s = view.toScreen(p);
  const { ctx } = view;
  view.screenTransform();
  ctx.font = '12px var(--vp-font-family-base, system-ui, sans-serif)';
  ctx.fillStyle = color;
  ctx.fillText(text, s.x + dx, s.y + dy);
  view.worldTransform();
}

/** Grid lines every `step` world units over the visible area. */
export function drawGrid(view: CanvasView, color: string, step = 1): void {
  const { minX, minY, maxX, maxY } = view.bounds();
  const { ctx } = view;
  ctx.beginPath();
  for (let x = Math.ceil(minX / step) * step; x <= maxX; x += step) {
    ctx.moveTo(x, minY);
    ctx.lineTo(x, maxY);
  }
  for (let y = Math.ceil(minY / step) * step; y <= maxY; y += step) {
    ctx.moveTo(minX, y);
    ctx.lineTo(maxX, y);
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = view.px(1);
  ctx.stroke();
}
