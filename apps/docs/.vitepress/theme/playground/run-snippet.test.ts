// The playground's runner, outside the browser: types stripped, imports resolved to the
// packages, calls recorded for drawing, and every kind of error returned as text.
import { describe, expect, it } from 'vitest';
import { decodeSnippet, encodeSnippet } from './examples.js';
import { runSnippet, topLevelNames } from './run-snippet.js';
import { EXAMPLES } from './examples.js';

describe('runSnippet', () => {
  it('runs TypeScript against the packages and records the collision it computed', async () => {
    const run = await runSnippet(
      "import { Circle, Polygon, collide } from '@sepax/core';\nconst box: Polygon = Polygon.box(2, 2);\nconst ball = new Circle(0.5, { position: [1.2, 0] });\nconsole.log(collide(box, ball)?.depth.toFixed(1));\n",
    );
    expect(run.error).toBeNull();
    expect(run.logs).toEqual(['0.3']);
    const collision = run.recorded.find((r) => r.kind === 'collide');
    expect(collision && collision.kind === 'collide' && collision.contacts[0].x).toBeCloseTo(0.85);
    expect(Object.keys(run.values)).toEqual(['box', 'ball']);
  });

  it('returns a thrown SepaxError, a syntax error and an unknown import as text', async () => {
    const thrown = await runSnippet(
      "import { Polygon } from '@sepax/core';\nnew Polygon([[0, 0], [4, 0], [1, 1], [0, 4]]);",
    );
    expect(thrown.error).toMatch(/^SepaxError NOT_CONVEX/);
    expect((await runSnippet('const x = ;')).error).toMatch(/^Syntax error/);
    expect((await runSnippet("import pad from 'left-pad';\npad('a', 2);")).error).toMatch(/provides @sepax\/core/);
  });

  it('runs every built-in example without an error', async () => {
    for (const example of EXAMPLES) expect((await runSnippet(example.code)).error, example.id).toBeNull();
  });
});

describe('snippet links', () => {
  it('round-trip text through base64url, the format the guide links use', () => {
    const code = "const s = 'ünïcode × 2';\n";
    expect(decodeSnippet(encodeSnippet(code))).toBe(code);
    expect(encodeSnippet(code)).toBe(Buffer.from(code, 'utf8').toString('base64url'));
  });

  it('names the top-level declarations', () => {
    expect(topLevelNames('const a = 1;\nlet b;\n  const inner = 2;\nfunction c() {}\nclass D {}')).toEqual([
      'a',
      'b',
      'c',
      'D',
    ]);
  });
});
