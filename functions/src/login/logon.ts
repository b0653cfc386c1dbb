import { InitiateAuthCommand, type InitiateAuthCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import { MSG } from '@emc/shared/messages';
import { SENHA_MSG, type DesafioNovaSenha } from '@emc/shared/senha';
import type { Db } from '../lib/db/client';
import { getUsuario, getUsuarioByEmail, type Usuario } from '../lib/db/usuarios';
import { AppError, JSON_HEADERS } from '../lib/errors';
import { HttpResult, type ActionInput, type RouteOf } from '../lib/http';
import type { LoginDeps } from './deps';
import { EMAIL_NOT_VERIFIED_MARKER, INACTIVE_MARKER } from './markers';

type LogonRoute = RouteOf<'login.logon'>;

export { EMAIL_NOT_VERIFIED_MARKER, INACTIVE_MARKER };

/**
 * Maps Cognito's refusals to Portuguese answers. An unknown user gets the same answer as a wrong
 * password, so the login never tells which emails exist.
 */
export function mapCognitoError(error: unknown): AppError | undefined {
  const name = (error as { name?: string })?.name ?? '';
  const message = (error as { message?: string })?.message ?? '';
  if (name === 'UserLambdaValidationException' && message.includes(INACTIVE_MARKER)) return new AppError(403, MSG.loginUserDisabled);
  if (name === 'UserLambdaValidationException' && message.includes(EMAIL_NOT_VERIFIED_MARKER)) return new AppError(403, MSG.loginEmailNotVerified);
  if (name === 'NotAuthorizedException' && /disabled/i.test(message)) return new AppError(403, MSG.loginUserDisabled);
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message)) return new AppError(429, MSG.loginTooManyAttempts);
  if (['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(name)) return new AppError(401, MSG.loginWrongCredentials);
  if (['TooManyRequestsException', 'LimitExceededException', 'TooManyFailedAttemptsException'].includes(name)) return new AppError(429, MSG.loginTooManyAttempts);
  if (name === 'PasswordResetRequiredException') return new AppError(403, 'É necessário redefinir sua senha. Use "Esqueci minha senha".');
  if (name === 'UserNotConfirmedException') return new AppError(403, 'Sua conta ainda não foi confirmada. Procure o suporte do Programa de EMC.');
  return undefined;
}

/**
 * The account behind a sign-in e-mail when it is active: only those sign in, get a code, or set a
 * password. Found through the e-mail index, then read strongly consistent, so a deactivation made a
 * moment ago counts.
 */
export async function contaAtiva(db: Db, email: string): Promise<Usuario | undefined> {
  const normalizado = email.trim().toLowerCase();
  const achado = await getUsuarioByEmail(db, normalizado);
  const usuario = achado && (await getUsuario(db, achado.idUsuario, true));
  return usuario?.ativo && usuario.email === normalizado ? usuario : undefined;
}

/**
 * What a login answers once Cognito has authenticated: the bare ID token, whose claims the pre-token
 * trigger added (it refuses inactive accounts). Used by logon and nova-senha alike.
 */
export function tokenDe(out: Pick<InitiateAuthCommandOutput, 'AuthenticationResult'>): string {
  const token = out.AuthenticationResult?.IdToken;
  if (!token) throw new AppError(401, MSG.loginFailed);
  return token;
}

/**
 * POST /api/login/logon: USER_PASSWORD_AUTH against Cognito; answers the bare ID token. An invited
 * user's first sign-in (Cognito's NEW_PASSWORD_REQUIRED) answers 403 with the challenge's session,
 * which login/nova-senha takes with the new password; an inactive account gets no session.
 */
export async function logon(input: ActionInput<LogonRoute>, _principal: unknown, deps: Pick<LoginDeps, 'cognito' | 'clientId' | 'db'>): Promise<string | HttpResult> {
  const email = input.body.email.toLowerCase();
  let out;
  try {
    out = await deps.cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: deps.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: input.body.password },
      }),
    );
  } catch (error) {
    throw mapCognitoError(error) ?? error;
  }
  if (out.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
    if (!out.Session) throw new AppError(401, MSG.loginFailed);
    if (!(await contaAtiva(deps.db, email))) throw new AppError(403, MSG.loginUserDisabled);
    const desafio: DesafioNovaSenha = { title: SENHA_MSG.novaSenhaTitulo, status: 403, desafio: 'NEW_PASSWORD_REQUIRED', session: out.Session };
    return new HttpResult({ statusCode: 403, headers: JSON_HEADERS, body: JSON.stringify(desafio) });
  }
  return tokenDe(out);
}
