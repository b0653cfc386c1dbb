import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, USERS } from '@/testing/jwt';
import { getValidClaims } from './token-storage';

describe('getValidClaims', () => {
  afterEach(() => vi.useRealTimers());

  it('ignores an expired stored token', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const now = Math.floor(Date.now() / 1000);
    signIn({ ...USERS.admin, exp: now + 1 });
    expect(getValidClaims()?.name).toBe('Carla Admin');
    vi.setSystemTime(new Date((now + 1) * 1000));
    expect(getValidClaims()).toBeNull();
  });
});
