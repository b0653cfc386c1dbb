import { inject } from 'vitest';

/** A stack a test file talks to: its url and the environment its handlers run with. */
export interface StackTarget {
  url: string;
  env: Record<string, string>;
  /**
   * Headers every API request of this file carries: a world of its own in the shared stack
   * (tests/support/mundo.ts) is chosen by one. Browser pages send them on /api requests only.
   */
  headers?: Record<string, string>;
}

let own: StackTarget | undefined;

/**
 * Points this test file's helpers (api, tokenFor, domain, hoje…) at a world the file made itself,
 * instead of the shared one of tests/setup/stack.ts; `undefined` points them back.
 */
export function useStack(stack: StackTarget | undefined): void {
  own = stack;
}

export const stackUrl = (): string => own?.url ?? inject('stackUrl');
export const stackEnv = (): Record<string, string> => own?.env ?? inject('stackEnv');
export const stackHeaders = (): Record<string, string> => own?.headers ?? {};
