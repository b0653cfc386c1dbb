import { declaracaoRoutes } from '@emc/shared/routes/declaracao';
import { defaultDb } from '../lib/db/client';
import { apiHandler } from '../lib/http';
import { verificar } from './verificar';

export const actions = { 'declaracao.verificar': verificar };
export const handler = apiHandler(declaracaoRoutes, actions, defaultDb);
