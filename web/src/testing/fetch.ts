import { vi } from 'vitest';

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces global fetch for one test (vitest unstubs globals after each test). */
export function stubFetch(handler: FetchHandler) {
  const mock = vi.fn<(input: RequestInfo | URL, init: RequestInit) => Promise<Response>>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(handler(url, init ?? {}));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}
