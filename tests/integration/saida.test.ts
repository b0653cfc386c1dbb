import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { describe, expect, it, vi } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { convitesPara, criarMedico, senhaDoConvite, usuarioCognito } from '../support/cadastro';
import { domain } from '../support/direct';
import { emMundoProprio, marcaNaSaidaDoMundo, sesDoMundo } from '../support/mundo';
import { admin, criar, getById, novoMedico } from '../support/participacoes';
import { stackEnv } from '../support/target';

/**
 * The e-mail outbox (decisions.md, "Integrity rules"): a decision's notice, a new account's invitation
 * and a contact message's mail are outbox items written in their cause's transaction, and the sender,
 * fed by the table's stream, mails each once (the reminders': lembretes.test.ts). In a world
 * of its own, with a DynamoDB Local of its own (its table's stream feeds the world's sender), whose SES
 * the tests stop and start again (a fault injected on purpose).
 */
emMundoProprio('saida', { dynamoProprio: true });

interface Email {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The world's mailbox, as aws-ses-v2-local keeps it (a restarted SES starts empty). */
async function emailsDe(id: string): Promise<Email[]> {
  const { emails } = (await (await fetch(`${stackEnv().AWS_ENDPOINT_URL_SESV2}/store`)).json()) as { emails: Email[] };
  return emails.filter((e) => e.body.text?.includes(`/participacao-medico/editar/${id}`));
}

const esperar = <T>(fn: () => Promise<T>, timeout = 30_000) => vi.waitFor(fn, { timeout, interval: 100 });

async function aprovar(p: ParticipacaoDetalhe) {
  const { classificacao } = await admin();
  const token = await tokenFor(DEMO.admin);
  return api('/api/participacao/aprovar', { method: 'PUT', token, json: { id: p.id, idClassificacao: classificacao('Congresso internacional').id, versao: p.versao } });
}

/** The outbox items of a participation's decisions (a test-only scan of the world's own table). */
async function itensDaSaida(idParticipacao: string) {
  const d = await domain();
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const itens: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const out = await d.db.client.send(new ScanCommand({ TableName: d.db.table, FilterExpression: '#t = :t AND #ref.idParticipacao = :p', ExpressionAttributeNames: { '#t': 'type', '#ref': 'ref' }, ExpressionAttributeValues: { ':t': 'SAIDA', ':p': idParticipacao }, ExclusiveStartKey: inicio }));
    itens.push(...(out.Items ?? []));
    inicio = out.LastEvaluatedKey;
  } while (inicio);
  return itens;
}

describe('the outbox of the decisions e-mails', () => {
  it('a notice is sent once the decision commits: once, its text dropped from the table afterwards, counted as EmailsEnviados', async () => {
    const medico = await novoMedico('Dra. Saída');
    const p = (await criar(medico.token)) as ParticipacaoDetalhe;
    const marca = marcaNaSaidaDoMundo();
    const res = await aprovar(p);
    expect(res.status, res.text).toBe(200);

    const [aviso] = await esperar(async () => {
      const avisos = await emailsDe(p.id);
      expect(avisos).toHaveLength(1);
      return avisos;
    });
    expect(aviso!.destination.to).toEqual([medico.email]);
    expect(aviso!.subject).toBe(`Sua participação foi aprovada: ${p.titulo}`);

    const [item] = await esperar(async () => {
      const itens = await itensDaSaida(p.id);
      expect(itens).toEqual([expect.objectContaining({ estado: 'enviada', tentativas: 1, tipo: 'decisao' })]);
      return itens;
    });
    expect(item).not.toHaveProperty('mensagem');
    expect(Number(item!.expiraEm)).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    await esperar(async () => expect(marca.ler()).toMatch(/"EmailsEnviados":1\b/));
    expect(await emailsDe(p.id)).toHaveLength(1);
  });

  it('with SES down the decision answers at once; its history says the notice failed; once SES is back the mail arrives, once, and the history says so no more', async () => {
    const medico = await novoMedico('Dr. SES Fora do Ar');
    const p = (await criar(medico.token)) as ParticipacaoDetalhe;
    await sesDoMundo(false);
    try {
      const inicio = performance.now();
      const res = await aprovar(p);
      expect(res.status, res.text).toBe(200);
      // The sender tries for seconds (0.5 + 1 + 2 + 4 s between tries); the decision does not wait for it.
      expect(performance.now() - inicio).toBeLessThan(5_000);
      expect(res.data).toMatchObject({ status: 2, versao: 2 });

      const token = await tokenFor(DEMO.admin);
      await esperar(async () => {
        const lida = (await getById(token, p.id)).data as ParticipacaoDetalhe & { historico: { avisoNaoEnviado?: boolean }[] };
        expect(lida.historico.at(-1)).toMatchObject({ para: 2, avisoNaoEnviado: true });
        expect(lida.versao).toBe(2);
      });
    } finally {
      await sesDoMundo(true);
    }
    await esperar(async () => expect(await emailsDe(p.id)).toHaveLength(1), 60_000);
    const token = await tokenFor(DEMO.admin);
    await esperar(async () => {
      const lida = (await getById(token, p.id)).data as ParticipacaoDetalhe;
      expect(lida.historico.at(-1)).not.toHaveProperty('avisoNaoEnviado');
    });
    const [item] = await itensDaSaida(p.id);
    expect(item).toMatchObject({ estado: 'enviada' });
    expect(Number(item!.tentativas)).toBeGreaterThan(3);
    expect(await emailsDe(p.id)).toHaveLength(1);
  });

  it('an item whose invocation died after claiming it (a crash between commit and send) is sent once, and a record delivered again sends nothing', async () => {
    const d = await domain();
    const [{ saidaPut, getSaida, SAIDA_REIVINDICACAO_MS }, { entregar }, { enviarPorSes }, { newId }, { TransactWriteCommand }] = await Promise.all([
      import('@emc/functions/lib/db/saida'),
      import('@emc/functions/lib/saida'),
      import('@emc/functions/lib/notificacoes'),
      import('@emc/functions/lib/ids'),
      import('@aws-sdk/lib-dynamodb'),
    ]);
    const id = newId();
    const idParticipacao = `crash-${id}`;
    const mensagem = { para: ['crash@hospital.example'], cc: [], assunto: 'Aviso de teste', texto: `Veja: /participacao-medico/editar/${idParticipacao}` };
    const put = saidaPut(d.db, { id, tipo: 'decisao', ref: { idParticipacao, versao: 1, historico: 1 }, mensagem, criadaEm: new Date().toISOString() }).Put!;
    // Committed, claimed by an invocation that died before sending: its claim is older than a live one can be.
    const reivindicadaEm = new Date(Date.now() - SAIDA_REIVINDICACAO_MS - 1_000).toISOString();
    await d.db.client.send(new TransactWriteCommand({ TransactItems: [{ Put: { ...put, Item: { ...put.Item, estado: 'enviando', tentativas: 1, reivindicadaEm } } }] }));

    // The stream brings it to the world's sender, which takes the expired claim over.
    await esperar(async () => expect(await emailsDe(idParticipacao)).toHaveLength(1));
    await esperar(async () => expect(await getSaida(d.db, id)).toMatchObject({ estado: 'enviada', tentativas: 2 }));
    // Delivered again (a retry of a batch that had already sent it): nothing more is sent.
    expect(await entregar({ db: d.db, enviar: enviarPorSes, esperar: async () => undefined }, id)).toBe('ignorada');
    expect(await emailsDe(idParticipacao)).toHaveLength(1);
  });
});

/** The world's whole table, as text (a test-only scan: this world's table is its own). */
async function tabelaInteira(): Promise<string> {
  const d = await domain();
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const itens: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const out = await d.db.client.send(new ScanCommand({ TableName: d.db.table, ExclusiveStartKey: inicio }));
    itens.push(...(out.Items ?? []));
    inicio = out.LastEvaluatedKey;
  } while (inicio);
  return JSON.stringify(itens);
}

async function itemDoConvite(email: string) {
  const d = await domain();
  const [{ getSaida }, conta] = await Promise.all([import('@emc/functions/lib/db/saida'), d.getUsuarioPorEmailAgora(d.db, email)]);
  expect(conta, email).toBeDefined();
  return getSaida(d.db, `convite-${conta!.idUsuario}`);
}

describe('the outbox of the invitations', () => {
  it("a new doctor's invitation arrives once with its temporary password; afterwards the password is nowhere in the table nor in the functions' output", async () => {
    const marca = marcaNaSaidaDoMundo();
    const medico = await criarMedico();
    expect(medico.conviteEnviado).toBe(true);
    const [convite] = await esperar(async () => {
      const c = await convitesPara(medico.email);
      expect(c).toHaveLength(1);
      return c;
    });
    const senha = senhaDoConvite(convite!)!;
    expect(senha).toMatch(/^\S{14}$/);
    const item = await esperar(async () => {
      const i = await itemDoConvite(medico.email);
      expect(i).toMatchObject({ tipo: 'convite', estado: 'enviada', tentativas: 1 });
      return i!;
    });
    expect(item).not.toHaveProperty('mensagem');
    expect(await tabelaInteira()).not.toContain(senha);
    expect(marca.ler()).not.toContain(senha);
    // It is the password Cognito holds: the first sign-in with it asks for a new one.
    const login = await api('/api/login/logon', { method: 'POST', json: { email: medico.email, password: senha } });
    expect(login.status, login.text).toBe(403);
    expect(login.data).toMatchObject({ desafio: 'NEW_PASSWORD_REQUIRED' });
    expect(await convitesPara(medico.email)).toHaveLength(1);
  });

  it('with SES down the account is created at once, and its invitation arrives, once, when SES is back', async () => {
    await sesDoMundo(false);
    let email: string;
    try {
      const inicio = performance.now();
      const medico = await criarMedico();
      expect(performance.now() - inicio).toBeLessThan(5_000);
      expect(medico.conviteEnviado).toBe(true);
      email = medico.email;
      expect((await usuarioCognito(email))?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
      // Waiting in the outbox, with its text, until a try succeeds.
      await esperar(async () => expect(Number((await itemDoConvite(email))?.tentativas)).toBeGreaterThan(1));
      expect(await itemDoConvite(email)).toHaveProperty('mensagem');
    } finally {
      await sesDoMundo(true);
    }
    const [convite] = await esperar(async () => {
      const c = await convitesPara(email);
      expect(c).toHaveLength(1);
      return c;
    }, 60_000);
    const login = await api('/api/login/logon', { method: 'POST', json: { email, password: senhaDoConvite(convite!) } });
    expect(login.status, login.text).toBe(403);
    await esperar(async () => expect(await itemDoConvite(email)).toMatchObject({ estado: 'enviada' }));
    expect(await itemDoConvite(email)).not.toHaveProperty('mensagem');
    expect(await convitesPara(email)).toHaveLength(1);
  });
});

describe('the outbox of the contact messages', () => {
  /** The mails to the program's mailbox on behalf of `email` (aws-ses-v2-local keeps the Reply-To). */
  async function contatosDe(email: string) {
    const { emails } = (await (await fetch(`${stackEnv().AWS_ENDPOINT_URL_SESV2}/store`)).json()) as { emails: (Email & { replyTo: string[] })[] };
    return emails.filter((e) => e.destination.to.includes(stackEnv().CONTACT_MAILBOX!) && e.replyTo.includes(email));
  }
  const contato = (token: string, assunto: string) => api('/api/medico/contato', { method: 'POST', token, json: { assunto, mensagem: 'Mensagem pela saída.' } });

  it("a message's mail arrives once, Reply-To its sender; with SES down the request still answers at once, the message is stored, and its mail arrives once SES is back", async () => {
    const medico = await novoMedico('Dra. Contato pela Saída');
    const res = await contato(medico.token, 'Primeira pela saída');
    expect(res.status, res.text).toBe(200);
    const [mail] = await esperar(async () => {
      const m = await contatosDe(medico.email);
      expect(m).toHaveLength(1);
      return m;
    });
    expect(mail!.subject).toBe('Contato: Primeira pela saída');
    const d = await domain();
    const [{ getSaida }, { saidaDoContato, contatosDoMedico }] = await Promise.all([import('@emc/functions/lib/db/saida'), import('@emc/functions/lib/db/contatos')]);
    await esperar(async () => expect(await getSaida(d.db, saidaDoContato(res.data.id))).toMatchObject({ estado: 'enviada', tipo: 'contato', ref: { idMensagem: res.data.id } }));

    await sesDoMundo(false);
    let segunda: string;
    try {
      const inicio = performance.now();
      const fora = await contato(medico.token, 'Segunda, com o SES fora do ar');
      expect(fora.status, fora.text).toBe(200);
      expect(performance.now() - inicio).toBeLessThan(5_000);
      segunda = fora.data.id;
      expect((await contatosDoMedico(d.db, medico.idMedico)).map((m) => m.id)).toEqual([res.data.id, segunda]);
      await esperar(async () => expect(Number((await getSaida(d.db, saidaDoContato(segunda)))?.tentativas)).toBeGreaterThan(1));
    } finally {
      await sesDoMundo(true);
    }
    // A restarted SES starts with an empty mailbox: the second message's mail is the only one.
    await esperar(async () => expect((await contatosDe(medico.email)).map((e) => e.subject)).toEqual(['Contato: Segunda, com o SES fora do ar']), 60_000);
    await esperar(async () => expect(await getSaida(d.db, saidaDoContato(segunda))).toMatchObject({ estado: 'enviada' }));
    expect(await contatosDe(medico.email)).toHaveLength(1);
  });
});
