import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The files that replace a module with vi.mock. They need a module graph of their own: in a shared
 * one, a module an earlier file loaded keeps the real import (vitest's "per-file isolation" recipe).
 * tests/contract/web-vi-mock.test.ts keeps this list complete.
 */
export const WEB_VI_MOCK = [
  'src/app/layouts/main-layout.test.tsx',
  'src/app/preload-data.test.tsx',
  'src/features/desempenho/routes/desempenho-page.test.tsx',
  'src/features/perfil/routes/perfil-page.test.tsx',
];

const base = mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      root,
      environment: 'happy-dom',
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      // A file's first test loads its route's lazy chunks; on a busy 2-core machine that alone can take seconds.
      testTimeout: 30_000,
      unstubGlobals: true,
      // Three at a time: a component test waits on timers (debounces, waitFor's polling) a third of the time.
      maxWorkers: 3,
    },
  }),
);

/**
 * The web's component tests share one module graph per worker: React, MUI and happy-dom load once per
 * worker instead of once per file, which takes a third off the project's CPU time. The setup file
 * (testing/setup.ts) still runs for every file and resets what a test may leave behind.
 */
export default mergeConfig(base, defineConfig({ test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...WEB_VI_MOCK], isolate: false } }));

/** The files of WEB_VI_MOCK, each with a module graph of its own. */
export const webViMock = mergeConfig(base, defineConfig({ test: { name: 'web-vi-mock', include: WEB_VI_MOCK } }));
