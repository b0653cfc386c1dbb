import type { HealthStatus } from '../answers';
import type { RouteDef } from '../route-def';

export const healthRoutes = [{ id: 'health.check', group: 'health', method: 'GET', path: '/api/health', auth: 'public' }] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface HealthResponses {
  'health.check': HealthStatus;
}
