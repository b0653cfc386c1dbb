import { randomBytes } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AtividadeAdmin, ImportacaoPresenca } from '@emc/shared/catalogos';
import { MSG } from '@emc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { diasAtras } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio, falhaNoMundo, falhasDoMundo } from '../support/mundo';
import { admin } from '../support/participacoes';
import { semDivergencias } from '../support/verificar';

/**
 * A function killed in the middle of an attendance import (lib/participacoes/presenca.ts): each batch
 * of doctors is one transaction, and the fault proxy in front of this world's DynamoDB kills the
 * world's functions with the second batch's transaction in flight. Sending the same file again
 * completes the list: every doctor has one participation of the activity, none twice, and the
 * counters are exact (verificar).
 */
emMundoProprio('falhas-presenca', { falhasDynamo: true });

let adminToken: string;
let crms: string[];

beforeAll(async () => {
  adminToken = await tokenFor(DEMO.admin);
  const d = await domain();
  const { listMedicos } = await import('@emc/functions/lib/db/medicos');
  const { LOTE } = await import('@emc/functions/lib/participacoes/presenca');
  // Three whole batches of the demo's active doctors (the world's own copy): the batches run in any order, all of one size.
  crms = (await listMedicos(d.db)).filter((m) => m.ativo).map((m) => m.crm).slice(0, 3 * LOTE);
  expect(crms.length).toBe(3 * LOTE);
});

async function atividade(): Promise<AtividadeAdmin> {
  const row = (await admin()).classificacao('Curso presencial com avaliação');
  const res = await api('/api/atividade/create', {
    method: 'POST',
    token: adminToken,
    json: {
      nome: `Curso Interrompido ${randomBytes(4).toString('hex')}`,
      idCategoria: row.idCategoria,
      idForma: row.idForma,
      idClassificacao: row.id,
      instituicao: 'Centro de Simulação Hospital Exemplo',
      local: 'Centro de Simulação',
      dataInicio: diasAtras(2),
      dataFim: diasAtras(1),
      cargaHoraria: 16,
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.data as AtividadeAdmin;
}

function importar(idAtividade: string) {
  const form = new FormData();
  form.set('idAtividade', idAtividade);
  form.set('file', new Blob([`CRM\n${crms.join('\n')}\n`]), 'lista.csv');
  return api('/api/atividade/importar-presenca', { method: 'POST', token: adminToken, body: form });
}

/** The activity's participations in the world's table, by doctor. */
async function participacoesDa(idAtividade: string): Promise<Map<string, number>> {
  const d = await domain();
  const porMedico = new Map<string, number>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await d.db.client.send(
      new ScanCommand({ TableName: d.db.table, ConsistentRead: true, ExclusiveStartKey, FilterExpression: '#t = :t AND idAtividade = :a', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':t': 'PARTICIPACAO', ':a': idAtividade } }),
    );
    for (const p of page.Items ?? []) porMedico.set(p.idMedico as string, (porMedico.get(p.idMedico as string) ?? 0) + 1);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return porMedico;
}

describe.each(['descartar', 'passar'] as const)('an attendance import killed with its second batch in flight (%s)', (depois) => {
  it('the same file again creates only the rest: one participation per doctor, exact counters', async () => {
    const a = await atividade();
    const { LOTE } = await import('@emc/functions/lib/participacoes/presenca');
    await falhaNoMundo([{ tipo: 'matar', operacao: 'TransactWriteItems', contem: a.id, n: 2, depois }]);
    const morta = await importar(a.id);
    expect(morta.status, morta.text).toBe(500);
    expect(morta.data).toEqual({ title: MSG.internal, status: 500 });
    expect((await falhasDoMundo()).mortes).toBe(1);

    // Whole batches only: the first written, and the second if its transaction reached the table.
    const feitas = depois === 'passar' ? 2 * LOTE : LOTE;
    const antes = await participacoesDa(a.id);
    expect(antes.size).toBe(feitas);

    const res = await importar(a.id);
    expect(res.status, res.text).toBe(200);
    expect(res.data as ImportacaoPresenca).toMatchObject({ criadas: crms.length - feitas, jaExistentes: feitas, naoEncontrados: [], inativos: [], concluida: true });
    const depoisDe = await participacoesDa(a.id);
    expect(depoisDe.size).toBe(crms.length);
    expect([...depoisDe.values()].every((n) => n === 1)).toBe(true);

    await semDivergencias({ semRemetente: true });
  });
});
