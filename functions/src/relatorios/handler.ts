import { relatoriosRoutes } from '@emc/shared/routes/relatorios';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { readMultipart } from '../lib/multipart';
import { emConstrucao } from '../lib/em-construcao';
import { declaracao } from './declaracao';
import { PRAZO_MS, importarPresenca, type RelatoriosDeps } from './importar-presenca';

export const actions = {
  'relatorios.importarPresenca': importarPresenca,
  'relatorios.comparativo': emConstrucao,
  'relatorios.geral': emConstrucao,
  'relatorios.area': emConstrucao,
  'relatorios.detalhado': emConstrucao,
  'relatorios.declaracao': declaracao,
};
const deps: RelatoriosDeps = { db: defaultDb, prazoMs: PRAZO_MS };
export const handler = apiHandler(relatoriosRoutes, actions, deps, { authenticate, readMultipart });
