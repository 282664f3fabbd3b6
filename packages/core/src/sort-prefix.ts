/**
 * Sorts the first `count` entries ascending without allocating: by insertion when few (query
 * results are short), natively on a view beyond that.
 *
 * @example
 * ```ts
 * import { sortPrefix } from '@sepax/core/internal';
 * const found = new Int32Array([5, 2, 9, 0]);
 * sortPrefix(found, 3); // found is now [2, 5, 9, 0]
 * ```
 */
export function sortPrefix(a: Int32Array, count: number): void {
  if (count > 64) {
    a.subarray(0, count).sort();
    return;
  }
  for (let i = 1; i < count; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}
