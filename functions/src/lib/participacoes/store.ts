import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { MSG, PARTICIPACAO_MSG } from '@emc/shared/messages';
import { AppError } from '../errors';
import { KeyAlreadyUsed, claimRejected } from '../idempotency';
import { getCicloMeta } from '../db/ciclos';
import type { Db } from '../db/client';
import { cicloAggKey, getMedicoCicloAgg, medicoClassificacaoAggKey, medicoCicloAggKey, medicoTotalAggKey } from '../db/contadores';
import type { TxItem } from '../db/items';
import { getParticipacao, participacaoItem, participacaoKey } from '../db/participacoes';
import { DEFAULT_META } from '../ciclo';
import { COUNTER_NAMES, STATUS_COUNTER, classificacaoDeltas, cicloDeltas, isZero, monthDeltas } from './aggregates';
import type { ParticipacaoItem } from './model';

export const STALE = PARTICIPACAO_MSG.alteradaPorOutro;

/** Signals that a condition other than the participation's own version failed: read again and retry. */
class Retry extends Error {}

/** tests/ and bench/ read these from here; they belong to the participation's entity (db/participacoes.ts). */

/** The participation is as the caller read it: same version, and no attachment added or replaced since. */
function unchangedSince(before: ParticipacaoItem) {
  return before.anexosVersao === undefined
    ? { ConditionExpression: 'versao = :v AND attribute_not_exists(anexosVersao)', ExpressionAttributeValues: { ':v': before.versao } }
    : { ConditionExpression: 'versao = :v AND anexosVersao = :av', ExpressionAttributeValues: { ':v': before.versao, ':av': before.anexosVersao } };
}

const isFuncionario = (tipo: string) => tipo === 'Funcionário';

/**
 * Writes a change of one participation and every aggregate it moves, in one transaction:
 * the doctor's per-cycle and all-cycle counters, the per-cycle counters (participants, goal reachers,
 * months) and the per-row credits of the cap. The participation is conditioned on the version the
 * caller read; the doctor's cycle counters on their own version, so concurrent changes of the same
 * doctor's cycle serialize. `extra` adds items to the same transaction (attachments).
 */
export async function commitChange(
  db: Db,
  before: ParticipacaoItem | null,
  after: ParticipacaoItem | null,
  extra: TxItem[] = [],
  /** The credits of the row's cap that the decision read: the write fails (and is retried) if they moved. */
  capRead?: { ciclo: number; idClassificacao: string; usado: number },
  /** An idempotent create's claim (idempotency.ts), written last: if it is rejected, the key was already used. */
  claim?: TxItem,
): Promise<void> {
  const items: TxItem[] = [];
  if (after && !before) {
    items.push({ Put: { TableName: db.table, Item: participacaoItem(after), ConditionExpression: 'attribute_not_exists(pk)' } });
  } else if (after && before) {
    items.push({ Put: { TableName: db.table, Item: participacaoItem(after), ...unchangedSince(before) } });
  } else if (before) {
    items.push({ Delete: { TableName: db.table, Key: participacaoKey(before.id), ...unchangedSince(before) } });
  }
  const medico = (after ?? before)!;

  for (const [ciclo, delta] of cicloDeltas(before, after)) {
    if (isZero(delta)) continue;
    const aggKey = medicoCicloAggKey(medico.idMedico, ciclo);
    const current = await getMedicoCicloAgg(db, medico.idMedico, ciclo);
    const versao = typeof current.versao === 'number' ? current.versao : 0;
    const names = COUNTER_NAMES.filter((n) => delta[n] !== 0);
    items.push({
      Update: {
        TableName: db.table,
        Key: aggKey,
        UpdateExpression: `SET versao = :nv, idMedico = :m, ciclo = :c ADD ${names.map((n) => `${n} :${n}`).join(', ')}`,
        ConditionExpression: versao === 0 ? 'attribute_not_exists(versao)' : 'versao = :ov',
        ExpressionAttributeValues: {
          ':nv': versao + 1,
          ':m': medico.idMedico,
          ':c': ciclo,
          ...(versao === 0 ? {} : { ':ov': versao }),
          ...Object.fromEntries(names.map((n) => [`:${n}`, delta[n]])),
        },
      },
    });

    // The cycle's counters: participants (a doctor with at least one participation) and goal reachers, by tipo.
    const registrosAntes = Number(current.registros ?? 0);
    const pontosAntes = Number(current.pontos ?? 0);
    const meta = await getCicloMeta(db, ciclo, DEFAULT_META);
    const suffix = isFuncionario(medico.tipoMedico) ? 'Funcionarios' : 'NaoFuncionarios';
    const cicloAdds: Record<string, number> = {};
    const participanteDelta = Number(registrosAntes === 0 && delta.registros > 0) - Number(registrosAntes > 0 && registrosAntes + delta.registros === 0);
    if (participanteDelta) cicloAdds[`participantes${suffix}`] = participanteDelta;
    const metaDelta = Number(pontosAntes < meta && pontosAntes + delta.pontos >= meta) - Number(pontosAntes >= meta && pontosAntes + delta.pontos < meta);
    if (metaDelta) cicloAdds[`atingiramMeta${suffix}`] = metaDelta;
    for (const [k, d] of monthDeltas(before, after)) {
      const [c, mes] = k.split('#');
      if (Number(c) === ciclo && d) cicloAdds[`mes${mes}`] = d;
    }
    if (delta.registros) cicloAdds.registros = delta.registros;
    if (delta.aprovados) cicloAdds.aprovados = delta.aprovados;
    if (Object.keys(cicloAdds).length) {
      const entries = Object.entries(cicloAdds);
      items.push({
        Update: {
          TableName: db.table,
          Key: cicloAggKey(ciclo),
          UpdateExpression: `SET ciclo = :c ADD ${entries.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(entries.map(([n], i) => [`#a${i}`, n])),
          ExpressionAttributeValues: { ':c': ciclo, ...Object.fromEntries(entries.map(([, v], i) => [`:a${i}`, v])) },
        },
      });
    }
  }

  const statusAdds: Record<string, number> = {};
  if (before) statusAdds[STATUS_COUNTER[before.status]] = (statusAdds[STATUS_COUNTER[before.status]] ?? 0) - 1;
  if (after) statusAdds[STATUS_COUNTER[after.status]] = (statusAdds[STATUS_COUNTER[after.status]] ?? 0) + 1;
  if (!before) statusAdds.registros = 1;
  if (!after) statusAdds.registros = -1;
  const totalEntries = Object.entries(statusAdds).filter(([, v]) => v !== 0);
  if (totalEntries.length) {
    items.push({
      Update: {
        TableName: db.table,
        Key: medicoTotalAggKey(medico.idMedico),
        UpdateExpression: `SET idMedico = :m ADD ${totalEntries.map(([n]) => `${n} :${n}`).join(', ')}`,
        ExpressionAttributeValues: { ':m': medico.idMedico, ...Object.fromEntries(totalEntries.map(([n, v]) => [`:${n}`, v])) },
      },
    });
  }

  for (const [k, d] of classificacaoDeltas(before, after)) {
    if (!d) continue;
    const [ciclo, idClassificacao] = k.split('#') as [string, string];
    const guarded = capRead && capRead.ciclo === Number(ciclo) && capRead.idClassificacao === idClassificacao;
    items.push({
      Update: {
        TableName: db.table,
        Key: medicoClassificacaoAggKey(medico.idMedico, Number(ciclo), idClassificacao),
        UpdateExpression: 'ADD pontos :d',
        ...(guarded
          ? { ConditionExpression: capRead.usado === 0 ? 'attribute_not_exists(pontos) OR pontos = :u' : 'pontos = :u', ExpressionAttributeValues: { ':d': d, ':u': capRead.usado } }
          : { ExpressionAttributeValues: { ':d': d } }),
      },
    });
  }

  items.push(...extra);
  if (claim) items.push(claim);
  try {
    await db.client.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (claim && claimRejected(error, items.length - 1)) throw new KeyAlreadyUsed();
    if (error instanceof TransactionCanceledException || (error as { name?: string }).name === 'TransactionCanceledException') {
      const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
      if (before && reasons[0]?.Code === 'ConditionalCheckFailed') {
        const now = await getParticipacao(db, before.id);
        if (!now || now.versao !== before.versao) throw new AppError(409, STALE);
      }
      throw new Retry('retry');
    }
    throw error;
  }
}

/** Runs read-decide-write again when a concurrent change of the same doctor's counters got there first. */
export async function withRetry<T>(fn: () => Promise<T>, attempts = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof Retry)) throw error;
      if (i >= attempts) throw new AppError(409, MSG.busy);
      await new Promise((r) => setTimeout(r, Math.random() * 20 * i));
    }
  }
}
