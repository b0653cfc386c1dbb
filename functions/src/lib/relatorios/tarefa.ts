import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cicloComAno } from '@emc/shared/ciclo';
import { RELATORIO_MSG, type TipoRelatorio } from '@emc/shared/relatorios';
import * as z from 'zod/mini';
import { yearOfCiclo } from '../ciclo';
import { getArea } from '../db/areas';
import type { Db } from '../db/client';
import { getCicloAggs } from '../db/contadores';
import { conditionFailedAt } from '../db/errors';
import { contarMedicos } from '../db/medicos';
import {
  avancarTarefa,
  concluirTarefaTx,
  encerrarTarefa,
  getTarefa,
  reivindicarTarefa,
  tarefaPut,
  type PedidoRelatorio,
  type Solicitante,
  type TarefaItem,
} from '../db/tarefas';
import { readEnv } from '../env';
import { AppError, notFound } from '../errors';
import { newId } from '../ids';
import { logger } from '../logger';
import { FALHAS_MAX, type ExecucaoOpcoes } from '../tarefas/esperar';
import { planilhasArea } from './area';
import { avisoDoRelatorio } from './aviso';
import { planilhasComparativo } from './comparativo';
import { planilhasDetalhado } from './detalhado';
import { planilhasGeral } from './geral';
import { chaveDoRelatorio, escreverRelatorio } from './publicar';
import type { Planilha } from './xlsx';

/**
 * Large reports as jobs (architecture.md, "Events and jobs"; decisions.md "Reports (xlsx)"). A
 * report whose rows, as the counters tell them before any row is read (weighed by PESO_DA_LINHA),
 * exceed LINHAS_DIRETO is not
 * written inside the request (the API answers at 30 s): the request writes its job (TAREFA, tipo
 * `relatorio`, its own item) and answers 202 with it; the table's stream brings the job to this
 * function (relatorios/tarefas.ts), which writes the whole file in one run, recording the rows
 * written every PROGRESSO_MS, and ends it `concluida` with the file's key in the same transaction
 * as the e-mail to the administrator who asked. An xlsx can't be resumed mid-file: a run that dies
 * or fails is run again from the start, into the same key (`relatorios/{id}/{file}`), so no
 * second object is left.
 */

const env = readEnv({ RELATORIO_LINHAS_DIRETO: z.optional(z.string().check(z.regex(/^\d+$/))) });

/**
 * The most rows of the detailed report written inside its request. The detailed report of 100k rows
 * took 22–29 s end to end on the local stack (about 4,000 rows a second, its reads most of it):
 * 20,000 rows take about 5 s there, well inside the API's 30 s. RELATORIO_LINHAS_DIRETO overrides
 * it (the tests' worlds lower it to make a job of the demo data).
 */
export const LINHAS_DIRETO = env.RELATORIO_LINHAS_DIRETO === undefined ? 20_000 : Number(env.RELATORIO_LINHAS_DIRETO);

/**
 * What a row costs against that threshold, in the detailed report's rows: the items read for it. A
 * per-doctor row also reads the doctor's counters (BatchGetItem) at about half the pace of the
 * detailed report's Query pages (bench, 1,000 doctors: 2,300 items a second against 4,000): geral one
 * cycle's, comparativo three; the area report reads the whole staff's name index and eight cycles of
 * the area's doctors, about twice the staff with six areas.
 */
export const PESO_DA_LINHA: Readonly<Record<TipoRelatorio, number>> = { detalhado: 1, geral: 2, area: 2, comparativo: 4 };

/** A running report job records its rows written (and renews its claim) this often. */
export const PROGRESSO_MS = 2_000;

/** Whether a report of `linhas` rows is written by a job rather than in its request. */
export const emTarefa = (relatorio: TipoRelatorio, linhas: number, limite = LINHAS_DIRETO) => linhas * PESO_DA_LINHA[relatorio] > limite;

/**
 * The rows a report will have, from counters only (one read; never the rows): the detailed report,
 * the cycle's registered participations (its `registros` counter, what byCicloMes holds); the
 * per-doctor reports, the listed doctors (the corpo clínico's counter: the area's report has no
 * counter of its own, so it is judged by the whole staff, an upper bound).
 */
export async function linhasEstimadas(db: Db, pedido: PedidoRelatorio): Promise<number> {
  if (pedido.relatorio === 'detalhado') return Number((await getCicloAggs(db, [pedido.ciclo])).get(pedido.ciclo)?.registros ?? 0);
  return contarMedicos(db);
}

/** The sheets of the report asked, and what it is of in words (its e-mail's); an area gone since is a 404. */
export async function planilhasDoPedido(db: Db, pedido: PedidoRelatorio): Promise<{ planilhas: Planilha[]; sobre: string }> {
  const doCiclo = (ciclo: number) => `do ${cicloComAno({ ciclo, ano: yearOfCiclo(ciclo) })}`;
  switch (pedido.relatorio) {
    case 'comparativo':
      return { planilhas: await planilhasComparativo(db, pedido.ciclo), sobre: doCiclo(pedido.ciclo) };
    case 'geral':
      return { planilhas: await planilhasGeral(db, pedido.ciclo), sobre: doCiclo(pedido.ciclo) };
    case 'detalhado':
      return { planilhas: await planilhasDetalhado(db, pedido.ciclo), sobre: doCiclo(pedido.ciclo) };
    case 'area': {
      const area = await getArea(db, pedido.idArea);
      if (!area) throw notFound(RELATORIO_MSG.areaNaoEncontrada);
      return { planilhas: await planilhasArea(db, area), sobre: `da área ${area.nome}` };
    }
  }
}

/** Writes the job of a large report, alone (nothing else commits with it): the stream brings it to this function. */
export async function criarTarefaDeRelatorio(db: Db, pedido: PedidoRelatorio, solicitante: Solicitante, total: number, agora: Date): Promise<TarefaItem> {
  const id = newId();
  const parametros = { tipo: 'relatorio' as const, solicitante, ...pedido };
  const put = tarefaPut(db, { id, tipo: 'relatorio', parametros, total, criadaEm: agora.toISOString() }).Put!;
  await db.client.send(new PutCommand(put));
  logger.info('relatorio em tarefa', { id, relatorio: pedido.relatorio, total });
  return put.Item as TarefaItem;
}

/**
 * The sheets with their rows counted as the writer takes them: `avancou(feitos)` is awaited once
 * `intervaloMs` has passed since the last time (the writer waits for it: one UpdateItem every few
 * seconds), and `feitos` counts the rows of every sheet so far.
 */
export function comProgresso(planilhas: readonly Planilha[], avancou: (feitos: number) => Promise<void>, intervaloMs: number, relogio: () => number = Date.now): Planilha[] {
  let feitos = 0;
  let ultimo = relogio();
  return planilhas.map((p) => ({
    ...p,
    linhas: (async function* () {
      for await (const linha of p.linhas) {
        yield linha;
        feitos++;
        if (relogio() - ultimo >= intervaloMs) {
          await avancou(feitos);
          ultimo = relogio();
        }
      }
    })(),
  }));
}

/** Another runner took the job over (this one was thought dead): this run stops and leaves the job to it. */
class ReivindicacaoPerdida extends Error {}

/**
 * Runs a report job once, whole, if it can be claimed (pendente, or held by a claim that lapsed);
 * answers the job as it stands after (undefined: gone). A failed run gives the job back (`pendente`,
 * so the stream brings it again) up to FALHAS_MAX times, then ends it `falhou` with a Portuguese
 * message; a refusal (the area was deleted meanwhile) ends it at once with its own.
 */
export async function executarRelatorio(db: Db, id: string, opcoes: Pick<ExecucaoOpcoes, 'agora'> = {}): Promise<TarefaItem | undefined> {
  const agora = opcoes.agora ?? (() => new Date());
  const dono = newId();
  const tarefa = await reivindicarTarefa(db, id, dono, agora());
  if (!tarefa) return getTarefa(db, id);
  const p = tarefa.parametros;
  // Not a report's (the stream's filter sends only those here): given back untouched.
  if (p.tipo !== 'relatorio') {
    await encerrarTarefa(db, id, dono, agora(), 'pendente', undefined, tarefa.falhas ?? 0);
    return getTarefa(db, id);
  }
  const inicio = performance.now();
  try {
    const arquivo = chaveDoRelatorio(id, p.relatorio);
    const avancou = async (feitos: number) => {
      if (!(await avancarTarefa(db, id, dono, agora(), { feitos, alterados: 0 }))) throw new ReivindicacaoPerdida();
    };
    const { planilhas, sobre } = await planilhasDoPedido(db, p);
    const linhas = await escreverRelatorio(arquivo, p.relatorio, comProgresso(planilhas, avancou, PROGRESSO_MS));
    const feitos = linhas.reduce((a, n) => a + n, 0);
    const fim = agora();
    const aviso = avisoDoRelatorio(db, { id, relatorio: p.relatorio, solicitante: p.solicitante, sobre, linhas: feitos }, fim);
    await db.client.send(new TransactWriteCommand({ TransactItems: [concluirTarefaTx(db, id, dono, fim, { feitos, arquivo }), ...(aviso ? [aviso] : [])] }));
    logger.info('relatorio da tarefa gerado', { id, relatorio: p.relatorio, linhas: feitos, ms: Math.round(performance.now() - inicio) });
  } catch (error) {
    // The claim was lost (to a runner that took over; the end's condition, item 0): that one ends the job.
    if (error instanceof ReivindicacaoPerdida || conditionFailedAt(error, 0)) return getTarefa(db, id);
    const falhas = (tarefa.falhas ?? 0) + 1;
    const recusa = error instanceof AppError && error.status < 500;
    const final = recusa || falhas >= FALHAS_MAX;
    logger.error('tarefa de relatorio falhou', { id, falhas, erro: (error as Error).name, detalhe: (error as Error).message });
    await encerrarTarefa(db, id, dono, agora(), final ? 'falhou' : 'pendente', final ? (recusa ? error.title : RELATORIO_MSG.tarefaFalhou) : undefined, falhas);
  }
  return getTarefa(db, id);
}
