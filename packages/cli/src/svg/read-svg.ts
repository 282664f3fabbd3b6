import { SepaxError } from '@sepax/core';
import { OUTLINE_ELEMENTS, outlinePathData } from './shape-elements.js';
import { IDENTITY, type Matrix, multiply, parseTransform } from './transform.js';
import { scanXml } from './xml-scanner.js';

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
}

/** Containers whose content is never drawn by itself (definitions, clips, masks, text). */
const UNRENDERED_ELEMENTS: ReadonlySet<string> = new Set([
  'defs', 'clipPath', 'mask', 'symbol', 'pattern', 'marker', 'metadata', 'title', 'desc', 'style', 'script', 'text', 'foreignObject',
]);

/**
 * Lists the outline elements (`path`, `polygon`, `rect`, `circle`, `ellipse`) of an SVG
 * document with their transforms applied down through nested groups. Elements inside
 * definitions, clip paths and masks, and elements (or groups) with `display="none"`, are
 * skipped. The root `viewBox` is not applied: coordinates stay in user units.
 * @internal
 */
export function readSvgOutlines(text: string): SvgOutline[] {
  const outlines: SvgOutline[] = [];
  const matrices: Matrix[] = [IDENTITY];
  let hiddenDepth = 0; // > 0 while inside an element whose content is not drawn
  let sawSvg = false;
  for (const event of scanXml(text)) {
    if (event.kind === 'close') {
      matrices.pop();
      if (hiddenDepth > 0) hiddenDepth--;
      continue;
    }
    const name = localName(event.name);
    sawSvg ||= name === 'svg';
    const hidden = hiddenDepth > 0 || UNRENDERED_ELEMENTS.has(name) || event.attributes.get('display') === 'none';
    const matrix = withTransform(matrices[matrices.length - 1], event.attributes.get('transform'));
    if (!hidden && OUTLINE_ELEMENTS.has(name)) {
      const d = outlinePathData(name, event.attributes);
      if (d !== null && d.trim() !== '') outlines.push({ label: labelOf(name, event.attributes, outlines.length), d, matrix });
    }
    if (!event.selfClosing) {
      matrices.push(matrix);
      if (hidden) hiddenDepth++;
    }
  }
  if (!sawSvg) throw new SepaxError('INVALID_INPUT', 'The file has no <svg> element; is it an SVG document?');
  return outlines;
}

function withTransform(parent: Matrix, transform: string | undefined): Matrix {
  return transform === undefined ? parent : multiply(parent, parseTransform(transform));
}

/** `svg:path` → `path`: documents that spell out the SVG namespace prefix read the same. */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function labelOf(name: string, attributes: ReadonlyMap<string, string>, index: number): string {
  const id = attributes.get('id');
  return id ? `<${name} id="${id}">` : `<${name}> #${index + 1}`;
}
