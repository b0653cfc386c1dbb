import { loginRoutes } from '@emc/shared/routes/login';
import { cognito, userPoolClientId } from '../lib/cognito';
import { apiHandler } from '../lib/http';
import { logon } from './logon';

export const actions = { 'login.logon': logon };
export const handler = apiHandler(loginRoutes, actions, { cognito, clientId: userPoolClientId });
