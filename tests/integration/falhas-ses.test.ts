import { randomBytes, randomUUID } from 'node:crypto';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { describe, expect, it, vi } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { cadastroMedico, type Email } from '../support/cadastro';
import { domain } from '../support/direct';
import { emMundoProprio, emuladorDoMundo } from '../support/mundo';
import { admin, criar, novoMedico } from '../support/participacoes';
import { stackEnv } from '../support/target';
import { semDivergencias } from '../support/verificar';

/**
 * SES down on purpose: this world's SES process is stopped while a decision, a contact message and a
 * new account's invitation are made. Each answers at once (their e-mails are outbox items of their
 * own transactions, decisions.md "Integrity rules"); once SES is started again, the sender fed by
 * the world's table stream (a DynamoDB Local of its own) delivers each mail once.
 */
emMundoProprio('falhas-ses', { dynamoProprio: true });

async function caixa(): Promise<Email[]> {
  const res = await fetch(`${stackEnv().AWS_ENDPOINT_URL_SESV2}/store`);
  return ((await res.json()) as { emails: Email[] }).emails;
}

/** Answers within `ms`: the request did not wait for SES. */
async function rapido<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const inicio = performance.now();
  const value = await fn();
  expect(performance.now() - inicio).toBeLessThan(ms);
  return value;
}

describe('SES down', () => {
  it('a decision, a contact message and an invitation answer at once; each mail arrives once after SES is back', async () => {
    const medico = await novoMedico('Dra. Sem Correio');
    const p = (await criar(medico.token)) as ParticipacaoDetalhe;
    const adminToken = await tokenFor(DEMO.admin);
    const { classificacao } = await admin();
    const assunto = `Assunto ${randomBytes(4).toString('hex')}`;
    const novo = await cadastroMedico();

    await emuladorDoMundo('ses', 'parado');
    let idUsuarioNovo: string;
    try {
      const aprovada = await rapido(5_000, () => api('/api/participacao/aprovar', { method: 'PUT', token: adminToken, json: { id: p.id, idClassificacao: classificacao('Congresso internacional').id, versao: p.versao } }));
      expect(aprovada.status, aprovada.text).toBe(200);
      const contato = await rapido(5_000, () => api('/api/medico/contato', { method: 'POST', token: medico.token, json: { assunto, mensagem: 'Enviada com o SES fora do ar.' } }));
      expect(contato.status, contato.text).toBe(200);
      const criado = await rapido(5_000, () => api('/api/medico/create', { method: 'POST', token: adminToken, json: novo, headers: { 'Idempotency-Key': randomUUID() } }));
      expect(criado.status, criado.text).toBe(200);
      const d = await domain();
      idUsuarioNovo = (await d.getUsuarioPorEmailAgora(d.db, novo.email))!.idUsuario;
    } finally {
      await emuladorDoMundo('ses', 'ligado');
    }

    const d = await domain();
    const { getSaida } = await import('@emc/functions/lib/db/saida');
    const contatoMail = (e: Email) => e.destination.to.includes(stackEnv().CONTACT_MAILBOX!) && e.subject.includes(assunto);
    const decisaoMail = (e: Email) => e.destination.to.includes(medico.email) && !!e.body.text?.includes(p.id);
    const conviteMail = (e: Email) => e.destination.to.includes(novo.email);
    const convite = `convite-${idUsuarioNovo}`;
    await vi.waitFor(
      async () => {
        const emails = await caixa();
        expect(emails.filter(decisaoMail)).toHaveLength(1);
        expect(emails.filter(contatoMail)).toHaveLength(1);
        expect(emails.filter(conviteMail)).toHaveLength(1);
        expect((await getSaida(d.db, convite))?.estado).toBe('enviada');
      },
      { timeout: 60_000, interval: 250 },
    );
    // Sent, and marked so: nothing will send them again.
    const emails = await caixa();
    expect([emails.filter(decisaoMail).length, emails.filter(contatoMail).length, emails.filter(conviteMail).length]).toEqual([1, 1, 1]);

    await semDivergencias();
  }, 90_000);
});
