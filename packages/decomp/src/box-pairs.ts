/** Below this many boxes every pair is tested directly: cheaper than building a grid. */
const BRUTE_FORCE_MAX = 24;
/** The grid has at most this many cells per box. */
const CELLS_PER_BOX = 2;

/**
 * Calls `visit(i, j)` once for every pair of boxes whose closed boxes overlap (touching
 * counts). `boxes` holds minX, minY, maxX, maxY per item. Returning `true` from `visit`
 * stops the search (and `forEachBoxPair` returns true).
 *
 * A uniform grid with cells about the size of an average box: each box is listed in every
 * cell it covers, and a pair is reported only from the cell holding the lower-left corner
 * of the two boxes' intersection, so it is seen once. Unlike a sweep along x, long thin
 * shapes (stars, coastlines) do not make every box meet every other.
 * @internal
 */
export function forEachBoxPair(
  boxes: ArrayLike<number>,
  count: number,
  visit: (i: number, j: number) => boolean | void,
): boolean {
  if (count <= BRUTE_FORCE_MAX) return bruteForce(boxes, count, visit);
  const grid = buildGrid(boxes, count);
  const { starts, items } = grid;
  for (let c = 0; c < grid.cols * grid.rows; c++) {
    for (let a = starts[c]; a < starts[c + 1]; a++) {
      const i = items[a];
      for (let b = a + 1; b < starts[c + 1]; b++) {
        const j = items[b];
        if (!boxesOverlap(boxes, i, j)) continue;
        const cornerX = Math.max(boxes[4 * i], boxes[4 * j]);
        const cornerY = Math.max(boxes[4 * i + 1], boxes[4 * j + 1]);
        if (cellOf(grid, cornerX, cornerY) !== c) continue; // reported from another cell
        if (visit(Math.min(i, j), Math.max(i, j)) === true) return true;
      }
    }
  }
  return false;
}

function bruteForce(boxes: ArrayLike<number>, count: number, visit: (i: number, j: number) => boolean | void): boolean {
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      if (boxesOverlap(boxes, i, j) && visit(i, j) === true) return true;
    }
  }
  return false;
}

function boxesOverlap(boxes: ArrayLike<number>, i: number, j: number): boolean {
  return (
    boxes[4 * i] <= boxes[4 * j + 2] &&
    boxes[4 * j] <= boxes[4 * i + 2] &&
    boxes[4 * i + 1] <= boxes[4 * j + 3] &&
    boxes[4 * j + 1] <= boxes[4 * i + 3]
  );
}

interface Grid {
  minX: number;
  minY: number;
  cell: number;
  cols: number;
  rows: number;
  /** CSR: the boxes in cell c are items[starts[c]] … items[starts[c + 1] − 1]. */
  starts: Int32Array;
  items: Int32Array;
}

function buildGrid(boxes: ArrayLike<number>, count: number): Grid {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let sumSize = 0;
  for (let i = 0; i < count; i++) {
    minX = Math.min(minX, boxes[4 * i]);
    minY = Math.min(minY, boxes[4 * i + 1]);
    maxX = Math.max(maxX, boxes[4 * i + 2]);
    maxY = Math.max(maxY, boxes[4 * i + 3]);
    sumSize += Math.max(boxes[4 * i + 2] - boxes[4 * i], boxes[4 * i + 3] - boxes[4 * i + 1]);
  }
  const width = maxX - minX;
  const height = maxY - minY;
  // Cells about the average box size, but never more than CELLS_PER_BOX × count of them.
  let cell = Math.max(sumSize / count, Math.sqrt((width * height) / (CELLS_PER_BOX * count)), Number.MIN_VALUE);
  while (Math.ceil(width / cell + 1e-9) * Math.ceil(height / cell + 1e-9) > CELLS_PER_BOX * count + 16) cell *= 1.5;
  const cols = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const starts = new Int32Array(cols * rows + 1);
  const grid: Grid = { minX, minY, cell, cols, rows, starts, items: starts };
  fillCells(grid, boxes, count, null);
  for (let c = 0; c < cols * rows; c++) starts[c + 1] += starts[c];
  grid.items = new Int32Array(starts[cols * rows]);
  fillCells(grid, boxes, count, starts.slice(0, cols * rows));
  return grid;
}

/** Counts boxes per cell into starts[c + 1] (cursor null), or writes them at cursor[c]++. */
function fillCells(grid: Grid, boxes: ArrayLike<number>, count: number, cursor: Int32Array | null): void {
  for (let i = 0; i < count; i++) {
    const c0 = column(grid, boxes[4 * i]);
    const c1 = column(grid, boxes[4 * i + 2]);
    const r0 = row(grid, boxes[4 * i + 1]);
    const r1 = row(grid, boxes[4 * i + 3]);
    for (let r = r0; r <= r1; r++) {
      for (let c = r * grid.cols + c0; c <= r * grid.cols + c1; c++) {
        if (cursor === null) grid.starts[c + 1]++;
        else grid.items[cursor[c]++] = i;
      }
    }
  }
}

function column(grid: Grid, x: number): number {
  return Math.min(grid.cols - 1, Math.floor((x - grid.minX) / grid.cell));
}

function row(grid: Grid, y: number): number {
  return Math.min(grid.rows - 1, Math.floor((y - grid.minY) / grid.cell));
}

function cellOf(grid: Grid, x: number, y: number): number {
  return row(grid, y) * grid.cols + column(grid, x);
}
