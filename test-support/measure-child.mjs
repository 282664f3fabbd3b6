// Child process of test-support/fresh-heap.ts: measures one allocation case in a fresh V8,
// so its hot path is compiled for that case alone (no feedback from other cases).
//   node --expose-gc measure-child.mjs <cases-module-url> <case-name> <chunk>
const [casesUrl, name, chunkText] = process.argv.slice(2);
const chunk = Number(chunkText);
const { cases } = await import(casesUrl);
const run = cases[name];
if (typeof run !== 'function') throw new Error(`no allocation case '${name}' in ${casesUrl}`);

// One loop function for warm-up and measurement, so it is optimised before it is measured.
function loop(n) {
  for (let i = 0; i < n; i++) run();
}

loop(200_000);
// Up to three rounds, each the median of ten chunks; the lowest round counts. A call that
// allocates in its optimised code does so in every round; what one round alone shows is V8
// still settling (a function deoptimised for missing type feedback runs a while in the
// interpreter, boxing every double, until it is optimised again), which more calls end.
let best = Infinity;
for (let round = 0; round < 3 && best >= 0.5; round++) {
  if (round > 0) loop(100_000);
  // Twice: the second collection waits for the first one's sweeping, which would otherwise
  // shrink the heap during the first chunks and hide what they allocate.
  globalThis.gc();
  globalThis.gc();
  const perCall = [];
  for (let c = 0; c < 10; c++) {
    const before = process.memoryUsage().heapUsed;
    loop(chunk);
    perCall.push((process.memoryUsage().heapUsed - before) / chunk);
  }
  // The median chunk; the parent gives new space 64 MB, so no scavenge runs inside a chunk
  // unless a call allocates hundreds of bytes (which every chunk then shows).
  perCall.sort((a, b) => a - b);
  best = Math.min(best, perCall[5]);
}
process.stdout.write(String(best));
