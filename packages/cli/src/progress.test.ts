import { describe, expect, it } from 'vitest';
import { createReporter } from './progress.js';

function collect(isTTY: boolean, quiet: boolean) {
  const chunks: string[] = [];
  const reporter = createReporter({ write: (text: string) => chunks.push(text), isTTY }, quiet);
  reporter.start(2);
  reporter.fileDone(1, 'art/ship.png', { ok: true, pieces: 1 });
  reporter.fileDone(2, 'art/bad.png', { ok: false, code: 'INVALID_INPUT', message: 'The PNG is truncated.' });
  reporter.finish({ files: 2, pieces: 1, failed: 1, seconds: 0.123 });
  return chunks.join('');
}

describe('progress reporters', () => {
  it('write one plain line per file and a summary when stderr is not a terminal', () => {
    expect(collect(false, false)).toBe(
      '[1/2] art/ship.png ok (1 piece)\n' +
        '[2/2] art/bad.png FAILED INVALID_INPUT The PNG is truncated.\n' +
        'sepax: 2 files, 1 piece, 1 failed in 0.12 s\n',
    );
  });

  it('print only errors when quiet, terminal or not', () => {
    for (const tty of [false, true]) {
      expect(collect(tty, true)).toBe('error: art/bad.png: INVALID_INPUT The PNG is truncated.\n');
    }
  });

  it('draw a bar with counts on a terminal, then log the failure and end with the summary', () => {
    const out = collect(true, false);
    expect(out).toContain('art/bad.png: INVALID_INPUT The PNG is truncated.');
    expect(out).toMatch(/decompose \[█+\] 2\/2 files \| 1 pieces \| ETA 0s \| art\/bad\.png/);
    expect(out.endsWith('sepax: 2 files, 1 piece, 1 failed in 0.12 s\n')).toBe(true);
  });
});
