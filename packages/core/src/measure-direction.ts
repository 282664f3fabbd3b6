/**
 * Measures a 2D or 3D vector `v` (`[x, y]` or `[x, y, z]`) into `out`: `out[0]` its length,
 * `out[1…]` the unit vector along it (the x axis for a zero vector). The components are
 * scaled by the largest first, so a vector of 1e-200 is not taken for zero (its squared
 * length would underflow) and one of 1e200 does not overflow. Typed arrays in and out, so
 * no double is boxed on the way (the query and 3D ray readers call it on every cast).
 */
export function measureDirection(v: Float64Array, out: Float64Array): void {
  const n = v.length;
  let largest = 0;
  for (let k = 0; k < n; k++) largest = Math.max(largest, Math.abs(v[k]));
  if (largest === 0) {
    out[0] = 0;
    out[1] = 1;
    for (let k = 1; k < n; k++) out[k + 1] = 0;
    return;
  }
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const c = v[k] / largest;
    sum += c * c;
  }
  const scaledLength = Math.sqrt(sum);
  out[0] = largest * scaledLength;
  for (let k = 0; k < n; k++) out[k + 1] = v[k] / largest / scaledLength;
}
