import { MSG, TAREFA_MSG } from '@emc/shared/messages';
import type { Ciclo } from '@emc/shared/participacao';
import type { PreviaMeta, Tarefa } from '@emc/shared/tarefas';
import { DEFAULT_META, currentCiclo, isCicloOpen, yearOfCiclo } from '../lib/ciclo';
import { auditoria } from '../lib/auditoria';
import { now } from '../lib/clock';
import type { Db } from '../lib/db/client';
import { getMetaDoCiclo, metaInalteradaTx, metaTx } from '../lib/db/ciclos';
import { transactComVersao } from '../lib/db/copias';
import { transactionCanceled } from '../lib/db/errors';
import { contarMedicos } from '../lib/db/medicos';
import { getTarefa, tarefaPut, tarefaView } from '../lib/db/tarefas';
import { AppError, ValidationError, notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { newId } from '../lib/ids';
import type { Principal } from '../lib/principal';
import { executarTarefa } from '../lib/tarefas/executar';
import { contarMudancas } from '../lib/tarefas/meta';

const ATTEMPTS = 5;
/**
 * How long a change runs its recount before it answers: a cycle of a few hundred doctors is recounted
 * by then (the answer's job is `concluida`); a larger one goes on in the jobs' runner, and the screen
 * follows it (`ciclo/tarefa/{id}`).
 */
export const PRAZO_NA_RESPOSTA_MS = 4_000;

/** The cycle as `participacao/ciclos` answers it. */
function cicloView(ciclo: number, meta: number): Ciclo {
  const ano = yearOfCiclo(ciclo);
  return { ciclo, ano, inicio: `${ano}-01-01`, fim: `${ano}-12-31`, aberto: isCicloOpen(ciclo), atual: ciclo === currentCiclo(), meta };
}

function cicloExiste(ciclo: number): void {
  const atual = currentCiclo();
  if (ciclo > atual) throw ValidationError.field('ciclo', `O ${ciclo}º ciclo ainda não começou: informe um ciclo de 1 a ${atual}.`);
}

/**
 * PUT /api/ciclo/update { ciclo, meta }: sets a cycle's goal (cycles 1 to the current one) and, in the
 * same transaction, writes the job that recounts who reached it (lib/tarefas/meta.ts; the same goal
 * again: the recount alone), then runs that
 * job for up to PRAZO_NA_RESPOSTA_MS; the answer carries the job as it stands. The sidebars and the
 * history read the goal on each call.
 */
export async function cicloUpdate(input: ActionInput<RouteOf<'tabela.cicloUpdate'>>, p: Principal, db: Db): Promise<Ciclo & { tarefa?: Tarefa }> {
  const { ciclo, meta } = input.body;
  cicloExiste(ciclo);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const antes = await getMetaDoCiclo(db, ciclo, DEFAULT_META);
    const id = newId();
    const job = tarefaPut(db, { id, tipo: 'meta', parametros: { tipo: 'meta', ciclo, meta }, total: await contarMedicos(db), criadaEm: now().toISOString() });
    // The same goal saved again changes nothing but recounts (the runbook's repair of a drift `verificar` found).
    const items =
      antes.meta === meta && antes.salva !== undefined
        ? [metaInalteradaTx(db, ciclo, antes.salva), job]
        : [
            metaTx(db, ciclo, meta, antes.salva, antes.meta),
            ...auditoria(db, p, { acao: 'alteracao', entidade: 'ciclo', idEntidade: String(ciclo), descricao: `${ciclo}º ciclo (${yearOfCiclo(ciclo)})`, antes: { meta: antes.meta }, depois: { meta } }),
            job,
          ];
    try {
      await transactComVersao(db, items);
    } catch (error) {
      if (!transactionCanceled(error)) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
      continue;
    }
    const tarefa = await executarTarefa(db, id, { prazoMs: PRAZO_NA_RESPOSTA_MS });
    return { ...cicloView(ciclo, meta), ...(tarefa ? { tarefa: tarefaView(tarefa) } : {}) };
  }
  throw new AppError(409, MSG.busy);
}

/** GET /api/ciclo/previa?ciclo=&meta=: what a goal change would do, writing nothing (the confirmation's text). */
export async function cicloPrevia(input: ActionInput<RouteOf<'tabela.cicloPrevia'>>, _p: Principal, db: Db): Promise<PreviaMeta> {
  const { ciclo, meta } = input.query;
  cicloExiste(ciclo);
  const { metaAtual, mudam } = await contarMudancas(db, ciclo, meta);
  return { ciclo, metaAtual, meta, mudam, encerrado: !isCicloOpen(ciclo) };
}

/** GET /api/ciclo/tarefa/{id}: a recount job's progress (administrators). */
export async function tarefa(input: ActionInput<RouteOf<'tabela.tarefa'>>, _p: Principal, db: Db): Promise<Tarefa> {
  const t = await getTarefa(db, input.params.id);
  if (!t) throw notFound(TAREFA_MSG.naoEncontrada);
  return tarefaView(t);
}
