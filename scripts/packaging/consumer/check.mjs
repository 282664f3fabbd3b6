// Assertions for the consumer scripts: the installed packages have no test runner.
export function check(condition, what) {
  if (!condition) throw new Error(`packaging check failed: ${what}`);
}

export function near(actual, expected, what, tolerance = 1e-9) {
  check(Math.abs(actual - expected) <= tolerance, `${what}: expected ${expected}, got ${actual}`);
}

/** Shoelace area of a ring of { x, y } or [x, y] points (positive when counter-clockwise). */
export function signedArea(ring) {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    const q = ring[(i + 1) % ring.length];
    const [px, py] = Array.isArray(p) ? p : [p.x, p.y];
    const [qx, qy] = Array.isArray(q) ? q : [q.x, q.y];
    twice += px * qy - qx * py;
  }
  return twice / 2;
}
