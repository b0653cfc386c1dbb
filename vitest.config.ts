import { defineConfig } from 'vitest/config';

/**
 * One test command for everything (npm test):
 * unit tests beside the code, the web's component tests, the infra assertions, and the
 * integration and browser tests, which share one local stack started by tests/setup/stack.ts.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/src/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'infra',
          // Groups run one after the other: CDK synth and Chromium each want both cores.
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'stack',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The browser tests share one Chromium-heavy machine of 2 cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
