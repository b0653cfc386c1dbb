import type { Counters } from '../db/contadores';
import type { ParticipacaoItem } from '../db/participacoes';

export const COUNTER_NAMES: readonly (keyof Counters)[] = ['registros', 'pendentes', 'aprovados', 'reprovados', 'emAjuste', 'pontos', 'alto', 'medio', 'baixo', 'gestao', 'publicacao'];
export const STATUS_COUNTER = { 1: 'pendentes', 2: 'aprovados', 3: 'reprovados', 4: 'emAjuste' } as const;

export const zeroCounters = (): Counters => Object.fromEntries(COUNTER_NAMES.map((n) => [n, 0])) as unknown as Counters;

export type AggState = Pick<ParticipacaoItem, 'status' | 'ciclo' | 'credito' | 'valor' | 'categoriaTipo' | 'dataInicio' | 'idClassificacao' | 'idCategoria'>;

export function contribution(p: AggState): Counters {
  const c = zeroCounters();
  c.registros = 1;
  c[STATUS_COUNTER[p.status]] = 1;
  if (p.status === 2) {
    const pts = p.credito;
    c.pontos = pts;
    if (p.valor === 'alto valor') c.alto = pts;
    else if (p.valor === 'medio valor') c.medio = pts;
    else if (p.valor === 'baixo valor') c.baixo = pts;
    if (p.categoriaTipo === 'GESTAO') c.gestao = pts;
    if (p.categoriaTipo === 'PUBLICACAO') c.publicacao = pts;
  }
  return c;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Per cycle, the change of the doctor's counters between two states of a participation (null: absent). */
export function cicloDeltas(before: AggState | null, after: AggState | null): Map<number, Counters> {
  const out = new Map<number, Counters>();
  const add = (p: AggState, sign: 1 | -1) => {
    const acc = out.get(p.ciclo) ?? zeroCounters();
    const c = contribution(p);
    for (const n of COUNTER_NAMES) acc[n] = round(acc[n] + sign * c[n]);
    out.set(p.ciclo, acc);
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  return out;
}

/** Per (cycle, month of the start date), the change in registered participations. */
export function monthDeltas(before: AggState | null, after: AggState | null): Map<string, number> {
  const out = new Map<string, number>();
  const add = (p: AggState, sign: number) => {
    const k = `${p.ciclo}#${p.dataInicio.slice(5, 7)}`;
    out.set(k, (out.get(k) ?? 0) + sign);
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  return out;
}

/** Per (cycle, credit-table row), the change in counted credits, for the per-cycle cap. */
export function classificacaoDeltas(before: AggState | null, after: AggState | null): Map<string, number> {
  const out = new Map<string, number>();
  const add = (p: AggState, sign: number) => {
    if (p.status !== 2 || !p.idClassificacao) return;
    const k = `${p.ciclo}#${p.idClassificacao}`;
    out.set(k, round((out.get(k) ?? 0) + sign * p.credito));
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  return out;
}

/**
 * Per review-queue counter (its filter as `{ciclo, idCategoria}`, keyed by JSON), the change of each
 * status count: a participation counts under all, its cycle, its category, and both.
 */
export function filaDeltas(before: AggState | null, after: AggState | null): Map<string, Partial<Record<'s1' | 's2' | 's3' | 's4', number>>> {
  const out = new Map<string, Partial<Record<'s1' | 's2' | 's3' | 's4', number>>>();
  const add = (p: AggState, sign: number) => {
    for (const f of [{}, { ciclo: p.ciclo }, { idCategoria: p.idCategoria }, { ciclo: p.ciclo, idCategoria: p.idCategoria }]) {
      const k = JSON.stringify(f);
      const acc = out.get(k) ?? {};
      const s = `s${p.status}` as const;
      acc[s] = (acc[s] ?? 0) + sign;
      out.set(k, acc);
    }
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  return out;
}

export const isZero = (c: Counters) => COUNTER_NAMES.every((n) => c[n] === 0);
