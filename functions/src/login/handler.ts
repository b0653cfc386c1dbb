import { loginRoutes } from '@emc/shared/routes/login';
import { cognito, userPoolClientId, userPoolId } from '../lib/cognito';
import { defaultDb } from '../lib/db/client';
import { nonEmpty, readEnv } from '../lib/env';
import { apiHandler } from '../lib/http';
import { enviarPorSes } from '../lib/notificacoes';
import type { LoginDeps } from './deps';
import { esqueciSenha } from './esqueci-senha';
import { logon } from './logon';
import { novaSenha } from './nova-senha';
import { redefinirSenha } from './redefinir-senha';

let appUrl: string | undefined;

const deps: LoginDeps = {
  cognito,
  clientId: userPoolClientId,
  userPoolId,
  db: defaultDb,
  enviar: enviarPorSes,
  appUrl: () => (appUrl ??= readEnv({ APP_URL: nonEmpty }).APP_URL),
  agora: Date.now,
  esperar: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const actions = { 'login.logon': logon, 'login.novaSenha': novaSenha, 'login.esqueciSenha': esqueciSenha, 'login.redefinirSenha': redefinirSenha };
export const handler = apiHandler(loginRoutes, actions, deps);
