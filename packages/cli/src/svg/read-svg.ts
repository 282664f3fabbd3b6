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
  /** The element's `fill-rule`, inherited from its ancestors as CSS does (default `nonzero`). */
  fillRule: FillRule;
}

/** How subpaths make holes (SVG's `fill-rule`). @internal */
export type FillRule = 'nonzero' | 'evenodd';

/** What an element passes down to its children. */
interface Inherited {
  matrix: Matrix;
  fillRule: FillRule;
  /** False under `fill="none"`: the element paints no area (an icon's bounding-box guide). */
  filled: boolean;
}

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
 * Lists the outline elements (`path`, `polygon`, `rect`, `circle`, `ellipse`) of an SVG
 * document with their transforms applied down through nested groups and their inherited
 * `fill-rule` (attribute or inline style). Elements inside
 * definitions, clip paths and masks, elements (or groups) with `display="none"`, and
 * elements that paint no fill (`fill="none"`, attribute or style, inherited) are skipped. The root `viewBox` is not applied: coordinates stay in user units.
 * @internal
 */
export function readSvgOutlines(text: string): SvgOutline[] {
  const outlines: SvgOutline[] = [];
  const stack: Inherited[] = [{ matrix: IDENTITY, fillRule: 'nonzero', filled: true }];
  let hiddenDepth = 0; // > 0 while inside an element whose content is not drawn
  let sawSvg = false;
  for (const event of scanXml(text)) {
    if (event.kind === 'close') {
      stack.pop();
      if (hiddenDepth > 0) hiddenDepth--;
      continue;
    }
    const name = localName(event.name);
    sawSvg ||= name === 'svg';
    const hidden = hiddenDepth > 0 || UNRENDERED_ELEMENTS.has(name) || event.attributes.get('display') === 'none';
    const state = inherit(stack[stack.length - 1], event.attributes);
    if (!hidden && state.filled && OUTLINE_ELEMENTS.has(name)) {
      const d = outlinePathData(name, event.attributes);
      if (d !== null && d.trim() !== '')
        outlines.push({
          label: labelOf(name, event.attributes, outlines.length),
          d,
          matrix: state.matrix,
          fillRule: state.fillRule,
        });
    }
    if (!event.selfClosing) {
      stack.push(state);
      if (hidden) hiddenDepth++;
    }
  }
  if (!sawSvg) throw new SepaxError('INVALID_INPUT', 'The file has no <svg> element; is it an SVG document?');
  return outlines;
}

function inherit(parent: Inherited, attributes: ReadonlyMap<string, string>): Inherited {
  const transform = attributes.get('transform');
  return {
    matrix: transform === undefined ? parent.matrix : multiply(parent.matrix, parseTransform(transform)),
    fillRule: fillRuleOf(attributes) ?? parent.fillRule,
    filled: fillOf(attributes) ?? parent.filled,
  };
}

const STYLE_FILL = /(?:^|;)\s*fill\s*:\s*([^;]+?)\s*(?:;|$)/;

/** Whether `fill` (attribute or inline style, which wins) paints: false for `none`; undefined to inherit. */
function fillOf(attributes: ReadonlyMap<string, string>): boolean | undefined {
  const value = STYLE_FILL.exec(attributes.get('style') ?? '')?.[1] ?? attributes.get('fill')?.trim();
  return value === undefined || value === 'inherit' ? undefined : value !== 'none';
}

const STYLE_FILL_RULE = /(?:^|;)\s*fill-rule\s*:\s*(nonzero|evenodd)\s*(?:;|$)/;

/** `fill-rule` from the attribute or an inline `style` (which wins, as in CSS); undefined to inherit. */
function fillRuleOf(attributes: ReadonlyMap<string, string>): FillRule | undefined {
  const styled = STYLE_FILL_RULE.exec(attributes.get('style') ?? '')?.[1];
  const value = styled ?? attributes.get('fill-rule')?.trim();
  return value === 'nonzero' || value === 'evenodd' ? value : undefined;
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
