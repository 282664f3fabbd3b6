/**
 * Characters never printed as they are: C0 and C1 controls (a file name or SVG id holding
 * ESC could move the cursor, recolour or retitle the user's terminal), the bidirectional
 * overrides and isolates (which make text read differently from what it is), and lone
 * surrogates (no character at all: UTF-8 output turns them into U+FFFD, XML refuses them).
 */
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `text` with every control, bidirectional-override and lone surrogate written as an escape
 * (`\x1b`, `\n`, `\u202e`, `\ud800`), so whatever a file name or the art holds reaches the terminal
 * as visible text. Backslashes are left alone: the escapes are for reading, not parsing.
 * @internal
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, escapeCharacter);
}

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeCharacter(character: string): string {
  const code = character.charCodeAt(0);
  return NAMED[character] ?? (code < 0x100 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
}

function hex(code: number, digits: number): string {
  return code.toString(16).padStart(digits, '0');
}
