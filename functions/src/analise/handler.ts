import { analiseRoutes } from '@emc/shared/routes/analise';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { aprovar, reprovarComentar } from './decisoes';
import { contexto, participacoesAdministrador, participacoesQuantidade } from './fila';

export const actions = {
  'analise.participacoesAdministrador': participacoesAdministrador,
  'analise.participacoesQuantidade': participacoesQuantidade,
  'analise.contexto': contexto,
  'analise.aprovar': aprovar,
  'analise.reprovarComentar': reprovarComentar,
};
export const handler = apiHandler(analiseRoutes, actions, defaultDb, { authenticate });
