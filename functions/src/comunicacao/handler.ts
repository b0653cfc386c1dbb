import { comunicacaoRoutes } from '@emc/shared/routes/comunicacao';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { lembreteLista, lembretesPreferencia } from './lembretes';
import { emConstrucao } from '../lib/em-construcao';

export const actions = {
  'comunicacao.contato': emConstrucao,
  'comunicacao.contatoLista': emConstrucao,
  'comunicacao.contatoStatus': emConstrucao,
  'comunicacao.lembreteLista': lembreteLista,
  'comunicacao.lembretesPreferencia': lembretesPreferencia,
};
export const handler = apiHandler(comunicacaoRoutes, actions, defaultDb, { authenticate });
