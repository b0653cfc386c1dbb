import { describe, expect, it } from 'vitest';
import { accountReader } from './account-check';
import type { Db } from './db/client';

/** A table of one account whose reads are counted. */
function fakeDb(item: Record<string, unknown> | undefined) {
  const state = { item, reads: 0 };
  const db = { table: 't', client: { send: async () => (state.reads++, { Item: state.item }) } } as unknown as Db;
  return { db, state };
}

describe('accountReader', () => {
  it('reads an account once per window, then again after it', async () => {
    const { db, state } = fakeDb({ ativo: true, roles: ['Medicos'], sub: 's1' });
    let now = 1_000_000;
    const read = accountReader(db, { ttlMs: 60_000, now: () => now });
    expect(await read('u1')).toEqual({ ativo: true, roles: ['Medicos'], sub: 's1' });
    state.item = { ativo: false, roles: ['Medicos'], sub: 's1' };
    now += 59_999;
    expect((await read('u1'))?.ativo).toBe(true);
    expect(state.reads).toBe(1);
    now += 1;
    expect((await read('u1'))?.ativo).toBe(false);
    expect(state.reads).toBe(2);
  });

  it('never trusts a read for more than 60 s, and remembers a missing account as missing', async () => {
    const { db, state } = fakeDb(undefined);
    let now = 0;
    const read = accountReader(db, { ttlMs: 3_600_000, now: () => now });
    expect(await read('x')).toBeNull();
    state.item = { ativo: true, roles: [], sub: 's' };
    now = 60_000;
    expect(await read('x')).toEqual({ ativo: true, roles: [], sub: 's' });
    expect(state.reads).toBe(2);
  });

  it('drops the oldest account beyond its size', async () => {
    const { db, state } = fakeDb({ ativo: true, roles: [], sub: 's' });
    const read = accountReader(db, { ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    await read('a');
    await read('b');
    await read('c');
    await read('b');
    expect(state.reads).toBe(3);
    await read('a');
    expect(state.reads).toBe(4);
  });
});
