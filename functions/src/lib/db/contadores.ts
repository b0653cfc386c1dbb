import { cicloPartition, cicloSortKey } from './ciclos';
import type { Db } from './client';
import { INDEX } from '@emc/shared/table';
import { batchGet, getItem, indexKeys, queryPage, type Item } from './items';
import { medicoPartition } from './medicos';

/** What one participation adds to its doctor's counters for its cycle (participacoes/aggregates.ts computes it). */
export interface Counters {
  registros: number;
  pendentes: number;
  aprovados: number;
  reprovados: number;
  emAjuste: number;
  pontos: number;
  alto: number;
  medio: number;
  baixo: number;
  gestao: number;
  publicacao: number;
}

/**
 * The stored counters (docs/data-model.md), written in a participation's transaction
 * (participacoes/store.ts, also for each batch of an attendance import) and, for a cycle's
 * goal-reacher counts, in `ciclo/update`'s: per doctor and cycle, per doctor over all cycles, per
 * doctor, cycle and credit-table row (the cap), and per cycle.
 */
export const medicoCicloAggKey = (idMedico: string, ciclo: number) => ({ pk: medicoPartition(idMedico), sk: `AGG#CICLO#${cicloSortKey(ciclo)}` });
export const medicoTotalAggKey = (idMedico: string) => ({ pk: medicoPartition(idMedico), sk: 'AGG#TOTAL' });
export const medicoClassificacaoAggKey = (idMedico: string, ciclo: number, idClassificacao: string) => ({
  pk: medicoPartition(idMedico),
  sk: `AGG#CICLO#${cicloSortKey(ciclo)}#CLASS#${idClassificacao}`,
});
export const cicloAggKey = (ciclo: number) => ({ pk: cicloPartition(ciclo), sk: 'AGG' });

/**
 * A row counter's entry in byLookup (LINHA#{idClassificacao}, {cycle}#{idMedico}), with the attributes
 * that name it: the (doctor, cycle) pairs with credits under a row, which a change of its cap recounts
 * (lib/tarefas/teto.ts). Row counters written before the entry existed are not listed (docs/data-model.md).
 */
export const linhaDoMedicoAttrs = (idMedico: string, ciclo: number, idClassificacao: string) => ({
  ...indexKeys(INDEX.byLookup, `LINHA#${idClassificacao}`, `${cicloSortKey(ciclo)}#${idMedico}`),
  idMedico,
  ciclo,
  idClassificacao,
});

/** One page of the (doctor, cycle) pairs with a counter under the row, from `cursor`. */
export async function paginaDaLinha(db: Db, idClassificacao: string, cursor: Item | undefined, limite: number): Promise<{ pares: { idMedico: string; ciclo: number }[]; cursor?: Item }> {
  const page = await queryPage(db, { index: INDEX.byLookup, pk: `LINHA#${idClassificacao}`, attributes: ['idMedico', 'ciclo'] }, { limit: limite, start: cursor });
  return { pares: page.items.map((i) => ({ idMedico: String(i.idMedico), ciclo: Number(i.ciclo) })), cursor: page.lastKey };
}

/** How many (doctor, cycle) pairs the row has counters for: its index entries, read a page at a time (a job's total, never a request's). */
export async function contarDaLinha(db: Db, idClassificacao: string): Promise<number> {
  let total = 0;
  let cursor: Item | undefined;
  do {
    const page = await queryPage(db, { index: INDEX.byLookup, pk: `LINHA#${idClassificacao}`, attributes: ['pk'] }, { limit: 1000, start: cursor });
    total += page.items.length;
    cursor = page.lastKey;
  } while (cursor);
  return total;
}

/**
 * The review queue's counts by status (s1…s4) for each filter it has an index for: all, one cycle,
 * one category, one cycle and category (`participacao/participacoes-quantidade` without a text filter).
 */
export const filaAggKey = ({ ciclo, idCategoria }: { ciclo?: number; idCategoria?: string }) => ({
  pk: 'FILA',
  sk: [ciclo === undefined ? '' : cicloSortKey(ciclo), idCategoria === undefined ? '' : `CAT#${idCategoria}`].filter(Boolean).join('#') || 'TOTAL',
});
export type FilaAgg = Partial<Record<'s1' | 's2' | 's3' | 's4', number>>;

export async function getFilaAgg(db: Db, filtro: { ciclo?: number; idCategoria?: string }): Promise<FilaAgg> {
  return (await getItem(db, filaAggKey(filtro))) ?? {};
}

/**
 * A doctor's counters in one cycle, with the `versao` that serializes changes to them, `atingiu`:
 * whether the cycle's goal-reacher counter counts this doctor (missing on data from before it: then
 * the doctor counts when `pontos` ≥ the cycle's `metaSemMarca`, db/ciclos.ts), and `nasFaixas`: the
 * cycle's histogram of credits counts this doctor's `pontos` (missing on data from before it, which
 * the histogram counts at the doctor's next change or by the backfill, scripts/local/seed/faixas.ts).
 */
export type MedicoCicloAgg = Partial<Counters> & { versao?: number; atingiu?: boolean; nasFaixas?: boolean };
export type MedicoTotalAgg = Partial<Pick<Counters, 'registros' | 'pendentes' | 'aprovados' | 'reprovados' | 'emAjuste'>>;

/** Strongly consistent: a transaction is conditioned on the `versao` read here. */
export async function getMedicoCicloAgg(db: Db, idMedico: string, ciclo: number): Promise<MedicoCicloAgg> {
  return (await getItem(db, medicoCicloAggKey(idMedico, ciclo), { consistent: true })) ?? {};
}

/** The doctor's counters for each cycle asked (missing cycles answer empty counters). */
export async function getMedicoCicloAggs(db: Db, idMedico: string, ciclos: number[]): Promise<Map<number, MedicoCicloAgg>> {
  const items = await batchGet(db, ciclos.map((c) => medicoCicloAggKey(idMedico, c)));
  return new Map(ciclos.map((c) => [c, items.find((i) => i.ciclo === c) ?? {}]));
}

export async function getMedicoTotalAgg(db: Db, idMedico: string): Promise<MedicoTotalAgg> {
  return (await getItem(db, medicoTotalAggKey(idMedico))) ?? {};
}

/** The credits a credit-table row already gave the doctor in the cycle (strongly consistent: the cap's read). */
export async function getClassificacaoPontos(db: Db, idMedico: string, ciclo: number, idClassificacao: string): Promise<number> {
  const item = await getItem(db, medicoClassificacaoAggKey(idMedico, ciclo, idClassificacao), { consistent: true });
  return Number(item?.pontos ?? 0);
}

/**
 * A cycle's counters (cicloAggKey: the cycle's partition, sk AGG): participants and goal reachers by tipo, registered and
 * approved participations, registered participations by start month (`mes01`…`mes12`), and the doctors by
 * their credits in 0.5-credit buckets (`faixa1`, `faixa2`…: participacoes/aggregates.ts `faixaDe`).
 */
export type CicloAgg = Partial<Record<'participantesFuncionarios' | 'participantesNaoFuncionarios' | 'atingiramMetaFuncionarios' | 'atingiramMetaNaoFuncionarios' | 'registros' | 'aprovados', number>> &
  Partial<Record<`mes${string}` | `faixa${number}`, number>>;

/**
 * Marks that every cycle's histogram of credits counts every doctor (the backfill writes it once it
 * has counted the cycle counters from before the histogram; each change since counts its own).
 * Without it, `ciclo/previa` counts the doctors' counters instead (tarefas/meta.ts).
 */
export const faixasCompletasKey = { pk: 'FAIXAS', sk: 'COMPLETAS' };

/** The cycle's counters when its histogram is complete (strongly consistent: both in one BatchGetItem); else undefined. */
export async function getFaixasDoCiclo(db: Db, ciclo: number): Promise<CicloAgg | undefined> {
  const [agg, completas] = await Promise.all([getItem(db, cicloAggKey(ciclo), { consistent: true }), getItem(db, faixasCompletasKey, { consistent: true })]);
  return completas ? ((agg ?? {}) as CicloAgg) : undefined;
}

/** The counters of each cycle asked, in one BatchGetItem (a cycle without them answers empty counters). */
export async function getCicloAggs(db: Db, ciclos: number[]): Promise<Map<number, CicloAgg>> {
  const items = await batchGet(db, ciclos.map(cicloAggKey));
  return new Map(ciclos.map((c) => [c, (items.find((i) => i.pk === cicloAggKey(c).pk) ?? {}) as CicloAgg]));
}
