import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MensagemContato } from '@emc/shared/comunicacao';
import type { Paginated } from '@emc/shared/participacao';
import { DEMO, api, tokenFor } from '../support/api';
import { domain } from '../support/direct';
import { comSaidaDoMundo, emMundoProprio } from '../support/mundo';
import { novoMedico } from '../support/participacoes';

/**
 * Contato when the mail cannot be sent (spec section 8, "Contact failure"; decisions.md: the message
 * is e-mailed first and stored after). This file's world sends through an SES endpoint where nothing
 * listens, so every mail fails with the SDK's real connection error; the working mail is in contato.test.ts.
 */
emMundoProprio('contato-falha', { sesIndisponivel: true });

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

describe('Contato when the mail cannot be sent (SES refuses connections)', () => {
  it("answers 503 with the spec's failure text, stores nothing, logs no message or address, and spends none of the hour's messages", async () => {
    const adminToken = await tokenFor(DEMO.admin);
    const F = await novoMedico('Dra. Falha de Envio');
    const antes = await todas(adminToken);
    const segredo = `Texto que não pode ir para o log ${randomBytes(4).toString('hex')}`;

    const { value: res, logs } = await comLogs(() => enviar(F.token, { assunto: `Assunto ${segredo}`, mensagem: segredo }));
    expect(res.status, res.text).toBe(503);
    expect(res.data).toEqual({ title: 'Não foi possível enviar sua mensagem, tente novamente mais tarde.', status: 503 });

    expect(logs).toContain('"message":"Mensagem de contato não enviada"');
    expect(logs).toContain(F.idUsuario);
    expect(logs).not.toContain(segredo);
    expect(logs).not.toContain(F.email);

    // Nothing stored: the totals and the list are as before, and the doctor has no message.
    expect(await todas(adminToken)).toEqual(antes);
    const d = await domain();
    const { contatosDoMedico } = await import('@emc/functions/lib/db/contatos');
    expect(await contatosDoMedico(d.db, F.idMedico)).toEqual([]);

    // A failure does not count against the hour's 10 messages: ten more tries fail the same way, none is a 429.
    for (let i = 0; i < 10; i++) expect((await enviar(F.token, { assunto: `Tentativa ${i}`, mensagem: 'De novo.' })).status).toBe(503);
    expect(await todas(adminToken)).toEqual(antes);
  });
});
