import { cadastroRoutes } from '@emc/shared/routes/cadastro';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { emConstrucao } from '../lib/em-construcao';
import { apiHandler } from '../lib/http';

export const actions = {
  'cadastro.medicoCreate': emConstrucao,
  'cadastro.medicoUpdate': emConstrucao,
  'cadastro.medicoUpdateStatus': emConstrucao,
  'cadastro.secretariaCreateUser': emConstrucao,
  'cadastro.secretariaCreate': emConstrucao,
  'cadastro.secretariaUpdate': emConstrucao,
  'cadastro.secretariaDelete': emConstrucao,
};
export const handler = apiHandler(cadastroRoutes, actions, defaultDb, { authenticate });
