import { describe, expect, it } from 'vitest';
import { scanXml, type XmlEvent } from './xml-scanner.js';

const summary = (events: XmlEvent[]) =>
  events.map((e) =>
    e.kind === 'close'
      ? `/${e.name}`
      : `${e.name}${e.selfClosing ? '/' : ''} ${JSON.stringify(Object.fromEntries(e.attributes))}`,
  );

describe('scanXml', () => {
  it("keeps a <style> element's text (CDATA unwrapped), markup-like characters and all", () => {
    const events = [
      ...scanXml('<svg><style><![CDATA[ g > .a { fill: none } ]]></style><svg:style>b{}</svg:style></svg>'),
    ];
    const sheets = events.flatMap((e) => (e.kind === 'open' && e.text !== undefined ? [e.text] : []));
    expect(sheets).toEqual([' g > .a { fill: none } ', 'b{}']);
    expect(events.filter((e) => e.kind === 'close').map((e) => e.name)).toEqual(['style', 'svg:style', 'svg']);
  });

  it('yields elements and decoded attributes, skipping prolog, comments, CDATA and DOCTYPE subsets', () => {
    const text = `<?xml version="1.0"?>
<!DOCTYPE svg [ <!ENTITY boom "x"> ]>
<!-- a <path d="M0 0"/> in a comment is not a path -->
<svg a='1'><g   id = "g&amp;1" >
  <![CDATA[ <path d="nope"/> ]]>
  <path d="M0 0L1 0&#x4c;1 1&#76;0 1Z" data-x="&lt;&quot;&apos;&gt;"/></g ></svg>`;
    expect(summary([...scanXml(text)])).toEqual([
      'svg {"a":"1"}',
      'g {"id":"g&1"}',
      'path/ {"d":"M0 0L1 0L1 1L0 1Z","data-x":"<\\"\'>"}',
      '/g',
      '/svg',
    ]);
  });

  it.each([
    ['an unclosed element', '<svg><g></svg>'],
    ['a stray closing tag', '<svg></g></svg>'],
    ['a truncated tag', '<svg><path d="M0 0'],
    ['an unquoted attribute', '<svg width=10></svg>'],
    ['an unknown entity', '<svg id="&nbsp;"></svg>'],
    ['an unclosed comment', '<svg><!-- </svg>'],
    ['a character beyond Unicode', '<svg id="&#x110000;"></svg>'],
  ])('rejects %s with INVALID_INPUT and an offset', (_what, text) => {
    expect(() => [...scanXml(text)]).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
