import { planilhaRoutes } from '@emc/shared/routes/planilha';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { readMultipart } from '../lib/multipart';
import { importarPresenca } from './importar-presenca';

export const actions = { 'planilha.importarPresenca': importarPresenca };
export const handler = apiHandler(planilhaRoutes, actions, defaultDb, { authenticate, readMultipart });
