import { indicadorRoutes } from '@emc/shared/routes/indicador';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { getDesempenhoTotal } from './get-desempenho-total';

export const actions = { 'indicador.getDesempenhoTotal': getDesempenhoTotal };
export const handler = apiHandler(indicadorRoutes, actions, defaultDb, { authenticate });
