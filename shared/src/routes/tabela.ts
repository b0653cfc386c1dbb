import { classificacoesQuery, type ClassificacaoItem } from '../analise';
import type { CategoriaItem, FormaItem } from '../participacao';
import { ANY_ROLE, type RouteDef } from '../route-def';

/** The credit table's lists: categories, forms of participation and the rows (a doctor may read them too). */
export const tabelaRoutes = [
  { id: 'tabela.categorias', group: 'tabela', method: 'GET', path: '/api/categoria/get-list-name', auth: ANY_ROLE },
  { id: 'tabela.formas', group: 'tabela', method: 'GET', path: '/api/forma/get-list-name', auth: ANY_ROLE },
  { id: 'tabela.classificacoes', group: 'tabela', method: 'GET', path: '/api/classificacao/get-list-name', auth: ANY_ROLE, query: classificacoesQuery },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface TabelaResponses {
  'tabela.categorias': CategoriaItem[];
  'tabela.formas': FormaItem[];
  'tabela.classificacoes': ClassificacaoItem[];
}
