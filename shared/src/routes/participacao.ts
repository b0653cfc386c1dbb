import type { ParticipacaoExcluida } from '../answers';
import { atualizarParticipacaoBody, criarParticipacaoBody, type Ciclo, type ParticipacaoDetalhe } from '../participacao';
import { MEDICO_SIDE, PARTICIPACAO_READS, byId, type RouteDef } from '../route-def';

export const participacaoRoutes = [
  { id: 'participacao.ciclos', group: 'participacao', method: 'GET', path: '/api/participacao/ciclos', auth: 'public' },
  { id: 'participacao.getById', group: 'participacao', method: 'GET', path: '/api/participacao/get-by-id/{id}', auth: MEDICO_SIDE, params: byId },
  { id: 'participacao.create', group: 'participacao', method: 'POST', path: '/api/participacao/create', auth: MEDICO_SIDE, body: criarParticipacaoBody, idempotent: true, invalidates: PARTICIPACAO_READS },
  // Its answer replaces the cached participation (web), so getById is not read again.
  { id: 'participacao.update', group: 'participacao', method: 'PUT', path: '/api/participacao/update', auth: MEDICO_SIDE, body: atualizarParticipacaoBody, invalidates: PARTICIPACAO_READS },
  { id: 'participacao.delete', group: 'participacao', method: 'DELETE', path: '/api/participacao/delete/{id}', auth: MEDICO_SIDE, params: byId, invalidates: PARTICIPACAO_READS },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface ParticipacaoResponses {
  'participacao.ciclos': Ciclo[];
  'participacao.getById': ParticipacaoDetalhe;
  'participacao.create': ParticipacaoDetalhe;
  'participacao.update': ParticipacaoDetalhe;
  'participacao.delete': ParticipacaoExcluida;
}
