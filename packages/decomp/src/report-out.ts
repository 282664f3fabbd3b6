import { requireOut } from '@sepax/core/internal';

/**
 * Rejects a report argument (`out`) that is given but cannot take the report: anything but a
 * plain object (`{}`), or one that takes no new properties (frozen, sealed). A number, an
 * array, or a class instance whose fields are getters would otherwise fail with a TypeError
 * halfway through writing the report.
 * @internal
 */
export function requireReport(out: unknown, what: string): void {
  requireOut(out, isReportTarget, what, 'a plain object to write the report into ({} will do)');
}

function isReportTarget(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || !Object.isExtensible(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
