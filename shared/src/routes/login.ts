import type { LogonToken } from '../answers';
import type { RouteDef } from '../route-def';
import { logonBody } from '../schemas';
import { esqueciSenhaBody, novaSenhaBody, redefinirSenhaBody, type MensagemResposta } from '../senha';

/** Signing in, the first access's new password, and the forgotten-password reset: all public. */
export const loginRoutes = [
  { id: 'login.logon', group: 'login', method: 'POST', path: '/api/login/logon', auth: 'public', body: logonBody, invalidates: [] },
  { id: 'login.novaSenha', group: 'login', method: 'POST', path: '/api/login/nova-senha', auth: 'public', body: novaSenhaBody, invalidates: [] },
  { id: 'login.esqueciSenha', group: 'login', method: 'POST', path: '/api/login/esqueci-senha', auth: 'public', body: esqueciSenhaBody, invalidates: [] },
  { id: 'login.redefinirSenha', group: 'login', method: 'POST', path: '/api/login/redefinir-senha', auth: 'public', body: redefinirSenhaBody, invalidates: [] },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface LoginResponses {
  'login.logon': LogonToken;
  'login.novaSenha': LogonToken;
  'login.esqueciSenha': MensagemResposta;
  'login.redefinirSenha': MensagemResposta;
}
