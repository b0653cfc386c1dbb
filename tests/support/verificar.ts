import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { PENDENCIAS, saidaNaoEnviada } from '@emc/functions/lib/verificar/pendencias';
import { linhaFinal, type ResultadoVerificar } from '@emc/functions/lib/verificar/relatorio';
import { verificar } from '@emc/functions/lib/verificar/verificar';
import { alvoDoAmbiente } from '../../scripts/verificar';
import { stackEnv } from './target';
import { until } from './until';

/**
 * `verificar` (functions/src/lib/verificar/) over this file's stack or world: its table and bucket,
 * read by clients of their own. `carenciaMin` 0 counts every unreferenced object and unfinished item.
 */
export function verificarMundo(carenciaMin = 0, opts: { semRemetente?: boolean } = {}): Promise<ResultadoVerificar> {
  return verificar({ ...alvoDoAmbiente(stackEnv()), carenciaMin, pendencias: opts.semRemetente ? PENDENCIAS.filter((p) => p !== saidaNaoEnviada) : PENDENCIAS });
}

/** The world's jobs (TAREFA) not finished and (unless `semRemetente`) outbox items (SAIDA) not sent, by `pk` with their state. */
export async function inacabados(opts: { semRemetente?: boolean } = {}): Promise<string[]> {
  const { db } = alvoDoAmbiente(stackEnv());
  const out: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({
        TableName: db.table,
        ConsistentRead: true,
        FilterExpression: '(#t = :tarefa AND NOT estado IN (:concluida, :substituida)) OR (#t = :saida AND estado <> :enviada)',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':tarefa': 'TAREFA', ':concluida': 'concluida', ':substituida': 'substituida', ':saida': 'SAIDA', ':enviada': 'enviada' },
        ProjectionExpression: 'pk, estado',
        ExclusiveStartKey,
      }),
    );
    out.push(...(page.Items ?? []).filter((i) => !(opts.semRemetente && String(i.pk).startsWith('SAIDA#'))).map((i) => `${String(i.pk)} ${String(i.estado)}`));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

/**
 * Waits until every job of the world is finished and every e-mail of its outbox sent (a world with
 * `dynamoProprio`, whose stream feeds both): none may be left when `verificar` runs with no grace.
 * Without any, it answers at once. Answers what is still unfinished after `timeoutMs` (empty: all done).
 */
export async function aguardarInacabados(timeoutMs = 90_000, opts: { semRemetente?: boolean } = {}): Promise<string[]> {
  return (await until(() => inacabados(opts), (l) => l.length === 0, timeoutMs)).value;
}

/**
 * After a test's changes: once the jobs are finished and the e-mails sent, `verificar` with no grace
 * finds nothing (every line it printed is in the failure's message). `semRemetente`: a world without
 * a stream, whose outbox items stay pending by design (tests/support/mundo.ts), so they are not waited for or counted.
 */
export async function semDivergencias(opts: { semRemetente?: boolean } = {}): Promise<void> {
  expect(await aguardarInacabados(90_000, opts), 'jobs or e-mails still unfinished').toEqual([]);
  const r = await verificarMundo(0, opts);
  expect(r.linhas, r.linhas.join('\n')).toEqual([linhaFinal(0, 0)]);
}
