import { aprovarBody, filaQuantidadeQuery, filaQuery, reprovarComentarBody, type AnaliseContexto, type ParticipacaoAdmin } from '../analise';
import type { Paginated, ParticipacaoDetalhe, QuantidadeStatus } from '../participacao';
import { ADMIN, PARTICIPACAO_READS, byId, type RouteDef } from '../route-def';

/**
 * The administrators' Área de Análise: the review queue and the decisions. Its own function group
 * (under the spec's `participacao` prefix), so the doctor's participation function stays small.
 */
export const analiseRoutes = [
  { id: 'analise.participacoesAdministrador', group: 'analise', method: 'GET', path: '/api/participacao/participacoes-administrador', auth: ADMIN, query: filaQuery },
  { id: 'analise.participacoesQuantidade', group: 'analise', method: 'GET', path: '/api/participacao/participacoes-quantidade', auth: ADMIN, query: filaQuantidadeQuery },
  { id: 'analise.contexto', group: 'analise', method: 'GET', path: '/api/participacao/analise/{id}', auth: ADMIN, params: byId },
  // Their answer replaces the cached participation (web), so getById is not read again.
  { id: 'analise.aprovar', group: 'analise', method: 'PUT', path: '/api/participacao/aprovar', auth: ADMIN, body: aprovarBody, invalidates: PARTICIPACAO_READS },
  { id: 'analise.reprovarComentar', group: 'analise', method: 'PUT', path: '/api/participacao/reprovar-comentar', auth: ADMIN, body: reprovarComentarBody, invalidates: PARTICIPACAO_READS },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface AnaliseResponses {
  'analise.participacoesAdministrador': Paginated<ParticipacaoAdmin>;
  'analise.participacoesQuantidade': QuantidadeStatus[];
  'analise.contexto': AnaliseContexto;
  'analise.aprovar': ParticipacaoDetalhe;
  'analise.reprovarComentar': ParticipacaoDetalhe;
}
