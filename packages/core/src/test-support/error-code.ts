// The code of the SepaxError a call throws (undefined when it returns); any other error is
// rethrown, so a TypeError from deep inside never passes for a rejection.
import { SepaxError } from '../errors.js';

export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof SepaxError) return e.code;
    throw e;
  }
  return undefined;
}
