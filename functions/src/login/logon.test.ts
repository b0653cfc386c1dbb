import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { HttpResult } from '../lib/http';
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

/** A table that answers the account query with `conta` (or nothing) and records what was asked. */
function tabela(conta?: Record<string, unknown>) {
  const pedidos: string[] = [];
  const client = { send: async (cmd: { constructor: { name: string } }) => (pedidos.push(cmd.constructor.name), { Items: conta ? [conta] : [], Item: conta }) };
  return { db: { client: client as never, table: 't' }, pedidos };
}
const CONTA = { idUsuario: 'u1', email: 'medico@hospital.example', nome: 'Médica', roles: ['Medicos'], ativo: true, sub: 's1' };

describe('logon', () => {
  const input = { params: {}, query: {}, headers: {}, body: { email: 'Medico@Hospital.Example', password: 'x' } } as never;

  it('sends USER_PASSWORD_AUTH with the lower-cased email and answers the ID token, reading no table', async () => {
    const sent: unknown[] = [];
    const cognito = { send: async (cmd: { input: unknown }) => (sent.push(cmd.input), { AuthenticationResult: { IdToken: 'id.token.sig', AccessToken: 'a' } }) };
    const { db, pedidos } = tabela(CONTA);
    await expect(logon(input, null, { cognito: cognito as never, clientId: 'c1', db })).resolves.toBe('id.token.sig');
    expect(sent).toEqual([{ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'c1', AuthParameters: { USERNAME: 'medico@hospital.example', PASSWORD: 'x' } }]);
    expect(pedidos).toEqual([]);
  });

  it("answers Cognito's NEW_PASSWORD_REQUIRED with the 403 challenge and its session", async () => {
    const cognito = { send: async () => ({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'sessao-do-cognito' }) };
    const out = await logon(input, null, { cognito: cognito as never, clientId: 'c1', db: tabela(CONTA).db });
    expect(out).toBeInstanceOf(HttpResult);
    const { response } = out as HttpResult;
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(String(response.body))).toEqual({ title: 'É necessário definir uma nova senha.', status: 403, desafio: 'NEW_PASSWORD_REQUIRED', session: 'sessao-do-cognito' });
  });

  it('gives no session to an account that is inactive or has no record', async () => {
    const cognito = { send: async () => ({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'sessao-do-cognito' }) };
    for (const db of [tabela({ ...CONTA, ativo: false }).db, tabela().db]) {
      await expect(logon(input, null, { cognito: cognito as never, clientId: 'c1', db })).rejects.toMatchObject({ status: 403, title: 'Usuário desativado. Procure o suporte do Programa de EMC.' });
    }
  });
});
