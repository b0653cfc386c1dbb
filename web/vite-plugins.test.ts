import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, buildPath, routes } from '@emc/shared/routes';
import { routeIndex } from './vite-plugins.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

describe('routeIndex (the build’s stand-in for the API manifest in the web)', () => {
  const plugin = routeIndex(root);
  const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
  const load = plugin.load as (id: string) => Promise<string | null>;

  it('stands in only for the web’s own imports of the manifest', () => {
    expect(resolve('@emc/shared/routes', join(root, 'src', 'lib', 'api-client.ts'))).toBeTruthy();
    expect(resolve('@emc/shared/routes', join(root, '..', 'shared', 'src', 'openapi.ts'))).toBeNull();
    expect(resolve('@emc/shared/schemas', join(root, 'src', 'lib', 'api-client.ts'))).toBeNull();
  });

  it('answers every route’s id, method, path, auth and invalidations as the manifest does, with no schema', async () => {
    const code = (await load(resolve('@emc/shared/routes', join(root, 'src', 'lib', 'api-client.ts'))!))!;
    expect(code).not.toMatch(/zod/);
    const index = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      routeById: (id: string) => unknown;
      buildPath: typeof buildPath;
      IDEMPOTENCY_HEADER: string;
    };
    for (const r of routes) {
      const expected: Record<string, unknown> = { id: r.id, method: r.method, path: r.path, auth: r.auth };
      for (const k of ['multipart', 'idempotent', 'invalidates'] as const) if (k in r) expected[k] = (r as Record<string, unknown>)[k];
      expect(index.routeById(r.id)).toEqual(expected);
    }
    expect(() => index.routeById('nao.existe')).toThrow('unknown route nao.existe');
    expect(index.IDEMPOTENCY_HEADER).toBe(IDEMPOTENCY_HEADER);
    expect(index.buildPath('/api/medico/{id}/x', { id: 'a b/ç' })).toBe(buildPath('/api/medico/{id}/x', { id: 'a b/ç' }));
    expect(() => index.buildPath('/api/{id}', {})).toThrow('missing path parameter id');
  });
});
