import type { LogonToken } from '../answers';
import type { RouteDef } from '../route-def';
import { logonBody } from '../schemas';

export const loginRoutes = [
  { id: 'login.logon', group: 'login', method: 'POST', path: '/api/login/logon', auth: 'public', body: logonBody },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface LoginResponses {
  'login.logon': LogonToken;
}
