import type { Vec2 } from '@sepax/core';

/**
 * A canvas showing a y-up world: `scale` CSS pixels per world unit, `center` the world point
 * at the middle of the canvas. Drawing helpers work in world units; `toWorld` maps pointer
 * events back. Handles the device pixel ratio so lines stay sharp.
 */
export class CanvasView {
  readonly ctx: CanvasRenderingContext2D;
  /** CSS pixels per world unit. */
  scale = 40;
  /** World point drawn at the canvas centre. */
  readonly center: Vec2 = { x: 0, y: 0 };
  width = 0;
  height = 0;
  private dpr = 1;

  constructor(readonly canvas: HTMLCanvasElement) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser has no 2D canvas.');
    this.ctx = ctx;
    this.resize();
  }

  /** Matches the backing store to the element's CSS size; call when the element resizes. */
  resize(): void {
    this.dpr = window.devicePixelRatio || 1;
    this.width = this.canvas.clientWidth;
    this.height = this.canvas.clientHeight;
    this.canvas.width = Math.round(this.width * this.dpr);
    this.canvas.height = Math.round(this.height * this.dpr);
  }

  /** Sets `scale` so that `worldWidth` × `worldHeight` fits the canvas. */
  fit(worldWidth: number, worldHeight: number): void {
    this.scale = Math.min(this.width / worldWidth, this.height / worldHeight);
  }

  /** Clears to `background` and leaves the world transform set (y up). */
  begin(background: string): void {
    const { ctx, dpr } = this;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, this.width, this.height);
    this.worldTransform();
  }

  /** World units → device pixels, y flipped. */
  worldTransform(): void {
    const { ctx, dpr, scale } = this;
    ctx.setTransform(
      dpr * scale,
      0,
      0,
      -dpr * scale,
      dpr * (this.width / 2 - this.center.x * scale),
      dpr * (this.height / 2 + this.center.y * scale),
    );
  }

  /** CSS pixels (relative to the canvas) → device pixels, for text. */
  screenTransform(): void {
    this.ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
  }

  /** World length of `pixels` CSS pixels, for line widths and handle sizes. */
  px(pixels: number): number {
    return pixels / this.scale;
  }

  /** The world point under a pointer event's client coordinates. */
  toWorld(clientX: number, clientY: number): Vec2 {
    const rect = this.canvas.getBoundingClientRect();
    return {
      x: (clientX - rect.left - this.width / 2) / this.scale + this.center.x,
      y: -(clientY - rect.top - this.height / 2) / this.scale + this.center.y,
    };
  }

  /** A world point in CSS pixels relative to the canvas' top-left corner. */
  toScreen(p: Vec2): Vec2 {
    return {
      x: (p.x - this.center.x) * this.scale + this.width / 2,
      y: -(p.y - this.center.y) * this.scale + this.height / 2,
    };
  }

  /** The visible world rectangle. */
  bounds(): { minX: number; minY: number; maxX: number; maxY: number } {
    const hw = this.width / 2 / this.scale;
    const hh = this.height / 2 / this.scale;
    return { minX: this.center.x - hw, minY: this.center.y - hh, maxX: this.center.x + hw, maxY: this.center.y + hh };
  }
}
