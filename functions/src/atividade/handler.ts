import { atividadeRoutes } from '@emc/shared/routes/atividade';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { emConstrucao } from '../lib/em-construcao';
import { apiHandler } from '../lib/http';
import { getByName } from './get-by-name';

export const actions = {
  'atividade.getByName': getByName,
  'atividade.getAllPagination': emConstrucao,
  'atividade.getById': emConstrucao,
  'atividade.create': emConstrucao,
  'atividade.update': emConstrucao,
  'atividade.updateStatus': emConstrucao,
};
export const handler = apiHandler(atividadeRoutes, actions, defaultDb, { authenticate });
