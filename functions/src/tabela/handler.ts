import { tabelaRoutes } from '@emc/shared/routes/tabela';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { categorias, classificacoes, formas } from './lists';

export const actions = { 'tabela.categorias': categorias, 'tabela.formas': formas, 'tabela.classificacoes': classificacoes };
export const handler = apiHandler(tabelaRoutes, actions, defaultDb, { authenticate });
