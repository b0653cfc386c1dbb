import type { APIGatewayProxyEventV2, Context, DynamoDBStreamEvent } from 'aws-lambda';
import { relatoriosRoutes } from '@emc/shared/routes/relatorios';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { readMultipart } from '../lib/multipart';
import { declaracao } from './declaracao';
import { PRAZO_MS, importarPresenca, type RelatoriosDeps } from './importar-presenca';
import { relatorioArea, relatorioComparativo, relatorioDetalhado, relatorioGeral, tarefaDeRelatorio } from './relatorios';
import { handlerDoFluxo } from './tarefas';

export const actions = {
  'relatorios.importarPresenca': importarPresenca,
  'relatorios.comparativo': relatorioComparativo,
  'relatorios.geral': relatorioGeral,
  'relatorios.area': relatorioArea,
  'relatorios.detalhado': relatorioDetalhado,
  'relatorios.tarefa': tarefaDeRelatorio,
  'relatorios.declaracao': declaracao,
};
const deps: RelatoriosDeps = { db: defaultDb, prazoMs: PRAZO_MS };
const api = apiHandler(relatoriosRoutes, actions, deps, { authenticate, readMultipart });

/**
 * The report group's function has two feeds: its API routes, and the table's stream of report jobs
 * (tarefas.ts), which only this bundle (with exceljs) can write.
 */
export function handler(event: APIGatewayProxyEventV2 | DynamoDBStreamEvent, context: Context) {
  return 'Records' in event ? handlerDoFluxo(event, context) : api(event, context);
}
