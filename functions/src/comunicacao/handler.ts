import { comunicacaoRoutes } from '@emc/shared/routes/comunicacao';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { lembreteLista, lembretesPreferencia } from './lembretes';
import { contato } from './contato';
import { contatoLista, contatoStatus } from './mensagens';

export const actions = {
  'comunicacao.contato': contato,
  'comunicacao.contatoLista': contatoLista,
  'comunicacao.contatoStatus': contatoStatus,
  'comunicacao.lembreteLista': lembreteLista,
  'comunicacao.lembretesPreferencia': lembretesPreferencia,
};
export const handler = apiHandler(comunicacaoRoutes, actions, defaultDb, { authenticate });
