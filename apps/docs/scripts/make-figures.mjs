// Writes the SVG figures of the "Collisions and the MTV" guide into public/figures/.
// The projections, gaps and overlaps are computed here from the drawn shapes, so every
// figure is geometrically true. Run: node apps/docs/scripts/make-figures.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = new URL('../public/figures/', import.meta.url);
const COLOR_A = '#3b82f6';
const COLOR_B = '#f97316';
const COLOR_AXIS = '#64748b';
const COLOR_HIT = '#dc2626';
const COLOR_OK = '#16a34a';

const dot = (a, b) => a[0] * b[0] + a[1] * b[1];
const add = (a, b) => [a[0] + b[0], a[1] + b[1]];
const sub = (a, b) => [a[0] - b[0], a[1] - b[1]];
const mul = (a, s) => [a[0] * s, a[1] * s];
const unit = (v) => mul(v, 1 / Math.hypot(v[0], v[1]));
const perp = (v) => [-v[1], v[0]];
const fmt = (n) => Math.round(n * 10) / 10;
const pts = (ps) => ps.map((p) => `${fmt(p[0])},${fmt(p[1])}`).join(' ');

/** Projection interval of a polygon on a unit axis. */
function project(poly, axis) {
  let min = Infinity;
  let max = -Infinity;
  for (const p of poly) {
    const d = dot(p, axis);
    if (d < min) min = d;
    if (d > max) max = d;
  }
  return { min, max };
}

/**
 * Outward unit normals of a polygon listed counter-clockwise as seen on screen. Screen y
 * points down, so that order is clockwise in the SVG's coordinates and the outward normal
 * of an edge e is (−e.y, e.x).
 */
function normals(poly) {
  return poly.map((p, i) => {
    const e = sub(poly[(i + 1) % poly.length], p);
    return unit([-e[1], e[0]]);
  });
}

const polygon = (poly, color, label) => {
  const c = mul(poly.reduce(add, [0, 0]), 1 / poly.length);
  return (
    `<polygon points="${pts(poly)}" fill="${color}" fill-opacity="0.18" stroke="${color}" stroke-width="2"/>` +
    text(c, label, color, 16)
  );
};
const line = (a, b, color, extra = '') =>
  `<line x1="${fmt(a[0])}" y1="${fmt(a[1])}" x2="${fmt(b[0])}" y2="${fmt(b[1])}" stroke="${color}" ${extra}/>`;
const text = (p, s, color = '#334155', size = 13, anchor = 'middle') =>
  `<text x="${fmt(p[0])}" y="${fmt(p[1])}" fill="${color}" font-size="${size}" font-family="system-ui, sans-serif" text-anchor="${anchor}" dominant-baseline="middle">${s}</text>`;
const dotAt = (p, color, r = 4) => `<circle cx="${fmt(p[0])}" cy="${fmt(p[1])}" r="${r}" fill="${color}"/>`;
const arrow = (a, b, color, width = 3) => {
  const d = unit(sub(b, a));
  const head = 10;
  const l = add(sub(b, mul(d, head)), mul(perp(d), head * 0.5));
  const r = sub(sub(b, mul(d, head)), mul(perp(d), head * 0.5));
  return (
    line(a, sub(b, mul(d, head * 0.8)), color, `stroke-width="${width}"`) +
    `<polygon points="${pts([b, l, r])}" fill="${color}"/>`
  );
};

/**
 * Draws an axis as a line through `origin` along `axis`, both polygons' shadows on it, and
 * dashed lines from each polygon's extreme vertices down to the axis.
 */
function axisWithShadows(origin, axis, polys, { label, lane = 8, span = [-400, 400] }) {
  const at = (t) => add(origin, mul(axis, t - dot(origin, axis)));
  const side = perp(axis);
  const o = dot(origin, axis);
  let svg = line(
    add(origin, mul(axis, span[0])),
    add(origin, mul(axis, span[1])),
    COLOR_AXIS,
    'stroke-width="1.5" stroke-dasharray="2 4"',
  );
  const intervals = polys.map(({ poly, color }, i) => {
    const iv = project(poly, axis);
    const offset = mul(side, (i === 0 ? -1 : 1) * lane);
    svg += line(add(at(iv.min), offset), add(at(iv.max), offset), color, 'stroke-width="6" stroke-linecap="round"');
    for (const p of poly) {
      const d = dot(p, axis);
      if (d === iv.min || d === iv.max)
        svg += line(p, add(at(d), offset), color, 'stroke-width="1" stroke-dasharray="4 4" stroke-opacity="0.7"');
    }
    return iv;
  });
  if (label) svg += text(add(at(o + span[1]), mul(side, 22)), label, COLOR_AXIS, 13, 'end');
  return { svg, intervals, at, side };
}

function svgDoc(width, height, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">
<title>${title}</title>
<rect width="100%" height="100%" fill="#ffffff"/>
${body}
</svg>
`;
}

// 1. Separated: an axis along which the shadows do not meet proves there is no overlap.
function separatedFigure() {
  const A = [
    [90, 190],
    [200, 170],
    [230, 90],
    [150, 40],
    [70, 100],
  ];
  const B = [
    [300, 230],
    [420, 210],
    [400, 120],
    [290, 140],
  ];
  const n = normals(A)[1]; // the face of A that looks at B
  const { svg, intervals, at, side } = axisWithShadows(
    [260, 330],
    n,
    [
      { poly: A, color: COLOR_A },
      { poly: B, color: COLOR_B },
    ],
    { label: 'axis: normal of a face of A', span: [-260, 170] },
  );
  const [ia, ib] = intervals;
  const gapMid = at((ia.max + ib.min) / 2);
  const body =
    polygon(A, COLOR_A, 'A') +
    polygon(B, COLOR_B, 'B') +
    svg +
    line(at(ia.max), at(ib.min), COLOR_OK, 'stroke-width="4"') +
    text(add(gapMid, mul(side, 34)), `gap ${fmt(ib.min - ia.max)} → separated`, COLOR_OK, 13);
  return svgDoc(520, 420, body, 'Two convex polygons and a separating axis: their projections do not overlap');
}

// 2. Overlapping: every axis shows overlap; the smallest overlap gives the MTV.
function overlapFigure() {
  const A = [
    [80, 220],
    [260, 220],
    [260, 80],
    [80, 80],
  ];
  const B = [
    [230, 200],
    [330, 170],
    [350, 60],
    [240, 50],
  ];
  const axes = [...normals(A), ...normals(B)];
  let best = { depth: Infinity };
  for (const axis of axes) {
    const ia = project(A, axis);
    const ib = project(B, axis);
    const depth = Math.min(ia.max - ib.min, ib.max - ia.min);
    if (depth < best.depth) best = { depth, axis: depth === ia.max - ib.min ? axis : mul(axis, -1) };
  }
  const x = axisWithShadows(
    [210, 310],
    [1, 0],
    [
      { poly: A, color: COLOR_A },
      { poly: B, color: COLOR_B },
    ],
    { label: 'x axis', span: [-190, 230] },
  );
  const y = axisWithShadows(
    [430, 140],
    [0, 1],
    [
      { poly: A, color: COLOR_A },
      { poly: B, color: COLOR_B },
    ],
    { label: '', span: [-110, 150] },
  );
  const start = [300, 135];
  const body =
    polygon(A, COLOR_A, 'A') +
    polygon(B, COLOR_B, 'B') +
    x.svg +
    y.svg +
    arrow(start, add(start, mul(best.axis, Math.max(best.depth, 24))), COLOR_HIT) +
    text([300, 250], `MTV: depth ${fmt(best.depth)}`, COLOR_HIT, 13) +
    text([440, 20], 'y axis', COLOR_AXIS, 13);
  return svgDoc(
    500,
    360,
    body,
    'Overlapping polygons: the shadows overlap on every axis and the smallest overlap is the MTV',
  );
}

// 3. Containment: nested shadows; the push-out distance is not the shadow overlap.
function containmentFigure() {
  const A = [
    [60, 220],
    [330, 220],
    [330, 60],
    [60, 60],
  ];
  const B = [
    [220, 170],
    [290, 170],
    [290, 110],
    [220, 110],
  ];
  const { svg, intervals, at, side } = axisWithShadows(
    [195, 290],
    [1, 0],
    [
      { poly: A, color: COLOR_A },
      { poly: B, color: COLOR_B },
    ],
    { label: 'x', span: [-175, 175] },
  );
  const [ia, ib] = intervals;
  const out = Math.min(ia.max - ib.min, ib.max - ia.min);
  const body =
    polygon(A, COLOR_A, '') +
    text([100, 90], 'A', COLOR_A, 16) +
    polygon(B, COLOR_B, 'B') +
    svg +
    line(at(ib.min), at(ib.max), '#a855f7', 'stroke-width="2"') +
    text(add(at((ib.min + ib.max) / 2), mul(side, 30)), `shadow overlap ${fmt(ib.max - ib.min)}`, '#a855f7', 12) +
    arrow([220, 140], [220 + out, 140], COLOR_HIT) +
    text(
      [335, 250],
      `push out: min(${fmt(ia.max - ib.min)}, ${fmt(ib.max - ia.min)}) = ${fmt(out)}`,
      COLOR_HIT,
      12,
      'end',
    );
  return svgDoc(
    400,
    340,
    body,
    'Containment: B inside A; the distance to push B out is the smaller of the two interval ends, not the shadow overlap',
  );
}

// 4. Contacts: the reference face, the incident edge, clipping by the side planes.
function contactFigure() {
  const A = [
    [60, 240],
    [300, 240],
    [300, 170],
    [60, 170],
  ]; // reference: top face y = 170
  const angle = 0.1;
  const c = [250, 150];
  const B = [
    [-80, 40],
    [80, 40],
    [80, -40],
    [-80, -40],
  ].map(([x, y]) => add(c, [x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle)]));
  const incident = [B[0], B[1]]; // the bottom edge of B, the most anti-parallel to A's face normal
  const refY = 170;
  const [left, right] = [60, 300];
  // Clip the incident segment to the side planes, then keep the points below the face.
  const lerpX = (p, q, x) => [x, p[1] + ((q[1] - p[1]) * (x - p[0])) / (q[0] - p[0])];
  const clipped = incident.map((p) =>
    p[0] > right ? lerpX(incident[0], incident[1], right) : p[0] < left ? lerpX(incident[0], incident[1], left) : p,
  );
  const kept = clipped.filter((p) => p[1] > refY);
  // Each kept point is reported midway between the two surfaces: half way up to the face.
  const contacts = kept.map((p) => [p[0], (p[1] + refY) / 2]);
  const body =
    polygon(A, COLOR_A, 'A') +
    polygon(B, COLOR_B, 'B') +
    line([left, refY], [right, refY], COLOR_A, 'stroke-width="5"') +
    text([70, 160], 'reference face', COLOR_A, 12, 'start') +
    line(incident[0], incident[1], COLOR_B, 'stroke-width="5"') +
    text(add(incident[1], [6, 14]), 'incident edge', COLOR_B, 12, 'start') +
    line([left, 20], [left, 280], COLOR_AXIS, 'stroke-dasharray="6 4"') +
    line([right, 20], [right, 280], COLOR_AXIS, 'stroke-dasharray="6 4"') +
    text([left, 295], 'side plane', COLOR_AXIS, 11) +
    text([right, 295], 'side plane', COLOR_AXIS, 11) +
    kept.map((p) => line(p, [p[0], refY], COLOR_HIT, 'stroke-dasharray="3 3"')).join('') +
    kept
      .map(
        (p) => `<circle cx="${fmt(p[0])}" cy="${fmt(p[1])}" r="4" fill="white" stroke="${COLOR_B}" stroke-width="2"/>`,
      )
      .join('') +
    contacts.map((p) => dotAt(p, COLOR_HIT, 5)).join('') +
    text([220, 320], `${contacts.length} contacts: incident points clipped to the side planes and`, COLOR_HIT, 12) +
    text([220, 336], 'below the face, each reported midway between the two surfaces', COLOR_HIT, 12);
  return svgDoc(
    440,
    350,
    body,
    'Contact points: the incident edge is clipped against the side planes of the reference face; each kept point is reported midway between the two surfaces',
  );
}

// 5. Circle against polygon: the one extra axis, from the centre to the closest vertex.
function circleFigure() {
  const A = [
    [70, 230],
    [230, 230],
    [230, 90],
    [70, 90],
  ];
  const centre = [275, 55];
  const r = 45;
  const axis = unit(sub(centre, A[2]));
  const circlePoly = Array.from({ length: 64 }, (_, i) =>
    add(centre, [r * Math.cos((i * Math.PI) / 32), r * Math.sin((i * Math.PI) / 32)]),
  );
  const { svg, intervals } = axisWithShadows(
    [200, 345],
    axis,
    [
      { poly: A, color: COLOR_A },
      { poly: circlePoly, color: COLOR_B },
    ],
    { label: '', span: [-200, 260] },
  );
  const separated = intervals[1].min > intervals[0].max;
  const body =
    polygon(A, COLOR_A, 'A') +
    `<circle cx="${centre[0]}" cy="${centre[1]}" r="${r}" fill="${COLOR_B}" fill-opacity="0.18" stroke="${COLOR_B}" stroke-width="2"/>` +
    text(centre, 'B', COLOR_B, 16) +
    svg +
    line(A[2], centre, COLOR_HIT, 'stroke-width="2"') +
    dotAt(A[2], COLOR_HIT) +
    text([120, 300], 'axis: closest vertex → centre', COLOR_HIT, 12, 'middle') +
    text(
      [120, 320],
      separated ? 'separated on this axis only' : 'overlap',
      separated ? COLOR_OK : COLOR_HIT,
      12,
      'middle',
    );
  return svgDoc(
    440,
    380,
    body,
    'Circle against polygon: the face normals do not separate them, the axis from the closest vertex to the centre does',
  );
}

mkdirSync(OUT, { recursive: true });
const figures = {
  'sat-separated.svg': separatedFigure(),
  'sat-overlap.svg': overlapFigure(),
  'sat-containment.svg': containmentFigure(),
  'sat-contacts.svg': contactFigure(),
  'sat-circle.svg': circleFigure(),
};
for (const [name, svg] of Object.entries(figures)) writeFileSync(new URL(name, OUT), svg);
console.log(`figures: wrote ${Object.keys(figures).length} SVGs to ${OUT.pathname}`);
