import { SepaxError } from '@sepax/core';

/**
 * One structural event of an XML document: an element opening (with its attributes,
 * entity-decoded) or closing. A self-closing element yields an `open` with
 * `selfClosing: true` and no `close`. Text, comments, CDATA, processing instructions and
 * the DOCTYPE are skipped: the SVG reader only needs elements and attributes.
 * @internal
 */
export type XmlEvent =
  | {
      kind: 'open';
      name: string;
      attributes: Map<string, string>;
      selfClosing: boolean;
      /** A `<style>` element's stylesheet text (CDATA unwrapped); absent on other elements. */
      text?: string;
    }
  | { kind: 'close'; name: string };

/** Markup that carries nothing the SVG reader needs, with the text that ends it. */
const SKIPPED_MARKUP: readonly (readonly [string, string])[] = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
];

const NAME_PATTERN = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ATTRIBUTE_PATTERN = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)')/y;
const TAG_END_PATTERN = /\s*(\/?)>/y;

/**
 * Scans an XML document into open/close events, checking that tags nest properly.
 *
 * Why a scanner and not a DOM library: SVG art needs elements, attributes and nesting,
 * nothing else, and a 100-line scanner has no dependencies and no surprises (no entity
 * expansion from a DOCTYPE, no network, no quadratic behaviour). Anything it does not
 * understand is a clear INVALID_INPUT error with the offset.
 * @internal
 */
export function* scanXml(text: string): Generator<XmlEvent> {
  const open: string[] = [];
  let at = 0;
  while (true) {
    at = text.indexOf('<', at);
    if (at < 0) break;
    const skippedTo = skipMarkup(text, at);
    if (skippedTo >= 0) {
      at = skippedTo;
    } else if (text.startsWith('</', at)) {
      const [name, end] = readCloseTag(text, at);
      if (open.pop() !== name) throw malformed(`a stray closing tag </${name}>`, at);
      yield { kind: 'close', name };
      at = end;
    } else {
      const [event, end] = readOpenTag(text, at);
      if (!event.selfClosing) open.push(event.name);
      at = end;
      // A stylesheet is text, not markup: read up to its closing tag.
      if (!event.selfClosing && /(^|:)style$/.test(event.name)) {
        const close = text.indexOf(`</${event.name}`, at);
        if (close < 0) throw malformed(`<${event.name}> is never closed`, at);
        event.text = text.slice(at, close).replace(/<!\[CDATA\[|\]\]>/g, '');
        at = close;
      }
      yield event;
    }
  }
  if (open.length > 0) throw malformed(`<${open[open.length - 1]}> is never closed`, text.length);
}

/** The offset just past a comment, CDATA section, processing instruction or DOCTYPE; -1 if none starts at `at`. */
function skipMarkup(text: string, at: number): number {
  for (const [start, end] of SKIPPED_MARKUP) {
    if (!text.startsWith(start, at)) continue;
    const close = text.indexOf(end, at + start.length);
    if (close < 0) throw malformed(`${start} is never closed with ${end}`, at);
    return close + end.length;
  }
  if (text.startsWith('<!', at)) return skipDeclaration(text, at);
  return -1;
}

/** Skips `<!DOCTYPE …>` including an internal subset in brackets. */
function skipDeclaration(text: string, at: number): number {
  let depth = 0;
  for (let i = at + 2; i < text.length; i++) {
    const c = text[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth === 0) return i + 1;
  }
  throw malformed('a <! declaration is never closed', at);
}

function readCloseTag(text: string, at: number): [string, number] {
  const name = readName(text, at + 2);
  const end = text.indexOf('>', at + 2 + name.length);
  if (end < 0 || text.slice(at + 2 + name.length, end).trim() !== '')
    throw malformed(`a bad closing tag </${name}`, at);
  return [name, end + 1];
}

function readOpenTag(text: string, at: number): [XmlEvent & { kind: 'open' }, number] {
  const name = readName(text, at + 1);
  const attributes = new Map<string, string>();
  let i = at + 1 + name.length;
  while (true) {
    TAG_END_PATTERN.lastIndex = i;
    const end = TAG_END_PATTERN.exec(text);
    if (end) return [{ kind: 'open', name, attributes, selfClosing: end[1] === '/' }, TAG_END_PATTERN.lastIndex];
    ATTRIBUTE_PATTERN.lastIndex = i;
    const attribute = ATTRIBUTE_PATTERN.exec(text);
    if (!attribute) throw malformed(`a bad attribute or an unfinished tag in <${name}>`, i);
    attributes.set(attribute[1], decodeEntities(attribute[3] ?? attribute[4], i));
    i = ATTRIBUTE_PATTERN.lastIndex;
  }
}

function readName(text: string, at: number): string {
  NAME_PATTERN.lastIndex = at;
  const match = NAME_PATTERN.exec(text);
  if (!match) throw malformed('a tag without a name', at);
  return match[0];
}

const MAX_CODE_POINT = 0x10ffff;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five XML entities and numeric character references in an attribute value. */
function decodeEntities(value: string, at: number): string {
  return value.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z]+);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (code > MAX_CODE_POINT) throw malformed(`a character reference ${whole} beyond Unicode`, at);
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body];
    if (named === undefined) throw malformed(`an unknown entity ${whole}`, at);
    return named;
  });
}

function malformed(what: string, at: number): SepaxError {
  return new SepaxError(
    'INVALID_INPUT',
    `Malformed SVG/XML: ${what} at character ${at}. Re-export the file from your editor.`,
    {
      offset: at,
    },
  );
}
