import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildFunctions } from '@emc/functions/build';
import { functionNames } from '@emc/functions/bundling';
import { repoRoot } from './config';

/** Newest modification time under a folder (skipping node_modules and dist). */
function newest(dir: string): number {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Rebuilds the function bundles and the SPA only when their sources changed since the last build (EMC_SKIP_WEB_BUILD=1 skips the SPA). */
export async function buildIfNeeded(log: (s: string) => void): Promise<void> {
  const shared = newest(join(repoRoot, 'shared'));
  const fnOut = Math.min(...functionNames.map((n) => builtAt(join(repoRoot, 'functions', 'dist', n, 'index.mjs'))));
  if (fnOut < Math.max(shared, newest(join(repoRoot, 'functions')))) {
    log('construindo as funções');
    await buildFunctions();
  }
  if (process.env.EMC_SKIP_WEB_BUILD === '1') return;
  const webOut = builtAt(join(repoRoot, 'web', 'dist', 'index.html'));
  if (webOut < Math.max(shared, newest(join(repoRoot, 'web')))) {
    log('construindo a interface web (vite build)');
    // Always a production build: under vitest NODE_ENV is 'test', which would give React's development bundle.
    execSync('npx vite build', { cwd: join(repoRoot, 'web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
}
