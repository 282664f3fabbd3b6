// Device nodes, FIFOs and links made inside a test's own temporary folder, so the hostile-input
// tests never touch the real /dev.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh temporary folder. */
export function temporaryFolder(prefix = 'sepax-hostile-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** The character devices the tests use, by their Linux numbers: reads nothing, reads zeros forever, is always full. */
export const CHAR_DEVICES = { null: [1, 3], zero: [1, 5], full: [1, 7] } as const;

/** Makes a device node (`mknod`, root only) and returns its path. */
export function makeDevice(folder: string, name: string, type: 'c' | 'b', major: number, minor: number): string {
  const file = path.join(folder, name);
  execFileSync('mknod', [file, type, String(major), String(minor)]);
  return file;
}

/** Makes a named pipe and returns its path. */
export function makeFifo(folder: string, name: string): string {
  const file = path.join(folder, name);
  execFileSync('mkfifo', [file]);
  return file;
}

/** True where this process may make device nodes in a temporary folder (root, a file system without nodev). */
export const canMakeDevices: boolean = (() => {
  const folder = temporaryFolder();
  try {
    makeDevice(folder, 'probe', 'c', ...CHAR_DEVICES.null);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
})();
