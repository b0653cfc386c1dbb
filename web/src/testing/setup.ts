import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { TEST_NOW } from './clock';

beforeEach(() => {
  // Date stands still at the suite's day (testing/clock.ts); timers stay real unless a test fakes them.
  vi.setSystemTime(TEST_NOW);
  // No test reaches the network: a call a test did not stub fails like a network error.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: unknown) => Promise.reject(new TypeError(`fetch não esperado no teste: ${String(input)}`))),
  );
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  setUnauthorizedHandler(null);
  vi.useRealTimers();
});

// Route modules and chart chunks load lazily; on a cold 2-core machine running the whole suite the first one takes a
// while, and on one loaded four times over (seen: load average 9) over 10 s. A wait ends as soon as its condition
// holds, so the limit only bounds a failing test; it stays under the 30 s test timeout so the failure names the query.
configure({ asyncUtilTimeout: 25_000 });
