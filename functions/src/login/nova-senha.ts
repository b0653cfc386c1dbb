import { RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SENHA_MSG } from '@emc/shared/senha';
import { ValidationError } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import type { LoginDeps } from './deps';
import { contaAtiva, mapCognitoError, tokenDe } from './logon';

type NovaSenhaRoute = RouteOf<'login.novaSenha'>;

const sessaoExpirada = () => ValidationError.field('session', SENHA_MSG.sessaoExpirada);

/** Cognito's answers to a challenge response that mean the session is not (or no longer) good. */
const SESSAO_INVALIDA = new Set(['NotAuthorizedException', 'CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException', 'InvalidParameterException']);

/** Maps RespondToAuthChallenge's refusals; a disabled account or a throttle keep logon's answers. */
export function mapDesafioError(error: unknown): Error {
  const name = (error as { name?: string })?.name ?? '';
  const message = (error as { message?: string })?.message ?? '';
  if (name === 'InvalidPasswordException') return ValidationError.field('novaSenha', SENHA_MSG.fraca);
  if (SESSAO_INVALIDA.has(name) && !/disabled|attempts exceeded/i.test(message)) return sessaoExpirada();
  return mapCognitoError(error) ?? (error as Error);
}

/**
 * POST /api/login/nova-senha: the first access. Answers Cognito's NEW_PASSWORD_REQUIRED challenge
 * (the session logon gave) with the new password and, like logon, answers the ID token.
 * An e-mail with no active account gets the same 400 as a bad session.
 */
export async function novaSenha(input: ActionInput<NovaSenhaRoute>, _principal: unknown, deps: LoginDeps): Promise<string> {
  const { email, session, novaSenha: senha } = input.body;
  const usuario = await contaAtiva(deps.db, email);
  if (!usuario) throw sessaoExpirada();
  let out;
  try {
    out = await deps.cognito.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: deps.clientId,
        Session: session,
        // Cognito's own username (the sub, with e-mail as the sign-in attribute), which the challenge names as USER_ID_FOR_SRP: AWS refuses the e-mail alias here.
        ChallengeResponses: { USERNAME: usuario.sub ?? email, NEW_PASSWORD: senha },
      }),
    );
  } catch (error) {
    throw mapDesafioError(error);
  }
  return tokenDe(out);
}
