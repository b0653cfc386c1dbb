import { areasRoutes } from '@emc/shared/routes/areas';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { emConstrucao } from '../lib/em-construcao';
import { apiHandler } from '../lib/http';

export const actions = {
  'areas.getAllPagination': emConstrucao,
  'areas.getListName': emConstrucao,
  'areas.getById': emConstrucao,
  'areas.create': emConstrucao,
  'areas.update': emConstrucao,
  'areas.updateStatus': emConstrucao,
};
export const handler = apiHandler(areasRoutes, actions, defaultDb, { authenticate });
