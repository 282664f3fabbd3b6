// The playground: every built-in example runs and draws what it computes, an error in the
// snippet is shown (not thrown), and "Open in playground" on a guide block brings that block
// over and draws it.
import { join } from 'node:path';
import { assertNoErrors, openPage } from './browser-page.mjs';
import { check, expect } from './harness.mjs';

/** Waits for the playground to finish a run and returns what it drew. */
async function drawn(page) {
  const canvas = page.locator('[data-testid="playground-canvas"]');
  await page.waitForFunction(() => {
    const state = document.querySelector('[data-testid="playground-canvas"]')?.getAttribute('data-state');
    return state === 'ok' || state === 'error';
  });
  await page.waitForTimeout(150); // the draw follows the run by one animation frame
  const read = async (name) => Number(await canvas.getAttribute(`data-${name}`));
  return {
    state: await canvas.getAttribute('data-state'),
    shapes: await read('shapes'),
    contacts: await read('contacts'),
    mtvs: await read('mtvs'),
    rays: await read('rays'),
    sweeps: await read('sweeps'),
    pieces: await read('pieces'),
  };
}

// What each built-in example must draw at least.
const EXPECTED = {
  collide: { shapes: 2, mtvs: 1, contacts: 1 },
  contacts: { shapes: 2, mtvs: 1, contacts: 2 },
  ray: { shapes: 2, rays: 2 },
  sweep: { shapes: 2, sweeps: 1 },
  decompose: { pieces: 3 },
  index: { shapes: 12, rays: 1, sweeps: 1 },
};

export function registerPlaygroundChecks(ctx) {
  check(
    'playground: every example runs and draws its shapes, MTVs, contacts, rays, sweeps or pieces',
    async () => {
      const { page, errors } = await openPage(ctx, '/playground.html');
      try {
        const select = page.locator('[data-testid="playground-example"]');
        await select.waitFor();
        const ids = await select
          .locator('option:not([disabled])')
          .evaluateAll((options) => options.map((o) => o.value));
        expect(ids.length >= Object.keys(EXPECTED).length, `only ${ids.length} examples`);
        for (const id of ids) {
          const runs = await page.locator('[data-testid="playground-canvas"]').getAttribute('data-runs');
          await select.selectOption(id);
          await page.locator('[data-testid="playground-run"]').click(); // the first example is already loaded
          await page.waitForFunction(
            (before) =>
              document.querySelector('[data-testid="playground-canvas"]')?.getAttribute('data-runs') !== before,
            runs,
          );
          const counts = await drawn(page);
          if (counts.state !== 'ok') {
            const error = await page.locator('[data-testid="playground-error"]').textContent();
            expect(false, `example ${id} failed: ${error}`);
          }
          for (const [what, least] of Object.entries(EXPECTED[id] ?? { shapes: 1 }))
            expect(counts[what] >= least, `example ${id} drew ${counts[what]} ${what}, expected at least ${least}`);
          await page.locator('.sepax-playground').screenshot({ path: join(ctx.results, `playground-${id}.png`) });
        }
        assertNoErrors(errors, '/playground.html');
      } finally {
        await page.close();
      }
    },
    120_000,
  );

  check('playground: an error in the snippet is shown, not thrown', async () => {
    const { page, errors } = await openPage(ctx, '/playground.html');
    try {
      const editor = page.locator('[data-testid="playground-editor"]');
      await drawn(page);
      await editor.fill(
        "import { Polygon } from '@sepax/core';\nconst bent = new Polygon([[0, 0], [4, 0], [1, 1], [0, 4]]);\n",
      );
      await page.locator('[data-testid="playground-error"]').waitFor();
      const runtime = await page.locator('[data-testid="playground-error"]').textContent();
      expect(/NOT_CONVEX/.test(runtime ?? ''), `the thrown SepaxError is not shown: ${runtime}`);
      await editor.fill('const x = ;');
      await page.waitForFunction(() =>
        /Syntax error/.test(document.querySelector('[data-testid="playground-error"]')?.textContent ?? ''),
      );
      await editor.fill("import { Circle } from '@sepax/core';\nconst c = new Circle(1);\n");
      await page.waitForFunction(() => !document.querySelector('[data-testid="playground-error"]'));
      expect((await drawn(page)).shapes === 1, 'a fixed snippet does not draw again');
      await page.locator('.sepax-playground').screenshot({ path: join(ctx.results, 'playground-error.png') });
      assertNoErrors(errors, '/playground.html with errors in the snippet');
    } finally {
      await page.close();
    }
  });

  check('"Open in playground" under a guide block opens it in the playground, drawn', async () => {
    const { page, errors } = await openPage(ctx, '/getting-started.html');
    try {
      const links = page.locator('[data-testid="open-in-playground"]');
      expect((await links.count()) >= 2, 'the first guide page has no "Open in playground" links');
      await links.first().click();
      await page.waitForURL(/\/playground\.html#code=/);
      await page.locator('[data-testid="playground-canvas"]').waitFor();
      const counts = await drawn(page);
      const code = await page.locator('[data-testid="playground-editor"]').inputValue();
      expect(code.includes('Polygon.box(2, 2)'), `the playground did not receive the block: ${code.slice(0, 80)}`);
      expect(counts.state === 'ok' && counts.shapes >= 2 && counts.contacts >= 1, `drew ${JSON.stringify(counts)}`);
      assertNoErrors(errors, 'open in playground');
    } finally {
      await page.close();
    }
  });
}
