/*
 * Twins by waiting lists, for the Hertel–Mehlhorn merge (hertel-mehlhorn.ts; the tests' mesh merge too): half-edges
 * are read in order, each paired with the latest half-edge running the other way that is still waiting for a twin,
 * else left waiting at its origin.
 */

/**
 * Pairs half-edge h (u→v) with the latest half-edge v→u still waiting (taking it off its list) and records the pair
 * in `twins` both ways, or leaves h waiting at u (twins[h] = −1). @internal
 */
export function pairWithWaiting(
  head: Int32Array,
  link: Int32Array,
  to: Int32Array,
  twins: Int32Array,
  h: number,
  u: number,
  v: number,
): void {
  let before = -1;
  let t = head[v];
  while (t !== -1 && to[t] !== u) {
    before = t;
    t = link[t];
  }
  twins[h] = t;
  if (t === -1) {
    to[h] = v;
    link[h] = head[u];
    head[u] = h;
    return;
  }
  twins[t] = h;
  if (before === -1) head[v] = link[t];
  else link[before] = link[t];
}
