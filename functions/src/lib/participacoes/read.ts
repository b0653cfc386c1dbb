import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Paginated } from '@emc/shared/participacao';
import { PAGE_SIZE } from '@emc/shared/status';
import type { Db } from '../db/client';
import { keys } from '../db/keys';
import { batchGet } from '../db/tabela';
import type { Counters } from './aggregates';
import type { ParticipacaoItem } from './model';

/**
 * One page of a doctor's participations in one status (optionally one cycle), newest first.
 * Walks the KEYS_ONLY index to the page (small key entries), then reads the page's 10 items.
 */
export async function pageOfMedicoStatus(db: Db, idMedico: string, status: number, page: number, totalItems: number, ciclo?: number): Promise<Paginated<ParticipacaoItem>> {
  const totalPages = Math.max(1, Math.ceil(totalItems / PAGE_SIZE));
  const result: Paginated<ParticipacaoItem> = { responseList: [], page, pageSize: PAGE_SIZE, totalItems, totalPages };
  if (page > totalPages || totalItems === 0) return result;
  const wanted = page * PAGE_SIZE;
  const found: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.client.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: 'byMedicoStatus',
        KeyConditionExpression: ciclo === undefined ? 'gsi3pk = :p' : 'gsi3pk = :p AND begins_with(gsi3sk, :c)',
        ExpressionAttributeValues: { ':p': keys.medicoStatusPartition(idMedico, status), ...(ciclo === undefined ? {} : { ':c': keys.cicloSortPrefix(ciclo) }) },
        ScanIndexForward: false,
        Limit: wanted - found.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const it of out.Items ?? []) found.push(String(it.pk));
    start = out.LastEvaluatedKey;
  } while (start && found.length < wanted);
  const pagePks = found.slice((page - 1) * PAGE_SIZE, wanted);
  const items = await batchGet<ParticipacaoItem & { pk: string }>(db, pagePks.map((pk) => ({ pk, sk: 'PART' })));
  const byPk = new Map(items.map((i) => [i.pk, i]));
  result.responseList = pagePks.map((pk) => byPk.get(pk)).filter((i): i is ParticipacaoItem & { pk: string } => Boolean(i));
  return result;
}

export type MedicoCicloAgg = Partial<Counters>;
export type MedicoTotalAgg = Partial<Pick<Counters, 'registros' | 'pendentes' | 'aprovados' | 'reprovados' | 'emAjuste'>>;

export async function getMedicoTotalAgg(db: Db, idMedico: string): Promise<MedicoTotalAgg> {
  const out = await db.client.send(new GetCommand({ TableName: db.table, Key: keys.medicoTotalAgg(idMedico) }));
  return (out.Item ?? {}) as MedicoTotalAgg;
}

/** The doctor's counters for each cycle asked (missing cycles answer empty counters). */
export async function getMedicoCicloAggs(db: Db, idMedico: string, ciclos: number[]): Promise<Map<number, MedicoCicloAgg>> {
  const items = await batchGet<MedicoCicloAgg & { ciclo: number }>(db, ciclos.map((c) => keys.medicoCicloAgg(idMedico, c)));
  return new Map(ciclos.map((c) => [c, items.find((i) => i.ciclo === c) ?? {}]));
}

/** Each cycle's goal (meta), 50 when the cycle has no settings item. */
export async function getCicloMetas(db: Db, ciclos: number[], fallback: number): Promise<Map<number, number>> {
  const items = await batchGet<{ pk: string; meta?: number }>(db, ciclos.map((c) => keys.ciclo(c)));
  return new Map(ciclos.map((c) => [c, items.find((i) => i.pk === keys.ciclo(c).pk)?.meta ?? fallback]));
}
