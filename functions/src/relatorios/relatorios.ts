import { RELATORIO_MSG, type RelatorioEmTarefa } from '@emc/shared/relatorios';
import type { Tarefa } from '@emc/shared/tarefas';
import { currentCiclo } from '../lib/ciclo';
import { now } from '../lib/clock';
import { getArea } from '../lib/db/areas';
import type { Db } from '../lib/db/client';
import { getTarefa, tarefaView, type PedidoRelatorio } from '../lib/db/tarefas';
import { JSON_HEADERS, ValidationError, notFound } from '../lib/errors';
import { HttpResult, type ActionInput, type RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';
import { planilhasArea } from '../lib/relatorios/area';
import { planilhasComparativo } from '../lib/relatorios/comparativo';
import { planilhasDetalhado } from '../lib/relatorios/detalhado';
import { planilhasGeral } from '../lib/relatorios/geral';
import { linkDoRelatorio, publicarRelatorio } from '../lib/relatorios/publicar';
import { criarTarefaDeRelatorio, emTarefa, linhasEstimadas } from '../lib/relatorios/tarefa';
import type { Planilha } from '../lib/relatorios/xlsx';
import { CICLO_INVALIDO } from '@emc/shared/messages';

/**
 * The four xlsx reports (decisions.md "Reports (xlsx)"), administrators only (the manifest's auth):
 * each answers the presigned https link to its file as a JSON string (spec section 7), or, when the
 * counters say it has more rows than fit in the request (lib/relatorios/tarefa.ts), 202 with the job
 * that writes it, whose progress and link `relatorio/tarefa/{id}` answers. The access patterns are in
 * docs/data-model.md; the files' columns in lib/relatorios/.
 */

/** A cycle after the current one has nothing to report yet. */
function cicloRelatado(ciclo: number): number {
  if (ciclo > currentCiclo()) throw ValidationError.field('query.ciclo', CICLO_INVALIDO);
  return ciclo;
}

/**
 * A report asked for: written here when its rows fit in the request, else its job (202). `planilhas`
 * are read only on the direct path.
 */
async function gerar(db: Db, p: Principal, pedido: PedidoRelatorio, planilhas: () => Promise<Planilha[]>): Promise<string | HttpResult> {
  const linhas = await linhasEstimadas(db, pedido);
  if (!emTarefa(pedido.relatorio, linhas)) return publicarRelatorio(pedido.relatorio, await planilhas());
  const tarefa = await criarTarefaDeRelatorio(db, pedido, { idUsuario: p.idUsuario, nome: p.name, email: p.email }, linhas, now());
  const body: RelatorioEmTarefa = { tarefa: tarefaView(tarefa) };
  return new HttpResult({ statusCode: 202, headers: JSON_HEADERS, body: JSON.stringify(body) });
}

/** GET /api/relatorio/comparativo?ciclo= (relatorio_comparativo_geral.xlsx). */
export async function relatorioComparativo(input: ActionInput<RouteOf<'relatorios.comparativo'>>, p: Principal, { db }: { db: Db }): Promise<string | HttpResult> {
  const ciclo = cicloRelatado(input.query.ciclo);
  return gerar(db, p, { relatorio: 'comparativo', ciclo }, () => planilhasComparativo(db, ciclo));
}

/** GET /api/relatorio/geral?ciclo= (relatorio_geral_por_ciclo.xlsx). */
export async function relatorioGeral(input: ActionInput<RouteOf<'relatorios.geral'>>, p: Principal, { db }: { db: Db }): Promise<string | HttpResult> {
  const ciclo = cicloRelatado(input.query.ciclo);
  return gerar(db, p, { relatorio: 'geral', ciclo }, () => planilhasGeral(db, ciclo));
}

/** GET /api/relatorio/area?idArea= (relatorio_por_areas.xlsx); an unknown area is a 404. */
export async function relatorioArea(input: ActionInput<RouteOf<'relatorios.area'>>, p: Principal, { db }: { db: Db }): Promise<string | HttpResult> {
  const area = await getArea(db, input.query.idArea);
  if (!area) throw notFound(RELATORIO_MSG.areaNaoEncontrada);
  return gerar(db, p, { relatorio: 'area', idArea: area.idArea }, () => planilhasArea(db, area));
}

/** GET /api/relatorio/detalhado?ciclo= (relatorio_consulta_detalhada.xlsx). */
export async function relatorioDetalhado(input: ActionInput<RouteOf<'relatorios.detalhado'>>, p: Principal, { db }: { db: Db }): Promise<string | HttpResult> {
  const ciclo = cicloRelatado(input.query.ciclo);
  return gerar(db, p, { relatorio: 'detalhado', ciclo }, () => planilhasDetalhado(db, ciclo));
}

/**
 * GET /api/relatorio/tarefa/{id}: a report job's progress and, once done, a freshly signed link to its
 * file (15 minutes; the file is kept 7 days). Any administrator may read it; another kind of job is a 404.
 */
export async function tarefaDeRelatorio(input: ActionInput<RouteOf<'relatorios.tarefa'>>, _p: Principal, { db }: { db: Db }): Promise<Tarefa> {
  const t = await getTarefa(db, input.params.id);
  if (!t || t.parametros.tipo !== 'relatorio') throw notFound(RELATORIO_MSG.tarefaNaoEncontrada);
  const view = tarefaView(t);
  return t.estado === 'concluida' && t.arquivo ? { ...view, link: await linkDoRelatorio(t.arquivo, t.parametros.relatorio) } : view;
}
