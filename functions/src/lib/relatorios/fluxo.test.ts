import { setTimeout as dormir } from 'node:timers/promises';
import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { chunks, inOrder, mapOrdered, prefetch } from './fluxo';

/** `source`, with each `next()` it is asked for and the promise it answered (untouched: no handler added). */
function observada<T>(source: AsyncIterable<T>) {
  const it = source[Symbol.asyncIterator]();
  const pedidos: Promise<IteratorResult<T>>[] = [];
  const fonte: AsyncIterable<T> = {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        const p = it.next();
        pedidos.push(p);
        return p;
      },
      return: () => it.return?.() ?? Promise.resolve({ done: true, value: undefined }),
    }),
  };
  return { fonte, pedidos };
}

async function lista<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('prefetch', () => {
  it('reads ahead of the consumer, never more than `ahead` items', async () => {
    let produzidos = 0;
    async function* fonte() {
      for (let i = 0; i < 10; i++) {
        produzidos++;
        yield i;
      }
    }
    const { fonte: contada, pedidos } = observada(fonte());
    const it = prefetch(contada, 2);
    // Started at once, before any read: two ahead. Once those two have come, whatever prefetch asks
    // for on their arrival (it handles each before anyone else can) has been asked too.
    expect(pedidos).toHaveLength(2);
    await Promise.all(pedidos);
    expect(pedidos).toHaveLength(2);
    expect(produzidos).toBe(2);
    expect((await it.next()).value).toBe(0);
    await Promise.all(pedidos);
    expect(pedidos).toHaveLength(3);
    expect(produzidos).toBe(3);
    expect(await lista(it)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('passes on the source’s error, without an unhandled rejection while it waits', async () => {
    async function* fonte() {
      yield 1;
      throw new Error('falha na leitura');
    }
    const { fonte: observadaFonte, pedidos } = observada(fonte());
    const naoTratadas: unknown[] = [];
    const anotar = (motivo: unknown) => void naoTratadas.push(motivo);
    process.on('unhandledRejection', anotar);
    try {
      const it = prefetch(observadaFonte, 3);
      // Node reports a rejection nobody handles once the microtasks after it have run, before any
      // later task: by the time vi.waitFor's check (a task of its own) sees the read rejected, it has.
      await vi.waitFor(() => expect(pedidos.some((p) => inspect(p).includes('<rejected>'))).toBe(true));
      expect(naoTratadas).toEqual([]);
      expect((await it.next()).value).toBe(1);
      await expect(it.next()).rejects.toThrow('falha na leitura');
    } finally {
      process.off('unhandledRejection', anotar);
    }
  });
});

describe('inOrder', () => {
  it('yields source after source, in order, with at most `inFlight` sources read at once', async () => {
    let abertos = 0;
    let maximo = 0;
    const fonte = (n: number, atraso: number) => async function* () {
      abertos++;
      maximo = Math.max(maximo, abertos);
      for (let i = 0; i < 3; i++) {
        await dormir(atraso);
        yield `${n}.${i}`;
      }
      abertos--;
    };
    const fontes = [5, 1, 4, 1, 3, 1].map((atraso, n) => fonte(n, atraso));
    const out = await lista(inOrder(fontes, 3, 2));
    expect(out).toEqual(Array.from({ length: 6 }, (_, n) => [0, 1, 2].map((i) => `${n}.${i}`)).flat());
    expect(maximo).toBeLessThanOrEqual(3);
    expect(maximo).toBeGreaterThan(1);
  });
});

describe('mapOrdered', () => {
  it('keeps the order of the items, with at most `concurrency` calls at once', async () => {
    let ativos = 0;
    let maximo = 0;
    async function* itens() {
      for (let i = 0; i < 12; i++) yield i;
    }
    const out = await lista(
      mapOrdered(itens(), 4, async (i) => {
        ativos++;
        maximo = Math.max(maximo, ativos);
        await dormir(12 - i);
        ativos--;
        return i * 10;
      }),
    );
    expect(out).toEqual(Array.from({ length: 12 }, (_, i) => i * 10));
    expect(maximo).toBe(4);
  });

  it('passes on a failed call', async () => {
    async function* itens() {
      yield* [1, 2, 3];
    }
    const it = mapOrdered(itens(), 2, async (i) => {
      if (i === 2) throw new Error('lote falhou');
      return i;
    });
    await expect(lista(it)).rejects.toThrow('lote falhou');
  });
});

describe('chunks', () => {
  it('regroups pages of any size into batches of `size`', async () => {
    async function* paginas() {
      yield [1, 2, 3];
      yield [4];
      yield [5, 6, 7, 8, 9];
    }
    expect(await lista(chunks(paginas(), 4))).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
  });
});
