import { randomUUID } from 'node:crypto';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { MSG } from '@emc/shared/messages';
import { describe, expect, it } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { emMundoProprio, falhaNoMundo, falhasDoMundo } from '../support/mundo';
import { admin, campos, criar, getById, novoMedico } from '../support/participacoes';
import { semDivergencias } from '../support/verificar';

/**
 * DynamoDB throttling on purpose: the fault proxy in front of this world's DynamoDB answers half the
 * functions' requests with ProvisionedThroughputExceededException, as DynamoDB does (HTTP 400, JSON
 * `__type`), so the SDK's own retries meet it. Every create and decision either succeeds or answers
 * 429 with the Portuguese message (decisions.md "Errors"); the same requests once the throttling
 * ends leave nothing doubled and the counters exact.
 */
emMundoProprio('falhas-limite', { falhasDynamo: true });

const LIMITADO = { title: MSG.throttled, status: 429 };

describe('DynamoDB throttling half the requests', () => {
  it('creates and decisions answer 200 or a Portuguese 429; once it ends, their repeats leave every one done once and the counters exact', async () => {
    const medico = await novoMedico('Dr. Vazão Limitada');
    const adminToken = await tokenFor(DEMO.admin);
    const { classificacao } = await admin();
    const congresso = classificacao('Congresso internacional').id;
    const pendentes = (await Promise.all(Array.from({ length: 6 }, () => criar(medico.token)))) as ParticipacaoDetalhe[];
    const corpos = await Promise.all(Array.from({ length: 10 }, () => campos()));
    const chaves = corpos.map(() => randomUUID());
    const criarCom = (i: number) => api('/api/participacao/create', { method: 'POST', token: medico.token, json: corpos[i], headers: { 'Idempotency-Key': chaves[i]! } });
    const aprovar = (p: ParticipacaoDetalhe) => api('/api/participacao/aprovar', { method: 'PUT', token: adminToken, json: { id: p.id, idClassificacao: congresso, versao: p.versao } });

    await falhaNoMundo([{ tipo: 'limitar', fracao: 0.5 }]);
    let limitados: number;
    let respostas: Awaited<ReturnType<typeof api>>[];
    try {
      respostas = await Promise.all([...corpos.map((_, i) => criarCom(i)), ...pendentes.map(aprovar)]);
    } finally {
      limitados = (await falhasDoMundo()).limitados;
      await falhaNoMundo([]);
    }
    expect(limitados).toBeGreaterThan(0);
    for (const r of respostas) {
      expect([200, 429], r.text).toContain(r.status);
      if (r.status === 429) expect(r.data).toEqual(LIMITADO);
    }
    expect(respostas.some((r) => r.status === 200)).toBe(true);

    // The creates that answered 429 are sent again with their keys: each ends created once.
    const criadas = await Promise.all(corpos.map(async (_, i) => (respostas[i]!.status === 200 ? respostas[i]! : criarCom(i))));
    for (const r of criadas) expect(r.status, r.text).toBe(200);
    expect(new Set(criadas.map((r) => r.data.id)).size).toBe(corpos.length);
    // A decision that answered 429 either never happened (it is done now) or happened before its answer was lost (409, already decided).
    for (const [i, p] of pendentes.entries()) {
      if (respostas[corpos.length + i]!.status === 429) expect([200, 409]).toContain((await aprovar(p)).status);
      expect((await getById(medico.token, p.id)).data.status).toBe(2);
    }
    const lista = await api(`/api/medico/participacoes-quantidade?idMedico=${medico.idMedico}`, { token: medico.token });
    expect(lista.status).toBe(200);
    expect(Object.fromEntries((lista.data as { status: number; quantidade: number }[]).map((q) => [q.status, q.quantidade]))).toMatchObject({ 1: corpos.length, 2: pendentes.length });

    await semDivergencias({ semRemetente: true });
  });
});
