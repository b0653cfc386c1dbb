import { atualizarAreaBody, criarAreaBody, paginaQuery, updateStatusBody, type AreaAdmin, type AreaItem } from '../catalogos';
import type { Paginated } from '../participacao';
import { ADMIN, ANY_ROLE, byId, type RouteDef } from '../route-def';

/** An area's create, rename or (de)activation: its lists, and the doctors' list that shows it. */
const AREA_READS = ['areas.getAllPagination', 'areas.getListName', 'areas.getById', 'medico.corpoClinico'] as const;

/** Controle de Áreas: the hospital's areas (nome unique, case- and accent-insensitive). */
export const areasRoutes = [
  { id: 'areas.getAllPagination', group: 'areas', method: 'GET', path: '/api/areas/get-all-pagination', auth: ADMIN, query: paginaQuery },
  { id: 'areas.getListName', group: 'areas', method: 'GET', path: '/api/areas/get-list-name', auth: ANY_ROLE },
  { id: 'areas.getById', group: 'areas', method: 'GET', path: '/api/areas/get-by-id/{id}', auth: ADMIN, params: byId },
  { id: 'areas.create', group: 'areas', method: 'POST', path: '/api/areas/create', auth: ADMIN, body: criarAreaBody, idempotent: true, invalidates: AREA_READS },
  { id: 'areas.update', group: 'areas', method: 'PUT', path: '/api/areas/update', auth: ADMIN, body: atualizarAreaBody, invalidates: AREA_READS },
  { id: 'areas.updateStatus', group: 'areas', method: 'PUT', path: '/api/areas/update-status', auth: ADMIN, body: updateStatusBody, invalidates: AREA_READS },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface AreasResponses {
  'areas.getAllPagination': Paginated<AreaAdmin>;
  'areas.getListName': AreaItem[];
  'areas.getById': AreaAdmin;
  'areas.create': AreaAdmin;
  'areas.update': AreaAdmin;
  'areas.updateStatus': AreaAdmin;
}
