import type { Db } from './client';
import { cicloAggKey, medicoCicloAggKey } from './contadores';
import { batchGet, type TxItem } from './items';
import { listMedicos } from './medicos';

/**
 * What a change of a cycle's goal (`ciclo/update`) moves besides the goal: the cycle's goal-reacher
 * counters (`atingiramMetaFuncionarios`, `atingiramMetaNaoFuncionarios` on `cicloAggKey`, kept by each
 * participation's transaction in participacoes/store.ts), for the doctors whose credits lie between
 * the old and the new goal.
 */
export interface PontosNoCiclo {
  idMedico: string;
  funcionario: boolean;
  pontos: number;
  /** The doctor's cycle counters' version (participacoes/store.ts serializes changes on it). */
  versao: number;
}

/**
 * The approved credits of every doctor of the clinical staff in the cycle: the doctors' name index
 * (MEDICOS) read whole, then their cycle counters by BatchGetItem, 100 to a call. Doctors left out
 * of the name index (test doctors, `putMedico(…, { listed: false })`) are not seen.
 */
export async function pontosNoCiclo(db: Db, ciclo: number): Promise<PontosNoCiclo[]> {
  const medicos = await listMedicos(db);
  const tipo = new Map(medicos.map((m) => [m.idMedico, m.tipo]));
  const aggs = await batchGet(db, medicos.map((m) => medicoCicloAggKey(m.idMedico, ciclo)));
  return aggs.map((a) => ({
    idMedico: String(a.idMedico),
    funcionario: tipo.get(String(a.idMedico)) === 'Funcionário',
    pontos: Number(a.pontos ?? 0),
    versao: Number(a.versao ?? 0),
  }));
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
 * Moves a doctor's cycle counters to a new version, conditioned on the one read: a decision of that
 * doctor committed meanwhile fails the goal's transaction (read again), and one in flight fails its
 * own and reads the new goal.
 */
export function novaVersaoTx(db: Db, idMedico: string, ciclo: number, versao: number): TxItem {
  return {
    Update: {
      TableName: db.table,
      Key: medicoCicloAggKey(idMedico, ciclo),
      UpdateExpression: 'SET versao = :nova',
      ConditionExpression: 'versao = :v',
      ExpressionAttributeValues: { ':nova': versao + 1, ':v': versao },
    },
  };
}
