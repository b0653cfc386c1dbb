import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      root,
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      // A file's first test loads its route's lazy chunks; on a busy 2-core machine that alone can take seconds.
      testTimeout: 30_000,
      unstubGlobals: true,
      // Each file keeps its own modules (isolate, the default). Shared, a lazy route chunk still loading when a file
      // ended failed with the file's environment, and React.lazy kept that failure for the next files of the worker.
    },
  }),
);
