import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../../scripts/local/build-if-needed';
import { optionsFromEnv } from '../../scripts/local/config';
import { startLocalStack, type LocalStack } from '../../scripts/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    stackEnv: Record<string, string>;
    logFile: string;
    /** Every TCP port the stack listens on. */
    stackListeners: LocalStack['listeners'];
  }
}

/**
 * Starts the same local stack as npm start, in this process, on free ports and in a fresh data
 * folder, so a running npm start is never touched. The handlers' JSON logs are copied to a file
 * the tests read.
 */
export default async function setup(project: TestProject) {
  await buildIfNeeded((s) => console.log(`[emc-test] ${s}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'emc-test-'));
  const logFile = join(dataDir, 'lambda-logs.jsonl');
  // One descriptor for the run: an append that opens and closes the file costs more than the line.
  const logFd = openSync(logFile, 'a');
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.startsWith('{"level"')) {
      writeSync(logFd, text);
      return true;
    }
    return (write as (c: unknown, ...r: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;

  const stack = await startLocalStack({
    ...optionsFromEnv(),
    dataDir,
    ports: { gateway: 0, dynamodb: 0, s3: 0, cognito: 0, ses: 0 },
    logLevel: 'INFO',
    verbose: false,
    // A short window, so the deactivation tests see it end without waiting a minute.
    accountCacheSeconds: 1,
    // Files that can't share the data ask for a world of their own (tests/support/mundo.ts).
    mundos: true,
    dynamoDbInMemory: true,
  });
  project.provide('stackUrl', stack.url);
  project.provide('stackEnv', stack.env);
  project.provide('logFile', logFile);
  project.provide('stackListeners', stack.listeners);
  return async () => {
    await stack.stop();
    process.stdout.write = write;
    closeSync(logFd);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
