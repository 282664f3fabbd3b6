import { SepaxError } from '@sepax/core';
import type { StrokeOptions } from '@sepax/decomp';
import { OUTLINE_ELEMENTS, outlinePathData, userUnits } from './shape-elements.js';
import { IDENTITY, type Matrix, multiply, parseTransform } from './transform.js';
import {
  readStylesheet,
  STROKE_PROPERTIES,
  type StrokeProperty,
  type Stylesheet,
  styledAttributes,
} from './stylesheet.js';
import { scanXml, type XmlEvent } from './xml-scanner.js';

/**
 * One outline element of an SVG document: its path data and the matrix that maps it to
 * the document's user space (every `transform` from the root down, already multiplied).
 * @internal
 */
export interface SvgOutline {
  /** Element name (`path`, `rect`, …) and its `id` if any, for messages. */
  label: string;
  /** Path data drawing the element. */
  d: string;
  /** Current transformation matrix of the element. */
  matrix: Matrix;
  /** The element's `fill-rule`, inherited from its ancestors as CSS does (default `nonzero`). */
  fillRule: FillRule;
  /** Whether it paints a fill (false under `fill="none"`). */
  filled: boolean;
  /** How it paints a stroke, or null (no `stroke`, `stroke="none"`, or a zero width). */
  stroke: SvgStroke | null;
}

/** An element's stroke: decomp's stroke options, in the element's own units. @internal */
export interface SvgStroke extends StrokeOptions {
  /** `vector-effect="non-scaling-stroke"`: the width is in the document's units, not the element's. */
  nonScaling: boolean;
}

/** How subpaths make holes (SVG's `fill-rule`). @internal */
export type FillRule = 'nonzero' | 'evenodd';

/** What an element passes down to its children. */
interface Inherited {
  matrix: Matrix;
  fillRule: FillRule;
  /** False under `fill="none"`: the element paints no area (an icon's bounding-box guide). */
  filled: boolean;
  /** The stroke properties, as set so far down the tree (SVG inherits each on its own). */
  stroke: Readonly<Record<StrokeProperty, string | undefined>>;
}

const NO_STROKE = Object.fromEntries(STROKE_PROPERTIES.map((p) => [p, undefined])) as Inherited['stroke'];

/** Containers whose content is never drawn by itself (definitions, clips, masks, text). */
const UNRENDERED_ELEMENTS: ReadonlySet<string> = new Set([
  'defs',
  'clipPath',
  'mask',
  'symbol',
  'pattern',
  'marker',
  'metadata',
  'title',
  'desc',
  'style',
  'script',
  'text',
  'foreignObject',
]);

/**
 * Lists the outline elements (OUTLINE_ELEMENTS, and `<use>` copies of them) of an SVG
 * document with their transforms applied down through nested groups and their inherited
 * `fill-rule` and stroke properties (attribute, `<style>` sheet or inline style). Elements inside
 * definitions, clip paths and masks, elements (or groups) with `display="none"`, and
 * elements that paint neither a fill (`fill="none"`) nor a stroke are skipped. The root `viewBox` is not applied: coordinates stay in user units.
 * @internal
 */
export function readSvgOutlines(text: string): SvgOutline[] {
  const events = [...scanXml(text)];
  if (!events.some((e) => e.kind === 'open' && localName(e.name) === 'svg')) {
    throw new SepaxError('INVALID_INPUT', 'The file has no <svg> element; is it an SVG document?');
  }
  const sheets = events.flatMap((e) => (e.kind === 'open' && e.text !== undefined ? [e.text] : []));
  const document: SvgDocument = {
    events,
    ends: subtreeEnds(events),
    ids: new Map(),
    sheet: readStylesheet(sheets),
    outlines: [],
    visited: 0,
  };
  events.forEach((e, i) => {
    const id = e.kind === 'open' ? e.attributes.get('id') : undefined;
    if (id !== undefined && !document.ids.has(id)) document.ids.set(id, i);
  });
  const root: Inherited = { matrix: IDENTITY, fillRule: 'nonzero', filled: true, stroke: NO_STROKE };
  drawRange(document, 0, events.length, root, []);
  return document.outlines;
}

/** The scanned document, where each id's element is, and the outlines read so far. */
interface SvgDocument {
  events: XmlEvent[];
  /** For each open event, the index of its close (its own index when self-closing). */
  ends: Int32Array;
  ids: Map<string, number>;
  /** The `<style>` rules that decide what paints. */
  sheet: Stylesheet;
  outlines: SvgOutline[];
  /** Elements read, counting each `<use>` copy. */
  visited: number;
}

/** Most outline elements a document may draw, counting each `<use>` copy: a bound on nested reuse. */
const MAX_OUTLINES = 100_000;
/** Most elements read, counting each `<use>` copy (empty groups reused in nests cost too). */
const MAX_VISITED = 2_000_000;

/**
 * Reads the elements of events from…to (a balanced range) under `parent`. `using` lists the
 * `<use>` targets being drawn, outermost first; a range that starts at one of them draws it
 * even where it sits in `defs` or is a `symbol`.
 */
function drawRange(document: SvgDocument, from: number, to: number, parent: Inherited, using: readonly number[]): void {
  const { events, outlines } = document;
  const stack: Inherited[] = [parent];
  let hiddenDepth = 0; // > 0 while inside an element whose content is not drawn
  for (let i = from; i < to; i++) {
    const event = events[i];
    if (event.kind === 'close') {
      stack.pop();
      if (hiddenDepth > 0) hiddenDepth--;
      continue;
    }
    if (++document.visited > MAX_VISITED) {
      throw new SepaxError(
        'INVALID_INPUT',
        `The SVG has more than ${MAX_VISITED} elements (counting each <use> copy); split it into smaller files.`,
      );
    }
    const name = localName(event.name);
    const referenced = i === from && using.length > 0;
    const attributes = styledAttributes(document.sheet, name, event.attributes);
    const shown = hiddenDepth === 0 && !displayNone(attributes);
    const hidden = !shown || (UNRENDERED_ELEMENTS.has(name) && !(referenced && name === 'symbol'));
    // The transform is the attribute's: a CSS one is refused where it would draw (refuseUnread).
    const state = inherit(stack[stack.length - 1], attributes, event.attributes.get('transform'));
    const label = labelOf(name, attributes, outlines.length);
    if (shown) refuseUnread(name, attributes, event.attributes, label);
    if (shown && name === 'svg' && stack.length > 1) refuseNestedViewport(event.attributes, label);
    const drawn = !hidden && OUTLINE_ELEMENTS.has(name);
    const stroke = drawn ? strokeOf(state.stroke, attributes, label) : null;
    if (drawn && (state.filled || stroke !== null)) {
      const d = outlinePathData(name, attributes);
      if (d !== null && d.trim() !== '') {
        if (outlines.length >= MAX_OUTLINES) {
          throw new SepaxError(
            'INVALID_INPUT',
            `The SVG draws more than ${MAX_OUTLINES} elements (counting each <use> copy); split it into smaller files.`,
          );
        }
        outlines.push({ label, d, matrix: state.matrix, fillRule: state.fillRule, filled: state.filled, stroke });
      }
    }
    if (!hidden && name === 'use') drawUse(document, i, state, using);
    if (!event.selfClosing) {
      stack.push(state);
      if (hidden) hiddenDepth++;
    }
  }
}

/**
 * A `<use>`: its target drawn again under the use's own properties, moved by its x and y; a
 * `symbol` with a `viewBox` is fitted into the use's width and height (SVG's default
 * `xMidYMid meet`).
 */
function drawUse(document: SvgDocument, at: number, state: Inherited, using: readonly number[]): void {
  const attributes = (document.events[at] as Extract<XmlEvent, { kind: 'open' }>).attributes;
  const href = (attributes.get('href') ?? attributes.get('xlink:href') ?? '').trim();
  const label = labelOf('use', attributes);
  if (!href.startsWith('#')) {
    throw new SepaxError(
      'INVALID_INPUT',
      `${label} refers to "${href}"; only references into the same document (#id) are read. Inline the art.`,
    );
  }
  const target = document.ids.get(href.slice(1));
  if (target === undefined) {
    throw new SepaxError('INVALID_INPUT', `${label} refers to ${href}, which the document does not define.`);
  }
  if (using.includes(target) || target === at) {
    throw new SepaxError('INVALID_INPUT', `${label} refers to ${href}, which contains that <use> itself.`);
  }
  const x = useLength(attributes, 'x', label, true);
  const y = useLength(attributes, 'y', label, true);
  let place: Matrix = [1, 0, 0, 1, x, y];
  const referenced = document.events[target] as Extract<XmlEvent, { kind: 'open' }>;
  const viewBox = referenced.attributes.get('viewBox');
  if (localName(referenced.name) === 'symbol' && viewBox !== undefined) {
    const [vx, vy, vw, vh] = viewBox
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (!attributes.has('width') || !attributes.has('height')) {
      throw new SepaxError(
        'INVALID_INPUT',
        `${label} shows a symbol with a viewBox; give the <use> a width and a height.`,
      );
    }
    const w = useLength(attributes, 'width', label);
    const h = useLength(attributes, 'height', label);
    if (![vx, vy, vw, vh].every(Number.isFinite) || !(vw > 0 && vh > 0))
      throw new SepaxError('INVALID_INPUT', `${href}: viewBox="${viewBox}" is not min-x min-y width height.`);
    const scale = Math.min(w / vw, h / vh);
    place = [scale, 0, 0, scale, x + (w - vw * scale) / 2 - vx * scale, y + (h - vh * scale) / 2 - vy * scale];
  }
  const placed: Inherited = { ...state, matrix: multiply(state.matrix, place) };
  drawRange(document, target, document.ends[target] + 1, placed, [...using, target]);
}

/** A `<use>` length attribute (0 when absent); `signed` for a position. */
function useLength(attributes: ReadonlyMap<string, string>, name: string, label: string, signed = false): number {
  const text = attributes.get(name);
  return text === undefined ? 0 : length(text, name, label, signed);
}

/** For each open event, the index of its close; a self-closing element closes itself. */
function subtreeEnds(events: readonly XmlEvent[]): Int32Array {
  const ends = new Int32Array(events.length);
  const open: number[] = [];
  events.forEach((e, i) => {
    if (e.kind === 'close') ends[open.pop() as number] = i;
    else if (e.selfClosing) ends[i] = i;
    else open.push(i);
  });
  return ends;
}

function inherit(parent: Inherited, attributes: ReadonlyMap<string, string>, transform: string | undefined): Inherited {
  return {
    matrix: transform === undefined ? parent.matrix : multiply(parent.matrix, parseTransform(transform)),
    fillRule: fillRuleOf(attributes) ?? parent.fillRule,
    filled: fillOf(attributes) ?? parent.filled,
    stroke: Object.fromEntries(
      STROKE_PROPERTIES.map((p) => [p, declared(attributes, p) ?? parent.stroke[p]]),
    ) as Inherited['stroke'],
  };
}

/** Elements that paint area the reader cannot outline: refused, so none is lost unseen. */
const UNREAD_PAINT: ReadonlySet<string> = new Set(['text', 'image', 'foreignObject']);

/** Throws for what would paint differently from what the reader sees: text, images, clips, masks and CSS transforms. */
function refuseUnread(
  name: string,
  attributes: ReadonlyMap<string, string>,
  presentation: ReadonlyMap<string, string>,
  label: string,
): void {
  if (attributes.get('transform') !== presentation.get('transform')) {
    throw new SepaxError(
      'INVALID_INPUT',
      `CSS sets transform on <${name}>; CSS transforms are not read. Export with presentation attributes.`,
    );
  }
  if (UNREAD_PAINT.has(name)) {
    throw new SepaxError(
      'INVALID_INPUT',
      `${label} paints ${name === 'text' ? 'glyphs' : 'content'} that sepax cannot outline; convert it to paths in your editor (or remove it).`,
    );
  }
  for (const property of ['clip-path', 'mask']) {
    const value = declared(attributes, property);
    if (value !== undefined && value !== 'none') {
      throw new SepaxError(
        'INVALID_INPUT',
        `${label} has ${property}="${value}", which sepax does not apply; apply it in your editor (intersect the shapes) so the file draws what it shows.`,
      );
    }
  }
}

/**
 * A nested `<svg>` that places its content (x, y) or fits it into a viewport (viewBox) also
 * clips it to that viewport, which sepax does not apply: refused rather than drawn unplaced.
 */
function refuseNestedViewport(attributes: ReadonlyMap<string, string>, label: string): void {
  const moved = ['x', 'y'].some((a) => (Number.parseFloat(attributes.get(a) ?? '0') || 0) !== 0);
  if (moved || attributes.has('viewBox')) {
    throw new SepaxError(
      'INVALID_INPUT',
      `${label} is a nested <svg> with its own x, y or viewBox, which sepax does not apply (it places, scales and clips its content); ungroup it in your editor so the file draws what it shows.`,
    );
  }
}

/** `display: none` as an attribute, in the inline style or from the stylesheet. */
function displayNone(attributes: ReadonlyMap<string, string>): boolean {
  return declared(attributes, 'display') === 'none';
}

/** A presentation property as CSS leaves it (see styledAttributes); undefined to inherit. */
function declared(attributes: ReadonlyMap<string, string>, name: string): string | undefined {
  const value = attributes.get(name)?.trim();
  return value === 'inherit' ? undefined : value;
}

/** The element's stroke, or null when it paints none. */
function strokeOf(set: Inherited['stroke'], attributes: ReadonlyMap<string, string>, label: string): SvgStroke | null {
  const paint = set.stroke;
  if (paint === undefined || paint === 'none' || paint === 'transparent') return null;
  const width = length(set['stroke-width'] ?? '1', 'stroke-width', label);
  if (width === 0) return null;
  const join = set['stroke-linejoin'] ?? 'miter';
  const cap = set['stroke-linecap'] ?? 'butt';
  const dashes = set['stroke-dasharray'];
  return {
    width,
    // SVG 2's arcs and miter-clip joins are drawn as the joins SVG 1.1 viewers fall back to.
    lineJoin: join === 'round' ? 'round' : join === 'bevel' ? 'bevel' : 'miter',
    lineCap: cap === 'round' || cap === 'square' ? cap : 'butt',
    miterLimit: Math.max(1, Number(set['stroke-miterlimit'] ?? 4) || 4),
    dashArray:
      dashes === undefined || dashes === 'none'
        ? undefined
        : dashes
            .split(/[\s,]+/)
            .filter(Boolean)
            .map((d) => length(d, 'stroke-dasharray', label)),
    dashOffset: length(set['stroke-dashoffset'] ?? '0', 'stroke-dashoffset', label, true),
    nonScaling: (declared(attributes, 'vector-effect') ?? '') === 'non-scaling-stroke',
  };
}

/** A length in user units, finite (and not negative unless `signed`), or an error naming the element. */
function length(text: string, property: string, label: string, signed = false): number {
  const value = userUnits(text);
  if (!Number.isFinite(value) || (!signed && value < 0)) {
    throw new SepaxError(
      'INVALID_INPUT',
      `${label}: ${property}="${text}" is not a length in user units; write it as a number (or px).`,
    );
  }
  return value;
}

/** Whether `fill` paints: false for `none`; undefined to inherit. */
function fillOf(attributes: ReadonlyMap<string, string>): boolean | undefined {
  const value = declared(attributes, 'fill');
  return value === undefined ? undefined : value !== 'none';
}

/** `fill-rule`; undefined to inherit. */
function fillRuleOf(attributes: ReadonlyMap<string, string>): FillRule | undefined {
  const value = declared(attributes, 'fill-rule');
  return value === 'nonzero' || value === 'evenodd' ? value : undefined;
}

/** `svg:path` → `path`: documents that spell out the SVG namespace prefix read the same. */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** `<path id="x">`, or `<path> #3` for the third outline without an id (no number when `index` is absent). */
function labelOf(name: string, attributes: ReadonlyMap<string, string>, index?: number): string {
  const id = attributes.get('id');
  if (id) return `<${name} id="${id}">`;
  return index === undefined ? `<${name}>` : `<${name}> #${index + 1}`;
}
