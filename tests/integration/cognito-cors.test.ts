import { request } from 'node:http';
import { AdminGetUserCommand, AdminListGroupsForUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { novoMedico, type NovoMedico } from '../support/participacoes';

/**
 * The local Cognito front (scripts/local/cognito-front.ts) answers CORS only for the app's own
 * origin: a page of another site open in the developer's browser can neither read the users nor
 * change them. cognito-local alone answers `Access-Control-Allow-Origin: *` to everyone.
 */

const env = inject('stackEnv');
const endpoint = new URL(env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!);
const appOrigin = new URL(env.APP_URL!).origin;
const EVIL = 'http://evil.example';

interface Resposta {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw HTTP call to the front (fetch may not send Origin as given). */
function chamar(method: string, headers: Record<string, string>, body = ''): Promise<Resposta> {
  return new Promise((resolve, reject) => {
    const req = request({ host: endpoint.hostname, port: endpoint.port, method, path: '/', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const alvo = (target: string) => ({ 'x-amz-target': `AWSCognitoIdentityProviderService.${target}`, 'content-type': 'application/x-amz-json-1.1' });
const preflight = (origin: string) => chamar('OPTIONS', { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target' });
const listUsers = (headers: Record<string, string>) => chamar('POST', { ...headers, ...alvo('ListUsers') }, JSON.stringify({ UserPoolId: env.USER_POOL_ID }));
const corsHeaders = (r: Resposta) => Object.keys(r.headers).filter((h) => h.startsWith('access-control-'));

describe('the local Cognito front and other origins', () => {
  let medico: NovoMedico;
  /** The doctor's Cognito username (the sub), the one groups are kept by. */
  let username: string;
  let cognito: CognitoIdentityProviderClient;
  const grupos = async () => ((await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: env.USER_POOL_ID, Username: username }))).Groups ?? []).map((g) => g.GroupName).sort();

  beforeAll(async () => {
    cognito = new CognitoIdentityProviderClient({ region: env.AWS_REGION, endpoint: endpoint.href, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    medico = await novoMedico('Médico Alvo de Outra Origem');
    username = (await cognito.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: medico.email }))).Username!;
  });
  afterAll(() => cognito?.destroy());

  it('refuses another origin’s preflight with 403 and no CORS header', async () => {
    const res = await preflight(EVIL);
    expect(res.status).toBe(403);
    expect(corsHeaders(res)).toEqual([]);
  });

  it('refuses another origin’s ListUsers: 403, no CORS header, no user in the answer', async () => {
    const res = await listUsers({ origin: EVIL });
    expect(res.status).toBe(403);
    expect(corsHeaders(res)).toEqual([]);
    expect(res.text).not.toContain('Users');
    expect(res.text).not.toContain('@hospital.example');
  });

  it('refuses another origin’s AdminAddUserToGroup, and the user stays out of Administradores', async () => {
    expect(await grupos()).toEqual(['Medicos']);
    const res = await chamar('POST', { origin: EVIL, ...alvo('AdminAddUserToGroup') }, JSON.stringify({ UserPoolId: env.USER_POOL_ID, Username: username, GroupName: 'Administradores' }));
    expect(res.status).toBe(403);
    expect(corsHeaders(res)).toEqual([]);
    expect(await grupos()).toEqual(['Medicos']);
  });

  it('refuses a page with an opaque origin (a data: or sandboxed page sends Origin: null)', async () => {
    const res = await listUsers({ origin: 'null' });
    expect(res.status).toBe(403);
    expect(corsHeaders(res)).toEqual([]);
  });

  it('allows the app’s own origin, naming it (never *)', async () => {
    const pre = await preflight(appOrigin);
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(appOrigin);
    expect(pre.headers['access-control-allow-methods']).toContain('POST');
    expect(pre.headers['access-control-allow-headers']).toBe('content-type,x-amz-target');
    expect(pre.headers.vary).toBe('Origin');

    const res = await listUsers({ origin: appOrigin });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(appOrigin);
    expect((JSON.parse(res.text) as { Users: unknown[] }).Users.length).toBeGreaterThan(0);
  });

  it('serves the functions’ calls, which send no Origin, without any CORS header (cognito-local’s * is gone)', async () => {
    const res = await listUsers({});
    expect(res.status).toBe(200);
    expect(corsHeaders(res)).toEqual([]);
    expect((JSON.parse(res.text) as { Users: unknown[] }).Users.length).toBeGreaterThan(0);
  });
});
