import { healthRoutes } from '@emc/shared/routes/health';
import { apiHandler } from '../lib/http';
import { check } from './check';

export const actions = { 'health.check': check };
export const handler = apiHandler(healthRoutes, actions, {});
