import type { CategoriaItem, FormaItem } from '../participacao';
import { ANY_ROLE, type RouteDef } from '../route-def';

/** The credit table's lists: categories and forms of participation. */
export const tabelaRoutes = [
  { id: 'tabela.categorias', group: 'tabela', method: 'GET', path: '/api/categoria/get-list-name', auth: ANY_ROLE },
  { id: 'tabela.formas', group: 'tabela', method: 'GET', path: '/api/forma/get-list-name', auth: ANY_ROLE },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface TabelaResponses {
  'tabela.categorias': CategoriaItem[];
  'tabela.formas': FormaItem[];
}
