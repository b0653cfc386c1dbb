import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, api, claimsOf, signRs256, tokenFor } from '../support/api';
import { domain } from '../support/direct';
import { novoMedico, type NovoMedico } from '../support/participacoes';

/**
 * The outside probe's account takeover, replayed against cognito-local: a doctor signs in to Cognito
 * directly, changes their own e-mail to the administrator's and refreshes. None of it may work.
 */
describe('identity is keyed by what the user cannot change', () => {
  const env = inject('stackEnv');
  const cognito = new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  let medico: NovoMedico;
  let session: { AccessToken: string; RefreshToken: string; IdToken: string };
  let admin: ReturnType<typeof claimsOf>;

  const signIn = async (email: string) => {
    const out = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }));
    return out.AuthenticationResult as { AccessToken: string; RefreshToken: string; IdToken: string };
  };
  const refresh = async (refreshToken: string) =>
    (await cognito.send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: env.USER_POOL_CLIENT_ID, AuthParameters: { REFRESH_TOKEN: refreshToken } }))).AuthenticationResult!.IdToken!;
  const cognitoEmail = async (username: string) =>
    (await cognito.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: username }))).UserAttributes?.find((a) => a.Name === 'email')?.Value;

  beforeAll(async () => {
    medico = await novoMedico('Médico da Tentativa de Escalada');
    session = await signIn(medico.email);
    admin = claimsOf(await tokenFor(DEMO.admin));
  });
  afterAll(() => cognito.destroy());

  it('refuses UpdateUserAttributes on email with the user’s own access token, and the e-mail stays', async () => {
    const attempt = cognito.send(new UpdateUserAttributesCommand({ AccessToken: session.AccessToken, UserAttributes: [{ Name: 'email', Value: DEMO.admin.toUpperCase() }] }));
    await expect(attempt).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    for (const name of ['email_verified', 'name']) {
      await expect(cognito.send(new UpdateUserAttributesCommand({ AccessToken: session.AccessToken, UserAttributes: [{ Name: name, Value: 'true' }] }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    expect(await cognitoEmail(claimsOf(session.IdToken).sub as string)).toBe(medico.email);
  });

  it('still lets a user write the harmless attributes of the client’s list', async () => {
    await cognito.send(new UpdateUserAttributesCommand({ AccessToken: session.AccessToken, UserAttributes: [{ Name: 'locale', Value: 'pt-BR' }] }));
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: claimsOf(session.IdToken).sub as string }));
    expect(user.UserAttributes?.find((a) => a.Name === 'locale')?.Value).toBe('pt-BR');
  });

  it('gives a refreshed token the caller’s own roles and ids even when the Cognito e-mail becomes the administrator’s', async () => {
    const sub = claimsOf(session.IdToken).sub as string;
    // As if the e-mail had changed under the trigger (another client, a console edit): the token must not follow it.
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: env.USER_POOL_ID,
        Username: sub,
        UserAttributes: [
          { Name: 'email', Value: DEMO.admin },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    try {
      const token = await refresh(session.RefreshToken);
      const claims = claimsOf(token);
      expect(claims.email).toBe(DEMO.admin);
      expect(claims.role).toEqual(['Medicos']);
      expect(claims.idUsuario).toBe(medico.idUsuario);
      expect(claims.idUsuario).not.toBe(admin.idUsuario);
      expect(claims.idMedico).toBe(medico.idMedico);

      const perfilAlheio = await api(`/api/medico/perfil/${claimsOf(await tokenFor(DEMO.medico)).idMedico}`, { token });
      expect(perfilAlheio.status).toBe(403);
      expect((await api(`/api/medico/perfil/${medico.idMedico}`, { token })).status).toBe(200);
    } finally {
      await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId: env.USER_POOL_ID, Username: sub, UserAttributes: [{ Name: 'email', Value: medico.email }, { Name: 'email_verified', Value: 'true' }] }));
    }
  });

  it('issues no token for an unverified e-mail', async () => {
    const sub = claimsOf(session.IdToken).sub as string;
    const unverified = (value: string) => [{ Name: 'email', Value: medico.email }, { Name: 'email_verified', Value: value }];
    await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId: env.USER_POOL_ID, Username: sub, UserAttributes: unverified('false') }));
    try {
      await expect(refresh(session.RefreshToken)).rejects.toMatchObject({ name: 'UserLambdaValidationException' });
      const login = await api('/api/login/logon', { method: 'POST', json: { email: medico.email, password: DEMO_PASSWORD } });
      expect(login.status).toBe(403);
      expect(login.data).toEqual({ title: 'O e-mail desta conta não está verificado. Procure o suporte do Programa de EMC.', status: 403 });
    } finally {
      await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId: env.USER_POOL_ID, Username: sub, UserAttributes: unverified('true') }));
    }
  });

  it('refuses a token whose email_verified is not true, and one whose sub is not the account’s', async () => {
    const claims = claimsOf(medico.token);
    const path = `/api/medico/perfil/${medico.idMedico}`;
    expect((await api(path, { token: signRs256({}, claims) })).status).toBe(200);
    for (const email_verified of [false, 'true', undefined]) {
      expect((await api(path, { token: signRs256({}, { ...claims, email_verified }) })).status, String(email_verified)).toBe(401);
    }
    // A token of another Cognito user that names this account's idUsuario.
    expect((await api(path, { token: signRs256({}, { ...claims, sub: admin.sub }) })).status).toBe(401);
  });

  it('finds the account by sub even when another account’s record takes the caller’s e-mail', async () => {
    const d = await domain();
    const email = `outro-admin-${medico.idMedico}@hospital.example`;
    const outro = await d.criarConta({ db: d.db, cognito: d.cognito, userPoolId: d.userPoolId }, { email, nome: 'Outro Administrador', roles: ['Administradores'], password: DEMO_PASSWORD });
    // An administrator's record now says it is the doctor's e-mail, and answers an e-mail lookup for it.
    await d.db.client.send(
      new UpdateCommand({
        TableName: d.db.table,
        Key: d.usuarioKey(outro.idUsuario),
        UpdateExpression: 'SET email = :e, gsi1pk = :g',
        ExpressionAttributeValues: { ':e': medico.email, ':g': d.emailPartition(medico.email) },
      }),
    );
    expect((await d.getUsuarioByEmail(d.db, medico.email))?.idUsuario).toBeDefined();
    expect(claimsOf((await signIn(medico.email)).IdToken)).toMatchObject({ role: ['Medicos'], idUsuario: medico.idUsuario, idMedico: medico.idMedico });
    expect(claimsOf((await signIn(email)).IdToken)).toMatchObject({ role: ['Administradores'], idUsuario: outro.idUsuario });
  });
});
