import { auditoriaRoutes } from '@emc/shared/routes/auditoria';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { lista } from './lista';

export const actions = {
  'auditoria.lista': lista,
};
export const handler = apiHandler(auditoriaRoutes, actions, defaultDb, { authenticate });
