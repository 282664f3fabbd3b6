/**
 * 3D oriented boxes and spheres with the Separating Axis Theorem over all 15 box–box axes:
 * overlap tests, minimum translation vectors, containment and raycasts.
 * @packageDocumentation
 */
export type { Obb3ErrorCode } from './error-codes.js';
export type { Vec3, Vec3Like } from './vec3.js';
export type { Quat, Mat3, Rotation } from './rotation.js';
export { Obb, type ObbPlacement, type Mat3Tuple } from './obb.js';
export { Sphere } from './sphere.js';
export { type Collision3, createCollision } from './collision.js';
export { overlaps, collide, type Shape3 } from './collide.js';
export { raycast, type Ray3, type RayHit3 } from './raycast.js';
export { ROTATION_TOLERANCE, EDGE_PARALLEL_TOLERANCE, FACE_AXIS_PREFERENCE, CONTAINMENT_SLACK } from './tolerances.js';
