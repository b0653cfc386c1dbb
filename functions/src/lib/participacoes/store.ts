import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PARTICIPACAO_MSG } from '@emc/shared/messages';
import { AppError } from '../errors';
import { KeyAlreadyUsed } from '../idempotency';
import { getMetaDoCiclo, metaInalteradaTx, type MetaDoCiclo } from '../db/ciclos';
import type { Db } from '../db/client';
import { cicloAggKey, filaAggKey, getMedicoCicloAgg, linhaDoMedicoAttrs, medicoClassificacaoAggKey, medicoCicloAggKey, medicoTotalAggKey, type Counters, type MedicoCicloAgg } from '../db/contadores';
import { conditionFailedAt, transactionCanceled } from '../db/errors';
import type { TxItem } from '../db/items';
import { buscaTx } from '../db/busca';
import { entradasDaBusca, getParticipacao, participacaoItem, participacaoKey, type ParticipacaoItem } from '../db/participacoes';
import { retryLater } from '../db/transactions';
import { DEFAULT_META } from '../ciclo';
import { COUNTER_NAMES, STATUS_COUNTER, classificacaoDeltas, cicloDeltas, faixasDelta, filaDeltas, isZero, monthDeltas, zeroCounters } from './aggregates';

export const STALE = PARTICIPACAO_MSG.alteradaPorOutro;

/** The participation is as the caller read it: same version, and no attachment added or replaced since. */
function unchangedSince(before: ParticipacaoItem) {
  return before.anexosVersao === undefined
    ? { ConditionExpression: 'versao = :v AND attribute_not_exists(anexosVersao)', ExpressionAttributeValues: { ':v': before.versao } }
    : { ConditionExpression: 'versao = :v AND anexosVersao = :av', ExpressionAttributeValues: { ':v': before.versao, ':av': before.anexosVersao } };
}

const isFuncionario = (tipo: string) => tipo === 'Funcionário';
const round = (n: number) => Math.round(n * 100) / 100;

/** One participation's change: created (no before), changed, or deleted (no after). */
export interface Change {
  before: ParticipacaoItem | null;
  after: ParticipacaoItem | null;
}

/** The credits of a row's cap that a decision read: the write fails (and is retried) if they moved. */
export interface CapRead {
  ciclo: number;
  idClassificacao: string;
  usado: number;
}

export interface CommitOptions {
  /** More items for the same transaction (attachments). */
  extra?: TxItem[];
  /** The cap's read, for the first change's doctor. */
  capRead?: CapRead;
  /** An idempotent create's claim (idempotency.ts), written last: if it is rejected, the key was already used. */
  claim?: TxItem;
  /** A batch's cap reads, one per doctor (the attendance import): each doctor's row counter is conditioned on what was read. */
  capReads?: (CapRead & { idMedico: string })[];
  /**
   * What a batch already read in one BatchGetItem (strongly consistent): the doctors' cycle counters by
   * `{idMedico}#{ciclo}` (an empty object for none); and the cycles' goals, as getMetaDoCiclo read them
   * (the transaction is conditioned on them). Anything missing is read here.
   */
  lidos?: { medicoCiclo?: Map<string, MedicoCicloAgg>; metas?: ReadonlyMap<number, MetaDoCiclo> };
}

/** Adds `adds` into the accumulator kept under `k`. */
function addInto<T extends object>(acc: Map<string, T>, k: string, adds: Partial<Record<keyof T, number>>, zero: () => T): void {
  const cur = acc.get(k) ?? zero();
  const c = cur as Record<string, number>;
  for (const [n, v] of Object.entries(adds) as [string, number][]) c[n] = round((c[n] ?? 0) + v);
  acc.set(k, cur);
}

const nonZero = (o: Record<string, number>) => Object.entries(o).filter(([, v]) => v !== 0);

/**
 * Writes a change of one participation and every aggregate it moves, in one transaction:
 * the doctor's per-cycle and all-cycle counters, the per-cycle counters (participants, goal reachers,
 * months, the histogram of credits), the per-row credits of the cap, the review queue's counts by filter, and the search entries (busca.ts). The participation is conditioned on the version the
 * caller read; the doctor's cycle counters on their own version, so concurrent changes of the same
 * doctor's cycle serialize. `extra` adds items to the same transaction (attachments).
 */
export async function commitChange(
  db: Db,
  before: ParticipacaoItem | null,
  after: ParticipacaoItem | null,
  extra: TxItem[] = [],
  capRead?: CapRead,
  claim?: TxItem,
): Promise<void> {
  await commitChanges(db, [{ before, after }], { extra, capRead, claim });
}

/**
 * Writes several participations' changes (a decision and the recomputed credits of the doctor's other
 * approvals under the same capped row) in one transaction. Each participation is conditioned on its
 * own version; the counters they move are summed per counter item, since a transaction touches an
 * item once. The first change is the caller's: a stale version of it is a 409, any other failed
 * condition a retry (`retryLater`, for the caller's `withRetry`).
 */
export async function commitChanges(db: Db, changes: Change[], opts: CommitOptions = {}): Promise<void> {
  const items: TxItem[] = [];
  for (const { before, after } of changes) {
    if (after && !before) {
      items.push({ Put: { TableName: db.table, Item: participacaoItem(after), ConditionExpression: 'attribute_not_exists(pk)' } });
    } else if (after && before) {
      items.push({ Put: { TableName: db.table, Item: participacaoItem(after), ...unchangedSince(before) } });
    } else if (before) {
      items.push({ Delete: { TableName: db.table, Key: participacaoKey(before.id), ...unchangedSince(before) } });
    }
  }

  // The search entries of each participation whose status, queue order or text moved (busca.ts).
  for (const { before, after } of changes) items.push(...buscaTx(db, before ? entradasDaBusca(before) : [], after ? entradasDaBusca(after) : []));

  // Every delta, summed per counter item.
  const medicoCiclo = new Map<string, Counters>();
  const tipoDe = new Map<string, string>();
  const meses = new Map<string, Record<string, number>>();
  const totais = new Map<string, Record<string, number>>();
  const classes = new Map<string, Record<string, number>>();
  const fila = new Map<string, Record<string, number>>();
  for (const { before, after } of changes) {
    const { idMedico, tipoMedico } = (after ?? before)!;
    tipoDe.set(idMedico, tipoMedico);
    for (const [ciclo, delta] of cicloDeltas(before, after)) addInto(medicoCiclo, `${idMedico}#${ciclo}`, delta, zeroCounters);
    for (const [k, d] of monthDeltas(before, after)) {
      const [c, mes] = k.split('#') as [string, string];
      addInto(meses, c, { [`mes${mes}`]: d }, () => ({}));
    }
    const statusAdds: Record<string, number> = {};
    if (before) statusAdds[STATUS_COUNTER[before.status]] = (statusAdds[STATUS_COUNTER[before.status]] ?? 0) - 1;
    if (after) statusAdds[STATUS_COUNTER[after.status]] = (statusAdds[STATUS_COUNTER[after.status]] ?? 0) + 1;
    if (!before) statusAdds.registros = 1;
    if (!after) statusAdds.registros = -1;
    addInto(totais, idMedico, statusAdds, () => ({}));
    for (const [k, d] of classificacaoDeltas(before, after)) addInto(classes, `${idMedico}#${k}`, { pontos: d }, () => ({}));
    for (const [filtro, d] of filaDeltas(before, after)) addInto(fila, filtro, d as Record<string, number>, () => ({}));
  }

  // The doctor's counters per cycle, conditioned on their version; the cycle's counters they move.
  // A change of credits judges the goal: read after the counters, and the transaction is conditioned on it.
  const cicloAdds = new Map<string, Record<string, number>>(meses);
  const metas = new Map<number, MetaDoCiclo>();
  const metaDe = async (ciclo: number) => {
    if (!metas.has(ciclo)) metas.set(ciclo, opts.lidos?.metas?.get(ciclo) ?? (await getMetaDoCiclo(db, ciclo, DEFAULT_META)));
    return metas.get(ciclo)!;
  };
  for (const [k, delta] of medicoCiclo) {
    if (isZero(delta)) continue;
    const [idMedico, c] = k.split('#') as [string, string];
    const ciclo = Number(c);
    const current = opts.lidos?.medicoCiclo?.get(k) ?? (await getMedicoCicloAgg(db, idMedico, ciclo));
    const versao = typeof current.versao === 'number' ? current.versao : 0;
    const registrosAntes = Number(current.registros ?? 0);
    const pontosAntes = Number(current.pontos ?? 0);
    // Goal reachers: the counter moves by the change of the doctor's flag (what it counts for them), judged against the goal read.
    let atingiu: boolean | undefined;
    let metaDelta = 0;
    if (delta.pontos !== 0) {
      const m = await metaDe(ciclo);
      const antes = typeof current.atingiu === 'boolean' ? current.atingiu : pontosAntes >= m.metaSemMarca;
      atingiu = round(pontosAntes + delta.pontos) >= m.meta;
      metaDelta = Number(atingiu) - Number(antes);
    }
    // The cycle's histogram of credits moves the doctor's bucket; a counter from before it (no `nasFaixas`) is counted in it now.
    const faixas = faixasDelta(current.nasFaixas === true ? pontosAntes : null, round(pontosAntes + delta.pontos));
    items.push(
      counterUpdate(
        db,
        medicoCicloAggKey(idMedico, ciclo),
        COUNTER_NAMES.map((n) => [n, delta[n]]),
        { versao: versao + 1, idMedico, ciclo, nasFaixas: true, ...(atingiu === undefined ? {} : { atingiu }) },
        versao === 0 ? ['attribute_not_exists(versao)'] : ['versao = :ov', { ':ov': versao }],
      ),
    );

    // Participants (a doctor with at least one participation) and goal reachers, by tipo.
    const suffix = isFuncionario(tipoDe.get(idMedico)!) ? 'Funcionarios' : 'NaoFuncionarios';
    const adds: Record<string, number> = {};
    const participanteDelta = Number(registrosAntes === 0 && delta.registros > 0) - Number(registrosAntes > 0 && registrosAntes + delta.registros === 0);
    if (participanteDelta) adds[`participantes${suffix}`] = participanteDelta;
    if (metaDelta) adds[`atingiramMeta${suffix}`] = metaDelta;
    if (delta.registros) adds.registros = delta.registros;
    if (delta.aprovados) adds.aprovados = delta.aprovados;
    addInto(cicloAdds, c, { ...adds, ...faixas }, () => ({}));
  }
  for (const [c, adds] of cicloAdds) if (nonZero(adds).length) items.push(counterUpdate(db, cicloAggKey(Number(c)), Object.entries(adds), { ciclo: Number(c) }));
  for (const [ciclo, m] of metas) items.push(metaInalteradaTx(db, ciclo, m.salva));
  for (const [idMedico, adds] of totais) if (nonZero(adds).length) items.push(counterUpdate(db, medicoTotalAggKey(idMedico), Object.entries(adds), { idMedico }));

  // The cap reads, by `{idMedico}#{ciclo}#{idClassificacao}`: the caller's (for the first change's doctor) and a batch's.
  const { capRead } = opts;
  const capMedico = (changes[0]?.after ?? changes[0]?.before)?.idMedico;
  const guards = new Map<string, number>();
  if (capRead && capMedico) guards.set(`${capMedico}#${capRead.ciclo}#${capRead.idClassificacao}`, capRead.usado);
  for (const r of opts.capReads ?? []) guards.set(`${r.idMedico}#${r.ciclo}#${r.idClassificacao}`, r.usado);
  for (const [k, { pontos: d = 0 }] of classes) {
    const [idMedico, ciclo, ...rest] = k.split('#') as [string, string, ...string[]];
    const usado = guards.get(k);
    if (!d && usado === undefined) continue;
    guards.delete(k);
    const linha = linhaDoMedicoAttrs(idMedico, Number(ciclo), rest.join('#'));
    items.push(counterUpdate(db, medicoClassificacaoAggKey(idMedico, Number(ciclo), rest.join('#')), [['pontos', d]], linha, usado === undefined ? undefined : capCondition(usado), true));
  }
  // A cap read that moved nothing still guards the decision (the credits it decided on must not have moved).
  for (const [k, usado] of guards) {
    const [idMedico, ciclo, ...rest] = k.split('#') as [string, string, ...string[]];
    items.push(counterUpdate(db, medicoClassificacaoAggKey(idMedico, Number(ciclo), rest.join('#')), [['pontos', 0]], linhaDoMedicoAttrs(idMedico, Number(ciclo), rest.join('#')), capCondition(usado), true));
  }

  for (const [filtro, delta] of fila) if (nonZero(delta).length) items.push(counterUpdate(db, filaAggKey(JSON.parse(filtro) as { ciclo?: number; idCategoria?: string }), Object.entries(delta)));

  items.push(...(opts.extra ?? []));
  if (opts.claim) items.push(opts.claim);
  const primeiro = changes[0]?.before;
  try {
    await db.client.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    // A failed claim: the key was already used.
    if (opts.claim && conditionFailedAt(error, items.length - 1)) throw new KeyAlreadyUsed();
    if (transactionCanceled(error)) {
      if (primeiro && conditionFailedAt(error, 0)) {
        const now = await getParticipacao(db, primeiro.id);
        if (!now || now.versao !== primeiro.versao) throw new AppError(409, STALE);
      }
      throw retryLater();
    }
    throw error;
  }
}

/** The row's counted credits are still what the cap read. */
const capCondition = (usado: number): Condition => [usado === 0 ? 'attribute_not_exists(pontos) OR pontos = :u' : 'pontos = :u', { ':u': usado }];

type Condition = [expression: string, values?: Record<string, unknown>];

/**
 * A counter item's Update: SET `set`, ADD the non-zero `adds` (every one, with `keepZero`), under an
 * optional condition. Attribute names go through placeholders, so no reserved word breaks it.
 */
function counterUpdate(db: Db, Key: { pk: string; sk: string }, adds: [string, number][], set: Record<string, unknown> = {}, condition?: Condition, keepZero = false): TxItem {
  const a = keepZero ? adds : adds.filter(([, v]) => v !== 0);
  const s = Object.entries(set);
  const clauses = [s.length ? `SET ${s.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '', a.length ? `ADD ${a.map((_, i) => `#a${i} :a${i}`).join(', ')}` : ''];
  return {
    Update: {
      TableName: db.table,
      Key,
      UpdateExpression: clauses.filter(Boolean).join(' '),
      ConditionExpression: condition?.[0],
      ExpressionAttributeNames: Object.fromEntries([...s.map(([n], i) => [`#s${i}`, n]), ...a.map(([n], i) => [`#a${i}`, n])]),
      ExpressionAttributeValues: { ...Object.fromEntries([...s.map(([, v], i) => [`:s${i}`, v]), ...a.map(([, v], i) => [`:a${i}`, v])]), ...condition?.[1] },
    },
  };
}
