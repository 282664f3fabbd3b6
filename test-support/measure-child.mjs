// Child process of test-support/fresh-heap.ts: measures one allocation case in a fresh V8,
// so its hot path is compiled for that case alone (no feedback from other cases).
//   node --expose-gc measure-child.mjs <cases-module-url> <case-name> <chunk>
const [casesUrl, name, chunkText] = process.argv.slice(2);
const chunk = Number(chunkText);
const { makeCase } = await import(casesUrl);
const run = makeCase(name);

// One loop function for warm-up and measurement, so it is optimised before it is measured.
function loop(n) {
  for (let i = 0; i < n; i++) run();
}

loop(200_000);
globalThis.gc();
const perCall = [];
for (let c = 0; c < 10; c++) {
  const before = process.memoryUsage().heapUsed;
  loop(chunk);
  perCall.push((process.memoryUsage().heapUsed - before) / chunk);
}
// The median chunk: a scavenge inside one chunk can only hide allocation in that chunk.
perCall.sort((a, b) => a - b);
process.stdout.write(String(perCall[5]));
