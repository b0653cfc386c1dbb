import type { TipoMedico } from '@emc/shared/medico';
import { listAreas } from '../db/areas';
import type { Db } from '../db/client';
import { medicoCicloAggKey, type MedicoCicloAgg } from '../db/contadores';
import { batchGet, type Item } from '../db/items';
import { paginasDeMedicos } from '../db/medicos';
import { chunks, mapOrdered, prefetch } from './fluxo';

/**
 * The doctors of the per-doctor reports (comparativo, geral, area), alphabetical, each with their
 * counters of the reported cycles: the clinical staff's name index (Query byName `MEDICOS`) page by
 * page, and their cycle counters (medicoCicloAggKey) by BatchGetItem, a few batches in flight. Active doctors,
 * and inactive ones who have participations in those cycles, so the rows add up to the cycles'
 * counters (which count every participant) and to the dashboard.
 */

/** What a report shows of a doctor (the name index is read with only these attributes). */
export interface MedicoDoRelatorio {
  idMedico: string;
  nome: string;
  crm: string;
  idArea: string;
  especialidade: string;
  tipo: TipoMedico;
  ativo: boolean;
}
const ATRIBUTOS = ['idMedico', 'nome', 'crm', 'idArea', 'especialidade', 'tipo', 'ativo'] as const satisfies readonly (keyof MedicoDoRelatorio)[];

export interface MedicoComContadores {
  medico: MedicoDoRelatorio;
  /** The doctor's counters in each reported cycle (empty where none). */
  aggs: ReadonlyMap<number, MedicoCicloAgg>;
}

/** BatchGetItem calls in flight at once. */
const LOTES_EM_VOO = 4;
/** Name-index pages read ahead of the counters. */
const PAGINAS_ADIANTE = 2;

const chave = (k: { pk: string; sk: string }) => `${k.pk}|${k.sk}`;

export async function* medicosComContadores(db: Db, ciclos: readonly number[], opts: { idArea?: string } = {}): AsyncGenerator<MedicoComContadores> {
  // At most 100 keys a BatchGetItem: a doctor takes one per cycle.
  const porLote = Math.max(1, Math.floor(100 / Math.max(1, ciclos.length)));
  const paginas = prefetch(paginasDeMedicos(db, { attributes: ATRIBUTOS, idArea: opts.idArea }), PAGINAS_ADIANTE);
  const lotes = mapOrdered(chunks<Item>(paginas, porLote), LOTES_EM_VOO, async (itens) => {
    const medicos = itens as unknown as MedicoDoRelatorio[];
    const keys = medicos.flatMap((m) => ciclos.map((c) => medicoCicloAggKey(m.idMedico, c)));
    const lidos = new Map((keys.length ? await batchGet(db, keys) : []).map((i) => [chave(i as { pk: string; sk: string }), i as MedicoCicloAgg]));
    return medicos.map((medico) => ({ medico, aggs: new Map(ciclos.map((c) => [c, lidos.get(chave(medicoCicloAggKey(medico.idMedico, c))) ?? {}])) }));
  });
  for await (const lote of lotes) {
    for (const m of lote) if (m.medico.ativo !== false || ciclos.some((c) => (m.aggs.get(c)?.registros ?? 0) > 0)) yield m;
  }
}

/** Area names by id, active and inactive (a doctor keeps a deactivated area). */
export async function nomesDasAreas(db: Db): Promise<Map<string, string>> {
  return new Map((await listAreas(db)).map((a) => [a.idArea, a.nome]));
}

export const simNao = (b: boolean) => (b ? 'Sim' : 'Não');
export const arredondar2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The share of the goal reached as a fraction for a '0.0%' cell, as the doctor's sidebar computes
 * it (decisions.md "Counts and dashboards": one decimal of a percent, at most 100%).
 */
export const fracaoDaMeta = (pontos: number, meta: number) => (meta > 0 ? Math.min(100, Math.round(((100 * pontos) / meta) * 10) / 10) / 100 : 1);
