// Runs the CLI from its sources in a temporary folder, collecting its output.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from '../run.js';

export function temporaryFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'sepax-formats-'));
}

export async function runIn(
  cwd: string,
  args: string[],
  signal?: AbortSignal,
): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const status = await runCli(args, {
    cwd,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    signal,
  });
  return { status, stdout, stderr };
}
