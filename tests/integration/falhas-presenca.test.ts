import { randomBytes } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AtividadeAdmin, ImportacaoPresenca } from '@emc/shared/catalogos';
import type { MedicoRegistro } from '@emc/functions/lib/db/medicos';
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
 * of doctors is one transaction, written in the list's order, and the fault proxy in front of this
 * world's DynamoDB kills the world's functions with the second batch's transaction in flight. Sending
 * the same file again completes the list: every doctor has one participation of the activity, none
 * twice, and the counters are exact (verificar).
 */
emMundoProprio('falhas-presenca', { falhasDynamo: true });

let adminToken: string;
let ativos: MedicoRegistro[];

beforeAll(async () => {
  adminToken = await tokenFor(DEMO.admin);
  const d = await domain();
  const { listMedicos } = await import('@emc/functions/lib/db/medicos');
  // The demo's active doctors (the world's own copy).
  ativos = (await listMedicos(d.db)).filter((m) => m.ativo);
});

/** Three whole batches of the active doctors, as the import cuts the list for the activity (their size follows their search entries). */
async function lotesPara(a: AtividadeAdmin): Promise<string[][]> {
  const d = await domain();
  const { atividadeParaPresenca, lotesDe } = await import('@emc/functions/lib/participacoes/presenca');
  const lotes = lotesDe((await admin()).principal, await atividadeParaPresenca(d.db, a.id), ativos).slice(0, 3);
  expect(lotes.length).toBe(3);
  return lotes.map((l) => l.map((m) => m.crm));
}

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

function importar(idAtividade: string, crms: readonly string[]) {
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
    const lotes = await lotesPara(a);
    const crms = lotes.flat();
    await falhaNoMundo([{ tipo: 'matar', operacao: 'TransactWriteItems', contem: a.id, n: 2, depois }]);
    const morta = await importar(a.id, crms);
    expect(morta.status, morta.text).toBe(500);
    expect(morta.data).toEqual({ title: MSG.internal, status: 500 });
    expect((await falhasDoMundo()).mortes).toBe(1);

    // Whole batches only, in the list's order: the first written, and the second if its transaction reached the table.
    const feitas = lotes[0]!.length + (depois === 'passar' ? lotes[1]!.length : 0);
    const antes = await participacoesDa(a.id);
    const idDe = new Map(ativos.map((m) => [m.crm, m.idMedico]));
    expect([...antes.keys()].sort()).toEqual(crms.slice(0, feitas).map((c) => idDe.get(c)).sort());

    const res = await importar(a.id, crms);
    expect(res.status, res.text).toBe(200);
    expect(res.data as ImportacaoPresenca).toMatchObject({ criadas: crms.length - feitas, jaExistentes: feitas, naoEncontrados: [], inativos: [], concluida: true, total: crms.length, processados: crms.length });
    const depoisDe = await participacoesDa(a.id);
    expect(depoisDe.size).toBe(crms.length);
    expect([...depoisDe.values()].every((n) => n === 1)).toBe(true);

    await semDivergencias({ semRemetente: true });
  });
});

describe('an attendance import in calls, each from where the last stopped (desde)', () => {
  it('gives every doctor one participation and leaves the counters exact', async () => {
    const a = await atividade();
    const crms = ativos.map((m) => m.crm);
    const meio = Math.floor(crms.length / 2);
    const form = (desde: number) => {
      const f = new FormData();
      f.set('idAtividade', a.id);
      f.set('desde', String(desde));
      f.set('file', new Blob([`CRM\n${crms.join('\n')}\n`]), 'lista.csv');
      return f;
    };
    // The second half first, then the whole list: the first half is new, the second already there.
    const segunda = await api('/api/atividade/importar-presenca', { method: 'POST', token: adminToken, body: form(meio) });
    expect(segunda.data as ImportacaoPresenca).toMatchObject({ criadas: crms.length - meio, jaExistentes: 0, concluida: true, total: crms.length, processados: crms.length });
    const toda = await api('/api/atividade/importar-presenca', { method: 'POST', token: adminToken, body: form(0) });
    expect(toda.data as ImportacaoPresenca).toMatchObject({ criadas: meio, jaExistentes: crms.length - meio, concluida: true, total: crms.length, processados: crms.length });
    const porMedico = await participacoesDa(a.id);
    expect(porMedico.size).toBe(crms.length);
    expect([...porMedico.values()].every((n) => n === 1)).toBe(true);

    await semDivergencias({ semRemetente: true });
  });
});

describe('a call whose time is up', () => {
  it('still writes its first batch, so calls from where the last stopped go through the list one batch each', async () => {
    const a = await atividade();
    const d = await domain();
    const [{ importarPresenca }, { atividadeParaPresenca, lotesDe }] = await Promise.all([import('@emc/functions/relatorios/importar-presenca'), import('@emc/functions/lib/participacoes/presenca')]);
    const principal = (await admin()).principal;
    const lotes = lotesDe(principal, await atividadeParaPresenca(d.db, a.id), ativos);
    const data = Buffer.from(`CRM\n${ativos.map((m) => m.crm).join('\n')}\n`);
    // The route's action with its time already up at the start (prazoMs 0), as the dialog calls it.
    const feitas: ImportacaoPresenca[] = [];
    for (let desde = 0; feitas.length <= lotes.length && !feitas.at(-1)?.concluida; desde = feitas.at(-1)!.processados) {
      const input = { params: {}, query: {}, headers: {}, body: { idAtividade: a.id, desde }, files: [{ field: 'file', filename: 'lista.csv', contentType: 'text/csv', data }] };
      feitas.push(await importarPresenca(input, principal, { db: d.db, prazoMs: 0 }));
    }
    expect(feitas.map((r) => r.criadas)).toEqual(lotes.map((l) => l.length));
    expect(feitas.map((r) => r.processados)).toEqual(lotes.map((_, i) => lotes.slice(0, i + 1).flat().length));
    expect(feitas.map((r) => r.concluida)).toEqual(lotes.map((_, i) => i === lotes.length - 1));
    expect(feitas.every((r) => r.total === ativos.length)).toBe(true);
    expect((await participacoesDa(a.id)).size).toBe(ativos.length);

    await semDivergencias({ semRemetente: true });
  });
});
