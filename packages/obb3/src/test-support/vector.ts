// Plain-array vector helpers for the oracles (independent of the package's own math).
export type V = [number, number, number];

export const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const add = (a: V, b: V): V => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: V, s: number): V => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: V, b: V): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V, b: V): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const norm = (a: V): number => Math.sqrt(dot(a, a));
export const unit = (a: V): V => scale(a, 1 / norm(a));
export const fromVec = (v: { x: number; y: number; z: number }): V => [v.x, v.y, v.z];

/** Rotates v by the unit quaternion q (v' = q v q*), written out independently of rotation.ts. */
export function rotate(q: { x: number; y: number; z: number; w: number }, v: V): V {
  const u: V = [q.x, q.y, q.z];
  const t = scale(cross(u, v), 2);
  return add(add(v, scale(t, q.w)), cross(u, t));
}
