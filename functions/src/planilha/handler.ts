import { planilhaRoutes } from '@emc/shared/routes/planilha';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { readMultipart } from '../lib/multipart';
import { PRAZO_MS, importarPresenca, type PlanilhaDeps } from './importar-presenca';

export const actions = { 'planilha.importarPresenca': importarPresenca };
const deps: PlanilhaDeps = { db: defaultDb, prazoMs: PRAZO_MS };
export const handler = apiHandler(planilhaRoutes, actions, deps, { authenticate, readMultipart });
