import { nomeBuscaParam, type AtividadeItem } from '../participacao';
import { MEDICO_SIDE, type RouteDef } from '../route-def';

export const atividadeRoutes = [
  { id: 'atividade.getByName', group: 'atividade', method: 'GET', path: '/api/atividade/get-by-name/{name}', auth: MEDICO_SIDE, params: nomeBuscaParam },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface AtividadeResponses {
  'atividade.getByName': AtividadeItem[];
}
