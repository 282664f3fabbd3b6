// The values a code block claims in trailing comments (`hit.depth; // 0.3`), and the block
// rewritten so that running it reports what each of those lines really produced.

/** Reads one literal at `text[i]`: a balanced `{…}`/`[…]`, a quoted string, a number, or a keyword. */
function readLiteral(text, i) {
  const c = text[i];
  if (c === '{' || c === '[') {
    let depth = 0;
    let quote = null;
    for (let j = i; j < text.length; j++) {
      const ch = text[j];
      if (quote) {
        if (ch === quote && text[j - 1] !== '\\') quote = null;
      } else if (ch === "'" || ch === '"') quote = ch;
      else if (ch === '{' || ch === '[') depth++;
      else if (ch === '}' || ch === ']') {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return -1;
  }
  if (c === "'" || c === '"') {
    const end = text.indexOf(c, i + 1);
    return end < 0 ? -1 : end + 1;
  }
  const word = /^(?:-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?|true|false|null|undefined|NaN|-?Infinity)(?![\w.])/.exec(
    text.slice(i),
  );
  return word ? i + word[0].length : -1;
}

/**
 * The literal values a comment starts with, as source text, or null when the comment is
 * prose. `{ x: 1, y: 0 } 0.3` → ['{ x: 1, y: 0 }', '0.3']; `0.3   how deep` → ['0.3'];
 * `false — in the hole` → ['false']; `[{ x: 1, y: 0 }] where` → ['[{ x: 1, y: 0 }]'] (an
 * object or array is a claim whatever follows); `2 × 2, centred` → null (a number glued
 * to prose is prose).
 * @param {string} comment the text after `//`
 * @returns {string[] | null}
 */
export function commentValues(comment) {
  const text = comment.replace(/^\s*(?:→|=>|=)?\s*/, '');
  const values = [];
  let i = 0;
  for (;;) {
    const end = readLiteral(text, i);
    if (end < 0) return null;
    values.push(text.slice(i, end));
    const gap = /^\s*/.exec(text.slice(end))[0];
    const next = end + gap.length;
    if (next >= text.length || /^[,:;—–(]/.test(text.slice(next)) || gap.length >= 2) return values;
    if (readLiteral(text, next) < 0) return /^[[{]/.test(values[0]) ? values : null;
    i = next;
  }
}

/** The comment that ends a line of code, ignoring `//` inside strings. */
export function trailingComment(line) {
  let quote = null;
  for (let i = 0; i < line.length - 1; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote && line[i - 1] !== '\\') quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '/' && line[i + 1] === '/') return { code: line.slice(0, i).trimEnd(), comment: line.slice(i + 2) };
  }
  return null;
}

function balanced(code) {
  let depth = 0;
  for (const c of code) {
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Rewrites one line whose trailing comment claims a value into a line that also reports
 * the value, without changing the line count. Returns null when the line is not a single
 * statement the suite knows how to observe.
 * @param {string} code the line without its comment
 * @param {number} id
 * @param {string[]} values
 */
export function observeLine(code, id, values) {
  const indent = /^\s*/.exec(code)[0];
  const statement = code.trim();
  if (!statement.endsWith(';') || !balanced(statement)) return null;
  const body = statement.slice(0, -1);
  const expected = JSON.stringify(`[${values.join(', ')}]`);
  const log = /^console\.log\((.*)\)$/s.exec(body);
  if (log) return `${indent}__sepaxCheck(${id}, ${expected}, [${log[1]}]);`;
  const declaration = /^(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=/.exec(body);
  if (declaration) return `${indent}${statement} __sepaxCheck(${id}, ${expected}, [${declaration[1]}]);`;
  if (/^(?:const|let|var|if|for|while|return|import|export|throw|function|class)\b/.test(body)) return null;
  return `${indent}__sepaxCheck(${id}, ${expected}, [${body}]);`;
}

/** Whether every shown value is a literal JavaScript can read (not cut short with `…`). */
function readable(values) {
  try {
    for (const value of values) new Function(`return (${value});`);
    return true;
  } catch {
    return false;
  }
}

/**
 * @typedef {{ id: number, line: number, text: string }} Claim  a value claimed on a block line
 * Rewrites a block so each claimed value is reported when the line runs. A comment on a
 * line of its own speaks for the statement right above it (results on their own lines).
 * @param {string} code
 * @param {number} firstId ids are numbered from here, so blocks run together stay distinct
 * @returns {{ code: string, claims: Claim[], unobservable: { line: number, text: string }[] }}
 */
export function instrument(code, firstId = 0) {
  const claims = [];
  const unobservable = [];
  const lines = code.split('\n');
  let lastStatement = -1; // the last code line, which a comment-only line below speaks for
  for (let index = 0; index < lines.length; index++) {
    const split = trailingComment(lines[index]);
    const onOwnLine = split && !split.code.trim();
    const values = split && commentValues(split.comment);
    if (!values || (onOwnLine && lastStatement < 0)) {
      if (!split || !onOwnLine) lastStatement = lines[index].trim() ? index : lastStatement;
      continue;
    }
    const target = onOwnLine ? lastStatement : index;
    const code = onOwnLine ? lines[target] : split.code;
    const id = firstId + claims.length;
    const observed = readable(values) && observeLine(code, id, values);
    if (!observed) unobservable.push({ line: index, text: lines[index].trim() });
    else {
      claims.push({ id, line: index, text: `[${values.join(', ')}]` });
      lines[target] = observed;
    }
    lastStatement = onOwnLine ? -1 : index;
  }
  return { code: lines.join('\n'), claims, unobservable };
}
