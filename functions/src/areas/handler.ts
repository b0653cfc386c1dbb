import { areasRoutes } from '@emc/shared/routes/areas';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { areas, getListName } from './areas';

export const actions = {
  'areas.getAllPagination': areas.getAllPagination,
  'areas.getListName': getListName,
  'areas.getById': areas.getById,
  'areas.create': areas.create,
  'areas.update': areas.update,
  'areas.updateStatus': areas.updateStatus,
};
export const handler = apiHandler(areasRoutes, actions, defaultDb, { authenticate });
