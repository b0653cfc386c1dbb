import { randomUUID } from 'node:crypto';
import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SecretariaItem } from '@emc/shared/pessoas';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, api, claimsOf, tokenFor } from '../support/api';
import { adminToken, convitesQuandoChegarem, criarMedico, criarSecretaria, senhaDoConvite, sufixo, usuarioCognito } from '../support/cadastro';
import { domain } from '../support/direct';
import { campos } from '../support/participacoes';

/**
 * Gerenciar Secretárias through its routes (decisions.md, "Catalogues and people", "Accounts
 * lifecycle"): the account and its invitation, linking her to doctors, the list, her own record,
 * relinking (an unlinked doctor refused to her at once), and removing her (her account disabled; the
 * same account comes back when she is created again).
 */

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const post = (path: string, json: unknown, headers: Record<string, string> = {}) => api(path, { method: 'POST', token, json, headers });
const put = (path: string, json: unknown) => api(path, { method: 'PUT', token, json });
const porEmail = (email: string) => api(`/api/secretarias/get-user-by-email/${encodeURIComponent(email)}`, { token });
const lista = (query: string) => api(`/api/secretarias/get-all-pagination?${query}`, { token });

/** Gives the account a password, as if she had finished her first access, and signs her in. */
async function entrar(email: string): Promise<string> {
  const d = await domain();
  await d.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: d.userPoolId, Username: email, Password: DEMO_PASSWORD, Permanent: true }));
  return tokenFor(email);
}

describe('secretarias/create-user and get-user-by-email', () => {
  it('makes her account in Secretarias and mails her invitation; the e-mail then has an account, and a second create-user gets 409', async () => {
    const email = `nova-secretaria-${sufixo()}@hospital.example`;
    expect((await porEmail(email)).data).toEqual({ existe: false });

    const res = await post('/api/secretarias/create-user', { nome: '  Joana Secretária  ', email: email.toUpperCase() }, { 'Idempotency-Key': randomUUID() });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ id: expect.any(String), nome: 'Joana Secretária', email, conviteEnviado: true });

    const user = await usuarioCognito(email);
    expect(user?.grupos).toEqual(['Secretarias']);
    expect(user?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const [convite] = await convitesQuandoChegarem(email);
    expect(convite?.body.text).toContain('como secretário(a)');
    expect(senhaDoConvite(convite!)).toBeTruthy();

    expect((await porEmail(email)).data).toEqual({ existe: true, id: res.data.id, nome: 'Joana Secretária', email, roles: ['Secretarias'], ativo: true });
    for (const outro of [email, DEMO.medico]) {
      const again = await post('/api/secretarias/create-user', { nome: 'Outra', email: outro });
      expect(again.status).toBe(409);
      expect(again.data).toEqual({ title: 'Já existe uma conta com este e-mail.', status: 409 });
    }
  });
});

describe('secretarias/create, get-all-pagination and get-by-login', () => {
  it('links her to the doctors, lists her with her count, and lets her read her own record only', async () => {
    const [a, b] = await Promise.all([criarMedico({ nome: `Zélia Médica ${sufixo()}` }), criarMedico({ nome: `Bruno Médico ${sufixo()}` })]);
    const s = sufixo();
    const email = `secretaria-lista-${s}@hospital.example`;
    expect((await post('/api/secretarias/create-user', { nome: `Márcia Lista ${s}`, email })).status).toBe(200);
    const res = await post('/api/secretarias/create', { nome: `Márcia Lista ${s}`, email, idsMedicos: [a.id, b.id, a.id] });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({
      id: expect.any(String),
      nome: `Márcia Lista ${s}`,
      email,
      ativo: true,
      quantidadeMedicos: 2,
      medicos: [
        { id: b.id, nome: b.nome, crm: b.crm },
        { id: a.id, nome: a.nome, crm: a.crm },
      ],
    });
    const item: SecretariaItem = { id: res.data.id, nome: `Márcia Lista ${s}`, email, ativo: true, quantidadeMedicos: 2 };

    // Created once: a second create is refused.
    const again = await post('/api/secretarias/create', { nome: 'Outra', email, idsMedicos: [] });
    expect(again.status).toBe(409);

    for (const filter of [`marcia lista ${s}`, `MÁRCIA LISTA ${s}`, email]) {
      const l = await lista(`page=1&filter=${encodeURIComponent(filter)}`);
      expect(l.data, filter).toEqual({ responseList: [item], page: 1, pageSize: 10, totalItems: 1, totalPages: 1 });
    }
    const todas = await lista('page=1');
    expect(todas.data.totalItems).toBeGreaterThanOrEqual(2);
    const nomes = (todas.data.responseList as SecretariaItem[]).map((x) => x.nome);
    expect(nomes).toHaveLength(Math.min(10, todas.data.totalItems));

    expect((await api(`/api/secretarias/get-by-login/${email}`, { token })).data).toEqual(item);
    const dela = await entrar(email);
    expect((await api(`/api/secretarias/get-by-login/${email}`, { token: dela })).data).toEqual(item);
    const outra = await api(`/api/secretarias/get-by-login/${DEMO.secretaria}`, { token: dela });
    expect(outra.status).toBe(403);
    expect(outra.data).toEqual({ title: 'Você não tem permissão para acessar este recurso.', status: 403 });
    const medico = await api(`/api/secretarias/get-by-login/${a.email}`, { token });
    expect(medico.data).toEqual({ title: 'Secretária não encontrada.', status: 404 });
  });

  it('asks for the account first, and for doctors that exist and are active', async () => {
    const semConta = await post('/api/secretarias/create', { nome: 'Sem Conta', email: `sem-conta-${sufixo()}@hospital.example`, idsMedicos: [] });
    expect(semConta.status).toBe(400);
    expect(semConta.data.errors).toEqual({ email: ['Crie o acesso da secretária antes de vinculá-la.'] });

    const email = `secretaria-checagem-${sufixo()}@hospital.example`;
    expect((await post('/api/secretarias/create-user', { nome: 'Checagem', email })).status).toBe(200);
    const desconhecido = await post('/api/secretarias/create', { nome: 'Checagem', email, idsMedicos: ['naoexiste1234'] });
    expect(desconhecido.status).toBe(400);
    expect(desconhecido.data.errors).toEqual({ idsMedicos: ['Um dos médicos escolhidos não foi encontrado.'] });
    const inativo = await criarMedico();
    expect((await put('/api/medico/update-status', { id: inativo.id, ativar: false })).status).toBe(200);
    const res = await post('/api/secretarias/create', { nome: 'Checagem', email, idsMedicos: [inativo.id] });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ idsMedicos: [`${inativo.nome} está inativo(a) e não pode ser vinculado(a).`] });
    expect((await api(`/api/secretarias/get-by-login/${email}`, { token })).data.quantidadeMedicos).toBe(0);
  });
});

describe('secretarias/update', () => {
  it('replaces her links: a doctor unlinked is refused to her at once, a new one is hers; her name and e-mail follow', async () => {
    const [a, b, c] = await Promise.all([criarMedico(), criarMedico(), criarMedico()]);
    const sec = await criarSecretaria([a.id, b.id]);
    const dela = await entrar(sec.email);
    const perfil = (id: string) => api(`/api/medico/perfil/${id}`, { token: dela });
    expect((await perfil(a.id)).status).toBe(200);
    expect((await perfil(c.id)).status).toBe(403);

    const email = `secretaria-renomeada-${sufixo()}@hospital.example`;
    const res = await put('/api/secretarias/update', { id: sec.id, nome: 'Secretária Renomeada', email, idsMedicos: [b.id, c.id] });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({ id: sec.id, nome: 'Secretária Renomeada', email, quantidadeMedicos: 2 });
    expect(res.data.medicos.map((m: { id: string }) => m.id).sort()).toEqual([b.id, c.id].sort());

    // No cache between the change and her next request.
    const negado = await perfil(a.id);
    expect(negado.status).toBe(403);
    expect(negado.data).toEqual({ title: 'Você não tem permissão para acessar este recurso.', status: 403 });
    expect((await api('/api/participacao/create', { method: 'POST', token: dela, json: await campos({ idMedico: a.id }) })).status).toBe(403);
    expect((await perfil(c.id)).status).toBe(200);
    const vinculos = await api(`/api/secretarias/get-medicos-by-idsecretaria/${sec.id}`, { token: dela });
    expect(vinculos.data.medicosSecretariaResponse.map((m: { id: string }) => m.id).sort()).toEqual([b.id, c.id].sort());

    // She signs in with the new e-mail, with her new name.
    const login = await api('/api/login/logon', { method: 'POST', json: { email, password: DEMO_PASSWORD } });
    expect(login.status, login.text).toBe(200);
    expect(claimsOf(login.data)).toMatchObject({ name: 'Secretária Renomeada', idUsuario: sec.id });
    expect(await usuarioCognito(sec.email)).toBeUndefined();
  });

  it('writes link sets larger than one transaction (0 → 150, then another 120 with a new name)', async () => {
    const d = await domain();
    const [{ putMedico }, { newId }] = await Promise.all([import('@emc/functions/lib/db/medicos'), import('@emc/functions/lib/ids')]);
    const ids = Array.from({ length: 270 }, () => newId());
    for (const idMedico of ids) {
      await putMedico(
        d.db,
        {
          idMedico, nome: `Médico Em Lote ${idMedico}`, crm: String(700000000 + Math.floor(Math.random() * 99999999)), ativo: true, cpf: '529.982.247-25', sexo: '', dataNascimento: '', estadoCivil: '',
          especialidade: '', especialidadesSecundarias: [], categoriaProfissional: '', tipo: 'Funcionário', telefone: '', celular: '', email: `${idMedico}@lote.example`, idArea: 'x',
        },
        { listed: false },
      );
    }
    const sec = await criarSecretaria([]);
    const primeiro = ids.slice(0, 150);
    const segundo = ids.slice(150);
    for (const [idsMedicos, nome] of [[primeiro, sec.nome], [segundo, `${sec.nome} Lote`]] as const) {
      const res = await put('/api/secretarias/update', { id: sec.id, nome, email: sec.email, idsMedicos });
      expect(res.status, res.text).toBe(200);
      expect(res.data.quantidadeMedicos).toBe(idsMedicos.length);
      const vinculos = await api(`/api/secretarias/get-medicos-by-idsecretaria/${sec.id}`, { token });
      expect(vinculos.data.medicosSecretariaResponse.map((m: { id: string }) => m.id).sort()).toEqual([...idsMedicos].sort());
      // Her counter, moved in each of the transactions (the account's and the later ones), is what the list and her record read.
      expect((await api(`/api/secretarias/get-by-login/${sec.email}`, { token })).data.quantidadeMedicos).toBe(idsMedicos.length);
      expect((await lista(`page=1&filter=${encodeURIComponent(sec.email)}`)).data.responseList[0].quantidadeMedicos).toBe(idsMedicos.length);
      expect((await d.getUsuarioPorEmailAgora(d.db, sec.email))?.quantidadeMedicos).toBe(idsMedicos.length);
    }
  }, 120_000);

  it('an account from before the link counter counts her links when read; a link write starts it, the backfill sets it once', async () => {
    const d = await domain();
    const [{ usuarioKey }, { backfillVinculos }] = await Promise.all([import('@emc/functions/lib/db/usuarios'), import('../../scripts/local/seed/vinculos')]);
    const [a, b, c] = await Promise.all([criarMedico(), criarMedico(), criarMedico()]);
    const sec = await criarSecretaria([a.id, b.id]);
    const antiga = () => d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: usuarioKey(sec.id), UpdateExpression: 'REMOVE quantidadeMedicos' }));
    const guardada = async () => (await d.getUsuarioPorEmailAgora(d.db, sec.email))?.quantidadeMedicos;
    expect(await guardada()).toBe(2);

    await antiga();
    expect((await api(`/api/secretarias/get-by-login/${sec.email}`, { token })).data.quantidadeMedicos).toBe(2);
    expect((await lista(`page=1&filter=${encodeURIComponent(sec.email)}`)).data.responseList[0].quantidadeMedicos).toBe(2);
    // Only her links change (same name and e-mail): the counter starts from the links she had.
    const res = await put('/api/secretarias/update', { id: sec.id, nome: sec.nome, email: sec.email, idsMedicos: [a.id, b.id, c.id] });
    expect(res.status, res.text).toBe(200);
    expect(await guardada()).toBe(3);

    await antiga();
    const primeira = await backfillVinculos(d.db);
    expect(primeira.contadas).toBeGreaterThanOrEqual(1);
    expect(await guardada()).toBe(3);
    expect((await backfillVinculos(d.db)).contadas).toBe(0);
  });

  it('answers 404 for an id that is not a secretary', async () => {
    const res = await put('/api/secretarias/update', { id: claimsOf(await tokenFor(DEMO.medico)).idUsuario, nome: 'Nome', email: DEMO.medico, idsMedicos: [] });
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ title: 'Secretária não encontrada.', status: 404 });
  });
});

describe('secretarias/delete', () => {
  it('removes her links and role and disables her account; the history keeps her name; creating her again re-enables the same account', async () => {
    const m = await criarMedico();
    const sec = await criarSecretaria([m.id], `Sílvia Removida ${sufixo()}`);
    const dela = await entrar(sec.email);
    const part = await api('/api/participacao/create', { method: 'POST', token: dela, json: await campos({ idMedico: m.id }) });
    expect(part.status, part.text).toBe(200);

    const res = await api(`/api/secretarias/delete/${sec.id}`, { method: 'DELETE', token });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ id: sec.id });

    expect((await lista(`page=1&filter=${encodeURIComponent(sec.email)}`)).data.totalItems).toBe(0);
    expect((await porEmail(sec.email)).data).toEqual({ existe: true, id: sec.id, nome: sec.nome, email: sec.email, roles: [], ativo: false });
    expect((await api(`/api/secretarias/get-medicos-by-idsecretaria/${sec.id}`, { token })).data.medicosSecretariaResponse).toEqual([]);
    expect((await usuarioCognito(sec.email))?.Enabled).toBe(false);
    expect((await usuarioCognito(sec.email))?.grupos).toEqual([]);
    const login = await api('/api/login/logon', { method: 'POST', json: { email: sec.email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(403);
    const historico = (await api(`/api/participacao/get-by-id/${part.data.id}`, { token })).data.historico;
    expect(historico[0]).toMatchObject({ por: sec.nome });
    expect((await api(`/api/secretarias/delete/${sec.id}`, { method: 'DELETE', token })).status).toBe(404);

    const again = await post('/api/secretarias/create', { nome: sec.nome, email: sec.email, idsMedicos: [m.id] });
    expect(again.status, again.text).toBe(200);
    expect(again.data).toMatchObject({ id: sec.id, ativo: true, quantidadeMedicos: 1 });
    expect((await usuarioCognito(sec.email))?.Enabled).toBe(true);
    const back = await api('/api/login/logon', { method: 'POST', json: { email: sec.email, password: DEMO_PASSWORD } });
    expect(back.status, back.text).toBe(200);
    expect(claimsOf(back.data)).toMatchObject({ idUsuario: sec.id, role: ['Secretarias'] });
  });

  it('answers 404 for an unknown id or an account that is not a secretary', async () => {
    for (const id of ['naoexiste1234', claimsOf(await tokenFor(DEMO.admin)).idUsuario]) {
      const res = await api(`/api/secretarias/delete/${id}`, { method: 'DELETE', token });
      expect(res.status).toBe(404);
      expect(res.data).toEqual({ title: 'Secretária não encontrada.', status: 404 });
    }
  });
});
