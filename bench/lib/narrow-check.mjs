// Compares one contender's answers with the oracle on every pair of a case, within a
// tolerance that reflects the contender's own precision (its skin, float32, polygonal
// circles), and describes every kind of disagreement instead of hiding it.
import { oracleSeparationAlong } from '../../packages/core/test/oracle.mjs';
import { core } from './narrow-pairs.mjs';

/**
 * @typedef {{ hit: boolean, depth?: number, nx?: number, ny?: number }} Answer
 *   `depth` and the unit normal (nx, ny), from A toward B, when the contender reports them.
 * @param {import('./narrow-pairs.mjs').BenchPair[]} pairs
 * @param {(i: number) => Answer} probe the contender's answer for pair i
 * @param {(pair: import('./narrow-pairs.mjs').BenchPair) => number} tolerance absolute, in world units
 * @param {string} toleranceText how the tolerance was chosen, for the message
 * @returns {string | null} null when every answer agrees
 */
export function checkAgainstOracle(pairs, probe, tolerance, toleranceText) {
  let decisions = 0;
  let depths = 0;
  let normals = 0;
  let worstDepth = 0;
  pairs.forEach((pair, i) => {
    const answer = probe(i);
    const oracle = pair.oracle;
    const tol = tolerance(pair);
    if (answer.hit !== oracle.overlapping) {
      if (Math.abs(oracle.signedDistance) > tol) decisions++;
      return;
    }
    if (!answer.hit || answer.depth === undefined) return;
    const error = Math.abs(answer.depth - oracle.depth);
    worstDepth = Math.max(worstDepth, error);
    if (error > tol) depths++;
    // A normal is right when pushing B along it by the oracle's depth separates the shapes;
    // this holds for every correct normal, ties included.
    if (answer.nx !== undefined && oracle.depth > tol) {
      const push = oracleSeparationAlong(core(pair.a), core(pair.b), { x: answer.nx, y: answer.ny });
      if (Math.abs(push - oracle.depth) > tol) normals++;
    }
  });
  if (decisions + depths + normals === 0) return null;
  const parts = [];
  if (decisions) parts.push(`${decisions} overlap decisions`);
  if (depths) parts.push(`${depths} depths (worst off by ${worstDepth.toPrecision(2)})`);
  if (normals) parts.push(`${normals} normals`);
  return `differs from oracle: ${parts.join(', ')} of ${pairs.length} pairs beyond ${toleranceText}`;
}
