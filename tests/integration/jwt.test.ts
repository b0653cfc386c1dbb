import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, claimsOf, signHs256WithPublicKey, signRs256, tokenFor, unsigned } from '../support/api';

/** Every malformed or forged token is refused with 401 before any business code runs. */
describe('JWT verification', () => {
  let valid: string;
  let claims: Record<string, unknown>;
  let path: string;

  beforeAll(async () => {
    valid = await tokenFor(DEMO.secretaria);
    claims = claimsOf(valid);
    path = `/api/secretarias/get-medicos-by-idsecretaria/${claims.idUsuario}`;
  });

  it('accepts the real token (the control case)', async () => {
    expect((await api(path, { token: valid })).status).toBe(200);
  });

  it('accepts a token the test signs itself with the real key and claims (so the forgeries below differ in one thing)', async () => {
    expect((await api(path, { token: signRs256({}, claims) })).status).toBe(200);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, () => string | undefined][] = [
    ['no Authorization header', () => undefined],
    ['an empty token', () => ''],
    ['a malformed token', () => 'abc.def'],
    ['alg none', () => unsigned(claims)],
    ['HS256 signed with the public key', () => signHs256WithPublicKey(claims)],
    ['tampered groups (payload changed after signing)', () => {
      const [h, , s] = valid.split('.');
      const p = Buffer.from(JSON.stringify({ ...claims, role: ['Administradores'] })).toString('base64url');
      return `${h}.${p}.${s}`;
    }],
    ['expired', () => signRs256({}, { ...claims, iat: now() - 7200, exp: now() - 60 })],
    ['a wrong issuer', () => signRs256({}, { ...claims, iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_outro' })],
    ['a wrong audience', () => signRs256({}, { ...claims, aud: 'outro-cliente' })],
    ['an unknown kid', () => signRs256({ kid: 'desconhecido' }, claims)],
    ['an access token instead of an ID token', () => signRs256({}, { ...claims, token_use: 'access' })],
    ['claims without the role list', () => signRs256({}, { ...claims, role: undefined })],
  ];

  it.each(cases)('refuses %s with 401', async (_name, make) => {
    const token = make();
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const res = await api(path, { headers });
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ title: 'Sua sessão expirou ou é inválida. Faça login novamente.', status: 401 });
  });

  it('refuses a scheme other than Bearer', async () => {
    const res = await api(path, { headers: { authorization: `Basic ${valid}` } });
    expect(res.status).toBe(401);
  });
});
