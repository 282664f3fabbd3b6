import { SepaxError } from '@sepax/core';

/**
 * The part of an SVG's `<style>` sheets that decides what paints: rules whose selectors are
 * simple (`rect`, `.cls-1`, `#wing`, `path.cls-2`, `*`, lists of them), as design tools
 * export. A rule that sets a painting property through any other selector is refused with a
 * message, rather than read wrong; at-rules (fonts, media) are skipped.
 * @internal
 */
export interface Stylesheet {
  /** Rules by the key an element must have for them to match: `#id`, `.class`, its name, or `*`. */
  byKey: ReadonlyMap<string, readonly StyleRule[]>;
}

interface StyleRule {
  element: string | null;
  id: string | null;
  classes: readonly string[];
  /** (ids, classes, element) as one number: CSS specificity. */
  specificity: number;
  order: number;
  declarations: ReadonlyMap<string, string>;
}

/** The stroke properties, each inherited on its own. @internal */
export const STROKE_PROPERTIES = [
  'stroke',
  'stroke-width',
  'stroke-linejoin',
  'stroke-linecap',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
] as const;
/** One of {@link STROKE_PROPERTIES}. @internal */
export type StrokeProperty = (typeof STROKE_PROPERTIES)[number];

/** The properties that change what an element paints (or, clip, mask and transform, refuse it); the rest of CSS is ignored. */
const PAINTING = new Set<string>([
  'fill',
  'fill-rule',
  ...STROKE_PROPERTIES,
  'display',
  'vector-effect',
  'transform',
  'clip-path',
  'mask',
]);

const SIMPLE_SELECTOR = /^(\*|[A-Za-z][\w-]*)?((?:[.#][\w-]+)*)$/;

/** Reads the rules of `<style>` texts, in document order. @internal */
export function readStylesheet(texts: readonly string[]): Stylesheet {
  const rules: StyleRule[] = [];
  for (const text of texts) {
    const css = skipAtRules(text.replace(/\/\*[\s\S]*?\*\//g, ''));
    for (const block of css.split('}')) {
      const brace = block.indexOf('{');
      if (brace < 0) continue;
      const declarations = readDeclarations(block.slice(brace + 1));
      if (declarations.size === 0) continue;
      for (const selector of block.slice(0, brace).split(',')) {
        const rule = readSelector(selector.trim(), declarations, rules.length);
        if (rule) rules.push(rule);
      }
    }
  }
  const byKey = new Map<string, StyleRule[]>();
  for (const rule of rules) {
    const key = rule.id !== null ? `#${rule.id}` : rule.classes.length ? `.${rule.classes[0]}` : (rule.element ?? '*');
    const list = byKey.get(key);
    if (list) list.push(rule);
    else byKey.set(key, [rule]);
  }
  return { byKey };
}

/**
 * `attributes` with the CSS declarations written over the presentation attributes: the
 * sheet's matching rules, then the inline `style` (CSS: a sheet beats a presentation
 * attribute, an inline style beats both, the last declaration of a property wins). The same
 * map when no CSS applies.
 * @internal
 */
export function styledAttributes(
  sheet: Stylesheet,
  name: string,
  attributes: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  const style = attributes.get('style');
  const layers = matchingRules(sheet, name, attributes).map((r) => r.declarations);
  if (style !== undefined) layers.push(readDeclarations(style));
  if (layers.every((declarations) => declarations.size === 0)) return attributes;
  const styled = new Map(attributes);
  for (const declarations of layers) for (const [property, value] of declarations) styled.set(property, value);
  return styled;
}

/** The sheet's rules that match the element, in the order they apply (specificity, then document order). */
function matchingRules(sheet: Stylesheet, name: string, attributes: ReadonlyMap<string, string>): StyleRule[] {
  if (sheet.byKey.size === 0) return [];
  const id = attributes.get('id');
  const classes = (attributes.get('class') ?? '').split(/\s+/).filter(Boolean);
  // Only the rules filed under a key this element has can match it.
  const keys = [name, '*', ...(id === undefined ? [] : [`#${id}`]), ...classes.map((c) => `.${c}`)];
  return [...new Set(keys)]
    .flatMap((key) => sheet.byKey.get(key) ?? [])
    .filter(
      (r) =>
        (r.element === null || r.element === name) &&
        (r.id === null || r.id === id) &&
        r.classes.every((c) => classes.includes(c)),
    )
    .sort((a, b) => a.specificity - b.specificity || a.order - b.order);
}

function readDeclarations(body: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
    if (PAINTING.has(property) && value !== '') declarations.set(property, value);
  }
  return declarations;
}

function readSelector(selector: string, declarations: ReadonlyMap<string, string>, order: number): StyleRule | null {
  const match = SIMPLE_SELECTOR.exec(selector);
  if (!match || selector === '') {
    throw new SepaxError(
      'INVALID_INPUT',
      `The stylesheet selector "${selector}" sets ${[...declarations.keys()].join(', ')}; only element, .class and #id selectors are read. Export with presentation attributes.`,
    );
  }
  const parts = match[2].match(/[.#][\w-]+/g) ?? [];
  const ids = parts.filter((p) => p.startsWith('#')).map((p) => p.slice(1));
  const classes = parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1));
  const element = match[1] && match[1] !== '*' ? match[1] : null;
  if (ids.length > 1) return null; // matches nothing: an element has one id
  return {
    element,
    id: ids[0] ?? null,
    classes,
    specificity: ids.length * 10_000 + classes.length * 100 + (element ? 1 : 0),
    order,
    declarations,
  };
}

/** The sheet without its at-rules (`@font-face { … }`, `@media … { … }`, `@import …;`). */
function skipAtRules(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const at = css.indexOf('@', i);
    if (at < 0) return out + css.slice(i);
    out += css.slice(i, at);
    const semicolon = css.indexOf(';', at);
    const brace = css.indexOf('{', at);
    if (brace < 0 || (semicolon >= 0 && semicolon < brace)) {
      i = semicolon < 0 ? css.length : semicolon + 1;
      continue;
    }
    let depth = 0;
    let k = brace;
    for (; k < css.length; k++) {
      if (css[k] === '{') depth++;
      else if (css[k] === '}' && --depth === 0) break;
    }
    i = k + 1;
  }
  return out;
}
