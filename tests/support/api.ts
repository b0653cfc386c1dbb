import { createSign, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TokenClaims } from '@emc/shared/roles';
import { stackHeaders, stackUrl } from './target';

export const DEMO_PASSWORD = 'Demo@2026!';
export const DEMO = {
  admin: 'admin@hospital.example',
  chefe: 'chefe@hospital.example',
  medico: 'medico@hospital.example',
  secretaria: 'secretaria@hospital.example',
} as const;

/** The stack under test: the shared one, or the one this file started (useStack). */
export const baseUrl = () => stackUrl();

export type ApiInit = RequestInit & { token?: string; json?: unknown };

/** The headers and body a test request sends: the world's headers, the token, and `json` as a JSON body. */
export function pedido(init: ApiInit): { headers: Headers; body: RequestInit['body'] } {
  const headers = new Headers(init.headers);
  for (const [k, v] of Object.entries(stackHeaders())) if (!headers.has(k)) headers.set(k, v);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json === undefined) return { headers, body: init.body };
  headers.set('content-type', 'application/json');
  return { headers, body: JSON.stringify(init.json) };
}

export async function api(path: string, init: ApiInit = {}) {
  const { headers, body } = pedido(init);
  const res = await fetch(`${baseUrl()}${path}`, { ...init, headers, body, redirect: 'manual' });
  const text = await res.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, data: data as any, text, headers: res.headers };
}

const tokens = new Map<string, string>();

/** Logs in once per account, stack (or world: its pool signs its own tokens) and test file. */
export async function tokenFor(email: string): Promise<string> {
  const key = `${baseUrl()} ${JSON.stringify(stackHeaders())} ${email}`;
  const cached = tokens.get(key);
  if (cached) return cached;
  const res = await api('/api/login/logon', { method: 'POST', json: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200 || typeof res.data !== 'string') throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
  tokens.set(key, res.data);
  return res.data;
}

export function claimsOf(token: string): TokenClaims & Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

const require = createRequire(import.meta.url);
/** cognito-local's signing key: lets a test forge tokens that differ from a real one in exactly one way. */
const localKey = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as { pem: string };
const localPublic = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.public.json'), 'utf8')) as { pem: string };

export function signRs256(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal', ...header })}.${b64(payload)}`;
  const sig = createSign('RSA-SHA256').update(input).sign(localKey.pem).toString('base64url');
  return `${input}.${sig}`;
}

export function signHs256WithPublicKey(payload: Record<string, unknown>): string {
  const input = `${b64({ alg: 'HS256', typ: 'JWT', kid: 'CognitoLocal' })}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', localPublic.pem).update(input).digest('base64url')}`;
}

export function unsigned(payload: Record<string, unknown>): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}
