import { overlaps, Point, type Shape, type Vec2 } from '@sepax/core';
import type { CanvasView } from './view.js';

/** Radians per wheel notch or key press. */
const ROTATE_STEP = Math.PI / 24;
/** Scale factor per shift+wheel notch or +/- key press. */
const SCALE_STEP = 1.1;
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;

/**
 * Pointer and keyboard handling shared by the demos: drag a shape to move it, wheel (or
 * Q/E) to rotate the shape under the pointer or the last one grabbed, shift+wheel (or +/−)
 * to scale it; buttons (for touch screens) act on the last one grabbed. Picking is exact: a sepax `Point` at the pointer, tested with `overlaps`.
 */
export class ShapeDragger {
  /** The shape last grabbed; the keyboard acts on it. */
  selected: Shape | null = null;
  private dragging: Shape | null = null;
  private last: Vec2 = { x: 0, y: 0 };
  private readonly probe = new Point([0, 0]);
  private readonly listeners: [string, EventListener][] = [];

  constructor(
    private readonly view: CanvasView,
    private readonly shapes: () => readonly Shape[],
    private readonly changed: () => void,
  ) {
    this.on('pointerdown', (e) => this.down(e as PointerEvent));
    this.on('pointermove', (e) => this.move(e as PointerEvent));
    this.on('pointerup', (e) => this.up(e as PointerEvent));
    this.on('pointercancel', (e) => this.up(e as PointerEvent));
    this.on('wheel', (e) => this.wheel(e as WheelEvent));
    this.on('keydown', (e) => this.key(e as KeyboardEvent));
  }

  /** Removes every listener. */
  dispose(): void {
    for (const [type, listener] of this.listeners) this.view.canvas.removeEventListener(type, listener);
  }

  /** The topmost shape containing world point `p`, or null. */
  pick(p: Vec2): Shape | null {
    this.probe.setPosition(p.x, p.y);
    const list = this.shapes();
    for (let i = list.length - 1; i >= 0; i--) if (overlaps(this.probe, list[i])) return list[i];
    return null;
  }

  private on(type: string, listener: EventListener): void {
    this.view.canvas.addEventListener(type, listener, type === 'wheel' ? { passive: false } : undefined);
    this.listeners.push([type, listener]);
  }

  private down(e: PointerEvent): void {
    const p = this.view.toWorld(e.clientX, e.clientY);
    this.dragging = this.pick(p);
    if (!this.dragging) return;
    this.selected = this.dragging;
    this.last = p;
    this.view.canvas.setPointerCapture?.(e.pointerId);
    this.view.canvas.focus({ preventScroll: true });
  }

  private move(e: PointerEvent): void {
    if (!this.dragging) return;
    const p = this.view.toWorld(e.clientX, e.clientY);
    this.dragging.translate(p.x - this.last.x, p.y - this.last.y);
    this.last = p;
    this.changed();
  }

  private up(e: PointerEvent): void {
    if (!this.dragging) return;
    this.dragging = null;
    this.view.canvas.releasePointerCapture?.(e.pointerId);
  }

  private wheel(e: WheelEvent): void {
    const target = this.pick(this.view.toWorld(e.clientX, e.clientY)) ?? this.selected;
    if (!target) return;
    e.preventDefault();
    // Chrome and macOS report shift+wheel as a horizontal scroll: deltaY is 0, deltaX moves.
    const notch = Math.sign(e.deltaY !== 0 ? e.deltaY : e.deltaX);
    if (notch === 0) return;
    if (e.shiftKey) scaleBy(target, notch < 0 ? SCALE_STEP : 1 / SCALE_STEP);
    else target.rotate(-notch * ROTATE_STEP);
    this.changed();
  }

  /** Rotates the selected shape (or `fallback`) one step; `turns` > 0 is counter-clockwise. */
  rotateSelected(turns: number, fallback: Shape): void {
    (this.selected ?? fallback).rotate(turns * ROTATE_STEP);
    this.changed();
  }

  /** Scales the selected shape (or `fallback`) one step up (`steps` > 0) or down. */
  scaleSelected(steps: number, fallback: Shape): void {
    scaleBy(this.selected ?? fallback, SCALE_STEP ** steps);
    this.changed();
  }

  private key(e: KeyboardEvent): void {
    const target = this.selected;
    if (!target) return;
    const actions: Record<string, () => void> = {
      q: () => target.rotate(ROTATE_STEP),
      e: () => target.rotate(-ROTATE_STEP),
      '+': () => scaleBy(target, SCALE_STEP),
      '=': () => scaleBy(target, SCALE_STEP),
      '-': () => scaleBy(target, 1 / SCALE_STEP),
    };
    const action = actions[e.key.toLowerCase()];
    if (!action) return;
    e.preventDefault();
    action();
    this.changed();
  }
}

/** Multiplies a shape's (uniform) scale, kept within [MIN_SCALE, MAX_SCALE]. */
export function scaleBy(shape: Shape, factor: number): void {
  const s = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.abs(shape.scale.x) * factor));
  shape.setScale(s, s);
}
