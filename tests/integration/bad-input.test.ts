import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routes } from '@emc/shared/routes';
import { api } from '../support/api';
import { isProductMessage } from '../support/messages';

const writeRoutes = routes.filter((r) => r.method !== 'GET');

/** Any JSON value, or a string that is not JSON at all. */
const payload = fc.oneof(
  fc.json().map((s) => s),
  fc.string(),
  fc.record({ email: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.emailAddress()), password: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())) }).map((o) => JSON.stringify(o)),
);

describe.each(writeRoutes)('generated invalid payloads to $method $path', (route) => {
  it('always get a 4xx with Portuguese messages and nothing internal', async () => {
    let count = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        count++;
        const res = await api(route.path.replace(/\{\w+\}/g, 'x1'), { method: route.method, body, headers: { 'content-type': 'application/json' } });
        // A generated payload may happen to be well-formed: then only a normal refusal (401) is acceptable.
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.data.title).toBe('string');
        const messages = [res.data.title, ...Object.values((res.data.errors ?? {}) as Record<string, string[]>).flat()];
        for (const m of messages) expect(isProductMessage(m), m).toBe(true);
      }),
      { numRuns: 1000 },
    );
    expect(count).toBeGreaterThanOrEqual(1000);
  }, 120_000);
});
