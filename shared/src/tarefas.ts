import * as z from 'zod/mini';
import { cicloQuery } from './participacao';
import type { TipoRelatorio } from './relatorios';
import './zod-pt';

/**
 * A job (architecture.md, "Events and jobs"): work a change starts and that may outlive its answer,
 * as the screen reads it (`GET /api/ciclo/tarefa/{id}`; a report's, `GET /api/relatorio/tarefa/{id}`). A
 * goal change recounts who reached the goal (`meta`); a change of a row's cap recounts its earlier
 * approvals (`teto`); a large xlsx report is written by a job (`relatorio`).
 */
export type TarefaTipo = 'meta' | 'teto' | 'relatorio';

/**
 * pendente: waiting for a runner (also after a checkpoint that handed the rest on); executando: a runner
 * holds it; concluida; falhou (with `erro`); substituida: a later goal change of the same cycle took over.
 */
export type TarefaEstado = 'pendente' | 'executando' | 'concluida' | 'falhou' | 'substituida';

export interface Tarefa {
  id: string;
  tipo: TarefaTipo;
  estado: TarefaEstado;
  /** Doctors (meta), doctor-and-cycle pairs (teto) or rows written (relatorio) done, of `total`. */
  feitos: number;
  total: number;
  /** Of those done, how many changed (goal reached or lost; credits recounted). */
  alterados: number;
  criadaEm: string;
  concluidaEm?: string;
  /** Portuguese, when `falhou`. */
  erro?: string;
  /** A report job's report. */
  relatorio?: TipoRelatorio;
  /** A report job's presigned https link to its file once `concluida` (valid 15 minutes, signed again on each read of relatorio/tarefa). */
  link?: string;
}

/** Whether a job is over (the screen stops polling). */
export const tarefaTerminada = (t: Pick<Tarefa, 'estado'>) => t.estado === 'concluida' || t.estado === 'falhou' || t.estado === 'substituida';

/** What `ciclo/previa` answers before a goal change: how many doctors' status the new goal would change. */
export interface PreviaMeta {
  ciclo: number;
  metaAtual: number;
  meta: number;
  /** Doctors who would reach the goal (it drops) or stop reaching it (it rises). */
  mudam: number;
  /** The cycle no longer accepts participations. */
  encerrado: boolean;
}

/** `ciclo/previa?ciclo=&meta=`: the cycle and the goal being considered (as `ciclo/update` takes it). */
export const previaMetaQuery = z.object({
  ciclo: cicloQuery,
  meta: z.pipe(z.string({ error: 'Informe a meta.' }), z.transform((v) => (v.trim() === '' ? Number.NaN : Number(v)))).check(
    z.refine((n) => Number.isFinite(n) && n > 0 && n <= 1000 && Number.isInteger(n * 2), 'A meta deve ser um número maior que zero, de no máximo 1000, em passos de 0,5.'),
  ),
});
