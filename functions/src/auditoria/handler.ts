import { auditoriaRoutes } from '@emc/shared/routes/auditoria';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { emConstrucao } from '../lib/em-construcao';

export const actions = {
  'auditoria.lista': emConstrucao,
};
export const handler = apiHandler(auditoriaRoutes, actions, defaultDb, { authenticate });
