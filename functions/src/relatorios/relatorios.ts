import { RELATORIO_MSG } from '@emc/shared/relatorios';
import { currentCiclo } from '../lib/ciclo';
import { getArea } from '../lib/db/areas';
import type { Db } from '../lib/db/client';
import { ValidationError, notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';
import { planilhasArea } from '../lib/relatorios/area';
import { planilhasComparativo } from '../lib/relatorios/comparativo';
import { planilhasDetalhado } from '../lib/relatorios/detalhado';
import { planilhasGeral } from '../lib/relatorios/geral';
import { publicarRelatorio } from '../lib/relatorios/publicar';
import { CICLO_INVALIDO } from '@emc/shared/messages';

/**
 * The four xlsx reports (decisions.md "Reports (xlsx)"), administrators only (the manifest's auth):
 * each answers the presigned https link to its file as a JSON string (spec section 7). The access
 * patterns are in docs/data-model.md; the files' columns in lib/relatorios/.
 */

/** A cycle after the current one has nothing to report yet. */
function cicloRelatado(ciclo: number): number {
  if (ciclo > currentCiclo()) throw ValidationError.field('query.ciclo', CICLO_INVALIDO);
  return ciclo;
}

/** GET /api/relatorio/comparativo?ciclo= (relatorio_comparativo_geral.xlsx). */
export async function relatorioComparativo(input: ActionInput<RouteOf<'relatorios.comparativo'>>, _p: Principal, { db }: { db: Db }): Promise<string> {
  return publicarRelatorio('comparativo', await planilhasComparativo(db, cicloRelatado(input.query.ciclo)));
}

/** GET /api/relatorio/geral?ciclo= (relatorio_geral_por_ciclo.xlsx). */
export async function relatorioGeral(input: ActionInput<RouteOf<'relatorios.geral'>>, _p: Principal, { db }: { db: Db }): Promise<string> {
  return publicarRelatorio('geral', await planilhasGeral(db, cicloRelatado(input.query.ciclo)));
}

/** GET /api/relatorio/area?idArea= (relatorio_por_areas.xlsx); an unknown area is a 404. */
export async function relatorioArea(input: ActionInput<RouteOf<'relatorios.area'>>, _p: Principal, { db }: { db: Db }): Promise<string> {
  const area = await getArea(db, input.query.idArea);
  if (!area) throw notFound(RELATORIO_MSG.areaNaoEncontrada);
  return publicarRelatorio('area', await planilhasArea(db, area));
}

/** GET /api/relatorio/detalhado?ciclo= (relatorio_consulta_detalhada.xlsx). */
export async function relatorioDetalhado(input: ActionInput<RouteOf<'relatorios.detalhado'>>, _p: Principal, { db }: { db: Db }): Promise<string> {
  return publicarRelatorio('detalhado', await planilhasDetalhado(db, cicloRelatado(input.query.ciclo)));
}
