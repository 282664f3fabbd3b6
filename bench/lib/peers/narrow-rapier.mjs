// @dimforge/rapier2d-compat (Rust/parry compiled to WebAssembly): `collider.contactCollider(
// other, prediction = 0, target)`, its per-pair call returning the signed distance and the
// normal, with a reused target record. Colliders live in a World (no rigid bodies), built once.
// Rapier computes in float32, hence the tolerance: coordinates up to 1000 have a float32
// spacing of 6e-5.
import RAPIER from '@dimforge/rapier2d-compat';

const TOLERANCE = 1e-3; // float32 at world coordinates up to 1000, world units
let initialised = null;

/** Loads the WebAssembly module once. */
export function initRapier() {
  initialised ??= RAPIER.init();
  return initialised;
}

function toDesc(shape) {
  const desc =
    shape.kind === 'circle'
      ? RAPIER.ColliderDesc.ball(shape.radius)
      : RAPIER.ColliderDesc.convexPolyline(new Float32Array(shape.local));
  return desc.setTranslation(shape.x, shape.y).setRotation(shape.angle);
}

/** @param {import('../narrow-pairs.mjs').BenchPair[]} pairs (call `initRapier()` first) */
export function rapierContender(pairs) {
  const world = new RAPIER.World({ x: 0, y: 0 });
  const as = pairs.map((p) => world.createCollider(toDesc(p.a)));
  const bs = pairs.map((p) => world.createCollider(toDesc(p.b)));
  const target = new RAPIER.ShapeContact(0, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 });
  const n = pairs.length;
  return {
    name: 'rapier2d 0.21 (wasm)',
    run() {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const contact = as[i].contactCollider(bs[i], 0, target);
        if (contact !== null) sum -= contact.distance;
      }
      return sum;
    },
    one: (i) => () => as[i].contactCollider(bs[i], 0, target),
    probe(i) {
      const c = as[i].contactCollider(bs[i], 0, target);
      if (c === null) return { hit: false };
      return { hit: true, depth: Math.max(0, -c.distance), nx: c.normal1.x, ny: c.normal1.y };
    },
    tolerance: () => TOLERANCE,
    toleranceText: `±${TOLERANCE} (float32)`,
  };
}
