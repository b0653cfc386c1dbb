import { indicadorRoutes } from '@emc/shared/routes/indicador';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { emConstrucao } from '../lib/em-construcao';

export const actions = { 'indicador.getDesempenhoTotal': emConstrucao };
export const handler = apiHandler(indicadorRoutes, actions, defaultDb, { authenticate });
