import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTATO_MSG, type MensagemContato } from '@emc/shared/comunicacao';
import type { Paginated } from '@emc/shared/participacao';
import type { Mensagem } from '@emc/functions/lib/db/saida';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';
import { agora } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { FORBIDDEN, novoMedico, type NovoMedico } from '../support/participacoes';
import { novaSecretaria, type NovaSecretaria } from '../support/pessoas';
import { stackEnv } from '../support/target';

/**
 * Contato (spec sections 5, 7 and 8; decisions.md "Contact, FAQ and About"): POST /api/medico/contato
 * stores the message with its mail to the program's mailbox (an outbox item, sent by the outbox's
 * sender: saida.test.ts); administrators list the messages (GET /api/contato/get-all-pagination) and
 * mark them answered (PUT /api/contato/update-status). The list's totals are whole-table counters, so
 * this file runs in a world of its own (a failed store has its own too: contato-falha.test.ts).
 */

const VALIDACAO = 'Ocorreu um erro de validação.';
const OBRIGATORIO = 'Este campo é obrigatório.';
const tag = () => randomBytes(4).toString('hex');
/** Newest first, as the index sorts them: by `{enviadaEm}#{id}`, compared as DynamoDB compares strings. */
const recentesPrimeiro = (list: MensagemContato[]) =>
  [...list].sort((a, b) => {
    const [x, y] = [`${a.enviadaEm}#${a.id}`, `${b.enviadaEm}#${b.id}`];
    return x < y ? 1 : x > y ? -1 : 0;
  });

const enviar = (token: string | undefined, body: unknown) => api('/api/medico/contato', { method: 'POST', token, json: body });
const listar = (token: string, query = '') => api(`/api/contato/get-all-pagination${query}`, { token });
const marcar = (token: string, id: string, respondida: boolean) => api('/api/contato/update-status', { method: 'PUT', token, json: { id, respondida } });

/** A message's mail as its outbox item holds it (written in the message's own transaction). */
type NaSaida = Required<Mensagem> & { estado: string; criadaEm: string };

/**
 * Every contact mail queued so far, oldest first. This world's table has no stream (README), so the
 * items stay pending here; saida.test.ts sees such mails sent, once, and with SES down.
 */
async function caixa(): Promise<NaSaida[]> {
  const d = await domain();
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const itens: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const out = await d.db.client.send(
      new ScanCommand({ TableName: d.db.table, FilterExpression: '#t = :t AND tipo = :c', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':t': 'SAIDA', ':c': 'contato' }, ExclusiveStartKey: inicio }),
    );
    itens.push(...(out.Items ?? []));
    inicio = out.LastEvaluatedKey;
  } while (inicio);
  return itens.map((i) => ({ ...(i.mensagem as Required<Mensagem>), estado: String(i.estado), criadaEm: String(i.criadaEm) })).sort((a, b) => a.criadaEm.localeCompare(b.criadaEm));
}
/** The mails to the program's mailbox on behalf of `email` (its Reply-To). */
const mailsDe = async (email: string) => (await caixa()).filter((e) => e.para.includes(stackEnv().CONTACT_MAILBOX!) && e.responderPara.includes(email));

async function pagina(token: string, query: string): Promise<Paginated<MensagemContato>> {
  const res = await listar(token, query);
  expect(res.status, res.text).toBe(200);
  return res.data;
}

emMundoProprio('contato');

describe('Contato', () => {
  let adminToken: string;
  let adminNome: string;
  let M: NovoMedico;
  let S: NovaSecretaria;
  /** Every message this file stored on this stack, to compare whole lists with. */
  const enviadas: MensagemContato[] = [];

  beforeAll(async () => {
    adminToken = await tokenFor(DEMO.admin);
    adminNome = claimsOf(adminToken).name;
    M = await novoMedico('Dra. Contato Integração');
    S = await novaSecretaria('Secretária Contato Integração', [M]);
  });

  /** Sends as `quem` (who must get 200), checks the answer, and keeps what the list must show. */
  async function enviarOk(token: string, remetente: MensagemContato['remetente'], body: { assunto: string; mensagem: string }): Promise<MensagemContato> {
    const antes = agora().getTime();
    const res = await enviar(token, body);
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(['enviadaEm', 'id']);
    expect(res.data.id).toMatch(/^[0-9a-z]{12}$/);
    const em = Date.parse(res.data.enviadaEm);
    expect(em).toBeGreaterThanOrEqual(antes - 5);
    expect(em).toBeLessThanOrEqual(agora().getTime() + 5);
    const m: MensagemContato = { id: res.data.id, assunto: body.assunto.trim(), mensagem: body.mensagem.trim(), remetente, enviadaEm: res.data.enviadaEm, respondida: false };
    enviadas.push(m);
    return m;
  }

  const remetenteMedico = (m: NovoMedico) => ({ idUsuario: m.idUsuario, nome: m.nome, email: m.email, crm: m.crm, papeis: ['Medicos'] });

  it("queues the doctor's message for the program's mailbox, Reply-To the doctor, with the message stored for the administrators", async () => {
    const assunto = `Dúvida sobre o ciclo ${tag()}`;
    const mensagem = 'Bom dia.\nGostaria de saber se o curso de ACLS conta como atividade de alto valor.\n\nObrigada.';
    const m = await enviarOk(M.token, remetenteMedico(M), { assunto: `  ${assunto} `, mensagem });

    const mails = await mailsDe(M.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ para: [stackEnv().CONTACT_MAILBOX], cc: [], responderPara: [M.email], estado: 'pendente', criadaEm: m.enviadaEm });
    expect(mail.assunto).toBe(`Contato: ${assunto}`);
    expect(mail.texto).toBe(
      [
        'Mensagem recebida pelo formulário de Contato do Programa de Educação Médica Continuada.',
        '',
        `Remetente: ${M.nome}`,
        `E-mail: ${M.email}`,
        `CRM: ${M.crm}`,
        'Perfis: Médico',
        '',
        `Assunto: ${assunto}`,
        '',
        'Mensagem:',
        mensagem,
        '',
        `Para responder, responda a este e-mail: a resposta vai para ${M.email}.`,
      ].join('\n'),
    );

    // Stored, as the administrators read it: the newest pending message.
    const lista = await pagina(adminToken, '?page=1&status=pendentes');
    expect(lista.responseList[0]).toEqual(m);
  });

  it("a secretary's and an administrator's messages carry their own account (no CRM) and roles", async () => {
    const s = await enviarOk(S.token, { idUsuario: S.idUsuario, nome: S.nome, email: S.email, papeis: ['Secretarias'] }, { assunto: `Acesso da secretária ${tag()}`, mensagem: 'Não consigo ver os anexos.' });
    const mailS = (await mailsDe(S.email)).at(-1)!;
    expect(mailS.responderPara).toEqual([S.email]);
    expect(mailS.texto).toContain(`Remetente: ${S.nome}\nE-mail: ${S.email}\nPerfis: Secretária\n`);
    expect(mailS.texto).not.toContain('CRM:');

    const admin = claimsOf(adminToken);
    const d = await domain();
    const conta = (await d.getUsuario(d.db, admin.idUsuario))!;
    await enviarOk(adminToken, { idUsuario: admin.idUsuario, nome: conta.nome, email: conta.email, papeis: ['Administradores'] }, { assunto: `Teste do administrador ${tag()}`, mensagem: 'Mensagem de teste.' });
    expect((await mailsDe(conta.email)).at(-1)!.texto).toContain('Perfis: Administrador\n');

    const lista = await pagina(adminToken, '?page=1');
    expect(lista.responseList.slice(0, 2).map((x) => x.id)).toEqual([enviadas.at(-1)!.id, s.id]);
    expect(lista.responseList[1]).toEqual(s);
  });

  it("refuses empty and too long fields with the spec's and the contract's messages, and sends nothing", async () => {
    const mailsAntes = (await caixa()).length;
    const casos: [unknown, Record<string, string[]>][] = [
      [{}, { assunto: [OBRIGATORIO], mensagem: [OBRIGATORIO] }],
      [{ assunto: '', mensagem: '' }, { assunto: [OBRIGATORIO], mensagem: [OBRIGATORIO] }],
      [{ assunto: '   ', mensagem: ' \n\t ' }, { assunto: [OBRIGATORIO], mensagem: [OBRIGATORIO] }],
      [{ assunto: 'Assunto', mensagem: null }, { mensagem: [OBRIGATORIO] }],
      [{ assunto: 'a'.repeat(151), mensagem: 'Mensagem' }, { assunto: ['O assunto deve ter no máximo 150 caracteres.'] }],
      [{ assunto: 'Assunto', mensagem: 'm'.repeat(5001) }, { mensagem: ['A mensagem deve ter no máximo 5.000 caracteres.'] }],
    ];
    for (const [body, errors] of casos) {
      const res = await enviar(M.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.data).toEqual({ title: VALIDACAO, status: 400, errors });
    }
    expect((await caixa()).length).toBe(mailsAntes);
    expect((await enviar(undefined, { assunto: 'a', mensagem: 'b' })).status).toBe(401);

    // The limits themselves are accepted.
    const longa = await enviarOk(S.token, { idUsuario: S.idUsuario, nome: S.nome, email: S.email, papeis: ['Secretarias'] }, { assunto: 'a'.repeat(150), mensagem: 'm'.repeat(5000) });
    expect((await mailsDe(S.email)).at(-1)!.assunto).toBe(`Contato: ${longa.assunto}`);
  });

  it('takes at most 10 messages per account in an hour (429 after, nothing sent), whatever other accounts do', async () => {
    const L = await novoMedico('Dr. Limite de Contato');
    for (let i = 1; i <= 10; i++) await enviarOk(L.token, remetenteMedico(L), { assunto: `Mensagem ${i} de 10`, mensagem: `Texto ${i}.` });
    const recusa = await enviar(L.token, { assunto: 'A décima primeira', mensagem: 'Não deve ser enviada.' });
    expect(recusa.status).toBe(429);
    expect(recusa.data).toEqual({ title: CONTATO_MSG.muitasMensagens, status: 429 });
    expect(await mailsDe(L.email)).toHaveLength(10);
    expect((await mailsDe(L.email)).map((e) => e.assunto)).not.toContain('Contato: A décima primeira');
    // Another account still sends.
    await enviarOk(M.token, remetenteMedico(M), { assunto: 'Depois do limite de outro', mensagem: 'Ainda posso enviar.' });
  });

  it('counts parallel messages of one account exactly: of 12 at once, 10 are sent and 2 refused', async () => {
    const P = await novoMedico('Dra. Mensagens em Paralelo');
    const bodies = Array.from({ length: 12 }, (_, i) => ({ assunto: `Paralela ${i + 1}`, mensagem: `Enviada em paralelo (${i + 1}).` }));
    const answers = await Promise.all(bodies.map((b) => enviar(P.token, b)));
    const ok = answers.flatMap((r, i) => (r.status === 200 ? [{ r, b: bodies[i]! }] : []));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), 429, 429]);
    for (const { r, b } of ok) enviadas.push({ id: r.data.id, ...b, remetente: remetenteMedico(P), enviadaEm: r.data.enviadaEm, respondida: false });
    expect(await mailsDe(P.email)).toHaveLength(10);
  });

  it('lists every message newest first, 10 a page, with totals from the counters; and each status apart', async () => {
    const esperadas = recentesPrimeiro(enviadas);
    const total = esperadas.length;
    expect(total).toBeGreaterThan(20);
    const paginas = Math.ceil(total / 10);
    const lidas: MensagemContato[] = [];
    for (let page = 1; page <= paginas; page++) {
      const p = await pagina(adminToken, `?page=${page}`);
      expect(p).toMatchObject({ page, pageSize: 10, totalItems: total, totalPages: paginas });
      expect(p.responseList).toHaveLength(page < paginas ? 10 : total - 10 * (paginas - 1));
      lidas.push(...p.responseList);
    }
    expect(lidas).toEqual(esperadas);
    // No page parameter is page 1; a page after the last is empty, with the same totals.
    expect((await pagina(adminToken, '')).responseList).toEqual(esperadas.slice(0, 10));
    expect(await pagina(adminToken, `?page=${paginas + 1}`)).toEqual({ responseList: [], page: paginas + 1, pageSize: 10, totalItems: total, totalPages: paginas });
    expect(await pagina(adminToken, '?page=1&status=respondidas')).toEqual({ responseList: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 1 });
    const pendentes = await pagina(adminToken, '?page=2&status=pendentes');
    expect(pendentes).toEqual({ responseList: esperadas.slice(10, 20), page: 2, pageSize: 10, totalItems: total, totalPages: paginas });

    for (const [query, errors] of [
      ['?page=1&status=todas', { 'query.status': ['Situação inválida.'] }],
      ['?page=0', { 'query.page': ['A página deve ser um número inteiro a partir de 1.'] }],
      ['?page=abc', { 'query.page': ['A página deve ser um número inteiro a partir de 1.'] }],
    ] as const) {
      const res = await listar(adminToken, query);
      expect(res.status, query).toBe(400);
      expect(res.data).toEqual({ title: VALIDACAO, status: 400, errors });
    }
    for (const token of [M.token, S.token]) expect((await listar(token, '?page=1')).data).toEqual(FORBIDDEN);
  });

  it('update-status marks a message answered (when, by whom), moves it between the status lists and the counters, and back', async () => {
    const esperadas = recentesPrimeiro(enviadas);
    const total = esperadas.length;
    const alvos = [esperadas[0]!, esperadas[4]!, esperadas[12]!];
    const respondidas: MensagemContato[] = [];
    for (const alvo of alvos) {
      const antes = agora().getTime();
      const res = await marcar(adminToken, alvo.id, true);
      expect(res.status, res.text).toBe(200);
      const { respondidaEm, ...resto } = res.data as MensagemContato;
      expect(resto).toEqual({ ...alvo, respondida: true, respondidaPor: adminNome });
      expect(Date.parse(respondidaEm!)).toBeGreaterThanOrEqual(antes - 5);
      expect(Date.parse(respondidaEm!)).toBeLessThanOrEqual(agora().getTime() + 5);
      respondidas.push(res.data);
    }
    // Marking it again changes nothing (the same instant and administrator).
    expect((await marcar(adminToken, alvos[0]!.id, true)).data).toEqual(respondidas[0]);

    const ordem = new Map(esperadas.map((m, i) => [m.id, i]));
    const atualizadas = esperadas.map((m) => respondidas.find((r) => r.id === m.id) ?? m);
    expect(await pagina(adminToken, '?page=1&status=respondidas')).toEqual({ responseList: respondidas.sort((a, b) => ordem.get(a.id)! - ordem.get(b.id)!), page: 1, pageSize: 10, totalItems: 3, totalPages: 1 });
    const pendentes = atualizadas.filter((m) => !m.respondida);
    const p1 = await pagina(adminToken, '?page=1&status=pendentes');
    expect(p1).toMatchObject({ totalItems: total - 3, totalPages: Math.ceil((total - 3) / 10) });
    expect(p1.responseList).toEqual(pendentes.slice(0, 10));
    // The list of every message keeps them in place, answered.
    expect((await pagina(adminToken, '?page=1')).responseList).toEqual(atualizadas.slice(0, 10));

    // And back to pending: the answer's when and who are gone.
    const volta = await marcar(adminToken, alvos[1]!.id, false);
    expect(volta.status, volta.text).toBe(200);
    expect(volta.data).toEqual(alvos[1]);
    expect((await pagina(adminToken, '?page=1&status=respondidas')).totalItems).toBe(2);
    expect((await pagina(adminToken, '?page=1&status=pendentes')).totalItems).toBe(total - 2);
    expect((await pagina(adminToken, '?page=1')).totalItems).toBe(total);

    const desconhecida = await marcar(adminToken, 'zzzzzzzzzzzz', true);
    expect(desconhecida.status).toBe(404);
    expect(desconhecida.data).toEqual({ title: CONTATO_MSG.naoEncontrada, status: 404 });
    for (const [body, errors] of [
      [{ id: alvos[0]!.id }, { respondida: ['Informe se a mensagem foi respondida.'] }],
      [{ id: 'x/y', respondida: true }, { id: ['Identificador inválido.'] }],
      [{ respondida: 'sim' }, { id: [OBRIGATORIO], respondida: ['Informe se a mensagem foi respondida.'] }],
    ] as const) {
      const res = await api('/api/contato/update-status', { method: 'PUT', token: adminToken, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.data).toEqual({ title: VALIDACAO, status: 400, errors });
    }
    expect((await marcar(M.token, alvos[2]!.id, false)).data).toEqual(FORBIDDEN);
    expect((await pagina(adminToken, '?page=1&status=respondidas')).totalItems).toBe(2);
  });

  it('two administrators answering one message at once: both succeed, it is counted once', async () => {
    const alvo = enviadas.find((m) => !m.respondida && m.assunto === 'Mensagem 5 de 10')!;
    const before = await pagina(adminToken, '?page=1&status=respondidas');
    const answers = await Promise.all(Array.from({ length: 6 }, () => marcar(adminToken, alvo.id, true)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.data.respondidaEm)).size).toBe(1);
    expect((await pagina(adminToken, '?page=1&status=respondidas')).totalItems).toBe(before.totalItems + 1);
    expect((await pagina(adminToken, '?page=1&status=pendentes')).totalItems).toBe(enviadas.length - before.totalItems - 1);
  });
});
