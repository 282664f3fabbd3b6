import type { Vec2 } from '@sepax/core';
import {
  clean,
  type DecomposeMethod,
  decomposeDetailed,
  type PolygonWithHoles,
  validate,
  type ValidationProblem,
} from '@sepax/decomp';
import { drawDot, drawGrid, drawLabel, drawRing } from './draw.js';
import type { Palette } from './palette.js';
import type { DemoCanvas, DemoScene } from './use-canvas-demo.js';
import type { CanvasView } from './view.js';

/** World units the canvas shows across; drawn and loaded outlines are fitted into it. */
const WORLD_WIDTH = 14;
const WORLD_HEIGHT = 9;
/** Loaded art is scaled to fill this fraction of the view. */
const FIT_FRACTION = 0.85;
export const METHODS: DecomposeMethod[] = ['auto', 'fan', 'optimal', 'triangulate'];

/** One method's outcome on the current outline. */
export interface MethodRow {
  asked: DecomposeMethod;
  /** The method whose pieces were returned (another one when the asked method fell back). */
  used: string;
  pieces: Vec2[][];
  ms: number;
  error: string | null;
}

/** What the page shows beside the canvas. */
export interface DecomposeReadout {
  rings: number;
  vertices: number;
  cleanedVertices: number;
  problems: ValidationProblem[];
  rows: MethodRow[];
  drawing: boolean;
}

/**
 * Demo 2: an outline with holes, drawn by clicking or loaded from art, is cleaned,
 * validated and decomposed by every method; the chosen method's pieces are drawn.
 */
export class DecomposeScene implements DemoScene {
  /** Finished rings: the first is the outer ring, the rest are holes. */
  private rings: Vec2[][] = [];
  /** The ring being clicked in, not yet closed. */
  private open: Vec2[] = [];
  private cleaned: PolygonWithHoles | null = null;
  private readout: DecomposeReadout = emptyReadout();
  /** Which method's pieces the canvas shows. */
  shown: DecomposeMethod = 'auto';
  private readonly onClick = (e: Event) => this.click(e as PointerEvent);

  constructor(
    private readonly view: CanvasView,
    private readonly demo: DemoCanvas,
    private readonly report: (readout: DecomposeReadout) => void,
  ) {
    view.canvas.addEventListener('pointerdown', this.onClick);
    this.resized();
  }

  resized(): void {
    this.view.fit(WORLD_WIDTH, WORLD_HEIGHT);
  }

  dispose(): void {
    this.view.canvas.removeEventListener('pointerdown', this.onClick);
  }

  /** Closes the ring being drawn (3 points or more) and decomposes. */
  closeRing(): void {
    if (this.open.length >= 3) this.rings.push(this.open);
    this.open = [];
    this.update();
  }

  /** Forgets everything drawn or loaded. */
  clear(): void {
    this.rings = [];
    this.open = [];
    this.update();
  }

  /** Replaces the outline with loaded polygons (y up), fitted into the view. */
  load(polygons: PolygonWithHoles[]): void {
    const biggest = polygons.reduce<PolygonWithHoles | null>(
      (best, p) => (best && ringSpan(best.outer) >= ringSpan(p.outer) ? best : p),
      null,
    );
    if (!biggest) throw new Error('The art has no opaque region to trace.');
    this.rings = fitRings([biggest.outer, ...biggest.holes], WORLD_WIDTH * FIT_FRACTION, WORLD_HEIGHT * FIT_FRACTION);
    this.open = [];
    this.update();
  }

  render(palette: Palette): void {
    const { view } = this;
    view.begin(palette.background);
    drawGrid(view, palette.grid);
    const row = this.readout.rows.find((r) => r.asked === this.shown);
    row?.pieces.forEach((piece, i) => drawRing(view, piece, { stroke: pieceColor(i), fillAlpha: 0.35, lineWidth: 1 }));
    const outline = this.cleaned ? [this.cleaned.outer, ...this.cleaned.holes] : this.rings;
    for (const ring of outline) drawRing(view, ring, { stroke: palette.text, lineWidth: 2 });
    if (this.open.length > 0) {
      drawRing(view, this.open, { stroke: palette.accent, lineWidth: 2, dash: [5, 4] }, false);
      for (const p of this.open) drawDot(view, p, palette.accent, 3);
    }
    for (const problem of this.readout.problems) {
      if (!problem.point) continue;
      drawDot(view, problem.point, palette.hit, 6);
      drawLabel(view, problem.point, problem.code, palette.hit);
    }
  }

  private click(e: PointerEvent): void {
    this.open.push(this.view.toWorld(e.clientX, e.clientY));
    this.readout = { ...this.readout, drawing: true };
    this.report(this.readout);
    this.demo.redraw();
  }

  /** Cleans, validates and runs every method on the finished rings. */
  private update(): void {
    const [outer, ...holes] = this.rings;
    const input = outer ? { outer, holes } : null;
    this.cleaned = null;
    const problems = input ? validate(input) : [];
    // Touches come back as warnings (the region is still valid); only errors stop decomposition.
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (input && errors.length === 0) this.cleaned = clean(input) as PolygonWithHoles;
    this.readout = {
      rings: this.rings.length,
      vertices: this.rings.reduce((n, r) => n + r.length, 0),
      cleanedVertices: this.cleaned
        ? this.cleaned.outer.length + this.cleaned.holes.reduce((n, r) => n + r.length, 0)
        : 0,
      problems,
      rows: this.cleaned ? METHODS.map((method) => runMethod(this.cleaned as PolygonWithHoles, method)) : [],
      drawing: this.open.length > 0,
    };
    this.report(this.readout);
    this.demo.redraw();
  }
}

function emptyReadout(): DecomposeReadout {
  return { rings: 0, vertices: 0, cleanedVertices: 0, problems: [], rows: [], drawing: false };
}

function runMethod(polygon: PolygonWithHoles, method: DecomposeMethod): MethodRow {
  const started = performance.now();
  try {
    const result = decomposeDetailed(polygon, { method });
    return { asked: method, used: result.method, pieces: result.pieces, ms: performance.now() - started, error: null };
  } catch (error) {
    return { asked: method, used: '—', pieces: [], ms: performance.now() - started, error: (error as Error).message };
  }
}

/** Distinct, theme-neutral colours for neighbouring pieces (golden-angle hues). */
function pieceColor(i: number): string {
  return `hsl(${(i * 137.508) % 360} 70% 50%)`;
}

function ringSpan(ring: readonly Vec2[]): number {
  const xs = ring.map((p) => p.x);
  const ys = ring.map((p) => p.y);
  return Math.max(...xs) - Math.min(...xs) + Math.max(...ys) - Math.min(...ys);
}

/** Scales and centres rings (uniformly) to fit a `width` × `height` box around the origin. */
export function fitRings(rings: readonly (readonly Vec2[])[], width: number, height: number): Vec2[][] {
  const all = rings.flat();
  const minX = Math.min(...all.map((p) => p.x));
  const maxX = Math.max(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const maxY = Math.max(...all.map((p) => p.y));
  const scale = Math.min(width / (maxX - minX || 1), height / (maxY - minY || 1));
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return rings.map((ring) => ring.map((p) => ({ x: (p.x - cx) * scale, y: (p.y - cy) * scale })));
}
