import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '@emc/shared/openapi';
import { routes } from '@emc/shared/routes';
import { baseUrl } from '../support/api';

describe('the OpenAPI document on the local stack', () => {
  it('answers GET /api/openapi.json without a token, as JSON, with one operation per manifest route', async () => {
    // The first request generates it (a TypeScript program): give it time.
    const res = await fetch(new URL(OPENAPI_PATH, baseUrl()), { signal: AbortSignal.timeout(50_000) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.sort()).toEqual(routes.map((r) => r.id).sort());
  });

  it('is read-only: another method is not a route', async () => {
    const res = await fetch(new URL(OPENAPI_PATH, baseUrl()), { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { status: number }).status).toBe(404);
  });
});
