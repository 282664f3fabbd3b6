import { describe, expect, it } from 'vitest';
import { printable } from './printable.js';

describe('printable', () => {
  it('escapes every C0 and C1 control and DEL, and nothing else of Latin-1', () => {
    for (let code = 0; code < 0x100; code++) {
      const character = String.fromCharCode(code);
      const isControl = code < 0x20 || (code >= 0x7f && code < 0xa0);
      const shown = printable(character);
      expect(shown === character).toBe(!isControl);
      if (isControl) expect(shown).toMatch(/^\\(x[0-9a-f]{2}|[nrt])$/);
    }
  });

  it('defuses terminal escape sequences and bidirectional overrides in a file name', () => {
    expect(printable('\u001b]0;owned\u0007ship\u001b[2J.png')).toBe('\\x1b]0;owned\\x07ship\\x1b[2J.png');
    expect(printable('gnp.\u202eexe')).toBe('gnp.\\u202eexe');
    expect(printable('two\nlines')).toBe('two\\nlines');
    expect(printable('plain/ünïcode path ✓.svg')).toBe('plain/ünïcode path ✓.svg');
    // A lone surrogate is no character (UTF-8 output would print U+FFFD); a pair is one.
    expect(printable('a\uD800b\uDFFFc\u{1F600}')).toBe('a\\ud800b\\udfffc\u{1F600}');
  });
});
