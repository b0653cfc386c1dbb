import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { cicloAggKey, medicoCicloAggKey, type MedicoCicloAgg } from './contadores';
import { batchGet, queryPage, type Item, type TxItem } from './items';
import { MEDICOS } from './medicos';

/**
 * What a change of a cycle's goal moves besides the goal (lib/tarefas/meta.ts): the cycle's goal-reacher
 * counters (`atingiramMetaFuncionarios`, `atingiramMetaNaoFuncionarios` on `cicloAggKey`, kept by each
 * participation's transaction in participacoes/store.ts) and each doctor's `atingiu` flag on their
 * cycle counter (contadores.ts), a page of the clinical staff at a time.
 */
export interface MedicoNoCiclo {
  idMedico: string;
  funcionario: boolean;
  /** The doctor's cycle counters, strongly consistent (empty when the doctor has none). */
  agg: MedicoCicloAgg;
}

/**
 * One page of the clinical staff (the doctors' name index, MEDICOS, in name order) from `cursor`, with
 * each doctor's counters of the cycle (one BatchGetItem, strongly consistent: the write is conditioned
 * on their version). Doctors left out of the name index (`putMedico(…, { listed: false })`) are not seen.
 */
export async function paginaDoCiclo(db: Db, ciclo: number, cursor: Item | undefined, limite: number): Promise<{ medicos: MedicoNoCiclo[]; cursor?: Item }> {
  const page = await queryPage(db, { index: INDEX.byName, pk: MEDICOS, attributes: ['idMedico', 'tipo'] }, { limit: limite, start: cursor });
  const aggs = await batchGet<MedicoCicloAgg & { idMedico?: string }>(db, page.items.map((m) => medicoCicloAggKey(String(m.idMedico), ciclo)), { consistent: true });
  const porMedico = new Map(aggs.map((a) => [String(a.idMedico), a]));
  return {
    medicos: page.items.map((m) => ({ idMedico: String(m.idMedico), funcionario: m.tipo === 'Funcionário', agg: porMedico.get(String(m.idMedico)) ?? {} })),
    cursor: page.lastKey,
  };
}

/** Adds to the cycle's goal-reacher counters. */
export function atingiramMetaTx(db: Db, ciclo: number, funcionarios: number, naoFuncionarios: number): TxItem {
  return {
    Update: {
      TableName: db.table,
      Key: cicloAggKey(ciclo),
      UpdateExpression: 'SET ciclo = :c ADD atingiramMetaFuncionarios :f, atingiramMetaNaoFuncionarios :n',
      ExpressionAttributeValues: { ':c': ciclo, ':f': funcionarios, ':n': naoFuncionarios },
    },
  };
}

/**
 * Sets the doctor's `atingiu` flag (a new counters' version), conditioned on the version read: a
 * decision of that doctor committed meanwhile fails this step (read again), and one in flight fails
 * its own and reads the flag set here.
 */
export function marcarAtingiuTx(db: Db, idMedico: string, ciclo: number, versao: number, atingiu: boolean): TxItem {
  return {
    Update: {
      TableName: db.table,
      Key: medicoCicloAggKey(idMedico, ciclo),
      UpdateExpression: 'SET versao = :nova, atingiu = :a',
      ConditionExpression: 'versao = :v',
      ExpressionAttributeValues: { ':nova': versao + 1, ':v': versao, ':a': atingiu },
    },
  };
}
