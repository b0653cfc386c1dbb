import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { hoje as hojeSp } from '../support/clock';
import { campos, novoMedico, porStatus } from '../support/participacoes';

/** participacao/create with an Idempotency-Key: a repeat answers the first result and writes nothing. */
describe('idempotent creates', () => {
  const hoje = hojeSp();

  it('10 parallel identical creates with one key make one participation, and all answer it', async () => {
    const medico = await novoMedico('Médico do Duplo Clique');
    const body = await campos({ dataInicio: hoje, dataFim: hoje });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api('/api/participacao/create', { method: 'POST', token: medico.token, json: body, headers: { 'Idempotency-Key': key } })),
    );
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const ids = new Set(answers.map((a) => a.data.id));
    expect(ids.size).toBe(1);
    expect(answers.map((a) => a.data)).toEqual(Array(10).fill(answers[0]!.data));

    const pendentes = await porStatus(medico.token, medico.idMedico, 1);
    expect(pendentes.data.totalItems).toBe(1);
    expect(pendentes.data.responseList.map((p: { id: string }) => p.id)).toEqual([...ids]);

    const later = await api('/api/participacao/create', { method: 'POST', token: medico.token, json: body, headers: { 'Idempotency-Key': key } });
    expect(later.data.id).toBe(answers[0]!.data.id);
    expect((await porStatus(medico.token, medico.idMedico, 1)).data.totalItems).toBe(1);
  });

  it('without a key, or with a new key, each create makes its own participation', async () => {
    const medico = await novoMedico('Médico de Duas Participações');
    const body = await campos({ dataInicio: hoje, dataFim: hoje });
    const a = await api('/api/participacao/create', { method: 'POST', token: medico.token, json: body });
    const b = await api('/api/participacao/create', { method: 'POST', token: medico.token, json: body, headers: { 'Idempotency-Key': randomUUID() } });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.id).not.toBe(b.data.id);
    expect((await porStatus(medico.token, medico.idMedico, 1)).data.totalItems).toBe(2);
  });

  it('refuses a key reused with other data, and a key that is not a UUID, in Portuguese', async () => {
    const medico = await novoMedico('Médico da Chave Reutilizada');
    const key = randomUUID();
    const first = await api('/api/participacao/create', { method: 'POST', token: medico.token, json: await campos({ dataInicio: hoje, dataFim: hoje }), headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(200);
    const other = await api('/api/participacao/create', { method: 'POST', token: medico.token, json: await campos({ dataInicio: hoje, dataFim: hoje }), headers: { 'Idempotency-Key': key } });
    expect(other.status).toBe(409);
    expect(other.data.title).toBe('Este envio já foi registrado com outros dados. Recarregue a página e confira antes de enviar de novo.');

    const bad = await api('/api/participacao/create', { method: 'POST', token: medico.token, json: await campos({ dataInicio: hoje, dataFim: hoje }), headers: { 'Idempotency-Key': 'duas-vezes' } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ 'idempotency-key': ['A chave de idempotência deve ser um UUID.'] });
    expect((await porStatus(medico.token, medico.idMedico, 1)).data.totalItems).toBe(1);
  });

  it('keeps keys per user: the same key from another doctor creates that doctor’s own participation', async () => {
    const [a, b] = await Promise.all([novoMedico('Médico A da Chave'), novoMedico('Médico B da Chave')]);
    const key = randomUUID();
    const body = await campos({ dataInicio: hoje, dataFim: hoje });
    const ra = await api('/api/participacao/create', { method: 'POST', token: a.token, json: body, headers: { 'Idempotency-Key': key } });
    const rb = await api('/api/participacao/create', { method: 'POST', token: b.token, json: body, headers: { 'Idempotency-Key': key } });
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.data.idMedico).toBe(a.idMedico);
    expect(rb.data.idMedico).toBe(b.idMedico);
  });
});
