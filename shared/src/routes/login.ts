import type { RouteDef } from '../route-def';
import { logonBody } from '../schemas';

export const loginRoutes = [
  { id: 'login.logon', group: 'login', method: 'POST', path: '/api/login/logon', auth: 'public', body: logonBody },
] as const satisfies readonly RouteDef[];
