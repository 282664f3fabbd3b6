/**
 * 3D oriented boxes and spheres with the Separating Axis Theorem over all 15 box–box axes:
 * overlap tests, minimum translation vectors, containment and raycasts (the same ray model
 * as `@sepax/query`).
 * @packageDocumentation
 */
export type { Obb3ErrorCode } from './error-codes.js';
export type { Vec3, Vec3Like } from './vec3.js';
export type { Quat, Mat3, Rotation } from './rotation.js';
export { Obb, type ObbPlacement, type Mat3Tuple } from './obb.js';
export { Sphere } from './sphere.js';
export { Collision3 } from './collision.js';
export { overlaps, collide, type Shape3 } from './collide.js';
export { raycast, type Ray3, RaycastHit3 } from './raycast.js';
export { ROTATION_TOLERANCE, EDGE_PARALLEL_TOLERANCE, FACE_AXIS_PREFERENCE, CONTAINMENT_SLACK } from './tolerances.js';
