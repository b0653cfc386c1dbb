import { appendFileSync } from 'node:fs';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { inject } from 'vitest';
import { MSG } from '@emc/shared/messages';
import { optionsFromEnv } from '../../scripts/local/config';
import { lambdaContext, loadHandler } from '../../scripts/local/gateway';
import { lambdaEvent, matchRoute } from '../../scripts/local/lambda-event';
import { pedido, type ApiInit, type api } from './api';
import { stackEnv, stackUrl } from './target';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

/** Lambda's synchronous request limit: above it the gateway answers 413 before any handler runs. */
const MAX_BODY = 6 * 1024 * 1024;

/** The headers undici's fetch adds to every request (what the gateway's handlers see over HTTP). */
const FETCH_DEFAULTS = { accept: '*/*', 'accept-language': '*', 'sec-fetch-mode': 'cors', 'user-agent': 'node', 'accept-encoding': 'gzip, deflate' };

/** The gateway's own answers' type (sendJson). */
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/**
 * Per process, not per module instance: the stack project's files share a worker (tests/setup/per-file.ts),
 * and Node keeps the bundles it loaded, with the environment they loaded with.
 */
const loaded = ((globalThis as { [k: symbol]: unknown })[Symbol.for('emc.in-process.handlers')] ??= {
  handlers: new Map<string, Promise<Handler>>(),
  env: undefined,
}) as { handlers: Map<string, Promise<Handler>>; env: Record<string, string> | undefined };

/**
 * The handlers' JSON log lines go to the stack's log file, as the global setup does with the
 * gateway's (tests/setup/stack.ts), instead of this worker's output.
 */
function divertLogs(): void {
  const marker = Symbol.for('emc.in-process.logs');
  const stdout = process.stdout as typeof process.stdout & { [marker]?: true };
  if (stdout[marker]) return;
  const logFile = inject('logFile');
  const write = stdout.write.bind(stdout);
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (text.startsWith('{"level"')) {
      appendFileSync(logFile, text);
      return true;
    }
    return (write as (c: unknown, ...r: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof stdout.write;
  stdout[marker] = true;
}

/**
 * A route group's built bundle (functions/dist/<group>/index.mjs), loaded in this process as the
 * gateway loads it (loadHandler), with the stack's environment (the bundles read it when they load).
 * One stack per process: the modules, once loaded, keep the environment they loaded with.
 */
function handlerOf(group: string): Promise<Handler> {
  const env = stackEnv();
  if (loaded.env === undefined) {
    Object.assign(process.env, env);
    divertLogs();
    loaded.env = env;
  } else if (loaded.env !== env && JSON.stringify(loaded.env) !== JSON.stringify(env)) {
    throw new Error('in-process handlers are already loaded with another stack environment');
  }
  let handler = loaded.handlers.get(group);
  if (!handler) {
    handler = loadHandler(optionsFromEnv().functionsDist, group);
    loaded.handlers.set(group, handler);
  }
  return handler;
}

/**
 * api() without the HTTP hop: the request goes through the same route matching (the manifest) and
 * the same event (scripts/local/lambda-event.ts) as the local gateway builds, to the route group's
 * real handler in this process, which talks to the stack's emulators. Headers and body are what
 * fetch would send (a FormData body becomes its multipart bytes and content type). For /api routes
 * of bodies up to 6 MB; the gateway's own answers (413, the OpenAPI document, the SPA) need HTTP.
 */
export async function invoke(path: string, init: ApiInit = {}): Promise<Awaited<ReturnType<typeof api>>> {
  const { headers, body } = pedido(init);
  const url = new URL(path, stackUrl());
  const method = (init.method ?? 'GET').toUpperCase();
  if (!url.pathname.startsWith('/api/') || url.pathname === '/api/openapi.json') throw new Error(`${path} is not a handler's route; use api()`);
  // The body's bytes and content type as fetch sends them: a string as UTF-8 text/plain unless told
  // otherwise, bytes as they are, and anything else (FormData, Blob…) encoded by a Request, as fetch does.
  if (body != null && (method === 'GET' || method === 'HEAD')) throw new TypeError('Request with GET/HEAD method cannot have body.');
  let bytes: Buffer;
  if (body == null || typeof body === 'string') {
    if (body != null && !headers.has('content-type')) headers.set('content-type', 'text/plain;charset=UTF-8');
    bytes = Buffer.from(body ?? '', 'utf8');
  } else if (body instanceof Uint8Array) {
    bytes = Buffer.from(body);
  } else {
    const request = new Request(url, { method, headers, body });
    bytes = Buffer.from(await request.arrayBuffer());
    const type = request.headers.get('content-type');
    if (type !== null) headers.set('content-type', type);
  }
  if (bytes.length > MAX_BODY) throw new Error('bodies over 6 MB never reach a handler; use api()');

  const sent: Record<string, string> = { host: url.host, connection: 'keep-alive' };
  for (const [k, v] of headers) sent[k] = v;
  for (const [k, v] of Object.entries(FETCH_DEFAULTS)) sent[k] ??= v;
  if (body != null || method === 'POST' || method === 'PUT') sent['content-length'] = String(bytes.length);

  let result: unknown;
  const match = matchRoute(method, url.pathname);
  if (!match) {
    result = { statusCode: 404, headers: JSON_TYPE, body: JSON.stringify({ title: MSG.routeNotFound, status: 404 }) };
  } else {
    // A bundle that can't load is the test's failure, not an answer (the stack would not have started).
    const handler = await handlerOf(match.group);
    try {
      const event = lambdaEvent({ method, url, headers: sent, body: bytes, sourceIp: '127.0.0.1' }, match.key, match.params);
      result = await handler(event, lambdaContext(`emc-${match.group}`));
    } catch (error) {
      console.error('in-process handler error', error);
      result = { statusCode: 500, headers: JSON_TYPE, body: JSON.stringify({ title: MSG.internal, status: 500 }) };
    }
  }

  // The gateway's reading of the result (writeResult): a structured result, or any value as a JSON 200.
  const r = (result && typeof result === 'object' && 'statusCode' in result ? result : { statusCode: 200, body: JSON.stringify(result) }) as APIGatewayProxyStructuredResultV2;
  const resHeaders = new Headers();
  for (const [k, v] of Object.entries(r.headers ?? {})) resHeaders.set(k.toLowerCase(), String(v));
  for (const c of r.cookies ?? []) resHeaders.append('set-cookie', c);
  const text = r.body ? (r.isBase64Encoded ? Buffer.from(r.body, 'base64').toString('utf8') : r.body) : '';
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: r.statusCode ?? 200, data: data as any, text, headers: resHeaders };
}
