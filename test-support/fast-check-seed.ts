// Vitest setup for every package: property tests without a seed of their own run with one
// fixed seed, so a CI run is reproducible and cannot turn red on a seed nobody chose.
// SEPAX_SEED=random (or a number) explores other cases locally; a failure prints its seed.
import fc from 'fast-check';

const seed = process.env.SEPAX_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.SEPAX_SEED ?? 20261122);
fc.configureGlobal({ seed });
