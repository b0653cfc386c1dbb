import { secretariasRoutes } from '@emc/shared/routes/secretarias';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { getMedicosByIdSecretaria } from './get-medicos-by-idsecretaria';
import { getAllPagination, getByLogin, getUserByEmail } from './lista';

export const actions = {
  'secretarias.getMedicosByIdSecretaria': getMedicosByIdSecretaria,
  'secretarias.getAllPagination': getAllPagination,
  'secretarias.getByLogin': getByLogin,
  'secretarias.getUserByEmail': getUserByEmail,
};
export const handler = apiHandler(secretariasRoutes, actions, defaultDb, { authenticate });
