// Vitest setup for every package: property tests without a seed of their own run with one
// fixed seed, so a CI run is reproducible and cannot turn red on a seed nobody chose.
// SEPAX_SEED=random (or a number) explores other cases locally; a failure prints its seed.
import fc from 'fast-check';

const given = process.env.SEPAX_SEED;
const seed = given === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(given ?? 20261122);
// Number('') is 0 and Number('x') NaN: say so rather than run every property on a seed nobody meant.
if (given === '' || !Number.isInteger(seed)) throw new Error(`SEPAX_SEED is '${given}'; pass an integer or 'random'.`);
fc.configureGlobal({ seed });
