import { relatoriosRoutes } from '@emc/shared/routes/relatorios';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { readMultipart } from '../lib/multipart';
import { declaracao } from './declaracao';
import { PRAZO_MS, importarPresenca, type RelatoriosDeps } from './importar-presenca';
import { relatorioArea, relatorioComparativo, relatorioDetalhado, relatorioGeral } from './relatorios';

export const actions = {
  'relatorios.importarPresenca': importarPresenca,
  'relatorios.comparativo': relatorioComparativo,
  'relatorios.geral': relatorioGeral,
  'relatorios.area': relatorioArea,
  'relatorios.detalhado': relatorioDetalhado,
  'relatorios.declaracao': declaracao,
};
const deps: RelatoriosDeps = { db: defaultDb, prazoMs: PRAZO_MS };
export const handler = apiHandler(relatoriosRoutes, actions, deps, { authenticate, readMultipart });
