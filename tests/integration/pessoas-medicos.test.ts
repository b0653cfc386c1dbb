import { randomUUID } from 'node:crypto';
import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { normalizeSearch } from '@emc/shared/normalize';
import type { MedicoCadastro, MedicoCorpoClinico } from '@emc/shared/pessoas';
import { SENHA_REGRAS } from '@emc/shared/senha';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, api, claimsOf, tokenFor } from '../support/api';
import {
  adminToken,
  atributo,
  cadastroMedico,
  convitesPara,
  convitesQuandoChegarem,
  crmNovo,
  criarMedico,
  novaArea,
  senhaDoConvite,
  sufixo,
  umaArea,
  usuarioCognito,
} from '../support/cadastro';
import { domain } from '../support/direct';
import { campos } from '../support/participacoes';
import { novaSecretaria, novoChefe } from '../support/pessoas';
import { until } from '../support/until';

/**
 * Corpo Clínico through its routes (decisions.md, "Catalogues and people", "Accounts lifecycle"): the
 * list and its filter, a doctor's record, creating one with its account and invitation, uniqueness of
 * CRM and e-mail in the write's own transaction (and the Cognito user undone when it fails), editing
 * every field, and deactivation.
 */

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const create = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => api('/api/medico/create', { method: 'POST', token, json: body, headers });
const update = (body: Record<string, unknown>) => api('/api/medico/update', { method: 'PUT', token, json: body });
const status = (id: string, ativar: boolean, t = token) => api('/api/medico/update-status', { method: 'PUT', token: t, json: { id, ativar } });
const corpo = (query: string) => api(`/api/medico/corpo-clinico?${query}`, { token });
const byId = (id: string) => api(`/api/medico/get-by-id/${id}`, { token });

/** The body as the record keeps it: what an update sends back. */
const semResposta = (m: MedicoCadastro) => {
  const { area: _a, ativo: _s, ...rest } = m as MedicoCadastro & { conviteEnviado?: boolean };
  delete (rest as { conviteEnviado?: boolean }).conviteEnviado;
  return rest;
};

describe('medico/create: the record, the account and the invitation', () => {
  it('registers every field, makes a Cognito user in Medicos that must set a password, and mails the invitation whose temporary password leads to "Definir nova senha"', async () => {
    const crm = crmNovo();
    // The CRM typed with dots and the CPF without punctuation are stored clean.
    const body = await cadastroMedico({ cpf: '52998224725', crm: `${crm.slice(0, 2)}.${crm.slice(2, 5)}.${crm.slice(5)}` });
    const res = await create(body, { 'Idempotency-Key': randomUUID() });
    expect(res.status, res.text).toBe(200);
    const area = await umaArea();
    expect(res.data).toEqual({
      ...body,
      id: expect.any(String),
      crm,
      cpf: '529.982.247-25',
      area: area.nome,
      ativo: true,
      conviteEnviado: true,
    });
    expect((await byId(res.data.id)).data).toEqual({ ...res.data, conviteEnviado: undefined });

    const user = await usuarioCognito(body.email);
    expect(user?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(user?.grupos).toEqual(['Medicos']);
    expect(atributo(user, 'email_verified')).toBe('true');

    const convites = await convitesQuandoChegarem(body.email);
    expect(convites).toHaveLength(1);
    const texto = convites[0]!.body.text!;
    expect(convites[0]!.from).toContain(inject('stackEnv').MAIL_FROM);
    expect(texto).toContain(`Olá, ${body.nome}.`);
    expect(texto).toContain(`Login (e-mail): ${body.email}`);
    expect(texto).toContain(`${inject('stackEnv').APP_URL}/login`);
    for (const regra of SENHA_REGRAS) expect(texto).toContain(regra.texto);
    const senha = senhaDoConvite(convites[0]!)!;
    for (const regra of SENHA_REGRAS) expect(regra.ok(senha), regra.texto).toBe(true);

    // The first login with the temporary password asks for a new one; setting it signs the doctor in.
    const errada = await api('/api/login/logon', { method: 'POST', json: { email: body.email, password: `${senha}x` } });
    expect(errada.status).toBe(401);
    const login = await api('/api/login/logon', { method: 'POST', json: { email: body.email, password: senha } });
    expect(login.status, login.text).toBe(403);
    expect(login.data).toEqual({ title: 'É necessário definir uma nova senha.', status: 403, desafio: 'NEW_PASSWORD_REQUIRED', session: expect.any(String) });
    const nova = await api('/api/login/nova-senha', { method: 'POST', json: { email: body.email, session: login.data.session, novaSenha: 'Nova-Senha-2026!' } });
    expect(nova.status, nova.text).toBe(200);
    expect(claimsOf(nova.data)).toMatchObject({ idMedico: res.data.id, role: ['Medicos'], name: body.nome, crm });
    expect((await api('/api/login/logon', { method: 'POST', json: { email: body.email, password: 'Nova-Senha-2026!' } })).status).toBe(200);
  });

  it('a repeat of its Idempotency-Key answers the first result and makes nothing more', async () => {
    const body = await cadastroMedico();
    const key = randomUUID();
    const first = await create(body, { 'Idempotency-Key': key });
    expect(first.status, first.text).toBe(200);
    const again = await create(body, { 'Idempotency-Key': key });
    expect(again.status, again.text).toBe(200);
    expect(again.data).toEqual(first.data);
    const lista = await corpo(`page=1&filter=${body.crm}`);
    expect(lista.data.totalItems).toBe(1);
    expect(await convitesQuandoChegarem(body.email)).toHaveLength(1);
  });

  it('refuses a CRM that another doctor has (409 naming it), and deletes the Cognito user it had made for the new e-mail', async () => {
    const primeiro = await criarMedico();
    const body = await cadastroMedico({ crm: primeiro.crm });
    const res = await create(body);
    expect(res.status, res.text).toBe(409);
    expect(res.data).toEqual({ title: 'Já existe um médico com este CRM.', status: 409 });
    expect(await usuarioCognito(body.email)).toBeUndefined();
    expect(await convitesPara(body.email)).toHaveLength(0);
    const d = await domain();
    expect(await d.getUsuarioPorEmailAgora(d.db, body.email)).toBeUndefined();
  });

  it('refuses an e-mail that an account has (409 naming it), whoever holds it', async () => {
    const primeiro = await criarMedico();
    for (const email of [primeiro.email, primeiro.email.toUpperCase(), 'secretaria@hospital.example']) {
      const res = await create(await cadastroMedico({ email }));
      expect(res.status, res.text).toBe(409);
      expect(res.data).toEqual({ title: 'Já existe uma conta com este e-mail.', status: 409 });
    }
  });

  it('five parallel creates with one CRM make exactly one doctor; the others get 409 and leave no Cognito user', async () => {
    const crm = crmNovo();
    const bodies = await Promise.all(Array.from({ length: 5 }, () => cadastroMedico({ crm })));
    const results = await Promise.all(bodies.map((b) => create(b)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok, results.map((r) => r.text).join('\n')).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.data).toEqual({ title: 'Já existe um médico com este CRM.', status: 409 });
    expect((await corpo(`page=1&filter=${crm}`)).data.totalItems).toBe(1);
    const d = await domain();
    const { medicoPorCrm } = await import('@emc/functions/lib/db/medicos');
    expect((await medicoPorCrm(d.db, crm))?.idMedico).toBe(ok[0]!.data.id);
    for (const b of bodies) {
      const user = await usuarioCognito(b.email);
      expect(Boolean(user), b.email).toBe(b.email === ok[0]!.data.email);
    }
  });

  it('asks for an existing active area, and checks every field with Portuguese messages', async () => {
    const inativa = await novaArea(false);
    for (const idArea of ['naoexiste123', inativa.idArea]) {
      const res = await create(await cadastroMedico({ idArea }));
      expect(res.status, res.text).toBe(400);
      expect(res.data.errors).toEqual({ idArea: ['Selecione uma área ativa.'] });
    }
    const res = await create({ nome: 'A', crm: '12ab', cpf: '111.111.111-11', email: 'x', idArea: '', tipo: 'Outro', dataNascimento: '2999-01-01' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.data.errors).sort()).toEqual(['cpf', 'crm', 'email', 'idArea', 'nome', 'tipo'].sort());
    const futuro = await create(await cadastroMedico({ dataNascimento: `${new Date().getFullYear() + 1}-01-01` }));
    expect(futuro.status).toBe(400);
    expect(futuro.data.errors).toEqual({ dataNascimento: ['A data de nascimento não pode estar no futuro.'] });
  });
});

describe('medico/corpo-clinico and get-by-id', () => {
  it('pages the whole staff in name order, with its total from the counter', async () => {
    const d = await domain();
    const { listMedicos } = await import('@emc/functions/lib/db/medicos');
    // Other files add doctors meanwhile: the total and the list agree once no create is in flight.
    const { value } = await until(
      async () => {
        const [p1, todos] = await Promise.all([corpo('page=1'), listMedicos(d.db)]);
        return { p1, todos };
      },
      ({ p1, todos }) => p1.data.totalItems === todos.length,
      10_000,
    );
    const { p1, todos } = value;
    expect(p1.status).toBe(200);
    expect(p1.data.totalItems).toBe(todos.length);
    expect(p1.data.totalItems).toBeGreaterThanOrEqual(42);
    expect(p1.data).toMatchObject({ page: 1, pageSize: 10, totalPages: Math.ceil(todos.length / 10) });
    const rows = p1.data.responseList as MedicoCorpoClinico[];
    expect(rows).toHaveLength(10);
    const nomes = rows.map((r) => normalizeSearch(r.nome));
    expect([...nomes].sort()).toEqual(nomes);
    expect(Object.keys(rows[0]!).sort()).toEqual(['area', 'ativo', 'crm', 'email', 'especialidade', 'id', 'idArea', 'nome', 'status', 'tipo']);
    const p2 = await corpo('page=2');
    expect(p2.data.responseList[0].nome.localeCompare(rows[9]!.nome, 'pt-BR')).toBeGreaterThanOrEqual(0);
    const alem = await corpo(`page=${p1.data.totalPages + 1}`);
    expect(alem.data.responseList).toEqual([]);
  });

  it('filters by name (accent- and case-insensitive), CRM or e-mail, and lists inactive doctors as Inativo', async () => {
    const s = sufixo();
    const ana = await criarMedico({ nome: `Ána Lúcia Zéfiro ${s}` });
    const bia = await criarMedico({ nome: `Beatriz Zefiro ${s}` });
    expect((await status(bia.id, false)).status).toBe(200);

    // "Zéfiro" and "Zefiro" are one name to the filter.
    const porNome = await corpo(`page=1&filter=${encodeURIComponent(`ZEFIRO ${s}`)}`);
    expect(porNome.data.totalItems).toBe(2);
    const porSufixo = await corpo(`page=1&filter=${s}`);
    expect(porSufixo.data.responseList.map((r: MedicoCorpoClinico) => [r.nome, r.status, r.ativo])).toEqual([
      [ana.nome, 'Ativo', true],
      [bia.nome, 'Inativo', false],
    ]);
    expect(porSufixo.data.responseList[0]).toEqual({
      id: ana.id,
      nome: ana.nome,
      crm: ana.crm,
      email: ana.email,
      idArea: ana.idArea,
      area: ana.area,
      especialidade: 'Pediatria',
      tipo: 'Funcionário',
      ativo: true,
      status: 'Ativo',
    });
    expect((await corpo(`page=1&filter=${encodeURIComponent('ana lucia zefiro')}`)).data.responseList.map((r: MedicoCorpoClinico) => r.id)).toContain(ana.id);
    const crmComPontos = `${ana.crm.slice(0, 2)}.${ana.crm.slice(2, 5)}.${ana.crm.slice(5)}`;
    expect((await corpo(`page=1&filter=${encodeURIComponent(crmComPontos)}`)).data.responseList.map((r: MedicoCorpoClinico) => r.id)).toEqual([ana.id]);
    expect((await corpo(`page=1&filter=${encodeURIComponent(bia.email.toUpperCase())}`)).data.responseList.map((r: MedicoCorpoClinico) => r.id)).toEqual([bia.id]);
    const nada = await corpo(`page=1&filter=nenhum-${s}`);
    expect(nada.data).toEqual({ responseList: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 1 });
  });

  it('get-by-id answers the full record (CPF in full) and 404 in Portuguese for an unknown id', async () => {
    const m = await criarMedico();
    const res = await byId(m.id);
    expect(res.data.cpf).toBe('529.982.247-25');
    const nada = await byId('naoexiste1234');
    expect(nada.status).toBe(404);
    expect(nada.data).toEqual({ title: 'Médico não encontrado.', status: 404 });
  });
});

describe('medico/update', () => {
  it('changes every field, CRM and e-mail included: the markers move, the login follows the e-mail, the account and the secretaries see the new name and CRM', async () => {
    const m = await criarMedico();
    const d = await domain();
    // Arranged: the doctor already chose a password, and a secretary acts for them.
    await d.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: d.userPoolId, Username: m.email, Password: DEMO_PASSWORD, Permanent: true }));
    const secretaria = await novaSecretaria(`Secretária da Edição ${sufixo()}`, [{ idMedico: m.id, nome: m.nome, crm: m.crm } as never]);
    const outraArea = await novaArea();
    const s = sufixo();
    const novo = {
      ...semResposta(m),
      nome: `Médica Renomeada ${s}`,
      crm: crmNovo(),
      email: `renomeada-${s}@hospital.example`,
      idArea: outraArea.idArea,
      tipo: 'Não funcionário',
      sexo: 'Outro',
      dataNascimento: '1979-12-01',
      estadoCivil: 'União estável',
      especialidade: 'Neonatologia',
      especialidadesSecundarias: [],
      categoriaProfissional: 'Titular',
      telefone: '(21) 3000-1000',
      celular: '(21) 99000-1000',
    };
    const res = await update(novo);
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ ...novo, area: outraArea.nome, ativo: true });
    expect((await byId(m.id)).data).toEqual(res.data);

    // The old CRM and e-mail are free again; the new ones are taken.
    expect((await create(await cadastroMedico({ crm: novo.crm }))).data.title).toBe('Já existe um médico com este CRM.');
    expect((await create(await cadastroMedico({ email: novo.email }))).data.title).toBe('Já existe uma conta com este e-mail.');
    const reuso = await create(await cadastroMedico({ crm: m.crm, email: m.email }));
    expect(reuso.status, reuso.text).toBe(200);

    // The login is the new e-mail (verified), with the new name and CRM in the token.
    const user = await usuarioCognito(novo.email);
    expect(atributo(user, 'email_verified')).toBe('true');
    expect(atributo(user, 'name')).toBe(novo.nome);
    const login = await api('/api/login/logon', { method: 'POST', json: { email: novo.email, password: DEMO_PASSWORD } });
    expect(login.status, login.text).toBe(200);
    expect(claimsOf(login.data)).toMatchObject({ name: novo.nome, crm: novo.crm, idMedico: m.id });

    const vinculos = await api(`/api/secretarias/get-medicos-by-idsecretaria/${secretaria.idUsuario}`, { token: secretaria.token });
    expect(vinculos.data.medicosSecretariaResponse).toEqual([{ id: m.id, nome: novo.nome, crm: novo.crm }]);
  });

  it("refuses another doctor's CRM or another account's e-mail with 409, and changes nothing", async () => {
    const [a, b] = await Promise.all([criarMedico(), criarMedico()]);
    for (const [campo, valor, title] of [
      ['crm', b.crm, 'Já existe um médico com este CRM.'],
      ['email', b.email, 'Já existe uma conta com este e-mail.'],
    ] as const) {
      const res = await update({ ...semResposta(a), nome: 'Outro Nome Qualquer', [campo]: valor });
      expect(res.status, res.text).toBe(409);
      expect(res.data).toEqual({ title, status: 409 });
    }
    expect((await byId(a.id)).data).toEqual({ ...a, conviteEnviado: undefined });
    expect(atributo(await usuarioCognito(a.email), 'name')).toBe(a.nome);
  });

  it('answers 404 for an unknown doctor and 400 for a new area that is inactive; an area deactivated since may stay', async () => {
    const m = await criarMedico();
    expect((await update({ ...semResposta(m), id: 'naoexiste1234' })).status).toBe(404);
    const inativa = await novaArea(false);
    const res = await update({ ...semResposta(m), idArea: inativa.idArea });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ idArea: ['Selecione uma área ativa.'] });
  });
});

describe('medico/update-status', () => {
  it('deactivating refuses their login and their tokens, keeps their history readable by an administrator, and lists them as Inativo; reactivating lets them in again', async () => {
    const m = await criarMedico();
    const d = await domain();
    await d.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: d.userPoolId, Username: m.email, Password: DEMO_PASSWORD, Permanent: true }));
    const medicoToken = await tokenFor(m.email);
    const part = await api('/api/participacao/create', { method: 'POST', token: medicoToken, json: await campos() });
    expect(part.status, part.text).toBe(200);

    const off = await status(m.id, false);
    expect(off.status, off.text).toBe(200);
    expect(off.data).toMatchObject({ id: m.id, ativo: false });

    const login = await api('/api/login/logon', { method: 'POST', json: { email: m.email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.data.title).toBe('Usuário desativado. Procure o suporte do Programa de EMC.');
    const windowMs = Number(inject('stackEnv').ACCOUNT_CACHE_SECONDS) * 1000;
    const { value } = await until(() => api(`/api/medico/perfil/${m.id}`, { token: medicoToken }), (r) => r.status !== 200, windowMs + 10_000);
    expect(value.status).toBe(401);
    expect(atributo(await usuarioCognito(m.email), 'email')).toBe(m.email);
    expect((await usuarioCognito(m.email))?.Enabled).toBe(false);

    // Their history stays, readable by an administrator.
    const lida = await api(`/api/participacao/get-by-id/${part.data.id}`, { token });
    expect(lida.status).toBe(200);
    expect(lida.data.id).toBe(part.data.id);
    const pendentes = await api(`/api/medico/participacoes-status?idMedico=${m.id}&status=1&page=1`, { token });
    expect(pendentes.data.responseList.map((p: { id: string }) => p.id)).toEqual([part.data.id]);
    const listado = await corpo(`page=1&filter=${m.crm}`);
    expect(listado.data.responseList[0]).toMatchObject({ id: m.id, status: 'Inativo', ativo: false });

    const on = await status(m.id, true);
    expect(on.status, on.text).toBe(200);
    expect(on.data.ativo).toBe(true);
    expect((await usuarioCognito(m.email))?.Enabled).toBe(true);
    const again = await api('/api/login/logon', { method: 'POST', json: { email: m.email, password: DEMO_PASSWORD } });
    expect(again.status, again.text).toBe(200);
  });

  it('is idempotent, answers 404 for an unknown doctor, and an administrator-doctor cannot deactivate themself', async () => {
    const m = await criarMedico();
    expect((await status(m.id, true)).data.ativo).toBe(true);
    expect((await status('naoexiste1234', false)).data).toEqual({ title: 'Médico não encontrado.', status: 404 });
    const chefe = await novoChefe(`Chefe do Cadastro ${sufixo()}`);
    const res = await status(chefe.idMedico, false, chefe.token);
    expect(res.status).toBe(409);
    expect(res.data).toEqual({ title: 'Você não pode desativar o próprio cadastro.', status: 409 });
  });
});
