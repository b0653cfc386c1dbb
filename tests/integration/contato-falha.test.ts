import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MensagemContato } from '@emc/shared/comunicacao';
import type { Paginated } from '@emc/shared/participacao';
import { DEMO, api, tokenFor } from '../support/api';
import { domain } from '../support/direct';
import { comSaidaDoMundo, emMundoProprio } from '../support/mundo';
import { novoMedico } from '../support/participacoes';

/**
 * Contato when the message cannot be stored (spec section 8, "Contact failure"; decisions.md: the
 * message and its mail, an outbox item, are one transaction, so SES being down is no failure of the
 * request: saida.test.ts). This file's world makes the transaction fail for real: the messages'
 * counter holds a string, which DynamoDB refuses to add to. The working store is in contato.test.ts.
 */
emMundoProprio('contato-falha');

const enviar = (token: string, body: unknown) => api('/api/medico/contato', { method: 'POST', token, json: body });

async function todas(token: string): Promise<Paginated<MensagemContato>> {
  const res = await api('/api/contato/get-all-pagination?page=1', { token });
  expect(res.status, res.text).toBe(200);
  return res.data;
}

/** Runs `fn`, collecting what the world's functions wrote meanwhile (their JSON logs). */
async function comLogs<T>(fn: () => Promise<T>): Promise<{ value: T; logs: string }> {
  const { value, saida } = await comSaidaDoMundo(fn);
  return { value, logs: saida };
}

/** The contact mails queued on behalf of `email` (a test-only scan of the world's own table). */
async function naSaida(email: string): Promise<Record<string, unknown>[]> {
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
  return itens.filter((i) => (i.mensagem as { responderPara?: string[] } | undefined)?.responderPara?.includes(email));
}

/** Sets the messages' counter's `pendentes` (a string breaks every store; a number mends it). */
async function contadorPendentes(valor: string | number): Promise<void> {
  const d = await domain();
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: { pk: 'CONTATOS', sk: 'TOTAL' }, UpdateExpression: 'SET pendentes = :v, #t = :t', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':v': valor, ':t': 'CONTADOR' } }));
}

describe('Contato when the message cannot be stored', () => {
  it("answers 503 with the spec's failure text, stores nothing, queues no mail, logs no message or address, and spends none of the hour's messages", async () => {
    const adminToken = await tokenFor(DEMO.admin);
    const F = await novoMedico('Dra. Falha de Gravação');
    const d = await domain();
    const { contatosDoMedico, getContadorContatos } = await import('@emc/functions/lib/db/contatos');
    const { pendentes } = await getContadorContatos(d.db);
    const total = (await todas(adminToken)).totalItems;
    await contadorPendentes('quebrado');
    const segredo = `Texto que não pode ir para o log ${randomBytes(4).toString('hex')}`;
    try {
      const { value: res, logs } = await comLogs(() => enviar(F.token, { assunto: `Assunto ${segredo}`, mensagem: segredo }));
      expect(res.status, res.text).toBe(503);
      expect(res.data).toEqual({ title: 'Não foi possível enviar sua mensagem, tente novamente mais tarde.', status: 503 });

      expect(logs).toContain('"message":"Mensagem de contato não gravada"');
      expect(logs).toContain(F.idUsuario);
      expect(logs).not.toContain(segredo);
      expect(logs).not.toContain(F.email);

      // Nothing stored, nothing queued: the doctor has no message, and no mail waits in the outbox.
      expect(await contatosDoMedico(d.db, F.idMedico)).toEqual([]);
      expect(await naSaida(F.email)).toEqual([]);

      // A failure does not count against the hour's 10 messages: ten more tries fail the same way, none is a 429.
      for (let i = 0; i < 10; i++) expect((await enviar(F.token, { assunto: `Tentativa ${i}`, mensagem: 'De novo.' })).status).toBe(503);
      expect(await naSaida(F.email)).toEqual([]);
    } finally {
      await contadorPendentes(pendentes);
    }

    // Mended, the same account stores a message with its one mail queued.
    const ok = await enviar(F.token, { assunto: 'Depois do conserto', mensagem: 'Agora vai.' });
    expect(ok.status, ok.text).toBe(200);
    expect(await naSaida(F.email)).toEqual([expect.objectContaining({ tipo: 'contato', ref: { idMensagem: ok.data.id }, estado: 'pendente' })]);
    expect((await todas(adminToken)).totalItems).toBe(total + 1);
  });
});
