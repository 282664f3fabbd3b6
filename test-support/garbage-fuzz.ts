// The garbage-argument fuzz every library package runs (packages/<name>/test/fuzz.test.ts):
// each public function, constructor, static, method and setter, found by walking the
// package's exports (so a new export is fuzzed, or fails for want of valid arguments), is
// called with odd values: every argument garbage, or valid arguments with one replaced, one
// appended, or one field of an object argument replaced. Any outcome other than a result without NaN or a SepaxError fails.
//
// Budget: SEPAX_FUZZ_RUNS runs per callable (default 200) within SEPAX_FUZZ_MS milliseconds per
// callable (default 1500); the seed comes from fast-check-seed.ts (SEPAX_SEED).
import { readdirSync, readFileSync } from 'node:fs';
import { SepaxError } from '@sepax/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const RUNS = positiveInteger('SEPAX_FUZZ_RUNS', 200);
const TIME_LIMIT_MS = positiveInteger('SEPAX_FUZZ_MS', 1500);

function positiveInteger(name: string, fallback: number): number {
  const given = process.env[name];
  if (given === undefined) return fallback;
  const n = Number(given);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} is '${given}'; pass a positive integer.`);
  return n;
}

/**
 * What a getter or Proxy trap of the fuzz throws: the caller's own exception, which may pass
 * through sepax unchanged (it is the caller's, as with JSON.stringify), but nothing else may.
 */
export class CallerError extends Error {}
const callerError = new CallerError('thrown by a getter or trap of the caller');

function throwingGetters(): object {
  return {
    get x(): number {
      throw callerError;
    },
    get y(): number {
      throw callerError;
    },
  };
}

/** A point whose coordinates change on every read: finite, then NaN, then huge. */
function flickeringPoint(): object {
  let reads = 0;
  const next = () => [1, Number.NaN, 1e308, -0, 5e-324][reads++ % 5];
  return {
    get x() {
      return next();
    },
    get y() {
      return next();
    },
    get z() {
      return next();
    },
    get length() {
      return 2 + (reads++ % 2);
    },
  };
}

/** An array whose length and elements change on every read. */
function flickeringArray(): unknown {
  let reads = 0;
  return new Proxy([0, 0, 1, 0, 0, 1], {
    get(target, key, receiver) {
      reads++;
      if (key === 'length') return [6, 2 ** 32 - 1, 0, 3][reads % 4];
      if (typeof key === 'string' && /^\d+$/.test(key)) return reads % 3 === 0 ? Number.NaN : [reads % 7, 1];
      return Reflect.get(target, key, receiver);
    },
  });
}

const throwingProxy = (target: object) =>
  new Proxy(target, {
    get() {
      throw callerError;
    },
    has() {
      throw callerError;
    },
    ownKeys() {
      throw callerError;
    },
    getOwnPropertyDescriptor() {
      throw callerError;
    },
    getPrototypeOf() {
      throw callerError;
    },
  });

function revokedProxy(): unknown {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

const oddNumbers = [
  0,
  -0,
  1,
  -1,
  1.5,
  2,
  3,
  6,
  2 ** 31,
  2 ** 32 - 1,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  2.2250738585072014e-308, // the smallest normal
  1e-310, // subnormal
  1e200,
  -1e200,
];

/**
 * One odd value: a label for the failure report and a maker, so every draw gets fresh
 * objects and fast-check never inspects a Proxy (it would trip a revoked one itself).
 */
export interface Garbage {
  label: string;
  make: () => unknown;
}

const odd = (label: string, make: () => unknown): Garbage => ({ label, make });

/** Every kind of value a caller should not pass. */
const garbageList: Garbage[] = [
  ...oddNumbers.map((n) => odd(Object.is(n, -0) ? '-0' : String(n), () => n)),
  ...[undefined, null, true, false, '', 'x', '1', '0x10', 'NaN', '[object Object]'].map((v) =>
    odd(typeof v === 'string' ? JSON.stringify(v) : String(v), () => v),
  ),
  odd('0n', () => 0n),
  odd('10n', () => 10n),
  odd('-(2n ** 70n)', () => -(2n ** 70n)),
  odd('Symbol()', () => Symbol('fuzz')),
  odd('Symbol.iterator', () => Symbol.iterator),
  odd('Object.create(null)', () => Object.create(null)),
  odd('null-prototype { x, y, z }', () => Object.assign(Object.create(null), { x: 1, y: 2, z: 3 })),
  odd('{}', () => ({})),
  odd('[]', () => []),
  odd('[NaN, 1]', () => [Number.NaN, 1]),
  odd('[1n, 2n, 3n]', () => [1n, 2n, 3n]),
  odd('[Symbol(), 1]', () => [Symbol('a'), 1]),
  odd('[null-prototype, [1, 2], [3]]', () => [Object.create(null), [1, 2], [3]]),
  odd('new Array(5)', () => new Array(5)),
  odd('new Array(2 ** 32 - 1)', () => new Array(2 ** 32 - 1)),
  odd('a sparse array of length 1e6 + 1', () => {
    const sparse: unknown[] = [
      [0, 0],
      [1, 0],
    ];
    sparse[1e6] = [0, 1];
    return sparse;
  }),
  odd('1e5 zeros', () => new Array(1e5).fill(0)),
  odd('new Float64Array(3)', () => new Float64Array(3)),
  odd('{ x: 1n, y: 2n, z: 3n }', () => ({ x: 1n, y: 2n, z: 3n })),
  odd('{ x: Symbol() }', () => ({ x: Symbol('x'), y: 0, z: 0 })),
  odd("{ x: '1', y: '2', z: '3' }", () => ({ x: '1', y: '2', z: '3' })),
  odd('{ x: 5e-324, y: 0, z: 0 }', () => ({ x: 5e-324, y: 0, z: 0 })),
  odd('[5e-324, 0]', () => [5e-324, 0]),
  odd('[5e-324, 0, 0]', () => [5e-324, 0, 0]),
  odd('a 2D ray with a subnormal direction', () => ({ origin: [0, 0], direction: [5e-324, 0] })),
  odd('a 3D ray with a subnormal direction', () => ({ origin: [0, 0, 0], direction: [5e-324, 0, 0] })),
  odd('a ray with a subnormal maxDistance', () => ({ origin: [0, 0], direction: [1, 0], maxDistance: 5e-324 })),
  odd('{ length: 2 ** 32 - 1 }', () => ({ length: 2 ** 32 - 1 })),
  odd('{ toString, valueOf }', () => ({ toString: () => 'fake', valueOf: () => 1 })),
  odd('{ [Symbol.toPrimitive]: () => Symbol() }', () => ({ [Symbol.toPrimitive]: () => Symbol('p') })),
  odd('getters that throw', throwingGetters),
  odd('a point that changes between reads', flickeringPoint),
  odd('an array that changes between reads', flickeringArray),
  odd('a Proxy whose traps throw', () => throwingProxy({})),
  odd('an array Proxy whose traps throw', () => throwingProxy([])),
  odd('a revoked Proxy', revokedProxy),
  odd('a function', () => () => 1),
  odd('a frozen { x: 0, y: 0 }', () => Object.freeze({ x: 0, y: 0 })),
  odd('an invalid Date', () => new Date(Number.NaN)),
  odd('a Map', () => new Map()),
];

/** A draw of garbage: one of the odd values above, or any double. */
export const garbage: fc.Arbitrary<Garbage> = fc.oneof(
  fc.constantFrom(...garbageList),
  fc.double().map((n) => odd(Object.is(n, -0) ? '-0' : String(n), () => n)),
);

/** A NaN anywhere in a result (public own data properties, arrays, typed arrays; bounded depth). */
export function findNaN(value: unknown, depth = 0, seen = new Set<unknown>()): string | null {
  if (typeof value === 'number') return Number.isNaN(value) ? '' : null;
  if (value === null || typeof value !== 'object' || depth > 4 || seen.has(value)) return null;
  seen.add(value);
  const keys = ArrayBuffer.isView(value)
    ? Array.from({ length: Math.min((value as Float64Array).length, 1000) }, (_, i) => String(i))
    : Object.keys(value).slice(0, 1000);
  for (const key of keys) {
    // Underscored fields are internal caches, which may hold NaN as an "unset" mark.
    if (key.startsWith('_')) continue;
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined || !('value' in d)) continue;
    const inner = findNaN(d.value, depth + 1, seen);
    if (inner !== null) return `.${key}${inner}`;
  }
  return null;
}

/**
 * Errors raised by the caller's own objects rather than by sepax: a getter or trap of theirs
 * throwing, a revoked Proxy (every operation on it throws), a frozen object refusing a write.
 */
function isCallersOwn(error: unknown): boolean {
  if (error === callerError) return true;
  return error instanceof TypeError && /revoked|not extensible|read only|read-only|only a getter/.test(error.message);
}

/** Fails unless the call returns a NaN-free result or throws a SepaxError (or the caller's own error). */
export function expectResultOrSepaxError(
  call: () => unknown,
  label: () => string,
  given: unknown[] = [],
  checkedPart: (result: unknown) => unknown = (result) => result,
): void {
  let result: unknown;
  try {
    result = call();
  } catch (error) {
    if (error instanceof SepaxError || isCallersOwn(error)) {
      if (error instanceof SepaxError) expectSaneMessage(error, label);
      return;
    }
    throw new Error(`${label()} threw ${String((error as Error)?.stack ?? error)}`);
  }
  // An `out` object the caller passed comes back with the caller's own NaN still in it.
  if (given.includes(result)) return;
  const nan = findNaN(checkedPart(result));
  if (nan !== null) throw new Error(`${label()} returned NaN at result${nan}`);
}

/** A message that names the problem, bounded, without "[object Object]". */
function expectSaneMessage(error: SepaxError, label: () => string): void {
  if (error.message.length > 600 || /(?<!")\[object Object\]/.test(error.message)) {
    throw new Error(
      `${label()}: SepaxError ${error.code} with message ${JSON.stringify(error.message.slice(0, 300))}…`,
    );
  }
}

/** Valid arguments for one callable: a function returning fresh values each call. */
export type ValidArgs = () => unknown[];

/** One class export: how to make valid instances, and valid arguments for each of its members. */
export interface ClassSpec {
  /** Valid constructor arguments; omit for a class users do not construct (give `make`). */
  construct?: ValidArgs;
  /** A fresh valid instance (defaults to `new C(...construct())`). */
  make?: () => object;
  /** Valid arguments per method, static (as `static name`) and setter (as `set name`, one argument). */
  members: Record<string, ValidArgs>;
}

/** The fuzz plan of one package: valid arguments for every export, and what is skipped (why). */
export interface FuzzPlan {
  exports: Record<string, unknown>;
  functions: Record<string, ValidArgs>;
  classes: Record<string, ClassSpec>;
  /**
   * Internal helpers whose trailing arguments are the calling code's own (a message label):
   * the wrapper fixes them, and the valid arguments list only what a user's value reaches.
   */
  wrap?: Record<string, (f: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown>;
  /** The package's src folder: members declared `private`, `protected` or `@internal` there are not public. */
  source: URL;
  /**
   * Per callable, the part of its result that must be free of NaN, where a result may
   * rightly quote a caller's NaN back (a validation problem naming the non-finite point).
   */
  checkedPart?: Record<string, (result: unknown) => unknown>;
  /** Export or member (`Class.member`) names not fuzzed, each with the reason. */
  skip: Record<string, string>;
}

interface Callable {
  name: string;
  valid: ValidArgs;
  call: (args: unknown[]) => unknown;
}

function isClass(f: unknown): f is new (...args: unknown[]) => object {
  return typeof f === 'function' && /^class\b/.test(Function.prototype.toString.call(f));
}

/** Public members of a class: methods, getters and setters along its prototype chain, and statics. */
function membersOf(
  C: new (...args: unknown[]) => object,
  notPublic: Set<string>,
): {
  methods: string[];
  getters: string[];
  setters: string[];
  statics: string[];
} {
  const methods = new Set<string>();
  const getters = new Set<string>();
  const setters = new Set<string>();
  for (let p = C.prototype; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const name of Object.getOwnPropertyNames(p)) {
      if (name === 'constructor' || name.startsWith('_') || notPublic.has(name)) continue;
      const d = Object.getOwnPropertyDescriptor(p, name) as PropertyDescriptor;
      if (typeof d.value === 'function') methods.add(name);
      if (d.get) getters.add(name);
      if (d.set) setters.add(name);
    }
  }
  const statics = new Set<string>();
  for (let s: unknown = C; typeof s === 'function' && s !== Function.prototype; s = Object.getPrototypeOf(s)) {
    for (const name of Object.getOwnPropertyNames(s)) {
      if (name.startsWith('_') || notPublic.has(name)) continue;
      if (typeof (s as unknown as Record<string, unknown>)[name] !== 'function') continue;
      statics.add(name);
    }
  }
  return { methods: [...methods], getters: [...getters], setters: [...setters], statics: [...statics] };
}

/**
 * Per class name, the members its source file declares `private`, `protected` or `@internal`
 * (JavaScript cannot tell them from public ones at run time). One topic per file keeps a
 * file's classes few, so a file-wide list is precise enough.
 */
function hiddenMembers(source: URL): Map<string, Set<string>> {
  const hidden = new Map<string, Set<string>>();
  for (const file of readdirSync(source)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(new URL(file, source), 'utf8');
    const names = new Set<string>();
    for (const m of text.matchAll(
      /^\s+(?:private|protected)\s+(?:static\s+|readonly\s+|override\s+|get\s+|set\s+)*(\w+)/gm,
    ))
      names.add(m[1]);
    const internal =
      /\/\*\*(?:[^*]|\*(?!\/))*@internal(?:[^*]|\*(?!\/))*\*\/\s*(?:static\s+|get\s+|set\s+)*(\w+)\s*[(<]/g;
    for (const m of text.matchAll(internal)) names.add(m[1]);
    for (const m of text.matchAll(/\bclass\s+(\w+)/g)) hidden.set(m[1], names);
  }
  return hidden;
}

/** Every callable of the package, with its valid arguments; throws naming what the plan lacks. */
export function callablesOf(plan: FuzzPlan): Callable[] {
  const hidden = hiddenMembers(plan.source);
  const out: Callable[] = [];
  const missing: string[] = [];
  const need = (name: string, valid: ValidArgs | undefined): valid is ValidArgs => {
    if (valid !== undefined || name in plan.skip) return valid !== undefined && !(name in plan.skip);
    missing.push(name);
    return false;
  };
  for (const [name, value] of Object.entries(plan.exports)) {
    if (typeof value !== 'function' || name in plan.skip) continue;
    if (!isClass(value)) {
      const valid = plan.functions[name];
      const f = plan.wrap?.[name]?.(value as (...a: unknown[]) => unknown) ?? (value as (...a: unknown[]) => unknown);
      if (need(name, valid)) out.push({ name, valid, call: (args) => f(...args) });
      continue;
    }
    const spec = plan.classes[name];
    if (spec === undefined) {
      missing.push(`${name} (class)`);
      continue;
    }
    const make = spec.make ?? (() => new value(...(spec.construct as ValidArgs)()));
    if (need(`new ${name}`, spec.construct))
      out.push({ name: `new ${name}`, valid: spec.construct, call: (args) => new value(...args) });
    const notPublic = hidden.get(name) ?? new Set<string>();
    const { methods, getters, setters, statics } = membersOf(value, notPublic);
    for (const m of methods) {
      const valid = spec.members[m];
      if (need(`${name}.${m}`, valid)) {
        out.push({
          name: `${name}.${m}`,
          valid,
          call: (args) => (make() as Record<string, (...a: unknown[]) => unknown>)[m](...args),
        });
      }
    }
    for (const g of getters)
      out.push({ name: `${name}.${g} (get)`, valid: () => [], call: () => (make() as Record<string, unknown>)[g] });
    for (const s of setters) {
      const valid = spec.members[`set ${s}`];
      if (need(`${name}.set ${s}`, valid)) {
        out.push({
          name: `${name}.set ${s}`,
          valid,
          call: (args) => {
            (make() as Record<string, unknown>)[s] = args[0];
          },
        });
      }
    }
    for (const s of statics) {
      const valid = spec.members[`static ${s}`];
      if (need(`${name}.static ${s}`, valid)) {
        out.push({
          name: `${name}.${s} (static)`,
          valid,
          call: (args) => (value as unknown as Record<string, (...a: unknown[]) => unknown>)[s](...args),
        });
      }
    }
  }
  if (missing.length > 0) {
    throw new Error(`The fuzz plan has no valid arguments (or skip reason) for: ${missing.join(', ')}.`);
  }
  return out;
}

/** An argument list to try: its labels for the report, and a maker of fresh values. */
interface Trial {
  labels: string[];
  make: () => unknown[];
}

/** Argument lists: all garbage, or the valid ones with one position replaced or one appended. */
function argumentsFor(valid: ValidArgs): fc.Arbitrary<Trial> {
  const n = valid().length;
  const allGarbage = fc
    .array(garbage, { maxLength: n + 1 })
    .map((gs): Trial => ({ labels: gs.map((g) => g.label), make: () => gs.map((g) => g.make()) }));
  const oneReplaced = fc.tuple(fc.nat(n), garbage).map(
    ([i, g]): Trial => ({
      labels: Array.from({ length: Math.max(n, i + 1) }, (_, k) => (k === i ? g.label : 'valid')),
      make: () => {
        const args = valid();
        args[i] = g.make();
        return args;
      },
    }),
  );
  // One field of an object argument (an option, a ray's origin, a transform's angle) replaced.
  const oneFieldReplaced = fc.tuple(fc.nat(Math.max(0, n - 1)), fc.nat(), garbage).map(
    ([i, f, g]): Trial => ({
      labels: Array.from({ length: n }, (_, k) => (k === i ? `valid with one field ${g.label}` : 'valid')),
      make: () => {
        const args = valid();
        const target = args[i];
        if (
          target !== null &&
          typeof target === 'object' &&
          !Array.isArray(target) &&
          Object.getPrototypeOf(target) === Object.prototype
        ) {
          const keys = Object.keys(target);
          if (keys.length > 0) (target as Record<string, unknown>)[keys[f % keys.length]] = g.make();
        }
        return args;
      },
    }),
  );
  return fc.oneof(allGarbage, oneReplaced, oneReplaced, oneFieldReplaced, oneFieldReplaced);
}

/** Registers the fuzz tests of one package: a test per callable, and one that the plan is complete. */
export function describeGarbageFuzz(packageName: string, plan: FuzzPlan): void {
  describe(`${packageName}: every public callable under garbage arguments`, () => {
    const callables = callablesOf(plan);

    test('the plan names only real exports and members', () => {
      const names = new Set(callables.map((c) => c.name.replace(/ \((get|static)\)$/, '')));
      for (const skipped of Object.keys(plan.skip)) {
        const [owner] = skipped.split('.');
        expect(owner.replace(/^new /, '') in plan.exports, `skip entry ${skipped}`).toBe(true);
      }
      for (const name of Object.keys(plan.functions)) expect(name in plan.exports, `function ${name}`).toBe(true);
      expect(names.size).toBeGreaterThan(0);
    });

    test.each(callables.map((c) => [c.name, c] as const))('%s', (_, c) => {
      // The valid arguments themselves must give a clean result: otherwise the plan is wrong.
      expectResultOrSepaxError(
        () => c.call(c.valid()),
        () => `${c.name}(valid arguments)`,
      );
      fc.assert(
        fc.property(argumentsFor(c.valid), (trial) => {
          const given = trial.make();
          expectResultOrSepaxError(
            () => c.call(given),
            () => `${c.name}(${trial.labels.join(', ')})`,
            given,
            plan.checkedPart?.[c.name],
          );
        }),
        { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
      );
    });
  });
}
