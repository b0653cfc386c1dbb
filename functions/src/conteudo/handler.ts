import { conteudoRoutes } from '@emc/shared/routes/conteudo';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { faqCreate, faqDelete, faqGetAll, faqGetById, faqReordenar, faqUpdate } from './faq';
import { sobreCreate, sobreDelete, sobreGetAll, sobreGetById, sobreReordenar, sobreUpdate } from './sobre';

export const actions = {
  'conteudo.faqGetAll': faqGetAll,
  'conteudo.faqGetById': faqGetById,
  'conteudo.faqCreate': faqCreate,
  'conteudo.faqUpdate': faqUpdate,
  'conteudo.faqDelete': faqDelete,
  'conteudo.faqReordenar': faqReordenar,
  'conteudo.sobreGetAll': sobreGetAll,
  'conteudo.sobreGetById': sobreGetById,
  'conteudo.sobreCreate': sobreCreate,
  'conteudo.sobreUpdate': sobreUpdate,
  'conteudo.sobreDelete': sobreDelete,
  'conteudo.sobreReordenar': sobreReordenar,
};
export const handler = apiHandler(conteudoRoutes, actions, defaultDb, { authenticate });
