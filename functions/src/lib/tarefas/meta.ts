import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_META } from '../ciclo';
import { getMetaDoCiclo, metaInalteradaTx, type MetaDoCiclo } from '../db/ciclos';
import type { Db } from '../db/client';
import { getFaixasDoCiclo, medicoCicloAggKey, type MedicoCicloAgg } from '../db/contadores';
import { conditionFailedAt, transactionCanceled } from '../db/errors';
import { batchGet, type Item, type TxItem } from '../db/items';
import { atingiramMetaTx, marcarAtingiuTx, paginaDoCiclo, type MedicoNoCiclo } from '../db/metas';
import { retryLater } from '../db/transactions';
import { medicosNasFaixas } from '../participacoes/aggregates';
import { Substituida, type Passo } from './passo';

/**
 * A goal change's recount (tabela/ciclo.ts starts it): a page of the clinical staff at a time, each
 * doctor's `atingiu` flag set from their credits and the current goal, and the cycle's goal-reacher
 * counters moved by each flag's change, in transactions conditioned on each doctor's counters' version
 * and on the goal itself. Decisions move the same counters by the same flag (participacoes/store.ts),
 * so any order of decisions and pages ends at the exact count. A doctor whose flag already says what the
 * goal says is not written: a page done twice writes nothing.
 */

/** Doctors read per page (one Query and one BatchGetItem). */
export const PAGINA_META = 100;
/** Doctors written per transaction: their flags, the cycle's counters and the goal's check. */
const POR_TRANSACAO = 25;
const TENTATIVAS = 8;

/** What the counter counts for the doctor now, and what the goal says it should. */
function julgar(agg: MedicoCicloAgg, m: MetaDoCiclo): { antes: boolean; depois: boolean } {
  const pontos = Number(agg.pontos ?? 0);
  return { antes: typeof agg.atingiu === 'boolean' ? agg.atingiu : pontos >= m.metaSemMarca, depois: pontos >= m.meta };
}

/** Writes the flags of the doctors whose status changes, retrying with fresh reads when a decision got there first; answers how many changed. */
async function ajustar(db: Db, ciclo: number, m: MetaDoCiclo, grupo: MedicoNoCiclo[]): Promise<number> {
  let medicos = grupo;
  for (let tentativa = 1; ; tentativa++) {
    const mudam = medicos.filter(({ agg }) => typeof agg.versao === 'number' && agg.versao > 0).map((d) => ({ ...d, ...julgar(d.agg, m) })).filter((d) => d.antes !== d.depois);
    if (!mudam.length) return 0;
    const sinal = (d: { depois: boolean }) => (d.depois ? 1 : -1);
    const funcionarios = mudam.filter((d) => d.funcionario).reduce((a, d) => a + sinal(d), 0);
    const outros = mudam.filter((d) => !d.funcionario).reduce((a, d) => a + sinal(d), 0);
    const items: TxItem[] = [
      ...mudam.map((d) => marcarAtingiuTx(db, d.idMedico, ciclo, d.agg.versao!, d.depois)),
      atingiramMetaTx(db, ciclo, funcionarios, outros),
      metaInalteradaTx(db, ciclo, m.salva),
    ];
    try {
      await db.client.send(new TransactWriteCommand({ TransactItems: items }));
      return mudam.length;
    } catch (error) {
      if (!transactionCanceled(error)) throw error;
      if (conditionFailedAt(error, items.length - 1)) throw new Substituida();
      if (tentativa >= TENTATIVAS) throw retryLater();
      await new Promise((r) => setTimeout(r, Math.random() * 30 * tentativa));
      // A decision of one of them committed meanwhile: read their counters again.
      const aggs = await batchGet<MedicoCicloAgg & { idMedico?: string }>(db, medicos.map((d) => medicoCicloAggKey(d.idMedico, ciclo)), { consistent: true });
      const porMedico = new Map(aggs.map((a) => [String(a.idMedico), a]));
      medicos = medicos.map((d) => ({ ...d, agg: porMedico.get(d.idMedico) ?? {} }));
    }
  }
}

/** One page of the goal's recount. */
export async function passoMeta(db: Db, p: { ciclo: number; meta: number }, cursor: Item | undefined): Promise<Passo> {
  const m = await getMetaDoCiclo(db, p.ciclo, DEFAULT_META);
  if (m.meta !== p.meta) throw new Substituida();
  const pagina = await paginaDoCiclo(db, p.ciclo, cursor, PAGINA_META);
  let alterados = 0;
  for (let i = 0; i < pagina.medicos.length; i += POR_TRANSACAO) alterados += await ajustar(db, p.ciclo, m, pagina.medicos.slice(i, i + POR_TRANSACAO));
  return { feitos: pagina.medicos.length, alterados, cursor: pagina.cursor };
}

/**
 * How many doctors' status a new goal would change (the confirmation before a goal change): the
 * doctors whose credits lie between the current goal and the new one, writing nothing. One
 * BatchGetItem: the goal and the cycle's histogram of credits (participacoes/aggregates.ts `faixaDe`),
 * whose buckets between the two goals are the answer; until the histogram is complete (its backfill's
 * mark), or with a current goal off the 0.5 steps, the doctors' counters are read a page at a time.
 */
export async function contarMudancas(db: Db, ciclo: number, meta: number): Promise<{ metaAtual: number; mudam: number }> {
  const [m, faixas] = await Promise.all([getMetaDoCiclo(db, ciclo, DEFAULT_META), getFaixasDoCiclo(db, ciclo)]);
  if (faixas && Number.isInteger(m.meta * 2) && Number.isInteger(meta * 2)) {
    return { metaAtual: m.meta, mudam: medicosNasFaixas(faixas, Math.min(m.meta, meta), Math.max(m.meta, meta)) };
  }
  let mudam = 0;
  let cursor: Item | undefined;
  do {
    const pagina = await paginaDoCiclo(db, ciclo, cursor, PAGINA_META * 10);
    mudam += pagina.medicos.filter(({ agg }) => (Number(agg.pontos ?? 0) >= m.meta) !== (Number(agg.pontos ?? 0) >= meta)).length;
    cursor = pagina.cursor;
  } while (cursor);
  return { metaAtual: m.meta, mudam };
}
