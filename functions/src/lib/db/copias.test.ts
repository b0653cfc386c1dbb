import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREA_DEF, catalogoKey } from './catalogo';
import type { Db } from './client';
import { COPIA_MS, VERSAO_KEY, copiaVersionada, transactComVersao } from './copias';

/** A cancelled transaction as DynamoDB reports it: one reason per item. */
const cancelada = (...codes: string[]) => Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

/** A client whose transactions answer `respostas` in turn (an Error is thrown), and whose GetItem of the version answers `versao.v`. */
function fakeDb(respostas: (Error | undefined)[] = []) {
  const transacoes: TransactWriteCommandInput[] = [];
  const versao = { v: 'a' as string | undefined };
  const send = vi.fn(async ({ input }: { input: Record<string, unknown> }) => {
    if ('TransactItems' in input) {
      transacoes.push(input as TransactWriteCommandInput);
      const r = respostas.shift();
      if (r) throw r;
      return {};
    }
    return { Item: versao.v === undefined ? undefined : { ...VERSAO_KEY, v: versao.v } };
  });
  return { db: { table: 't', client: { send } } as unknown as Db, transacoes, versao };
}

describe('transactComVersao', () => {
  const item = { Put: { TableName: 't', Item: catalogoKey(AREA_DEF, '1') } };

  it("writes the items and, last, a new token on the version", async () => {
    const { db, transacoes } = fakeDb();
    await transactComVersao(db, [item]);
    await transactComVersao(db, [item]);
    const [um, dois] = transacoes.map((t) => t.TransactItems!);
    expect(um![0]).toBe(item);
    expect(um![1]!.Update).toMatchObject({ Key: VERSAO_KEY, UpdateExpression: 'SET v = :v' });
    expect(um![1]!.Update!.ExpressionAttributeValues![':v']).not.toBe(dois![1]!.Update!.ExpressionAttributeValues![':v']);
  });

  it('sends again a transaction cancelled only by a conflict with another write', async () => {
    const { db, transacoes } = fakeDb([cancelada('None', 'TransactionConflict'), cancelada('TransactionConflict', 'None')]);
    await transactComVersao(db, [item]);
    expect(transacoes).toHaveLength(3);
  });

  it("leaves a failed condition to the caller, at once, even beside a conflict", async () => {
    const erro = cancelada('ConditionalCheckFailed', 'TransactionConflict');
    const { db, transacoes } = fakeDb([erro]);
    await expect(transactComVersao(db, [item])).rejects.toBe(erro);
    expect(transacoes).toHaveLength(1);
  });

  it('gives up after six conflicts in a row, and passes on any other error', async () => {
    const conflitos = fakeDb(Array.from({ length: 6 }, () => cancelada('None', 'TransactionConflict')));
    await expect(transactComVersao(conflitos.db, [item])).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(conflitos.transacoes).toHaveLength(6);

    const rede = new Error('socket hang up');
    const outro = fakeDb([rede]);
    await expect(transactComVersao(outro.db, [item])).rejects.toBe(rede);
    expect(outro.transacoes).toHaveLength(1);
  });
});

describe('copiaVersionada', () => {
  afterEach(() => vi.useRealTimers());

  it('reads again when the version changes or the copy is COPIA_MS old, and not otherwise', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { db, versao } = fakeDb();
    let leituras = 0;
    const ler = async () => [++leituras];
    const usar = () => copiaVersionada({ ...db, table: 'tabela-do-teste' }, 'LISTA', ler);

    expect(await usar()).toEqual([1]);
    expect(await usar()).toEqual([1]);
    vi.advanceTimersByTime(COPIA_MS - 1);
    expect(await usar()).toEqual([1]);

    versao.v = 'b';
    expect(await usar()).toEqual([2]);
    expect(await usar()).toEqual([2]);

    vi.advanceTimersByTime(COPIA_MS);
    expect(await usar()).toEqual([3]);

    versao.v = undefined; // the table emptied: no version item at all
    expect(await usar()).toEqual([4]);
    expect(await usar()).toEqual([4]);
  });

  it('keeps no copy of a failed read', async () => {
    const { db } = fakeDb();
    const alvo = { ...db, table: 'tabela-da-falha' };
    await expect(copiaVersionada(alvo, 'LISTA', () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await copiaVersionada(alvo, 'LISTA', async () => ['lida'])).toEqual(['lida']);
  });
});
