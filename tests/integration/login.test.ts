import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, api, claimsOf, tokenFor } from '../support/api';

describe('POST /api/login/logon', () => {
  it.each([
    [DEMO.admin, ['Administradores'], false],
    [DEMO.chefe, ['Administradores', 'Medicos'], true],
    [DEMO.medico, ['Medicos'], true],
    [DEMO.secretaria, ['Secretarias'], false],
  ])('returns the bare ID token of %s with the spec claims', async (email, roles, isMedico) => {
    const res = await api('/api/login/logon', { method: 'POST', json: { email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(typeof res.data).toBe('string');
    const claims = claimsOf(res.data);
    expect(claims.role).toEqual(roles);
    expect(claims.name.length).toBeGreaterThan(3);
    expect(claims.idUsuario).toMatch(/^[a-z0-9]{12}$/);
    expect(claims.token_use).toBe('id');
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp - now).toBeGreaterThan(7.9 * 3600);
    expect(claims.exp - now).toBeLessThanOrEqual(8 * 3600);
    if (isMedico) {
      expect(claims.idMedico).toMatch(/^[a-z0-9]{12}$/);
      expect(claims.crm).toMatch(/^\d+$/);
    } else {
      expect(claims.idMedico).toBeUndefined();
    }
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await api('/api/login/logon', { method: 'POST', json: { email: '  Medico@Hospital.Example ', password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(claimsOf(res.data).crm).toBe('123456');
  });

  it('accepts the access login crm{number}@domain of a doctor without an institutional email', async () => {
    const token = await tokenFor(DEMO.secretaria);
    const medicos = await api(`/api/secretarias/get-medicos-by-idsecretaria/${claimsOf(token).idUsuario}`, { token });
    const other = medicos.data.medicosSecretariaResponse.find((m: { crm: string }) => m.crm !== '123456');
    const res = await api('/api/login/logon', { method: 'POST', json: { email: `crm${other.crm}@hospital.example`, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(claimsOf(res.data).idMedico).toBe(other.id);
  });

  it('refuses a wrong password and an unknown user with the same Portuguese message', async () => {
    const wrong = await api('/api/login/logon', { method: 'POST', json: { email: DEMO.medico, password: 'errada' } });
    const unknown = await api('/api/login/logon', { method: 'POST', json: { email: 'ninguem@hospital.example', password: 'errada' } });
    expect(wrong.status).toBe(401);
    expect(wrong.data).toEqual({ title: 'Email ou senha incorretos.', status: 401 });
    expect(unknown.status).toBe(401);
    expect(unknown.data).toEqual(wrong.data);
  });

  it('answers 400 with field messages for missing or malformed input', async () => {
    const empty = await api('/api/login/logon', { method: 'POST', json: {} });
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual({
      title: 'Ocorreu um erro de validação.',
      status: 400,
      errors: { email: ['Email é obrigatório.'], password: ['Senha é obrigatória.'] },
    });
    const bad = await api('/api/login/logon', { method: 'POST', json: { email: 'nao-e-email', password: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ email: ['Informe um email válido.'] });
  });

  it('answers 400 with its own message for a password over 256 characters (security finding 6)', async () => {
    const res = await api('/api/login/logon', { method: 'POST', json: { email: DEMO.medico, password: 'x'.repeat(257) } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ title: 'Ocorreu um erro de validação.', status: 400, errors: { password: ['A senha deve ter no máximo 256 caracteres.'] } });
    const at256 = await api('/api/login/logon', { method: 'POST', json: { email: 'ninguem@hospital.example', password: 'x'.repeat(256) } });
    expect(at256.status).toBe(401);
    expect(at256.data).toEqual({ title: 'Email ou senha incorretos.', status: 401 });
  });

  it('answers 400 in Portuguese for a body that is not JSON', async () => {
    const res = await api('/api/login/logon', { method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.data.errors.requisicao).toEqual(['O corpo da requisição não é um JSON válido.']);
  });
});

describe('routes', () => {
  it('answers 404 in Portuguese for an unknown API route', async () => {
    const res = await api('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ title: 'Rota não encontrada.', status: 404 });
  });

  it('serves the health check without a token', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ status: 'ok' });
  });
});
