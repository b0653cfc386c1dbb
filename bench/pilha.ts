import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from '../scripts/local/build-if-needed';
import { optionsFromEnv } from '../scripts/local/config';
import { startLocalStack, type LocalStack } from '../scripts/local/stack';

export const DEMO_PASSWORD = 'Demo@2026!';
export const DEMO = { admin: 'admin@hospital.example', chefe: 'chefe@hospital.example', medico: 'medico@hospital.example', secretaria: 'secretaria@hospital.example' } as const;
export type Conta = keyof typeof DEMO;

/** The claims of the app's id token that a bench needs (tokens are the pre-token trigger's). */
export interface Claims {
  idUsuario: string;
  idMedico?: string;
  name: string;
  role: string[];
  crm?: string;
}

export interface BenchStack {
  stack: LocalStack;
  url: string;
  tokens: Record<Conta, string>;
  claims: Record<Conta, Claims>;
}

let running: Promise<BenchStack> | undefined;
let dataDir: string | undefined;

const claimsOf = (token: string): Claims => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Claims;

async function start(): Promise<BenchStack> {
  // The API benches need no SPA; buildIfNeeded rebuilds the bundles only when their sources changed.
  process.env.EMC_SKIP_WEB_BUILD ??= '1';
  await buildIfNeeded((s) => console.log(`[bench] ${s}`));
  dataDir = mkdtempSync(join(tmpdir(), 'emc-bench-stack-'));
  const t0 = Date.now();
  // Fresh seeded demo data on free ports, so a running npm start (or another bench) is never touched.
  const stack = await startLocalStack({ ...optionsFromEnv(), dataDir, ports: { gateway: 0, dynamodb: 0, s3: 0, cognito: 0, ses: 0 }, logLevel: 'ERROR', verbose: false });
  const url = stack.url.replace('localhost', '127.0.0.1');
  const tokens = {} as Record<Conta, string>;
  for (const conta of Object.keys(DEMO) as Conta[]) {
    const res = await fetch(`${url}/api/login/logon`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO[conta], password: DEMO_PASSWORD }) });
    const token = (await res.json()) as unknown;
    if (res.status !== 200 || typeof token !== 'string') throw new Error(`login ${DEMO[conta]}: ${res.status}`);
    tokens[conta] = token;
  }
  const claims = Object.fromEntries(Object.entries(tokens).map(([k, t]) => [k, claimsOf(t)])) as Record<Conta, Claims>;
  console.log(`[bench] local stack of its own at ${url}, seeded and signed in (${Math.round((Date.now() - t0) / 1000)} s)`);
  return { stack, url, tokens, claims };
}

/**
 * One local stack per bench process (the handlers read process.env, so a process holds one): started
 * on first use, shared by the parts that run in the same `npm run bench`, stopped by stopBenchStack.
 */
export function benchStack(): Promise<BenchStack> {
  running ??= start();
  return running;
}

export async function stopBenchStack(): Promise<void> {
  if (!running) return;
  const s = await running.catch(() => undefined);
  running = undefined;
  await s?.stack.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** A signed-in request to the stack, not following redirects. */
export async function chamar(url: string, path: string, init: { token?: string; method?: string; json?: unknown; body?: FormData; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | FormData | undefined = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${url}${path}`, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, text };
}
