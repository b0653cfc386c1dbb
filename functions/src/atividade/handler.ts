import { atividadeRoutes } from '@emc/shared/routes/atividade';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { create } from './create';
import { getAllPagination } from './get-all-pagination';
import { getById } from './get-by-id';
import { getByName } from './get-by-name';
import { update } from './update';
import { updateStatus } from './update-status';

export const actions = {
  'atividade.getByName': getByName,
  'atividade.getAllPagination': getAllPagination,
  'atividade.getById': getById,
  'atividade.create': create,
  'atividade.update': update,
  'atividade.updateStatus': updateStatus,
};
export const handler = apiHandler(atividadeRoutes, actions, defaultDb, { authenticate });
