import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { matchPath, routeKey, routes, type Route } from '@emc/shared/routes';

/** Bodies API Gateway hands over as text; any other arrives base64-encoded. */
const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** What the event is built from: a request as Node's http server sees it (header names in lower case). */
export interface LambdaRequest {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
}

/** The manifest route a request goes to, as API Gateway routes it: the first of its method whose path matches. */
export function matchRoute(method: string, pathname: string): { route: Route; key: string; group: Route['group']; params: Record<string, string> } | undefined {
  for (const r of routes) {
    if (r.method !== method) continue;
    const params = matchPath(r.path, pathname);
    if (params) return { route: r, key: routeKey(r), group: r.group, params };
  }
  return undefined;
}

/**
 * An API Gateway HTTP API (payload 2.0) event for a request that matched a manifest route: the
 * local gateway's (gateway.ts) and the tests' in-process calls (tests/support/in-process.ts).
 */
export function lambdaEvent(req: LambdaRequest, key: string, pathParameters: Record<string, string>): APIGatewayProxyEventV2 {
  const { url, body } = req;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookie = req.headers.cookie;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: (Array.isArray(cookie) ? cookie.join('; ') : cookie)?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method: req.method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.sourceIp, userAgent: headers['user-agent'] ?? '' },
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
