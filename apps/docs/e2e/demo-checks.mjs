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

/** Angle and scale of the two-shape demo's shape B, as the canvas reports them. */
async function transformB(page) {
  const [angle, scale] = (await page.locator('[data-testid="collide-canvas"]').getAttribute('data-transform-b'))
    .split(',')
    .map(Number);
  return { angle, scale };
}

export function registerDemoInputChecks(ctx) {
  demoCheck(
    ctx,
    'demo 1: shift+wheel reported as horizontal scroll (Chrome, macOS: deltaY 0) scales both ways',
    '/demos/collide.html',
    async (page) => {
      const canvas = page.locator('[data-testid="collide-canvas"]');
      await canvas.scrollIntoViewIfNeeded();
      await page.locator('[data-testid="collide-readout"][data-state]').waitFor();
      const box = await canvas.boundingBox();
      const [, b] = (await canvas.getAttribute('data-positions')).split(';').map((p) => p.split(',').map(Number));
      await page.mouse.move(box.x + b[0], box.y + b[1]);
      const before = await transformB(page);
      await page.keyboard.down('Shift');
      await page.mouse.wheel(100, 0);
      await page.waitForTimeout(200);
      const shrunk = await transformB(page);
      await page.mouse.wheel(-100, 0);
      await page.mouse.wheel(-100, 0);
      await page.waitForTimeout(200);
      const grown = await transformB(page);
      await page.keyboard.up('Shift');
      expect(shrunk.scale < before.scale, `shift+wheel right did not shrink B: ${before.scale} → ${shrunk.scale}`);
      expect(grown.scale > before.scale, `shift+wheel left did not grow B: ${shrunk.scale} → ${grown.scale}`);
      expect(grown.angle === before.angle, 'shift+wheel rotated B');
    },
  );

  check('demo 1 at 390 px: buttons rotate and scale a shape without a wheel or keyboard', async () => {
    const { page, errors } = await openPage(ctx, '/demos/collide.html', { width: 390, height: 844 });
    try {
      await page.locator('[data-testid="collide-readout"][data-state]').waitFor();
      const before = await transformB(page);
      await page.locator('[data-testid="collide-rotate-left"]').click();
      await page.locator('[data-testid="collide-grow"]').click();
      await page.waitForTimeout(200);
      const after = await transformB(page);
      expect(after.angle > before.angle, `⟲ did not rotate B: ${before.angle} → ${after.angle}`);
      expect(after.scale > before.scale, `+ did not grow B: ${before.scale} → ${after.scale}`);
      await page
        .locator('.sepax-demo')
        .first()
        .screenshot({ path: join(ctx.results, 'demo1-390px.png') });
      assertNoErrors(errors, '/demos/collide.html at 390 px');
    } finally {
      await page.close();
    }
  });

  demoCheck(
    ctx,
    'demo 3: the sweep never reports a time of impact of 0 from shapes the capsule starts in',
    '/demos/scene.html',
    async (page) => {
      const canvas = page.locator('[data-testid="scene-canvas"]');
      await page.locator('.sepax-demo').first().scrollIntoViewIfNeeded();
      const box = await canvas.boundingBox();
      const times = [];
      for (let i = 0; i < 24; i++) {
        const fx = 0.3 + (0.65 * ((i * 7) % 24)) / 24;
        const fy = 0.1 + (0.8 * ((i * 5) % 24)) / 24;
        if (i % 6 === 0) await page.mouse.click(box.x + box.width * (0.05 + 0.1 * (i / 6)), box.y + box.height * 0.5);
        await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 3 });
        await page.waitForTimeout(250);
        const time = await page.locator('[data-testid="scene-sweep"]').getAttribute('data-time');
        if (time) times.push(Number(time));
      }
      expect(times.length > 5, `the sweep hit something only ${times.length} times in 24 aims`);
      const zero = times.filter((t) => t === 0).length;
      expect(zero === 0, `${zero} of ${times.length} sweeps started inside a shape (time 0)`);
    },
  );
}
