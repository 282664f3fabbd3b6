// Log-scale axes for the Performance page's plots: where a value sits and which ticks to label.

/** Maps `value` in [min, max] (both > 0) onto [from, to] on a log scale. */
export function logPosition(value: number, min: number, max: number, from: number, to: number): number {
  if (max <= min) return (from + to) / 2;
  return from + ((Math.log10(value) - Math.log10(min)) / (Math.log10(max) - Math.log10(min))) * (to - from);
}

/** The range widened to whole 1-2-5 steps around [min, max]. */
export function niceRange(min: number, max: number): [number, number] {
  const down = (x: number) => {
    const p = 10 ** Math.floor(Math.log10(x));
    return [5, 2, 1].map((m) => m * p).find((v) => v <= x) ?? p;
  };
  const up = (x: number) => {
    const p = 10 ** Math.floor(Math.log10(x));
    return [1, 2, 5, 10].map((m) => m * p).find((v) => v >= x) ?? 10 * p;
  };
  return [down(min), up(max)];
}

/** Tick values at 1, 2, 5 × powers of ten within [min, max] (only powers of ten for wide ranges). */
export function logTicks(min: number, max: number): number[] {
  const wide = Math.log10(max / min) > 3;
  const ticks: number[] = [];
  for (let p = Math.floor(Math.log10(min)); p <= Math.ceil(Math.log10(max)); p++) {
    for (const m of wide ? [1] : [1, 2, 5]) {
      const v = m * 10 ** p;
      if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)) ticks.push(v);
    }
  }
  return ticks;
}
