import { conteudoRoutes } from '@emc/shared/routes/conteudo';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { emConstrucao } from '../lib/em-construcao';

export const actions = {
  'conteudo.faqGetAll': emConstrucao,
  'conteudo.faqGetById': emConstrucao,
  'conteudo.faqCreate': emConstrucao,
  'conteudo.faqUpdate': emConstrucao,
  'conteudo.faqDelete': emConstrucao,
  'conteudo.faqReordenar': emConstrucao,
  'conteudo.sobreGetAll': emConstrucao,
  'conteudo.sobreGetById': emConstrucao,
  'conteudo.sobreCreate': emConstrucao,
  'conteudo.sobreUpdate': emConstrucao,
  'conteudo.sobreDelete': emConstrucao,
  'conteudo.sobreReordenar': emConstrucao,
};
export const handler = apiHandler(conteudoRoutes, actions, defaultDb, { authenticate });
