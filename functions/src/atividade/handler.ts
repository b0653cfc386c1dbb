import { atividadeRoutes } from '@emc/shared/routes/atividade';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { getByName } from './get-by-name';

export const actions = { 'atividade.getByName': getByName };
export const handler = apiHandler(atividadeRoutes, actions, defaultDb, { authenticate });
