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

/**
 * The cycle's histogram of its doctors' credits, on the cycle's counters (cicloAggKey): `faixa{k}`
 * counts the doctors whose credits in the cycle (`pontos`) give floor(pontos × 2) = k, for k ≥ 1
 * (0.5-credit buckets; under 0.5 no goal is reached, so those are not counted). A goal g in 0.5 steps
 * is reached when pontos ≥ g ⟺ k ≥ 2g, so the doctors a goal change moves are a sum of buckets.
 */
export const FAIXA = 'faixa';

/** The bucket of a doctor's cycle credits (undefined: under 0.5, in none). Doubling is exact in binary floating point. */
export function faixaDe(pontos: number): string | undefined {
  const k = Math.floor(pontos * 2);
  return k >= 1 ? `${FAIXA}${k}` : undefined;
}

/**
 * The histogram's change when a doctor's cycle credits go from `antes` to `depois`; `antes` null: the
 * doctor is not in it yet (a cycle counter from before it), and is counted now.
 */
export function faixasDelta(antes: number | null, depois: number): Record<string, number> {
  const de = antes === null ? undefined : faixaDe(antes);
  const para = faixaDe(depois);
  if (de === para) return {};
  return { ...(de ? { [de]: -1 } : {}), ...(para ? { [para]: 1 } : {}) };
}

/** How many doctors the histogram has with credits in [de, ate), both in 0.5 steps. */
export function medicosNasFaixas(agg: Record<string, unknown>, de: number, ate: number): number {
  let n = 0;
  for (const [nome, v] of Object.entries(agg)) {
    if (!nome.startsWith(FAIXA)) continue;
    const k = Number(nome.slice(FAIXA.length));
    if (k >= de * 2 && k < ate * 2) n += Number(v);
  }
  return n;
}
