import type { RouteDef } from '../route-def';

export const healthRoutes = [{ id: 'health.check', group: 'health', method: 'GET', path: '/api/health', auth: 'public' }] as const satisfies readonly RouteDef[];
