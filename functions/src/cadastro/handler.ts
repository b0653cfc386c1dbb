import { cadastroRoutes } from '@emc/shared/routes/cadastro';
import { cognitoSobDemanda, type ContaDeps } from '../lib/contas';
import { authenticate } from '../lib/auth';
import { defaultDb } from '../lib/db/client';
import { nonEmpty, readEnv } from '../lib/env';
import { apiHandler } from '../lib/http';
import { medicoCreate } from './medico-create';
import { medicoUpdate } from './medico-update';
import { medicoUpdateStatus } from './medico-update-status';
import { secretariaCreate } from './secretaria-create';
import { secretariaCreateUser } from './secretaria-create-user';
import { secretariaDelete } from './secretaria-delete';
import { secretariaUpdate } from './secretaria-update';

export const actions = {
  'cadastro.medicoCreate': medicoCreate,
  'cadastro.medicoUpdate': medicoUpdate,
  'cadastro.medicoUpdateStatus': medicoUpdateStatus,
  'cadastro.secretariaCreateUser': secretariaCreateUser,
  'cadastro.secretariaCreate': secretariaCreate,
  'cadastro.secretariaUpdate': secretariaUpdate,
  'cadastro.secretariaDelete': secretariaDelete,
};
const deps: ContaDeps = { db: defaultDb, cognito: cognitoSobDemanda(), userPoolId: readEnv({ USER_POOL_ID: nonEmpty }).USER_POOL_ID };
export const handler = apiHandler(cadastroRoutes, actions, deps, { authenticate });
