import { atualizarAtividadeBody, criarAtividadeBody, paginaQuery, updateStatusBody, type AtividadeAdmin } from '../catalogos';
import { nomeBuscaParam, type AtividadeItem, type Paginated } from '../participacao';
import { ADMIN, MEDICO_SIDE, byId, type RouteDef } from '../route-def';

/** An activity's create, edit or (de)activation: the administrators' list and the doctors' search. */
const ATIVIDADE_READS = ['atividade.getAllPagination', 'atividade.getById', 'atividade.getByName'] as const;

/** The catalogue of activities: doctors search it; administrators manage it (Registro de Atividades). */
export const atividadeRoutes = [
  { id: 'atividade.getByName', group: 'atividade', method: 'GET', path: '/api/atividade/get-by-name/{name}', auth: MEDICO_SIDE, params: nomeBuscaParam },
  { id: 'atividade.getAllPagination', group: 'atividade', method: 'GET', path: '/api/atividade/get-all-pagination', auth: ADMIN, query: paginaQuery },
  { id: 'atividade.getById', group: 'atividade', method: 'GET', path: '/api/atividade/get-by-id/{id}', auth: ADMIN, params: byId },
  { id: 'atividade.create', group: 'atividade', method: 'POST', path: '/api/atividade/create', auth: ADMIN, body: criarAtividadeBody, idempotent: true, invalidates: ATIVIDADE_READS },
  { id: 'atividade.update', group: 'atividade', method: 'PUT', path: '/api/atividade/update', auth: ADMIN, body: atualizarAtividadeBody, invalidates: ATIVIDADE_READS },
  { id: 'atividade.updateStatus', group: 'atividade', method: 'PUT', path: '/api/atividade/update-status', auth: ADMIN, body: updateStatusBody, invalidates: ATIVIDADE_READS },
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
