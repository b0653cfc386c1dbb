import { desempenhoTotalQuery, type DesempenhoTotal } from '../relatorios';
import { ADMIN, type RouteDef } from '../route-def';

/** Desempenho's figures (administrators), from the per-cycle counters: no participation is read. */
export const indicadorRoutes = [
  {
    id: 'indicador.getDesempenhoTotal',
    group: 'indicador',
    method: 'GET',
    path: '/api/indicador/get-desempenho-total',
    auth: ADMIN,
    query: desempenhoTotalQuery,
  },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface IndicadorResponses {
  'indicador.getDesempenhoTotal': DesempenhoTotal;
}
