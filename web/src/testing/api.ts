import { matchPath, routes, type RouteId } from '@emc/shared/routes';
import { vi } from 'vitest';
import { jsonResponse } from './fetch';

export interface ApiCall {
  id: RouteId;
  method: string;
  url: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response> | unknown;
export type ApiHandlers = Partial<Record<RouteId, ApiHandler>>;

/** `{ title, status }` error answer. */
export function errorResponse(status: number, title: string, errors?: Record<string, string[]>): Response {
  return jsonResponse({ title, status, ...(errors ? { errors } : {}) }, { status });
}

function routeOf(method: string, pathname: string): { id: RouteId; params: Record<string, string> } | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, pathname);
    if (params) return { id: route.id, params };
  }
  return null;
}

/**
 * Stubs fetch by route id of the shared manifest. A handler may return a Response or any value
 * (sent as JSON with 200). Unhandled routes answer 404 "Recurso não encontrado.". Returns the calls made.
 */
export function stubApi(handlers: ApiHandlers) {
  const calls: ApiCall[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const match = routeOf(method, url.pathname);
    if (!match) return errorResponse(404, 'Rota não encontrada.');
    const call: ApiCall = {
      id: match.id,
      method,
      url: raw,
      params: match.params,
      query: Object.fromEntries(url.searchParams.entries()),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = handlers[match.id];
    if (!handler) return errorResponse(404, 'Recurso não encontrado.');
    const result = await handler(call);
    return result instanceof Response ? result : jsonResponse(result);
  });
  vi.stubGlobal('fetch', mock);
  return { mock, calls, callsTo: (id: RouteId) => calls.filter((c) => c.id === id) };
}
