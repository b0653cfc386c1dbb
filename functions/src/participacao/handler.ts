import { participacaoRoutes } from '@emc/shared/routes/participacao';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { ciclos } from './ciclos';
import { create } from './create';
import { remove } from './delete';
import { getById } from './get-by-id';
import { update } from './update';

export const actions = {
  'participacao.ciclos': ciclos,
  'participacao.getById': getById,
  'participacao.create': create,
  'participacao.update': update,
  'participacao.delete': remove,
};
export const handler = apiHandler(participacaoRoutes, actions, defaultDb, { authenticate });
