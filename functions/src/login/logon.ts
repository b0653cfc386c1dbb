import { InitiateAuthCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { MSG } from '@emc/shared/messages';
import { AppError } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';

type LogonRoute = RouteOf<'login.logon'>;

export interface LogonDeps {
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  clientId: string;
}

/** The pre-token trigger refuses inactive accounts with this marker (see pre-token/handler.ts). */
export const INACTIVE_MARKER = 'USUARIO_INATIVO';
/** ... and accounts whose e-mail is not verified with this one. */
export const EMAIL_NOT_VERIFIED_MARKER = 'EMAIL_NAO_VERIFICADO';

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

/** POST /api/login/logon: USER_PASSWORD_AUTH against Cognito; answers the bare ID token. */
export async function logon(input: ActionInput<LogonRoute>, _principal: unknown, deps: LogonDeps): Promise<string> {
  const { email, password } = input.body;
  let out;
  try {
    out = await deps.cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: deps.clientId,
        AuthParameters: { USERNAME: email.toLowerCase(), PASSWORD: password },
      }),
    );
  } catch (error) {
    throw mapCognitoError(error) ?? error;
  }
  if (out.ChallengeName === 'NEW_PASSWORD_REQUIRED') throw new AppError(403, MSG.loginNewPasswordRequired);
  const token = out.AuthenticationResult?.IdToken;
  if (!token) throw new AppError(401, MSG.loginFailed);
  return token;
}
