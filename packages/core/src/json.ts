import { Capsule } from './capsule.js';
import { Circle } from './circle.js';
import { Compound } from './compound.js';
import { SepaxError } from './errors.js';
import type { ShapeJSON } from './json-types.js';
import { Point } from './point.js';
import { Polygon } from './polygon.js';
import type { Shape } from './shape.js';
import type { TransformInit } from './transform.js';

/**
 * Builds a shape from its JSON form (as written by `shape.toJSON()`), validating everything
 * the constructors validate.
 *
 * @example
 * ```ts
 * import { Polygon, fromJSON } from '@sepax/core';
 * const saved = JSON.stringify(Polygon.box(2, 1, { position: [3, 0] }));
 * const box = fromJSON(JSON.parse(saved)); // a Polygon at (3, 0)
 * ```
 * @throws SepaxError INVALID_ARGUMENT for an unknown type, or any constructor's code
 */
export function fromJSON(json: ShapeJSON): Shape {
  if (json === null || typeof json !== 'object') {
    throw new SepaxError('INVALID_ARGUMENT', 'fromJSON needs an object with a "type" field (polygon, circle, capsule, point, compound).');
  }
  switch (json.type) {
    case 'polygon':
      return json.radius ? Polygon.rounded(json.points, json.radius, transformOf(json)) : new Polygon(json.points, transformOf(json));
    case 'circle':
      return new Circle(json.radius, transformOf(json));
    case 'capsule':
      return new Capsule(json.a, json.b, json.radius, transformOf(json));
    case 'point':
      return new Point(json.position);
    case 'compound':
      if (!Array.isArray(json.parts)) throw new SepaxError('INVALID_ARGUMENT', 'compound JSON needs a "parts" array.');
      return new Compound(json.parts.map((part) => fromJSON(part) as Polygon | Circle | Capsule | Point), transformOf(json));
    default:
      throw new SepaxError(
        'INVALID_ARGUMENT',
        `Unknown shape type ${JSON.stringify((json as { type?: unknown }).type)}; expected polygon, circle, capsule, point or compound.`,
      );
  }
}

function transformOf(json: { position?: [number, number]; angle?: number; scale?: [number, number] }): TransformInit {
  const t: TransformInit = {};
  if (json.position !== undefined) t.position = json.position;
  if (json.angle !== undefined) t.angle = json.angle;
  if (json.scale !== undefined) t.scale = json.scale;
  return t;
}
