import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { describe, expect, it, vi } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { domain } from '../support/direct';
import { emMundoProprio, marcaNaSaidaDoMundo, sesDoMundo } from '../support/mundo';
import { admin, criar, getById, novoMedico } from '../support/participacoes';
import { stackEnv } from '../support/target';

/**
 * The e-mail outbox (decisions.md, "Integrity rules"): a decision's notice is an outbox item written
 * in the decision's transaction, and the sender, fed by the table's stream, mails it once. In a world
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
