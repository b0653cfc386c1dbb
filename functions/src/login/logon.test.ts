import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { EMAIL_NOT_VERIFIED_MARKER, INACTIVE_MARKER, logon, mapCognitoError } from './logon';

const cognitoError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('mapCognitoError', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.', 401, 'Email ou senha incorretos.'],
    ['UserNotFoundException', 'User does not exist.', 401, 'Email ou senha incorretos.'],
    ['InvalidPasswordException', 'Invalid password', 401, 'Email ou senha incorretos.'],
    ['NotAuthorizedException', 'User is disabled.', 403, 'Usuário desativado. Procure o suporte do Programa de EMC.'],
    ['UserLambdaValidationException', `PreTokenGeneration failed with error ${INACTIVE_MARKER}.`, 403, 'Usuário desativado. Procure o suporte do Programa de EMC.'],
    ['UserLambdaValidationException', `PreTokenGeneration failed with error ${EMAIL_NOT_VERIFIED_MARKER}.`, 403, 'O e-mail desta conta não está verificado. Procure o suporte do Programa de EMC.'],
    ['NotAuthorizedException', 'Password attempts exceeded', 429, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'],
    ['TooManyRequestsException', 'Rate exceeded', 429, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'],
    ['LimitExceededException', 'Attempt limit exceeded', 429, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'],
  ])('%s "%s" becomes %i', (name, message, status, title) => {
    const mapped = mapCognitoError(cognitoError(name, message));
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped?.status).toBe(status);
    expect(mapped?.title).toBe(title);
  });

  it('leaves unknown failures to the generic 500', () => {
    expect(mapCognitoError(cognitoError('InternalErrorException'))).toBeUndefined();
    expect(mapCognitoError(undefined)).toBeUndefined();
  });
});

describe('logon', () => {
  const input = { params: {}, query: {}, headers: {}, body: { email: 'Medico@Hospital.Example', password: 'x' } } as never;

  it('sends USER_PASSWORD_AUTH with the lower-cased email and answers the ID token', async () => {
    const sent: unknown[] = [];
    const cognito = { send: async (cmd: { input: unknown }) => (sent.push(cmd.input), { AuthenticationResult: { IdToken: 'id.token.sig', AccessToken: 'a' } }) };
    await expect(logon(input, null, { cognito: cognito as never, clientId: 'c1' })).resolves.toBe('id.token.sig');
    expect(sent).toEqual([{ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'c1', AuthParameters: { USERNAME: 'medico@hospital.example', PASSWORD: 'x' } }]);
  });

  it('asks for a new password when Cognito answers NEW_PASSWORD_REQUIRED', async () => {
    const cognito = { send: async () => ({ ChallengeName: 'NEW_PASSWORD_REQUIRED' }) };
    await expect(logon(input, null, { cognito: cognito as never, clientId: 'c1' })).rejects.toMatchObject({ status: 403, title: 'É necessário definir uma nova senha antes de entrar.' });
  });
});
