// The playground's starting snippets, one per thing it draws. Each is a complete program.

export interface PlaygroundExample {
  id: string;
  title: string;
  code: string;
}

export const EXAMPLES: PlaygroundExample[] = [
  {
    id: 'collide',
    title: 'Collide: normal, depth, MTV, contacts',
    code: `import { Circle, Polygon, collide } from '@sepax/core';

const box = Polygon.box(2, 2);
const ball = new Circle(0.5, { position: [1.2, 0.3] });

const hit = collide(box, ball); // drawn: the MTV (arrow) and the contacts (dots)
console.log(hit?.normal, hit?.depth, hit?.contacts);
`,
  },
  {
    id: 'contacts',
    title: 'Two polygons: clipped contacts',
    code: `import { Polygon, collide } from '@sepax/core';

const floor = Polygon.box(4, 1);
const crate = Polygon.box(1, 1, { position: [0.3, 0.8], angle: 0.2 });

const hit = collide(floor, crate);
console.log(hit?.contacts); // midway between the two surfaces
`,
  },
  {
    id: 'ray',
    title: 'Raycast',
    code: `import { Capsule, Polygon } from '@sepax/core';
import { raycast } from '@sepax/query';

const wall = Polygon.regular(6, 1.5, { position: [5, 0.5], angle: 0.3 });
const pill = new Capsule([0, -0.5], [0, 0.5], 0.4, { position: [3, -2] });

const ray = { origin: [0, 0], direction: [1, 0.1] };
console.log(raycast(ray, wall)?.distance);
console.log(raycast({ origin: [0, -3], direction: [1, 0.4] }, pill)?.point);
`,
  },
  {
    id: 'sweep',
    title: 'Sweep: time of impact',
    code: `import { Circle, Polygon } from '@sepax/core';
import { sweep } from '@sepax/query';

const ball = new Circle(0.5, { position: [-4, 3] });
const ramp = new Polygon([[-2, -1], [4, -1], [4, 1.5]]);

const toi = sweep(ball, [7, -4], ramp);
console.log(toi?.time, toi?.normal);
`,
  },
  {
    id: 'decompose',
    title: 'Decompose a concave outline',
    code: `import { decompose } from '@sepax/decomp';

const letterE = [[0, 0], [5, 0], [5, 1], [1, 1], [1, 2], [4, 2], [4, 3], [1, 3], [1, 4], [5, 4], [5, 5], [0, 5]];
const pieces = decompose(letterE);
console.log(pieces.length, 'convex pieces');
`,
  },
  {
    id: 'index',
    title: 'Spatial index: pairs, ray, sweep',
    code: `import { Capsule, Circle, Polygon } from '@sepax/core';
import { SpatialIndex } from '@sepax/query';

const index = new SpatialIndex<string>();
for (let i = 0; i < 12; i++) {
  const shape = i % 3 === 0
    ? Polygon.regular(5, 0.6, { position: [(i % 4) * 2.2, Math.floor(i / 4) * 2], angle: i })
    : new Circle(0.5 + 0.1 * (i % 3), { position: [(i % 4) * 2.2 + 0.4, Math.floor(i / 4) * 2 + 0.3] });
  index.insert(shape, { data: \`shape \${i}\` });
}
console.log(index.pairs(() => {}), 'overlapping pairs');
console.log(index.raycast({ origin: [-2, 1], direction: [1, 0.2] })?.data);
const mover = new Capsule([-0.4, 0], [0.4, 0], 0.25, { position: [-2, 4] });
console.log(index.sweep(mover, [8, -3])?.hit.time);
`,
  },
];

/** A snippet as it travels in a link: base64url of its UTF-8 text. */
export function encodeSnippet(code: string): string {
  const bytes = new TextEncoder().encode(code);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The snippet of a link made by `encodeSnippet` (or the markdown plugin), or null. */
export function decodeSnippet(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
