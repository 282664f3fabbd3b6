import { int32Scratch } from './scratch.js';

/** The grid has about this many cells per segment. */
const CELLS_PER_SEGMENT = 4;
/**
 * Cell ranges are widened by this × the cell size (and by COORDINATE_SLACK × the largest
 * coordinate) so that round-off in locating a segment can only add cells, never lose one.
 */
const CELL_SLACK = 1e-6;
const COORDINATE_SLACK = 1e-13;

/**
 * Calls `visit(i, j)` (i < j) once for every pair of segments that might share a point
 * (and maybe others). `segments` holds x0, y0, x1, y1 per segment. Returning `true` from
 * `visit` stops the search.
 *
 * A uniform grid in which each segment is listed only in the cells it passes through (row
 * by row, the columns between where it enters and leaves the row), not every cell of its
 * bounding box: the long spikes of a star meet few others this way, where their boxes
 * overlap nearly all. Conservative: every cell range is widened by a slack far larger than
 * the round-off in computing it, so two segments with a common point always share a cell.
 * Each pair is visited once (a stamp per segment), in O(Σ over cells of (segments in it)²).
 * @internal
 */
export function forEachSegmentPairInGrid(segments: Float64Array, count: number, visit: (i: number, j: number) => boolean | void): void {
  const grid = new SegmentGrid(segments, count);
  const { segmentStarts, segmentCells, segmentSlots, cellStarts, cellItems } = grid;
  const stamp = stampScratch.take(count).fill(-1, 0, count);
  for (let i = 0; i < count; i++) {
    const last = segmentStarts[i + 1];
    for (let k = segmentStarts[i]; k < last; k++) {
      const end = cellStarts[segmentCells[k] + 1];
      // A cell lists its segments in increasing order: the ones after i start just past i.
      for (let a = segmentSlots[k] + 1; a < end; a++) {
        const j = cellItems[a];
        if (stamp[j] === i) continue;
        stamp[j] = i;
        if (boxesMeet(segments, i, j) && visit(i, j) === true) return;
      }
    }
  }
}

/** Whether the closed bounding boxes of segments i and j overlap (exact comparisons). @internal */
export function boxesMeet(s: Float64Array, i: number, j: number): boolean {
  const a = 4 * i;
  const b = 4 * j;
  return (
    Math.min(s[a], s[a + 2]) <= Math.max(s[b], s[b + 2]) &&
    Math.min(s[b], s[b + 2]) <= Math.max(s[a], s[a + 2]) &&
    Math.min(s[a + 1], s[a + 3]) <= Math.max(s[b + 1], s[b + 3]) &&
    Math.min(s[b + 1], s[b + 3]) <= Math.max(s[a + 1], s[a + 3])
  );
}

// One owner each (see scratch.ts): the grid lives only inside forEachSegmentPairInGrid.
const stampScratch = int32Scratch();
const segmentStartScratch = int32Scratch();
const segmentCellScratch = int32Scratch();
const segmentSlotScratch = int32Scratch();
const cellStartScratch = int32Scratch();
const cellCursorScratch = int32Scratch();
const cellItemScratch = int32Scratch();

/** The cells each segment passes through (CSR both ways: cell → segments, segment → cells). */
class SegmentGrid {
  readonly cellStarts: Int32Array;
  readonly cellItems: Int32Array;
  readonly segmentStarts: Int32Array;
  readonly segmentCells: Int32Array;
  /** For each entry of `segmentCells`, where the segment sits in that cell's list. */
  readonly segmentSlots: Int32Array;
  private readonly minX: number;
  private readonly minY: number;
  private readonly cell: number;
  private readonly cols: number;
  private readonly rows: number;
  private readonly slack: number;

  constructor(
    private readonly segments: Float64Array,
    private readonly count: number,
  ) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let k = 0; k < 4 * count; k += 2) {
      minX = Math.min(minX, segments[k]);
      maxX = Math.max(maxX, segments[k]);
      minY = Math.min(minY, segments[k + 1]);
      maxY = Math.max(maxY, segments[k + 1]);
    }
    const width = maxX - minX;
    const height = maxY - minY;
    let cell = Math.max(Math.sqrt((width * height) / (CELLS_PER_SEGMENT * count)), (width + height) / (CELLS_PER_SEGMENT * count), Number.MIN_VALUE);
    while (Math.ceil(width / cell + 1e-9) * Math.ceil(height / cell + 1e-9) > CELLS_PER_SEGMENT * count + 16) cell *= 1.5;
    this.minX = minX;
    this.minY = minY;
    this.cell = cell;
    this.cols = Math.max(1, Math.ceil(width / cell));
    this.rows = Math.max(1, Math.ceil(height / cell));
    this.slack = CELL_SLACK * cell + COORDINATE_SLACK * Math.max(Math.abs(minX), Math.abs(maxX), Math.abs(minY), Math.abs(maxY));
    const cells = this.cols * this.rows;
    this.segmentStarts = segmentStartScratch.view(count + 1);
    this.segmentStarts[0] = 0;
    this.segmentCells = this.listCells();
    const total = this.segmentStarts[count];
    // Counting sort of the entries by cell; entries come in increasing segment order, so
    // each cell's list comes out sorted.
    this.cellStarts = cellStartScratch.view(cells + 1).fill(0);
    for (let k = 0; k < total; k++) this.cellStarts[this.segmentCells[k] + 1]++;
    for (let c = 0; c < cells; c++) this.cellStarts[c + 1] += this.cellStarts[c];
    this.segmentSlots = segmentSlotScratch.view(total);
    this.cellItems = cellItemScratch.view(total);
    const cellCursor = cellCursorScratch.take(cells);
    cellCursor.set(this.cellStarts.subarray(0, cells));
    for (let i = 0; i < count; i++) {
      for (let k = this.segmentStarts[i]; k < this.segmentStarts[i + 1]; k++) {
        const c = this.segmentCells[k];
        this.segmentSlots[k] = cellCursor[c];
        this.cellItems[cellCursor[c]++] = i;
      }
    }
  }

  /**
   * The cells every segment passes through (with slack), segment after segment, filling
   * `segmentStarts` on the way. Row by row: the columns between where the segment enters
   * and leaves the row.
   */
  private listCells(): Int32Array {
    const s = this.segments;
    const { minX, minY, cell, cols, rows, slack } = this;
    const lastColumn = cols - 1;
    const lastRow = rows - 1;
    let cells = segmentCellScratch.view(4 * this.count);
    let k = 0;
    for (let i = 0; i < this.count; i++) {
      const x0 = s[4 * i];
      const y0 = s[4 * i + 1];
      const x1 = s[4 * i + 2];
      const y1 = s[4 * i + 3];
      const lowY = Math.min(y0, y1);
      const highY = Math.max(y0, y1);
      const r0 = Math.max(0, Math.min(lastRow, Math.floor((lowY - slack - minY) / cell)));
      const r1 = Math.max(0, Math.min(lastRow, Math.floor((highY + slack - minY) / cell)));
      for (let r = r0; r <= r1; r++) {
        const top = Math.min(highY, minY + (r + 1) * cell + slack);
        const bottom = Math.max(lowY, minY + r * cell - slack);
        const xa = y0 === y1 ? x0 : xAt(x0, y0, x1, y1, bottom);
        const xb = y0 === y1 ? x1 : xAt(x0, y0, x1, y1, top);
        const c0 = Math.max(0, Math.min(lastColumn, Math.floor((Math.min(xa, xb) - slack - minX) / cell)));
        const c1 = Math.max(0, Math.min(lastColumn, Math.floor((Math.max(xa, xb) + slack - minX) / cell)));
        if (k + c1 - c0 + 1 > cells.length) cells = segmentCellScratch.grow(cells, 2 * (k + c1 - c0 + 1));
        for (let c = c0; c <= c1; c++) cells[k++] = r * cols + c;
      }
      this.segmentStarts[i + 1] = k;
    }
    return cells.subarray(0, k);
  }
}

/** x of the (non-horizontal) segment at height y, clamped to the segment. */
function xAt(x0: number, y0: number, x1: number, y1: number, y: number): number {
  const t = Math.max(0, Math.min(1, (y - y0) / (y1 - y0)));
  return x0 + t * (x1 - x0);
}
