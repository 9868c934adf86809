import { defineConfig } from 'vitest/config';

// Three tiers, each run by `npm test` (scripts/test.mjs): unit, API integration, e2e.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['src/core/**/*.test.ts', 'src/modules/*.test.ts', 'src/modules/*/web/**/*.test.{ts,tsx}', 'src/web/**/*.test.{ts,tsx}'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'src/modules/**/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Each worker imports the server once for all its files instead of once per file (a
          // third of the tier's time went to imports). Safe here: every file starts its own server
          // on its own copy of the template, and module state is keyed by transaction or set once.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
