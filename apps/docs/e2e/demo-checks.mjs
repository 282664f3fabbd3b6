// The three live demos, driven like a person would: drag a shape, load the sample image,
// move the mouse over the scene. Each check screenshots what it saw.
import { join } from 'node:path';
import { assertNoErrors, openPage } from './browser-page.mjs';
import { check, expect } from './harness.mjs';

/** Opens a demo page, runs `steps(page)`, and fails on any console error. */
function demoCheck(ctx, name, path, steps) {
  check(name, async () => {
    const { page, errors, status } = await openPage(ctx, path);
    try {
      expect(status === 200, `${path} answered HTTP ${status}`);
      await steps(page);
      assertNoErrors(errors, path);
    } finally {
      await page.close();
    }
  });
}

/** Presses at `from`, moves in small steps to `to` and releases (page coordinates). */
async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

export function registerDemoChecks(ctx) {
  // The demo's own box (controls, canvas, readout), wherever the page scrolled.
  const shot = (page, name) =>
    page
      .locator('.sepax-demo')
      .first()
      .screenshot({ path: join(ctx.results, `${name}.png`) });

  demoCheck(
    ctx,
    'demo 1: dragging B onto A shows the overlap and the MTV; resolve separates them',
    '/demos/collide.html',
    async (page) => {
      const canvas = page.locator('[data-testid="collide-canvas"]');
      await canvas.scrollIntoViewIfNeeded();
      await page.locator('[data-testid="collide-readout"][data-state="apart"]').waitFor();
      await shot(page, 'demo1-apart'); // (scrolls the demo into view: measure positions after it)
      const box = await canvas.boundingBox();
      const positions = await canvas.getAttribute('data-positions');
      const [a, b] = positions
        .split(';')
        .map((pair) => pair.split(',').map(Number))
        .map(([x, y]) => ({ x: box.x + x, y: box.y + y }));
      await drag(page, b, { x: a.x + 30, y: a.y + 10 });
      await page.locator('[data-testid="collide-readout"][data-state="overlapping"]').waitFor();
      const mtv = await page.locator('[data-testid="collide-mtv"]').textContent();
      expect(/MTV \(-?\d/.test(mtv ?? ''), `no MTV readout after the drag: ${mtv}`);
      await shot(page, 'demo1-overlap');
      await page.locator('[data-testid="collide-resolve"]').click();
      await page.locator('[data-testid="collide-readout"]:not([data-state="overlapping"])').waitFor();
      await shot(page, 'demo1-resolved');
    },
  );

  demoCheck(
    ctx,
    'demo 2: loading the bundled sample image shows convex pieces',
    '/demos/decompose.html',
    async (page) => {
      await page.locator('[data-testid="decomp-sample"]').click();
      const pieces = page.locator('[data-testid="decomp-pieces"]');
      await pieces.waitFor();
      await page.waitForFunction(
        () => Number(document.querySelector('[data-testid="decomp-pieces"]')?.getAttribute('data-total') ?? 0) > 0,
        null,
        { timeout: 15_000 },
      );
      await page.locator('[data-testid="decomp-canvas"]').scrollIntoViewIfNeeded();
      await shot(page, 'demo2-sample');
    },
  );

  demoCheck(
    ctx,
    'demo 3: moving the mouse over the scene shows a ray hit and the frame time',
    '/demos/scene.html',
    async (page) => {
      const canvas = page.locator('[data-testid="scene-canvas"]');
      await page.locator('.sepax-demo').first().scrollIntoViewIfNeeded();
      const box = await canvas.boundingBox();
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3, { steps: 5 });
      await page.locator('[data-testid="scene-ray"][data-hit="true"]').waitFor();
      const frame = await page.locator('[data-testid="scene-frame"]').textContent();
      expect(/\d/.test(frame ?? ''), `no frame time shown: ${frame}`);
      await shot(page, 'demo3-scene');
    },
  );
}
