import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, api } from '../support/api';
import { domain } from '../support/direct';
import { campos, novoMedico } from '../support/participacoes';
import { until } from '../support/until';

/**
 * Deactivation and role changes take effect on tokens already issued, within the account cache's
 * window (ACCOUNT_CACHE_SECONDS: 60 deployed, 1 in the test stack, see tests/setup/stack.ts).
 */
describe('deactivation takes effect at once', () => {
  const env = inject('stackEnv');
  const windowMs = Number(env.ACCOUNT_CACHE_SECONDS) * 1000;
  const cognito = new CognitoIdentityProviderClient({ region: env.AWS_REGION, endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  afterAll(() => cognito.destroy());

  it('refuses, with 401, a token issued before the deactivation, and revokes the Cognito session', async () => {
    const d = await domain();
    const medico = await novoMedico('Médico a Desativar');
    const session = (await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: env.USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: medico.email, PASSWORD: DEMO_PASSWORD } }))).AuthenticationResult!;
    const perfil = () => api(`/api/medico/perfil/${medico.idMedico}`, { token: medico.token });
    expect((await perfil()).status).toBe(200);

    await d.desativarConta({ db: d.db, cognito: d.cognito, userPoolId: d.userPoolId }, medico.idUsuario);

    const { value, elapsedMs } = await until(perfil, (r) => r.status !== 200, windowMs + 10_000);
    expect(value.status).toBe(401);
    expect(value.data).toEqual({ title: 'Sua sessão expirou ou é inválida. Faça login novamente.', status: 401 });
    expect(elapsedMs).toBeLessThanOrEqual(windowMs + 10_000);
    const create = await api('/api/participacao/create', { method: 'POST', token: medico.token, json: await campos() });
    expect(create.status).toBe(401);

    await expect(cognito.send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: env.USER_POOL_CLIENT_ID, AuthParameters: { REFRESH_TOKEN: session.RefreshToken! } }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const login = await api('/api/login/logon', { method: 'POST', json: { email: medico.email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(403);
  });

  it('refuses, with 403, a route whose role the account no longer has', async () => {
    const d = await domain();
    const medico = await novoMedico('Médico que Perde o Papel');
    const perfil = () => api(`/api/medico/perfil/${medico.idMedico}`, { token: medico.token });
    expect((await perfil()).status).toBe(200);
    await d.db.client.send(
      new UpdateCommand({ TableName: d.db.table, Key: d.usuarioKey(medico.idUsuario), UpdateExpression: 'SET #r = :r', ExpressionAttributeNames: { '#r': 'roles' }, ExpressionAttributeValues: { ':r': [] } }),
    );
    const { value } = await until(perfil, (r) => r.status !== 200, windowMs + 10_000);
    expect(value.status).toBe(403);
  });
});
