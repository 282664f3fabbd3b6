/**
 * How long a value's description in an error message may get (characters): enough to show a
 * point or a short option, never a megabyte of array.
 * @internal
 */
export const MAX_DESCRIPTION_LENGTH = 80;

/** How many elements or keys a description shows before "…". */
const SHOWN_ITEMS = 4;

/**
 * Describes any value for an error message, safely: it never throws (null-prototype objects,
 * Symbols, revoked Proxies), never calls a getter or `toString` of the caller's, names the
 * type of an object instead of "[object Object]", and stays within
 * {@link MAX_DESCRIPTION_LENGTH} characters (a huge or sparse array is its length).
 * Every package's argument checks describe what they got through this.
 *
 * @example
 * ```ts
 * import { describeValue } from '@sepax/core/internal';
 * describeValue(Object.create(null)); // 'an object with no prototype'
 * describeValue(new Array(2 ** 32 - 1)); // 'an array of length 4294967295'
 * describeValue({ x: 1, y: 'a' }); // '{ x: 1, y: "a" }'
 * ```
 */
export function describeValue(value: unknown): string {
  try {
    return clip(describe(value, 1));
  } catch {
    // A revoked Proxy throws on every inspection, Array.isArray included.
    return 'an object that cannot be inspected (a revoked Proxy?)';
  }
}

function clip(text: string): string {
  return text.length <= MAX_DESCRIPTION_LENGTH ? text : `${text.slice(0, MAX_DESCRIPTION_LENGTH - 1)}…`;
}

/** `depth` > 0 shows the contents of a small array or plain object; at 0 only its type. */
function describe(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(clip(value));
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      // A huge BigInt's decimal digits are costly to print and useless to read.
      return value > 10n ** 20n || value < -(10n ** 20n) ? 'a BigInt' : `${value}n (a BigInt)`;
    case 'symbol':
      return `a Symbol (${clip(String(value.description))})`;
    case 'function':
      return 'a function';
    case 'undefined':
    case 'boolean':
      return String(value);
  }
  if (value === null) return 'null';
  return describeObject(value as object, depth);
}

function describeObject(value: object, depth: number): string {
  if (Array.isArray(value)) return describeArray(value, depth);
  if (ArrayBuffer.isView(value)) return `${withArticle(typeName(value))} of length ${(value as Uint8Array).length}`;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return `an object with no prototype${depth > 0 ? ` ${describeKeys(value)}` : ''}`;
  if (proto === Object.prototype) return depth > 0 ? describeKeys(value) : 'an object';
  return withArticle(typeName(value));
}

function describeArray(value: unknown[], depth: number): string {
  const length = value.length;
  if (depth === 0 || length > SHOWN_ITEMS) return `an array of length ${length}`;
  const items: string[] = [];
  for (let i = 0; i < length; i++) items.push(describeOwn(value, String(i)));
  return `[${items.join(', ')}]`;
}

/** `{ key: value, … }` from own data properties; accessors are named, never called. */
function describeKeys(value: object): string {
  const keys = Object.keys(value);
  const shown = keys.slice(0, SHOWN_ITEMS).map((key) => `${key}: ${describeOwn(value, key)}`);
  if (keys.length > SHOWN_ITEMS) shown.push('…');
  return shown.length === 0 ? '{}' : `{ ${shown.join(', ')} }`;
}

function describeOwn(value: object, key: string): string {
  const d = Object.getOwnPropertyDescriptor(value, key);
  if (d === undefined) return 'empty';
  if (!('value' in d)) return '(a getter)';
  return describe(d.value, 0);
}

/** The class name from the prototype's own `constructor` data property (no getter is run). */
function typeName(value: object): string {
  const proto = Object.getPrototypeOf(value);
  const d = proto === null ? undefined : Object.getOwnPropertyDescriptor(proto, 'constructor');
  const name = typeof d?.value === 'function' ? Object.getOwnPropertyDescriptor(d.value, 'name')?.value : undefined;
  return typeof name === 'string' && name !== '' ? clip(name) : 'object';
}

function withArticle(name: string): string {
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`;
}
