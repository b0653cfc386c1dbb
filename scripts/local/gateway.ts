import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { MSG } from '@emc/shared/messages';
import { matchPath, routeKey, routes } from '@emc/shared/routes';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

/** Lambda's synchronous request limit; the API answers 413 above it, as API Gateway would. */
const MAX_BODY = 6 * 1024 * 1024;

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

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

/** br, else gzip, else none, from the request's Accept-Encoding. */
function encodingFor(acceptEncoding: string | undefined, ext: string): 'br' | 'gzip' | null {
  if (!COMPRESSIBLE.has(ext) || !acceptEncoding) return null;
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

/** An API Gateway HTTP API (payload 2.0) event for a request that matched a manifest route. */
export function toEvent(req: IncomingMessage, url: URL, key: string, pathParameters: Record<string, string>, body: Buffer): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
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
  const encoding = encodingFor(acceptEncoding, extname(file));
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
}

/** The local API Gateway + CloudFront: /api/* goes to the handler of the manifest route, the rest is the SPA. */
export function startGateway(opts: GatewayOptions): Promise<Server> {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
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
      let match: { key: string; group: string; params: Record<string, string> } | undefined;
      for (const r of routes) {
        if (r.method !== method) continue;
        const params = matchPath(r.path, url.pathname);
        if (params) {
          match = { key: routeKey(r), group: r.group, params };
          break;
        }
      }
      if (!match) return sendJson(res, 404, { title: MSG.routeNotFound, status: 404 });
      const body = await readBody(req);
      if (body === 'too-large') return sendJson(res, 413, { title: 'A requisição excede o limite de 6 MB.', status: 413 });
      const handler = opts.handlers.get(match.group);
      if (!handler) return sendJson(res, 500, { title: MSG.internal, status: 500 });
      const event = toEvent(req, url, match.key, match.params, body);
      writeResult(res, await handler(event, lambdaContext(`emc-${match.group}`)));
    } catch (error) {
      console.error('gateway error', error);
      if (!res.headersSent) sendJson(res, 500, { title: MSG.internal, status: 500 });
      else res.end();
    }
  });
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
export function startLambdaInvokeEndpoint(port: number, functions: Map<string, Handler>): Promise<Server> {
  const server = createServer(async (req, res) => {
    const m = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '');
    const fn = m ? functions.get(decodeURIComponent(m[1]!)) : undefined;
    if (!fn || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ Type: 'User', message: 'Function not found' }));
    }
    const body = await readBody(req);
    try {
      const result = await fn(JSON.parse(body.toString('utf8')), lambdaContext(decodeURIComponent(m![1]!)));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result));
    } catch (error) {
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType: 'Error', errorMessage: error instanceof Error ? error.message : String(error) }));
    }
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveServer(server));
  });
}
