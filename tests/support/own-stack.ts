import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { optionsFromEnv } from '../../scripts/local/config';
import { startLocalStack, type LocalStack } from '../../scripts/local/stack';
import { useStack } from './target';

/**
 * For a test file that must not share the stack: it starts a stack of its own (emulators, seed,
 * bundles, on free ports and a fresh data folder) before its tests, points the test helpers at it,
 * and stops and removes it afterwards. `today` moves the functions' clock (startLocalStack's);
 * `sesIndisponivel` makes every e-mail the functions send fail (the endpoint refuses connections).
 * A second stack beside the shared one takes 20 s alone and about 50 s during the whole stack
 * project on 2 cores, hence the hook's generous limit.
 */
export function withOwnStack(name: string, opts: { today?: string; sesIndisponivel?: boolean } = {}): void {
  let stack: LocalStack | undefined;
  let dataDir: string | undefined;
  const envBefore = { ...process.env };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `emc-${name}-`));
    const started = performance.now();
    stack = await startLocalStack({ ...optionsFromEnv(), dataDir, ports: { gateway: 0, dynamodb: 0, s3: 0, cognito: 0, ses: 0 }, logLevel: 'ERROR', verbose: false, ...opts });
    console.log(`[${name}] own stack${opts.today ? ` on ${opts.today}` : ''} started in ${Math.round(performance.now() - started)} ms`);
    useStack(stack);
  }, 240_000);

  afterAll(async () => {
    useStack(undefined);
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
    Object.assign(process.env, envBefore);
  });
}
