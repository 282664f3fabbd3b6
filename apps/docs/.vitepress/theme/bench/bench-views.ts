// Turns the bench suites' JSON output (apps/docs/data/bench.json) into the tables and plots
// of the Performance page. Pure functions: the page component only draws what they return.

export interface BenchResult {
  name: string;
  ours: boolean;
  nsPerOp: number;
  minNsPerOp?: number;
  maxNsPerOp?: number;
  error: string | null;
}
export interface BenchTableData {
  title: string;
  ops: number;
  rounds?: number;
  results: BenchResult[];
}
export interface BenchData {
  date: string;
  machine: { node: string; cpu: string; cores: number } | null;
  suites: Record<string, BenchTableData[]>;
}

/** A table as the page shows it: a header row and rows of cells; `ours` marks sepax's row or column. */
export interface TableView {
  caption: string;
  columns: string[];
  rows: { cells: string[]; ours: boolean }[];
  /** Answers that disagreed with the suite's oracle, one line each. */
  notes: string[];
}
export interface PlotView {
  title: string;
  xLabel: string;
  yLabel: string;
  series: { name: string; ours: boolean; points: [number, number][] }[];
}

/** 3 significant digits, thin-space thousands: 1 439 → "1 440", 0.3621 → "0.362". */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return '—';
  const digits = x >= 100 ? 0 : x >= 10 ? 1 : x >= 1 ? 2 : 3;
  const rounded =
    x >= 1000 ? Math.round(x / 10 ** (Math.floor(Math.log10(x)) - 2)) * 10 ** (Math.floor(Math.log10(x)) - 2) : x;
  return rounded.toFixed(digits).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009');
}

/** The part of a suite's table title before its parenthesised details. */
function shortTitle(title: string): string {
  return title.replace(/\s*\(.*$/, '').trim();
}

function cell(r: BenchResult | undefined, scale = 1, notes?: string[], where?: string): string {
  if (!r) return '—';
  if (r.error) {
    notes?.push(`${r.name}, ${where}: ${r.error}`);
    return `${formatNumber(r.nsPerOp * scale)} ⚠`;
  }
  return formatNumber(r.nsPerOp * scale);
}

/**
 * A contender's column heading: its name without the parenthesised note ("earcut
 * (triangles)" → "earcut"), except that a method in parentheses stays when it tells two of
 * one library apart ("sepax decompose (optimal)" → "sepax optimal").
 */
export function shortName(name: string): string {
  const method = /^sepax decompose \((\w+)\)$/.exec(name);
  if (method) return `sepax ${method[1]}`;
  return name.replace(/\s*\(.*\)$/, '').replace(/quickDecomp$/, 'quick');
}

/** Contender names in the order the suite ran them, sepax first. */
function contenders(tables: BenchTableData[]): { name: string; ours: boolean }[] {
  const seen = new Map<string, boolean>();
  for (const t of tables) for (const r of t.results) if (!seen.has(r.name)) seen.set(r.name, r.ours);
  return [...seen].map(([name, ours]) => ({ name, ours })).sort((a, b) => Number(b.ours) - Number(a.ours));
}

/** Rows are cases (one suite table each), columns are contenders. */
export function casesByContender(
  tables: BenchTableData[],
  caption: string,
  unitScale = 1,
  rowLabel: [string, (t: BenchTableData) => string] = ['case', (t) => shortTitle(t.title)],
): TableView {
  const names = contenders(tables);
  const notes: string[] = [];
  return {
    caption,
    columns: [rowLabel[0], ...names.map((n) => shortName(n.name))],
    rows: tables.map((t) => ({
      ours: false,
      cells: [
        rowLabel[1](t),
        ...names.map((n) =>
          cell(
            t.results.find((r) => r.name === n.name),
            unitScale,
            notes,
            shortTitle(t.title),
          ),
        ),
      ],
    })),
    notes,
  };
}

/** Rows are contenders, columns are cases (one suite table each), with `scale(table)` per column. */
export function contendersByCase(
  tables: BenchTableData[],
  caption: string,
  column: (t: BenchTableData) => string,
  scale: (t: BenchTableData) => number = () => 1,
): TableView {
  const notes: string[] = [];
  return {
    caption,
    columns: ['library', ...tables.map(column)],
    rows: contenders(tables).map((n) => ({
      ours: n.ours,
      cells: [
        n.name,
        ...tables.map((t) =>
          cell(
            t.results.find((r) => r.name === n.name),
            scale(t),
            notes,
            column(t),
          ),
        ),
      ],
    })),
    notes,
  };
}

/** One suite table: ns/op per contender and its speed against the fastest agreeing peer. */
export function singleTable(t: BenchTableData, caption = shortTitle(t.title)): TableView {
  const peers = t.results.filter((r) => !r.ours && !r.error);
  const fastest = Math.min(...peers.map((r) => r.nsPerOp));
  const notes: string[] = [];
  return {
    caption,
    columns: ['library', 'ns/op', 'speed vs fastest peer'],
    rows: t.results.map((r) => ({
      ours: r.ours,
      cells: [
        r.name,
        cell(r, 1, notes, caption),
        Number.isFinite(fastest) ? `${(fastest / r.nsPerOp).toFixed(2)}×` : '—',
      ],
    })),
    notes,
  };
}

/** The number in a title before `word`: "1000 moving bodies" → 1000 for "moving bodies". */
export function numberBefore(title: string, word: string): number {
  const match = new RegExp(`(\\d[\\d\\s,]*)\\s*${word}`).exec(title);
  return match ? Number(match[1].replace(/[\s,]/g, '')) : Number.NaN;
}

/** A line per contender through (x(table), y(result)) over `tables`, sorted by x. */
export function plotOf(
  tables: BenchTableData[],
  title: string,
  xLabel: string,
  yLabel: string,
  x: (t: BenchTableData) => number,
  y: (r: BenchResult, t: BenchTableData) => number,
): PlotView {
  return {
    title,
    xLabel,
    yLabel,
    series: contenders(tables).map((n) => ({
      name: n.name,
      ours: n.ours,
      points: tables
        .flatMap((t) => {
          const r = t.results.find((result) => result.name === n.name);
          return r && !r.error ? [[x(t), y(r, t)] as [number, number]] : [];
        })
        .sort((a, b) => a[0] - b[0]),
    })),
  };
}

// ── the page's sections ──────────────────────────────────────────────────────────────────

export function narrowPhase(data: BenchData): TableView[] {
  const tables = data.suites['core-narrow'] ?? [];
  return tables.length
    ? [casesByContender(tables, 'ns per pair, `collide(a, b, out)` or each peer’s lightest call')]
    : [];
}

/** Bodies of a case where every body moves ("1000 moving bodies"); NaN for a tile map. */
const bodies = (t: BenchTableData) => numberBefore(t.title, 'moving bodies');
/** Moving bodies of a tile-map case ("100000 bodies, 1000 of them moving"); NaN otherwise. */
const moving = (t: BenchTableData) => numberBefore(t.title, 'of them moving');
const msPerFrame = (r: BenchResult, t: BenchTableData) => (r.nsPerOp * bodies(t)) / 1e6;

export function broadPhase(data: BenchData): { tables: TableView[]; plots: PlotView[] } {
  const suite = data.suites['query-broadphase'] ?? [];
  const tables = suite.filter((t) => Number.isFinite(bodies(t)));
  if (!tables.length) return { tables: [], plots: [] };
  // The tile-map case: many static bodies, a few moving (ns per op is per body of the scene).
  const tileMaps = suite.filter((t) => Number.isFinite(moving(t)));
  return {
    tables: [
      contendersByCase(
        tables,
        'ms per frame: move every body, update the index, report every overlapping pair with its MTV',
        (t) => `${formatNumber(bodies(t))} bodies`,
        (t) => bodies(t) / 1e6,
      ),
      ...(tileMaps.length
        ? [
            contendersByCase(
              tileMaps,
              'ms per frame, a tile map: static bodies and a few moving among them',
              (t) => `${formatNumber(numberBefore(t.title, 'bodies'))} bodies, ${formatNumber(moving(t))} moving`,
              (t) => numberBefore(t.title, 'bodies') / 1e6,
            ),
          ]
        : []),
    ],
    plots: [
      plotOf(tables, 'Broad phase: ms per frame against body count', 'bodies', 'ms per frame', bodies, msPerFrame),
    ],
  };
}

export function rayCasts(data: BenchData): TableView[] {
  const tables = data.suites['query-raycast'] ?? [];
  if (!tables.length) return [];
  const label = (t: BenchTableData) => t.title.replace(/^closest hit, \d+ static shapes, /, '').replace(/\s*\(.*$/, '');
  return [contendersByCase(tables, 'ns per ray, closest hit among 10 000 static shapes', label)];
}

const decompTables = (data: BenchData, family: string) =>
  (data.suites.decomp ?? []).filter((t) => t.title.startsWith(`${family},`));

export function decomposition(data: BenchData): { tables: TableView[]; plots: PlotView[] } {
  const families = ['star', 'noisy circle'];
  const vertices = (t: BenchTableData) => numberBefore(t.title, 'vertices');
  const fixtures = (data.suites.decomp ?? []).filter((t) => t.title.startsWith('earcut fixture'));
  const trace = (data.suites.decomp ?? []).filter((t) => t.title.startsWith('trace'));
  const tables = families
    .map((f) => decompTables(data, f))
    .filter((ts) => ts.length)
    .map((ts) =>
      casesByContender(ts, `${ts[0].title.split(',')[0]} polygons, µs per polygon`, 1e-3, [
        'vertices',
        (t) => String(vertices(t)),
      ]),
    );
  if (fixtures.length) tables.push(casesByContender(fixtures, 'µs per polygon, earcut’s test fixtures', 1e-3));
  for (const t of trace) tables.push(singleTable(t, shortTitle(t.title)));
  const plots = families
    .map((f) => decompTables(data, f))
    .filter((ts) => ts.length)
    .map((ts) =>
      plotOf(
        ts,
        `Decomposition, ${ts[0].title.split(',')[0]} polygons: time against size`,
        'vertices',
        'µs per polygon',
        vertices,
        (r) => r.nsPerOp / 1e3,
      ),
    );
  return { tables, plots };
}

/** A table a suite measured without timing (bytes per shape): values per contender and column. */
export interface ValueTableData {
  title: string;
  unit: string;
  columns: string[];
  rows: { name: string; ours: boolean; values: number[] }[];
}

export function memory(data: BenchData): TableView[] {
  const tables = (data.suites['core-memory'] ?? []) as unknown as ValueTableData[];
  return tables.map((t) => ({
    caption: `${t.title} (${t.unit})`,
    columns: ['library', ...t.columns],
    rows: t.rows.map((r) => ({ ours: r.ours, cells: [r.name, ...r.values.map(formatNumber)] })),
    notes: [],
  }));
}

export function obb3(data: BenchData): TableView[] {
  return (data.suites.obb3 ?? []).map((t) => singleTable(t));
}
