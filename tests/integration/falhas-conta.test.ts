import { randomUUID } from 'node:crypto';
import { MSG } from '@emc/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../support/api';
import { adminToken, atributo, cadastroMedico, usuarioCognito } from '../support/cadastro';
import { domain } from '../support/direct';
import { emMundoProprio, falhaNoMundo, falhasDoMundo } from '../support/mundo';
import { semDivergencias } from '../support/verificar';

/**
 * A function killed in the middle of the account saga (lib/contas.ts: Cognito first, then one
 * transaction with the record, its e-mail marker, its sign-in link and the invitation's outbox item).
 * The fault proxy in front of this world's DynamoDB kills the world's functions with that transaction
 * in flight, as a Lambda container dies; the same request again, with the same Idempotency-Key,
 * completes, and no half account is left: no Cognito user without its record, nor the reverse.
 */
emMundoProprio('falhas-conta', { falhasDynamo: true });

const criar = async (body: Record<string, unknown>, key: string) =>
  api('/api/medico/create', { method: 'POST', token: await adminToken(), json: body, headers: { 'Idempotency-Key': key } });

/** What the function that died answers: the platform's generic 500, nothing internal. */
function morreu(res: Awaited<ReturnType<typeof criar>>) {
  expect(res.status, res.text).toBe(500);
  expect(res.data).toEqual({ title: MSG.internal, status: 500 });
}

/** Both sides of the account agree: one Cognito user, the record naming its sub, one invitation in the outbox. */
async function contaInteira(email: string, idMedico: string) {
  const d = await domain();
  const user = await usuarioCognito(email);
  expect(user?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
  expect(user?.grupos).toEqual(['Medicos']);
  const conta = await d.getUsuarioPorEmailAgora(d.db, email);
  expect(conta?.idMedico).toBe(idMedico);
  expect(conta?.sub).toBe(atributo(user, 'sub'));
  const { getSaida } = await import('@emc/functions/lib/db/saida');
  const convite = await getSaida(d.db, `convite-${conta!.idUsuario}`);
  expect(convite).toMatchObject({ tipo: 'convite', ref: { idUsuario: conta!.idUsuario } });
}

describe('the account saga, killed mid-way', () => {
  it('killed between Cognito and the table: the user is left alone in Cognito, and the retry with the same key completes the account', async () => {
    const body = await cadastroMedico();
    const key = randomUUID();
    await falhaNoMundo([{ tipo: 'matar', operacao: 'TransactWriteItems', contem: body.email, depois: 'descartar' }]);
    morreu(await criar(body, key));
    expect((await falhasDoMundo()).mortes).toBe(1);

    // The half the function made before it died.
    const d = await domain();
    expect(await usuarioCognito(body.email)).toBeDefined();
    expect(await d.getUsuarioPorEmailAgora(d.db, body.email)).toBeUndefined();

    // Until no request can still own that user (API Gateway ends one at 30 s), a retry is asked to wait; then it completes.
    const esperas: unknown[] = [];
    const feito = await vi.waitFor(
      async () => {
        const res = await criar(body, key);
        if (res.status !== 200) esperas.push(res.data);
        expect(res.status, res.text).toBe(200);
        return res.data as { id: string; conviteEnviado: boolean };
      },
      { timeout: 60_000, interval: 2_000 },
    );
    for (const e of esperas) expect(e).toEqual({ title: 'Não foi possível atualizar o acesso no serviço de login. Nada foi alterado; tente novamente em instantes.', status: 503 });
    await contaInteira(body.email, feito.id);
    // And again: the key answers its first result, creating nothing.
    const repetido = await criar(body, key);
    expect(repetido.status).toBe(200);
    expect(repetido.data.id).toBe(feito.id);

    await semDivergencias({ semRemetente: true });
  }, 90_000);

  it('killed after the transaction reached the table (between the table and the answer): the retry answers the account made, with its one invitation', async () => {
    const body = await cadastroMedico();
    const key = randomUUID();
    await falhaNoMundo([{ tipo: 'matar', operacao: 'TransactWriteItems', contem: body.email, depois: 'passar' }]);
    morreu(await criar(body, key));
    expect((await falhasDoMundo()).mortes).toBe(1);

    const res = await criar(body, key);
    expect(res.status, res.text).toBe(200);
    await contaInteira(body.email, res.data.id);

    await semDivergencias({ semRemetente: true });
  });
});
