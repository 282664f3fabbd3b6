import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const packageNames = readdirSync(`${root}packages`).filter((name) =>
  existsSync(`${root}packages/${name}/package.json`),
);

// Tests import sibling packages from their TypeScript sources, so a test run never sees a
// stale dist/ (the CLI's end-to-end tests run the built binary on purpose). Exact matches, so
// `@sepax/core/internal` does not fall into `@sepax/core`'s entry.
const alias = packageNames.flatMap((name) => [
  { find: new RegExp(`^@sepax/${name}$`), replacement: `${root}packages/${name}/src/index.ts` },
  { find: new RegExp(`^@sepax/${name}/internal$`), replacement: `${root}packages/${name}/src/internal.ts` },
]);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      ...packageNames.map((name) => ({
        extends: true,
        test: {
          name,
          root: `${root}packages/${name}`,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: [`${root}test-support/fast-check-seed.ts`],
          testTimeout: 60_000,
        },
      })),
      // The docs site: the code blocks of the guides and READMEs (typechecked and run against the
      // built packages), the Performance page's tables and the playground's runner.
      {
        extends: true,
        test: {
          name: 'docs',
          root: `${root}apps/docs`,
          include: ['code-blocks/**/*.test.ts', '.vitepress/theme/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
