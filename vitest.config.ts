import { defineConfig } from 'vitest/config';
import { INFRA_TMP } from './tests/setup/infra-tmp';

/**
 * One test command for everything (npm test):
 * unit tests beside the code, the web's component tests, the infra assertions, and the
 * integration and browser tests, which share one local stack started by tests/setup/stack.ts.
 */
export default defineConfig({
  test: {
    // Two files at a time in every project: the default on 2 cores is one. More than two is slower:
    // the browser tests' Chromium and the stack then fight the workers for the same 2 cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/src/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/contract/**/*.test.ts', 'web/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          // The property tests (PDFs, spreadsheets) run beside the web's tests on 2 cores: a limit for a hung test, not a speed target.
          testTimeout: 30_000,
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
          // The cloud assemblies and fake SPAs go under a directory of the run's own, removed at its end.
          globalSetup: ['tests/setup/infra-tmp.ts'],
          env: { TMPDIR: INFRA_TMP },
          // One process for the infra files: aws-cdk-lib and CloudFormation validation's WASM load once,
          // not once per file. The files share no state: each synthesizes apps of its own.
          isolate: false,
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
          // The shared local stack, and the one Chromium the browser tests connect to.
          globalSetup: ['tests/setup/stack.ts', 'tests/setup/chromium.ts'],
          // Packages load once per worker; tests/setup/per-file.ts loads the project's own modules anew for each file.
          isolate: false,
          setupFiles: ['tests/setup/per-file.ts'],
          // A browser flow's long test takes 20 s on a quiet machine and over 60 s while 2 cores run everything else.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // The function bundles are loaded as Lambda loads them, by Node itself, not transformed by Vite
          // (1.5 MB each, with source maps of 6 MB: tens of seconds of transform on 2 cores).
          server: { deps: { external: [/\/functions\/dist\//] } },
        },
      },
    ],
  },
});
