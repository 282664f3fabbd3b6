// @sepax/cli from its tarball: the installed `sepax` binary converts a small SVG, and the
// colliders file loads into @sepax/core with the SVG's area (100 minus a 4 × 4 hole).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromJSON } from '@sepax/core';
import { check, near, signedArea } from './check.mjs';

const work = mkdtempSync(path.join(process.cwd(), 'cli-'));
writeFileSync(
  path.join(work, 'frame.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0 H10 V10 H0 Z M3 3 V7 H7 V3 Z"/></svg>',
);
const bin = path.join(process.cwd(), 'node_modules', '.bin', 'sepax');
execFileSync(bin, ['decompose', 'frame.svg', '--out-dir', 'out'], { cwd: work, stdio: 'pipe' });
const file = JSON.parse(readFileSync(path.join(work, 'out', 'frame.json'), 'utf8'));
check(file.format === 'sepax-colliders' && file.colliders.length === 1, 'one collider in the file');
const compound = fromJSON(file.colliders[0].shape);
check(compound.kind === 'compound', 'the collider is a Compound');
near(
  file.colliders[0].shape.parts.reduce((sum, part) => sum + Math.abs(signedArea(part.points)), 0),
  84,
  'the pieces cover the frame',
);
console.log('cli: ok');
