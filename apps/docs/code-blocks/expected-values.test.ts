// The claim reader and the comparison, on hand-written lines: what counts as a shown value,
// which line it speaks for, and how much rounding a shown number allows.
import { describe, expect, it } from 'vitest';
import { differences } from './compare.mjs';
import { commentValues, instrument } from './expected-values.mjs';

describe('commentValues', () => {
  it('reads values and leaves prose alone', () => {
    expect(commentValues(' { x: 1, y: 0 } 0.3')).toEqual(['{ x: 1, y: 0 }', '0.3']);
    expect(commentValues(' 0.3             how deep they overlap')).toEqual(['0.3']);
    expect(commentValues(' false — in the hole')).toEqual(['false']);
    expect(commentValues(' [{ x: 1, y: 0 }] where they touch')).toEqual(['[{ x: 1, y: 0 }]']);
    expect(commentValues(' → [{x:2,y:0}]')).toEqual(['[{x:2,y:0}]']);
    expect(commentValues(" 'orc'")).toEqual(["'orc'"]);
    expect(commentValues(' 2 × 2, centred on the origin')).toBeNull();
    expect(commentValues(' 4 pieces, area 84')).toBeNull();
    expect(commentValues(' true or false, nothing allocated')).toBeNull();
    expect(commentValues(' now they only touch')).toBeNull();
  });
});

describe('instrument', () => {
  it('observes an expression, a declaration, console.log and a result on its own line', () => {
    const { code, claims, unobservable } = instrument(
      ['a.depth; // 0.3', 'const n = f(); // 2', 'console.log(x, y); // 1 2', 'g(1);', '// [3]', 'h(); // now'].join(
        '\n',
      ),
    );
    expect(claims.map((c) => c.line)).toEqual([0, 1, 2, 4]);
    expect(unobservable).toEqual([]);
    expect(code.split('\n')).toEqual([
      '__sepaxCheck(0, "[0.3]", [a.depth]);',
      'const n = f(); __sepaxCheck(1, "[2]", [n]);',
      '__sepaxCheck(2, "[1, 2]", [x, y]);',
      '__sepaxCheck(3, "[[3]]", [g(1)]);',
      '// [3]',
      'h(); // now',
    ]);
  });

  it('reports a claim on a line it cannot observe', () => {
    expect(instrument('if (a) b(); // 4').unobservable).toHaveLength(1);
    expect(instrument('f(); // [{ x: 1, y: 2 }, …]').unobservable).toHaveLength(1);
  });
});

describe('differences', () => {
  it('accepts a shown number that is the rounding of the real one', () => {
    expect(differences(0.30000000000000004, 0.3)).toEqual([]);
    expect(differences(Math.SQRT1_2, 0.71)).toEqual([]);
    expect(differences(0.36, 0.3)).toHaveLength(1);
    expect(differences(1.4, 1)).toHaveLength(1);
    expect(differences(1 + 1e-12, 1)).toEqual([]);
  });

  it('compares objects on the shown keys and arrays element by element', () => {
    expect(differences([{ x: 0.85, y: 0, extra: 1 }], [{ x: 0.85, y: 0 }])).toEqual([]);
    expect(differences([{ x: 0.85, y: 0 }], [{ x: 1, y: 0 }])).toEqual(['value[0].x: expected 1, got 0.85']);
    expect(differences([1, 2], [1])).toHaveLength(1);
    expect(differences('orc', 'orc')).toEqual([]);
    expect(differences(true, false)).toHaveLength(1);
  });
});
