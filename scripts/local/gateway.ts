import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { MSG } from '@emc/shared/messages';
import { lambdaEvent, matchRoute } from './lambda-event';
import { MUNDO_HEADER, MUNDOS_PATH, type Mundos } from './mundos';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

/** Lambda's synchronous request limit; the API answers 413 above it, as API Gateway would. */
const MAX_BODY = 6 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Types CloudFront compresses (its behaviours compress by default), so local figures match AWS's. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** CloudFront compresses files from 1,000 bytes up; smaller ones go as they are. */
const MIN_COMPRESSED_BYTES = 1000;

/** br, else gzip, else none, from the request's Accept-Encoding. */
function encodingFor(acceptEncoding: string | undefined, ext: string, bytes: number): 'br' | 'gzip' | null {
  if (!COMPRESSIBLE.has(ext) || !acceptEncoding || bytes < MIN_COMPRESSED_BYTES) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();

/** The file compressed once per build (assets are immutable), at a brotli level that keeps the first load quick. */
function compressedBody(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}`;
  const { mtimeMs } = statSync(file);
  const hit = compressed.get(key);
  if (hit?.mtimeMs === mtimeMs) return hit.body;
  const raw = readFileSync(file);
  const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw);
  compressed.set(key, { mtimeMs, body });
  return body;
}

/** The headers CloudFront's response policy adds in AWS. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Loads a function bundle exactly as Lambda would: the built index.mjs and its `handler` export. */
export async function loadHandler(functionsDist: string, name: string): Promise<Handler> {
  const file = join(functionsDist, name, 'index.mjs');
  if (!existsSync(file)) throw new Error(`Missing function bundle ${file}; run npm run build`);
  const mod = (await import(pathToFileURL(file).href)) as { handler: Handler };
  return mod.handler;
}

export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolveBody(size > MAX_BODY ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...SECURITY_HEADERS });
  res.end(JSON.stringify(body));
}

/** An API Gateway HTTP API (payload 2.0) event for a request that matched a manifest route (lambda-event.ts). */
export function toEvent(req: IncomingMessage, url: URL, key: string, pathParameters: Record<string, string>, body: Buffer): APIGatewayProxyEventV2 {
  return lambdaEvent({ method: req.method ?? 'GET', url, headers: req.headers, body, sourceIp: req.socket.remoteAddress ?? '127.0.0.1' }, key, pathParameters);
}

function writeResult(res: ServerResponse, result: unknown) {
  const r = (result && typeof result === 'object' && 'statusCode' in result ? result : { statusCode: 200, body: JSON.stringify(result) }) as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string | string[]> = { ...SECURITY_HEADERS };
  for (const [k, v] of Object.entries(r.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (r.cookies?.length) headers['set-cookie'] = r.cookies;
  res.writeHead(r.statusCode ?? 200, headers);
  res.end(r.body ? (r.isBase64Encoded ? Buffer.from(r.body, 'base64') : r.body) : undefined);
}

function serveStatic(res: ServerResponse, webDist: string, pathname: string, method: string, acceptEncoding: string | undefined) {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('A interface ainda não foi construída. Rode npm run build e reinicie.');
    return;
  }
  let file = indexFile;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    /* keep the raw path; it will not match a file */
  }
  const candidate = normalize(join(webDist, decoded));
  if (candidate.startsWith(webDist + sep) && existsSync(candidate) && statSync(candidate).isFile()) file = candidate;
  const isAsset = file !== indexFile && file.includes(`${sep}assets${sep}`);
  const encoding = encodingFor(acceptEncoding, extname(file), statSync(file).size);
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...SECURITY_HEADERS,
  });
  if (method === 'HEAD') return res.end();
  if (encoding) res.end(compressedBody(file, encoding));
  else createReadStream(file).pipe(res);
}

export interface GatewayOptions {
  port: number;
  webDist: string;
  /** Route group name -> handler. */
  handlers: Map<string, Handler>;
  /** The tests' worlds (mundos.ts): only the tests' stack has them; without, the header is ignored. */
  mundos?: Mundos;
}

/** The local API Gateway + CloudFront: /api/* goes to the handler of the manifest route, the rest is the SPA. */
export function startGateway(opts: GatewayOptions): Promise<Server> {
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      if (opts.mundos && url.pathname.startsWith(MUNDOS_PATH)) {
        const body = await readBody(req);
        return await opts.mundos.controlar(req, res, url.pathname, body === 'too-large' ? Buffer.alloc(0) : body);
      }
      if (!url.pathname.startsWith('/api/')) {
        if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 405, { title: 'Método não permitido.', status: 405 });
        return serveStatic(res, opts.webDist, url.pathname, method, req.headers['accept-encoding']);
      }
      // The OpenAPI document (shared/src/openapi.ts), as CloudFront serves web/dist/api/openapi.json in AWS.
      // Generated on the first request (a TypeScript program, a few seconds) and kept.
      if (url.pathname === '/api/openapi.json' && (method === 'GET' || method === 'HEAD')) {
        const { openApiJson } = await import('@emc/shared/openapi');
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache', ...SECURITY_HEADERS });
        return res.end(method === 'HEAD' ? undefined : openApiJson());
      }
      const match = matchRoute(method, url.pathname);
      if (!match) return sendJson(res, 404, { title: MSG.routeNotFound, status: 404 });
      const body = await readBody(req);
      if (body === 'too-large') return sendJson(res, 413, { title: 'A requisição excede o limite de 6 MB.', status: 413 });
      const handler = opts.handlers.get(match.group);
      if (!handler) return sendJson(res, 500, { title: MSG.internal, status: 500 });
      const mundo = opts.mundos ? req.headers[MUNDO_HEADER] : undefined;
      if (typeof mundo === 'string' && !opts.mundos!.existe(mundo)) return sendJson(res, 400, { title: `Mundo de teste desconhecido: ${mundo}.`, status: 400 });
      const event = toEvent(req, url, match.key, match.params, body);
      const context = lambdaContext(`emc-${match.group}`);
      writeResult(res, typeof mundo === 'string' ? await opts.mundos!.invocar(mundo, match.group, event, context) : await handler(event, context));
    } catch (error) {
      console.error('gateway error', error);
      if (!res.headersSent) sendJson(res, 500, { title: MSG.internal, status: 500 });
      else res.end();
    }
  };
  // answer's catch answers every failure.
  const server = createServer((req, res) => void answer(req, res));
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    // Loopback only, like every emulator: the app is for this machine (its URL stays http://localhost:PORT).
    server.listen(opts.port, '127.0.0.1', () => resolveServer(server));
  });
}

/**
 * Lambda's Invoke API (POST /2015-03-31/functions/{name}/invocations) for cognito-local's trigger.
 * Bound to 127.0.0.1 on its own port, as it is an internal interface.
 */
export function startLambdaInvokeEndpoint(port: number, functions: Map<string, { bundle: string; handler: Handler }>, mundos?: Mundos): Promise<Server> {
  const invoke = async (req: IncomingMessage, res: ServerResponse) => {
    const m = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '');
    const fn = m ? functions.get(decodeURIComponent(m[1]!)) : undefined;
    if (!fn || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ Type: 'User', message: 'Function not found' }));
    }
    const body = await readBody(req);
    try {
      const event = JSON.parse(body.toString('utf8')) as { userPoolId?: string };
      const context = lambdaContext(decodeURIComponent(m![1]!));
      // A test world's user pool: its trigger reads the world's table.
      const mundo = mundos?.mundoDoPool(event.userPoolId);
      const result = mundo ? await mundos!.invocar(mundo, fn.bundle, event, context) : await fn.handler(event, context);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result));
    } catch (error) {
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType: 'Error', errorMessage: error instanceof Error ? error.message : String(error) }));
    }
  };
  const server = createServer((req, res) => void invoke(req, res));
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveServer(server));
  });
}
