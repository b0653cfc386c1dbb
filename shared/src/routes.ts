import * as z from 'zod/mini';
import type { Role } from './roles';
import { idParam, logonBody } from './schemas';

/**
 * The API's single source of truth. infra, functions, the local gateway and web all read it.
 * `path` uses API Gateway syntax; `auth` is 'public' or the roles allowed to call the route.
 */
export interface RouteDef {
  id: string;
  group: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: 'public' | readonly Role[];
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
}

const ADMIN: readonly Role[] = ['Administradores'];
const SECRETARIA_OR_ADMIN: readonly Role[] = ['Secretarias', ...ADMIN];

export const routes = [
  { id: 'health.check', group: 'health', method: 'GET', path: '/api/health', auth: 'public' },
  { id: 'login.logon', group: 'login', method: 'POST', path: '/api/login/logon', auth: 'public', body: logonBody },
  {
    id: 'secretarias.getMedicosByIdSecretaria',
    group: 'secretarias',
    method: 'GET',
    path: '/api/secretarias/get-medicos-by-idsecretaria/{id}',
    auth: SECRETARIA_OR_ADMIN,
    params: z.object({ id: idParam }),
  },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];
export type RouteGroup = Route['group'];

export const routeGroups: RouteGroup[] = [...new Set(routes.map((r) => r.group))];

export function routeById<I extends RouteId>(id: I): Extract<Route, { id: I }> {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route as Extract<Route, { id: I }>;
}

/** `GET /api/x/{id}` — the API Gateway route key. */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Fills `{name}` segments, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a route path; returns the decoded params or null. */
export function matchPath(pattern: string, actual: string): Record<string, string> | null {
  const p = pattern.split('/');
  const a = actual.split('/');
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i]!;
    const m = /^\{(\w+)\}$/.exec(seg);
    if (m) {
      if (!a[i]) return null;
      try {
        params[m[1]!] = decodeURIComponent(a[i]!);
      } catch {
        return null;
      }
    } else if (seg !== a[i]) return null;
  }
  return params;
}
