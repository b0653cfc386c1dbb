import { planilhaRoutes } from '@emc/shared/routes/planilha';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { emConstrucao } from '../lib/em-construcao';
import { apiHandler } from '../lib/http';
import { readMultipart } from '../lib/multipart';

export const actions = { 'planilha.importarPresenca': emConstrucao };
export const handler = apiHandler(planilhaRoutes, actions, defaultDb, { authenticate, readMultipart });
