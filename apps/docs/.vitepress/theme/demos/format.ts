import type { Vec2 } from '@sepax/core';

/** A number with `digits` decimals, with -0 shown as 0. */
export function num(value: number, digits = 2): string {
  const text = value.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text;
}

/** A vector as "(x, y)". */
export function vec(v: Vec2, digits = 2): string {
  return `(${num(v.x, digits)}, ${num(v.y, digits)})`;
}
