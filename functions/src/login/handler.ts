import { loginRoutes } from '@emc/shared/routes/login';
import { cognito, userPoolClientId } from '../lib/cognito';
import { emConstrucao } from '../lib/em-construcao';
import { apiHandler } from '../lib/http';
import { logon } from './logon';

export const actions = { 'login.logon': logon, 'login.novaSenha': emConstrucao, 'login.esqueciSenha': emConstrucao, 'login.redefinirSenha': emConstrucao };
export const handler = apiHandler(loginRoutes, actions, { cognito, clientId: userPoolClientId });
