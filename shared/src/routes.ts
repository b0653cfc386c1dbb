import { anexoRoutes } from './routes/anexo';
import { atividadeRoutes } from './routes/atividade';
import { healthRoutes } from './routes/health';
import { loginRoutes } from './routes/login';
import { medicoRoutes } from './routes/medico';
import { participacaoRoutes } from './routes/participacao';
import { secretariasRoutes } from './routes/secretarias';
import { tabelaRoutes } from './routes/tabela';
import type { RouteGroup } from './route-groups';

export { IDEMPOTENCY_HEADER, buildPath, matchPath, routeKey, type RouteDef } from './route-def';

/**
 * The API's single source of truth: every group's routes (shared/src/routes/<group>.ts), for infra,
 * the local gateway, the web and the tests. A function imports only its own group's file.
 */
export const routes = [
  ...healthRoutes,
  ...loginRoutes,
  ...secretariasRoutes,
  ...participacaoRoutes,
  ...anexoRoutes,
  ...atividadeRoutes,
  ...tabelaRoutes,
  ...medicoRoutes,
] as const;

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];

export { ROUTE_GROUPS, prefixOf, type RouteGroup } from './route-groups';

/** The groups that have routes, in manifest order. */
export const routeGroups: RouteGroup[] = [...new Set(routes.map((r) => r.group))];

export function routeById<I extends RouteId>(id: I): Extract<Route, { id: I }> {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route as Extract<Route, { id: I }>;
}
