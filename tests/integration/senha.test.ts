import { readFileSync } from 'node:fs';
import { SENHA_MSG } from '@emc/shared/senha';
import { TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import { describe, expect, inject, it } from 'vitest';
import { api, claimsOf } from '../support/api';
import { domain } from '../support/direct';
import { contaComSenha, convidado, desativarRegistro, emailsPara, senhaForte, sufixo, ultimoCodigo } from '../support/senha';

/**
 * The account's password flows against cognito-local (decisions.md, "Accounts lifecycle"): the
 * invitation's first access with "Definir nova senha", and "Esqueci minha senha" with the e-mailed code.
 */

const VALIDACAO = 'Ocorreu um erro de validação.';
const logon = (email: string, password: string) => api('/api/login/logon', { method: 'POST', json: { email, password } });
const novaSenha = (body: Record<string, unknown>) => api('/api/login/nova-senha', { method: 'POST', json: body });
const esqueci = (email: string) => api('/api/login/esqueci-senha', { method: 'POST', json: { email } });
const redefinir = (email: string, codigo: string, novaSenha: string) => api('/api/login/redefinir-senha', { method: 'POST', json: { email, codigo, novaSenha } });
const codigoInvalido = { title: VALIDACAO, status: 400, errors: { codigo: [SENHA_MSG.codigoInvalido] } };
const sessaoExpirada = { title: VALIDACAO, status: 400, errors: { session: [SENHA_MSG.sessaoExpirada] } };

/** Another code than this one (1 ≤ n < 10⁸). */
const outroCodigo = (codigo: string, n = 1) => String((Number(codigo) + n) % 1e8).padStart(8, '0');

/** The session of a first-access challenge. */
async function desafio(email: string, senha: string): Promise<string> {
  const res = await logon(email, senha);
  expect(res.status, res.text).toBe(403);
  return res.data.session;
}

describe('first access: invitation, temporary password, new password', () => {
  it('logon answers the challenge, nova-senha refuses a weak password and answers the token, then the new password logs in', async () => {
    const c = await convidado('Helena Primeiro Acesso Teste');
    const errada = await logon(c.email, `${c.senhaTemporaria}x`);
    expect(errada.status).toBe(401);
    expect(errada.data).toEqual({ title: 'Email ou senha incorretos.', status: 401 });

    const primeiro = await logon(c.email, c.senhaTemporaria);
    expect(primeiro.status, primeiro.text).toBe(403);
    expect(primeiro.data).toEqual({ title: 'É necessário definir uma nova senha.', status: 403, desafio: 'NEW_PASSWORD_REQUIRED', session: expect.any(String) });
    const { session } = primeiro.data;
    expect(session.length).toBeGreaterThan(10);

    for (const fraca of ['curta1!A', 'semnumero-Abcdef', 'SEM-MINUSCULA-123', 'sem-maiuscula-123', 'SemSimbolo12345']) {
      const res = await novaSenha({ email: c.email, session, novaSenha: fraca });
      expect(res.status, fraca).toBe(400);
      expect(res.data).toEqual({ title: VALIDACAO, status: 400, errors: { novaSenha: [SENHA_MSG.fraca] } });
    }

    const nova = senhaForte();
    const ok = await novaSenha({ email: c.email.toUpperCase(), session, novaSenha: nova });
    expect(ok.status, ok.text).toBe(200);
    expect(typeof ok.data).toBe('string');
    const claims = claimsOf(ok.data);
    expect(claims).toMatchObject({ role: ['Medicos'], name: c.nome, idUsuario: c.idUsuario, idMedico: c.idMedico, crm: c.crm, token_use: 'id', email_verified: true });

    // The session is spent; the new password logs in; the temporary one no longer does.
    expect((await novaSenha({ email: c.email, session, novaSenha: senhaForte() })).data).toEqual(sessaoExpirada);
    const depois = await logon(c.email, nova);
    expect(depois.status, depois.text).toBe(200);
    expect(claimsOf(depois.data).idUsuario).toBe(c.idUsuario);
    expect((await logon(c.email, c.senhaTemporaria)).status).toBe(401);
  });

  it('a made-up session, or another user\'s, sets nothing', async () => {
    const [a, b] = await Promise.all([convidado('Secretária Sessão A Teste', 'Secretarias'), convidado('Secretária Sessão B Teste', 'Secretarias')]);
    const sessionA = await desafio(a.email, a.senhaTemporaria);
    for (const session of ['sessao-inventada', `${sessionA}x`]) {
      const res = await novaSenha({ email: a.email, session, novaSenha: senhaForte() });
      expect(res.status, res.text).toBe(400);
      expect(res.data).toEqual(sessaoExpirada);
    }
    const cruzada = await novaSenha({ email: b.email, session: sessionA, novaSenha: senhaForte() });
    expect(cruzada.data).toEqual(sessaoExpirada);
    // Neither account changed: both still ask for a new password, and A's session still works.
    await desafio(b.email, b.senhaTemporaria);
    const ok = await novaSenha({ email: a.email, session: sessionA, novaSenha: senhaForte() });
    expect(ok.status, ok.text).toBe(200);
    expect(claimsOf(ok.data).role).toEqual(['Secretarias']);
  });

  it('an unknown e-mail gets the same 400 as a bad session; a missing session or password gets field messages', async () => {
    expect((await novaSenha({ email: `ninguem-${sufixo()}@hospital.example`, session: 'qualquer', novaSenha: senhaForte() })).data).toEqual(sessaoExpirada);
    const vazio = await novaSenha({});
    expect(vazio.status).toBe(400);
    expect(vazio.data.errors).toEqual({ email: ['Email é obrigatório.'], session: [SENHA_MSG.sessaoExpirada], novaSenha: [SENHA_MSG.obrigatoria] });
  });

  it('an invited account deactivated before its first access gets no session and cannot set a password', async () => {
    const c = await convidado('Secretária Desativada Convite Teste', 'Secretarias');
    const session = await desafio(c.email, c.senhaTemporaria);
    await desativarRegistro(c.idUsuario);
    const res = await logon(c.email, c.senhaTemporaria);
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ title: 'Usuário desativado. Procure o suporte do Programa de EMC.', status: 403 });
    expect((await novaSenha({ email: c.email, session, novaSenha: senhaForte() })).data).toEqual(sessaoExpirada);
  });
});

describe('forgotten password: esqueci-senha and redefinir-senha', () => {
  it('answers the same for an unknown e-mail and a known one, and only the known one gets the code by e-mail', async () => {
    const conta = await contaComSenha('Secretária Esqueceu Teste', senhaForte());
    const desconhecido = `ninguem-${sufixo()}@hospital.example`;
    const [a, b] = await Promise.all([esqueci(desconhecido), esqueci(conta.email)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.data).toEqual({ mensagem: SENHA_MSG.esqueciEnviado });
    expect(b.data).toEqual(a.data);
    expect(await emailsPara(desconhecido)).toEqual([]);
    const [email] = await emailsPara(conta.email);
    expect(email).toBeDefined();
    expect(email!.subject).toBe('Código para redefinir sua senha – Programa de EMC');
    expect(email!.body.text).toMatch(/Seu código: \d{8}\n/);
    expect(email!.body.text).toContain('vale por 30 minutos');
    expect(email!.body.text).toContain(`/redefinir-senha?email=${encodeURIComponent(conta.email)}`);

    // The record keeps only a hash, and the table's TTL takes it an hour after the code.
    const d = await domain();
    const [{ getItem }, { redefinicaoKey }] = await Promise.all([import('@emc/functions/lib/db/items'), import('@emc/functions/lib/db/redefinicoes')]);
    const item = await getItem(d.db, redefinicaoKey(conta.idUsuario));
    expect(JSON.stringify(item)).not.toContain(await ultimoCodigo(conta.email));
    const ttl = Number(item?.[TABLE_TTL_ATTRIBUTE]) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3601);
  });

  it('the right code sets the password once; the old password is refused and the code is spent', async () => {
    const antiga = senhaForte();
    const conta = await contaComSenha('Secretária Redefine Teste', antiga);
    await esqueci(conta.email);
    const codigo = await ultimoCodigo(conta.email);

    const errada = await redefinir(conta.email, outroCodigo(codigo), senhaForte());
    expect(errada.status).toBe(400);
    expect(errada.data).toEqual(codigoInvalido);
    const fraca = await redefinir(conta.email, codigo, 'fraca');
    expect(fraca.data.errors).toEqual({ novaSenha: [SENHA_MSG.fraca] });

    const nova = senhaForte();
    const ok = await redefinir(conta.email, ` ${codigo.slice(0, 4)} ${codigo.slice(4)} `, nova);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.data).toEqual({ mensagem: SENHA_MSG.redefinida });
    expect((await logon(conta.email, nova)).status).toBe(200);
    expect((await logon(conta.email, antiga)).status).toBe(401);
    expect((await redefinir(conta.email, codigo, senhaForte())).data).toEqual(codigoInvalido);
    expect((await logon(conta.email, nova)).status).toBe(200);
  });

  it('five wrong attempts kill the code, even for the right one after them', async () => {
    const antiga = senhaForte();
    const conta = await contaComSenha('Secretária Tentativas Teste', antiga);
    await esqueci(conta.email);
    const codigo = await ultimoCodigo(conta.email);
    for (let i = 1; i <= 5; i++) expect((await redefinir(conta.email, outroCodigo(codigo, i), senhaForte())).data).toEqual(codigoInvalido);
    expect((await redefinir(conta.email, codigo, senhaForte())).data).toEqual(codigoInvalido);
    expect((await logon(conta.email, antiga)).status).toBe(200);

    // A new request gives a new code, with its own attempts.
    await esqueci(conta.email);
    const novo = await ultimoCodigo(conta.email);
    const res = await redefinir(conta.email, novo, senhaForte());
    expect(res.status, res.text).toBe(200);
  });

  it('two parallel requests with the same code: one sets the password, the other gets 400', async () => {
    const conta = await contaComSenha('Secretária Paralela Teste', senhaForte());
    await esqueci(conta.email);
    const codigo = await ultimoCodigo(conta.email);
    const [s1, s2] = [senhaForte(), senhaForte()];
    const respostas = await Promise.all([redefinir(conta.email, codigo, s1), redefinir(conta.email, codigo, s2)]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(respostas.find((r) => r.status === 400)!.data).toEqual(codigoInvalido);
    const vencedora = respostas[0]!.status === 200 ? s1 : s2;
    const perdedora = vencedora === s1 ? s2 : s1;
    expect((await logon(conta.email, vencedora)).status).toBe(200);
    expect((await logon(conta.email, perdedora)).status).toBe(401);
  });

  it('a new request replaces the previous code; an expired code is refused', async () => {
    const conta = await contaComSenha('Secretária Substitui Teste', senhaForte());
    await esqueci(conta.email);
    const primeiro = await ultimoCodigo(conta.email);
    await esqueci(conta.email);
    const segundo = await ultimoCodigo(conta.email);
    expect((await emailsPara(conta.email)).length).toBe(2);
    if (primeiro !== segundo) expect((await redefinir(conta.email, primeiro, senhaForte())).data).toEqual(codigoInvalido);

    // The code's validity ends (set in the past directly: 30 minutes are not waited for).
    const d = await domain();
    const [{ UpdateCommand }, { redefinicaoKey }] = await Promise.all([import('@aws-sdk/lib-dynamodb'), import('@emc/functions/lib/db/redefinicoes')]);
    await d.db.client.send(
      new UpdateCommand({ TableName: d.db.table, Key: redefinicaoKey(conta.idUsuario), UpdateExpression: 'SET validoAte = :v', ExpressionAttributeValues: { ':v': Date.now() - 1 } }),
    );
    expect((await redefinir(conta.email, segundo, senhaForte())).data).toEqual(codigoInvalido);
  });

  it('at most five codes an hour per account: the sixth request answers the same and sends nothing', async () => {
    const conta = await contaComSenha('Secretária Limite Teste', senhaForte());
    for (let i = 0; i < 6; i++) expect((await esqueci(conta.email)).data).toEqual({ mensagem: SENHA_MSG.esqueciEnviado });
    expect((await emailsPara(conta.email)).length).toBe(5);
    // The fifth code still works.
    expect((await redefinir(conta.email, await ultimoCodigo(conta.email), senhaForte())).status).toBe(200);
  });

  it('an inactive account never gets a code, and a code stops working when its account is deactivated', async () => {
    const inativa = await contaComSenha('Secretária Inativa Teste', senhaForte());
    await desativarRegistro(inativa.idUsuario);
    expect((await esqueci(inativa.email)).data).toEqual({ mensagem: SENHA_MSG.esqueciEnviado });
    expect(await emailsPara(inativa.email)).toEqual([]);

    const conta = await contaComSenha('Secretária Desativada Depois Teste', senhaForte());
    await esqueci(conta.email);
    const codigo = await ultimoCodigo(conta.email);
    await desativarRegistro(conta.idUsuario);
    expect((await redefinir(conta.email, codigo, senhaForte())).data).toEqual(codigoInvalido);
  });

  it('esqueci-senha takes about as long for an unknown e-mail as for a known one', async () => {
    const conta = await contaComSenha('Secretária Tempo Teste', senhaForte());
    const tempo = async (email: string) => {
      const t = performance.now();
      await esqueci(email);
      return performance.now() - t;
    };
    const conhecido = await tempo(conta.email);
    const desconhecido = await tempo(`ninguem-${sufixo()}@hospital.example`);
    expect(conhecido).toBeGreaterThanOrEqual(790);
    expect(desconhecido).toBeGreaterThanOrEqual(790);
    expect(Math.abs(conhecido - desconhecido)).toBeLessThan(400);
  });

  it('a malformed code or e-mail gets field messages', async () => {
    const res = await api('/api/login/redefinir-senha', { method: 'POST', json: { email: 'x', codigo: 'abc', novaSenha: '' } });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ email: ['Informe um email válido.'], codigo: [SENHA_MSG.codigoInvalido], novaSenha: [SENHA_MSG.obrigatoria] });
    const vazio = await api('/api/login/esqueci-senha', { method: 'POST', json: {} });
    expect(vazio.data).toEqual({ title: VALIDACAO, status: 400, errors: { email: ['Email é obrigatório.'] } });
  });
});

describe('nothing sensitive in the logs', () => {
  it('no code, password or session is ever logged', async () => {
    const c = await convidado('Secretária Logs Teste', 'Secretarias');
    const session = await desafio(c.email, c.senhaTemporaria);
    const senha = senhaForte();
    expect((await novaSenha({ email: c.email, session, novaSenha: senha })).status).toBe(200);
    await esqueci(c.email);
    const codigo = await ultimoCodigo(c.email);
    const nova = senhaForte();
    expect((await redefinir(c.email, codigo, nova)).status).toBe(200);
    const logs = readFileSync(inject('logFile'), 'utf8');
    expect(logs).toContain('esqueci-senha');
    for (const segredo of [c.senhaTemporaria, session, senha, codigo, nova]) expect(logs).not.toContain(segredo);
  });
});
