import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS, buildPath, matchPath, prefixOf, routeKey, routes } from './routes';

describe('route manifest', () => {
  it('has unique ids and unique method + path pairs under /api/', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
    for (const r of routes) {
      expect(r.path.startsWith('/api/')).toBe(true);
      expect(r.id.startsWith(`${r.group}.`)).toBe(true);
    }
  });

  it('serves each path from the group that declares its prefix, and every group has routes', () => {
    for (const r of routes) expect(ROUTE_GROUPS[r.group] as readonly string[], r.id).toContain(prefixOf(r.path));
    expect(new Set(routes.map((r) => r.group))).toEqual(new Set(Object.keys(ROUTE_GROUPS)));
  });

  it('declares a params schema for every route with path parameters', () => {
    for (const r of routes) if (r.path.includes('{')) expect('params' in r).toBe(true);
  });

  it('makes every create route idempotent, and only POST routes', () => {
    const creates = routes.filter((r) => /\/create(-[a-z]+)?$/.test(r.path));
    expect(creates.length).toBeGreaterThan(0);
    for (const r of creates) expect('idempotent' in r && r.idempotent, r.id).toBe(true);
    for (const r of routes.filter((x) => 'idempotent' in x)) expect(r.method, r.id).toBe('POST');
  });

  it('has every write declare the reads it makes stale (possibly none), each a GET route, listed once; reads declare none', () => {
    const reads = new Set<string>(routes.filter((r) => r.method === 'GET').map((r) => r.id));
    for (const r of routes) {
      if (r.method === 'GET') {
        expect('invalidates' in r, r.id).toBe(false);
        continue;
      }
      expect('invalidates' in r && Array.isArray(r.invalidates), r.id).toBe(true);
      const ids: readonly string[] = 'invalidates' in r ? r.invalidates : [];
      for (const id of ids) expect(reads.has(id), `${r.id} invalidates ${id}`).toBe(true);
      expect(new Set(ids).size, r.id).toBe(ids.length);
    }
  });
});

describe('matchPath and buildPath', () => {
  it('matches a concrete path and decodes its parameters', () => {
    expect(matchPath('/api/medico/perfil/{id}', '/api/medico/perfil/ab%20c')).toEqual({ id: 'ab c' });
    expect(matchPath('/api/medico/perfil/{id}', '/api/medico/perfil/')).toBeNull();
    expect(matchPath('/api/medico/perfil/{id}', '/api/medico/perfil/a/b')).toBeNull();
    expect(matchPath('/api/health', '/api/health')).toEqual({});
    expect(matchPath('/api/x/{id}', '/api/x/%E0%A4%A')).toBeNull();
  });

  it('builds a path with encoded parameters and refuses a missing one', () => {
    expect(buildPath('/api/a/{id}/b/{n}', { id: 'x/y', n: 'João' })).toBe('/api/a/x%2Fy/b/Jo%C3%A3o');
    expect(() => buildPath('/api/a/{id}', {})).toThrow(/missing path parameter id/);
  });
});
