import { apiHandler } from '../lib/http';
import { check } from './check';

export const actions = { 'health.check': check };
export const handler = apiHandler('health', actions, {});
