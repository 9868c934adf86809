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
