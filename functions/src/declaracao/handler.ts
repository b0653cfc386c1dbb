import { declaracaoRoutes } from '@emc/shared/routes/declaracao';
import { defaultDb } from '../lib/db/client';
import { apiHandler } from '../lib/http';
import { emConstrucao } from '../lib/em-construcao';

export const actions = { 'declaracao.verificar': emConstrucao };
export const handler = apiHandler(declaracaoRoutes, actions, defaultDb);
