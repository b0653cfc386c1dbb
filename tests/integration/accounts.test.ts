import { readFileSync } from 'node:fs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, api, tokenFor } from '../support/api';
import { domain } from '../support/direct';

describe('accounts', () => {
  it('refuses the login of a deactivated account with a Portuguese 403', async () => {
    const d = await domain();
    const email = `desativado-${Date.now()}@hospital.example`;
    const u = await d.criarConta({ db: d.db, cognito: d.cognito, userPoolId: d.userPoolId }, { email, nome: 'Conta Desativada', roles: ['Medicos'], password: DEMO_PASSWORD });
    expect((await api('/api/login/logon', { method: 'POST', json: { email, password: DEMO_PASSWORD } })).status).toBe(200);

    await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: d.usuarioKey(u.idUsuario), UpdateExpression: 'SET ativo = :f', ExpressionAttributeValues: { ':f': false } }));
    const res = await api('/api/login/logon', { method: 'POST', json: { email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ title: 'Usuário desativado. Procure o suporte do Programa de EMC.', status: 403 });
  });

  it('refuses a Cognito user with no account record in the table', async () => {
    const d = await domain();
    const { AdminCreateUserCommand, AdminSetUserPasswordCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const email = `sem-cadastro-${Date.now()}@hospital.example`;
    await d.cognito.send(new AdminCreateUserCommand({ UserPoolId: d.userPoolId, Username: email, UserAttributes: [{ Name: 'email', Value: email }], MessageAction: 'SUPPRESS' }));
    await d.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: d.userPoolId, Username: email, Password: DEMO_PASSWORD, Permanent: true }));
    const res = await api('/api/login/logon', { method: 'POST', json: { email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(403);
  });
});

describe('logs', () => {
  it('are JSON lines with level and service, and no token, password or CPF', async () => {
    const token = await tokenFor(DEMO.medico);
    await api('/api/login/logon', { method: 'POST', json: { email: DEMO.medico, password: 'Senha-Errada-123' } });
    await api('/api/secretarias/get-medicos-by-idsecretaria/abc', { token });
    const lines = readFileSync(inject('logFile'), 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const entry = JSON.parse(line);
      expect(entry).toHaveProperty('level');
      expect(entry).toHaveProperty('service');
    }
    const all = lines.join('\n');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain('Senha-Errada-123');
    expect(all).not.toContain(token.split('.')[2]);
    expect(all).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    expect(all).toContain('"route":"login.logon"');
  });
});
