import { atualizarAtividadeBody, criarAtividadeBody, paginaQuery, updateStatusBody, type AtividadeAdmin } from '../catalogos';
import { nomeBuscaParam, type AtividadeItem, type Paginated } from '../participacao';
import { ADMIN, MEDICO_SIDE, byId, type RouteDef } from '../route-def';

/** The catalogue of activities: doctors search it; administrators manage it (Registro de Atividades). */
export const atividadeRoutes = [
  { id: 'atividade.getByName', group: 'atividade', method: 'GET', path: '/api/atividade/get-by-name/{name}', auth: MEDICO_SIDE, params: nomeBuscaParam },
  { id: 'atividade.getAllPagination', group: 'atividade', method: 'GET', path: '/api/atividade/get-all-pagination', auth: ADMIN, query: paginaQuery },
  { id: 'atividade.getById', group: 'atividade', method: 'GET', path: '/api/atividade/get-by-id/{id}', auth: ADMIN, params: byId },
  { id: 'atividade.create', group: 'atividade', method: 'POST', path: '/api/atividade/create', auth: ADMIN, body: criarAtividadeBody, idempotent: true },
  { id: 'atividade.update', group: 'atividade', method: 'PUT', path: '/api/atividade/update', auth: ADMIN, body: atualizarAtividadeBody },
  { id: 'atividade.updateStatus', group: 'atividade', method: 'PUT', path: '/api/atividade/update-status', auth: ADMIN, body: updateStatusBody },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface AtividadeResponses {
  'atividade.getByName': AtividadeItem[];
  'atividade.getAllPagination': Paginated<AtividadeAdmin>;
  'atividade.getById': AtividadeAdmin;
  'atividade.create': AtividadeAdmin;
  'atividade.update': AtividadeAdmin;
  'atividade.updateStatus': AtividadeAdmin;
}
