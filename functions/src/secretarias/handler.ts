import { secretariasRoutes } from '@emc/shared/routes/secretarias';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { emConstrucao } from '../lib/em-construcao';
import { apiHandler } from '../lib/http';
import { getMedicosByIdSecretaria } from './get-medicos-by-idsecretaria';

export const actions = {
  'secretarias.getMedicosByIdSecretaria': getMedicosByIdSecretaria,
  'secretarias.getAllPagination': emConstrucao,
  'secretarias.getByLogin': emConstrucao,
  'secretarias.getUserByEmail': emConstrucao,
};
export const handler = apiHandler(secretariasRoutes, actions, defaultDb, { authenticate });
