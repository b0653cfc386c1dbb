import { beforeAll, describe, expect, it } from 'vitest';
import type { Tarefa } from '@emc/shared/tarefas';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { adminDeTeste, aprovar, armazenados, emParalelo, itensComSk, novaLinha, novoMedico, recontarMetas, type MedicoDeTeste } from '../support/recontagem';
import { until } from '../support/until';

/**
 * A goal change and a cap change recount every affected doctor exactly (decisions.md, "Integrity
 * rules"), however many doctors they touch and while decisions happen: in a world of its own (the
 * recount reads the whole table) with a stream, so a job the answer did not finish goes on in the
 * jobs' runner, as in AWS.
 */
emMundoProprio('recontagem', { dynamoProprio: true });

const MEDICOS = 130;
let admin: string;
let medicos: MedicoDeTeste[];
let linhaHora: string;

beforeAll(async () => {
  admin = await tokenFor(DEMO.admin);
  linhaHora = (await novaLinha('Congresso da recontagem, por hora', { pontos: 1, unidade: 'hora' })).id;
  // 130 doctors with 5 to 44 credits each (one approval of 5 to 44 hours at 1 credit an hour).
  medicos = await emParalelo(Array.from({ length: MEDICOS }, (_, i) => i), 6, async (i) => {
    const m = await novoMedico(`Médico da recontagem ${i}`, i % 3 ? 'Funcionário' : 'Não funcionário');
    await aprovar(m, linhaHora, 5 + (i % 40));
    return m;
  });
}, 240_000);

/** Polls the job until it is over. */
async function terminada(tarefa: Tarefa): Promise<Tarefa> {
  const { value } = await until(
    async () => (await api(`/api/ciclo/tarefa/${tarefa.id}`, { token: admin })).data as Tarefa,
    (t) => ['concluida', 'falhou', 'substituida'].includes(t.estado),
    120_000,
  );
  return value;
}

describe('a goal change over more than 96 doctors, with decisions at the same time', () => {
  it('ends with the goal-reacher counters equal to a recount from the items', async () => {
    const ciclo = cicloAtual();
    const metaAntes = 50;
    expect(await armazenados(ciclo)).toEqual(await recontarMetas(ciclo, metaAntes));

    // Goal 50 → 20 while 30 of the doctors get another approval of 3 to 12 credits.
    const decisoes = emParalelo(medicos.slice(0, 30), 3, (m, i) => aprovar(m, linhaHora, 3 + (i % 10)));
    const res = await api('/api/ciclo/update', { method: 'PUT', token: admin, json: { ciclo, meta: 20 } });
    expect(res.status, res.text).toBe(200);
    const tarefa = res.data.tarefa as Tarefa;
    expect(tarefa).toMatchObject({ tipo: 'meta' });
    expect(tarefa.total).toBeGreaterThan(MEDICOS);
    await decisoes;
    const fim = await terminada(tarefa);
    expect(fim).toMatchObject({ estado: 'concluida', feitos: fim.total });
    expect(fim.alterados).toBeGreaterThan(0);
    expect(await armazenados(ciclo)).toEqual(await recontarMetas(ciclo, 20));

    // And back up, 20 → 50, with more decisions meanwhile.
    const mais = emParalelo(medicos.slice(30, 60), 3, (m, i) => aprovar(m, linhaHora, 10 + (i % 10)));
    const volta = await api('/api/ciclo/update', { method: 'PUT', token: admin, json: { ciclo, meta: metaAntes } });
    expect(volta.status, volta.text).toBe(200);
    await mais;
    expect(await terminada(volta.data.tarefa as Tarefa)).toMatchObject({ estado: 'concluida' });
    expect(await armazenados(ciclo)).toEqual(await recontarMetas(ciclo, metaAntes));
  }, 240_000);

  it('the confirmation counts the doctors whose status the new goal would change, writing nothing', async () => {
    const ciclo = cicloAtual();
    const antes = await armazenados(ciclo);
    const res = await api(`/api/ciclo/previa?ciclo=${ciclo}&meta=30`, { token: admin });
    expect(res.status, res.text).toBe(200);
    const agora = await recontarMetas(ciclo, 50);
    const com30 = await recontarMetas(ciclo, 30);
    const mudam = com30.funcionarios + com30.naoFuncionarios - agora.funcionarios - agora.naoFuncionarios;
    expect(res.data).toEqual({ ciclo, metaAtual: 50, meta: 30, mudam, encerrado: false });
    expect(mudam).toBeGreaterThan(0);
    expect(await armazenados(ciclo)).toEqual(antes);
    const errado = await api(`/api/ciclo/previa?ciclo=${ciclo}&meta=-5`, { token: admin });
    expect(errado.status).toBe(400);
    expect(JSON.stringify(errado.data)).toContain('A meta deve ser');
  });

  it("answers from the cycle's histogram of credits, which counts every doctor once; counters from before it are counted by a decision or the backfill", async () => {
    const ciclo = cicloAtual();
    const d = await domain();
    const [{ DeleteCommand, TransactWriteCommand }, { cicloAggKey, faixasCompletasKey, medicoCicloAggKey }, { faixaDe }, { backfillFaixas }, { getItem }] = await Promise.all([
      import('@aws-sdk/lib-dynamodb'),
      import('@emc/functions/lib/db/contadores'),
      import('@emc/functions/lib/participacoes/aggregates'),
      import('../../scripts/local/seed/faixas'),
      import('@emc/functions/lib/db/items'),
    ]);
    /** The stored buckets, and the same from scratch: every doctor's cycle counter in the bucket of its credits. */
    const faixas = async () => {
      const agg = (await getItem(d.db, cicloAggKey(ciclo), { consistent: true })) ?? {};
      return Object.fromEntries(Object.entries(agg).filter(([k, v]) => k.startsWith('faixa') && v !== 0));
    };
    const recontadas = async () => {
      const out: Record<string, number> = {};
      for (const a of await itensComSk(medicoCicloAggKey('x', ciclo).sk)) {
        const f = faixaDe(Number(a.pontos ?? 0));
        if (f) out[f] = (out[f] ?? 0) + 1;
      }
      return out;
    };
    const previa = async (meta: number) => {
      const res = await api(`/api/ciclo/previa?ciclo=${ciclo}&meta=${meta}`, { token: admin });
      expect(res.status, res.text).toBe(200);
      return res.data.mudam as number;
    };
    const esperado = async (meta: number) => {
      const [agora, depois] = await Promise.all([recontarMetas(ciclo, 50), recontarMetas(ciclo, meta)]);
      return Math.abs(depois.funcionarios + depois.naoFuncionarios - agora.funcionarios - agora.naoFuncionarios);
    };
    expect(await faixas()).toEqual(await recontadas());
    const metas = [20, 30, 49.5, 50.5, 60];
    const doHistograma = await Promise.all(metas.map(previa));
    expect(doHistograma).toEqual(await Promise.all(metas.map(esperado)));

    // Before the backfill's mark, the doctors' counters are read instead: the same answers.
    await d.db.client.send(new DeleteCommand({ TableName: d.db.table, Key: faixasCompletasKey }));
    expect(await Promise.all(metas.map(previa))).toEqual(doHistograma);

    // Three doctors' counters as from before the histogram: not flagged, not in their buckets.
    const antigos = medicos.slice(100, 103);
    for (const m of antigos) {
      const agg = (await getItem(d.db, medicoCicloAggKey(m.idMedico, ciclo), { consistent: true }))!;
      await d.db.client.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: { TableName: d.db.table, Key: medicoCicloAggKey(m.idMedico, ciclo), UpdateExpression: 'REMOVE nasFaixas' } },
            { Update: { TableName: d.db.table, Key: cicloAggKey(ciclo), UpdateExpression: 'ADD #f :menos', ExpressionAttributeNames: { '#f': faixaDe(Number(agg.pontos))! }, ExpressionAttributeValues: { ':menos': -1 } } },
          ],
        }),
      );
    }
    expect(await faixas()).not.toEqual(await recontadas());
    // One of them gets an approval: that decision counts the doctor in their new bucket; the backfill counts the other two.
    await aprovar(antigos[0]!, linhaHora, 7);
    const { contados } = await backfillFaixas(d.db);
    expect(contados).toBe(2);
    expect(await faixas()).toEqual(await recontadas());
    expect((await backfillFaixas(d.db)).contados).toBe(0);
    expect(await Promise.all(metas.map(previa))).toEqual(await Promise.all(metas.map(esperado)));
  });
});

describe("a change of a row's cap recounts its earlier approvals", () => {
  /** The doctor's approved credits under the row, in approval order, and their cycle total as stored. */
  async function creditos(m: MedicoDeTeste, idClassificacao: string) {
    const d = await domain();
    const [{ participacoesDoCiclo }, { getMedicoCicloAgg }] = await Promise.all([import('@emc/functions/lib/db/participacoes'), import('@emc/functions/lib/db/contadores')]);
    const todas = (await participacoesDoCiclo(d.db, m.idMedico, cicloAtual(), [2])).filter((p) => p.status === 2);
    const daLinha = todas.filter((p) => p.idClassificacao === idClassificacao).sort((a, b) => (a.decididaEm ?? '').localeCompare(b.decididaEm ?? ''));
    const agg = await getMedicoCicloAgg(d.db, m.idMedico, cicloAtual());
    return { daLinha: daLinha.map((p) => p.credito), soma: Math.round(todas.reduce((a, p) => a + p.credito, 0) * 100) / 100, total: Number(agg.pontos ?? 0) };
  }

  it('lowered, raised and removed: every doctor’s credits and totals follow the table once the job is done', async () => {
    const row = await novaLinha(`Jornada da recontagem ${Math.random()}`, { pontos: 10, unidade: 'evento' });
    const doutores = await Promise.all([0, 1, 2, 3, 4].map((i) => novoMedico(`Médica do teto ${i}`, 'Funcionário')));
    for (const m of doutores) for (let k = 0; k < 3; k++) await aprovar(m, row.id);
    for (const m of doutores) expect((await creditos(m, row.id)).daLinha).toEqual([10, 10, 10]);

    const mudarTeto = async (tetoCiclo: number | null) => {
      const res = await api('/api/classificacao/update', {
        method: 'PUT',
        token: admin,
        json: { id: row.id, descricao: row.descricao, idCategoria: row.idCategoria, idForma: row.idForma, valor: row.valor, pontos: row.pontos, unidade: row.unidade, tetoCiclo },
      });
      expect(res.status, res.text).toBe(200);
      const tarefa = res.data.tarefa as Tarefa;
      expect(tarefa).toMatchObject({ tipo: 'teto' });
      return tarefa;
    };

    // Lowered to 15, with one doctor's approval reopened while the job runs.
    const d = await domain();
    const { reprovarComentarParticipacao } = await import('@emc/functions/lib/participacoes/decisoes');
    const { participacoesDoCiclo } = await import('@emc/functions/lib/db/participacoes');
    const primeira = (await participacoesDoCiclo(d.db, doutores[4]!.idMedico, cicloAtual(), [2])).find((p) => p.idClassificacao === row.id)!;
    const [baixa] = await Promise.all([
      mudarTeto(15),
      reprovarComentarParticipacao(d.db, adminDeTeste, { id: primeira.id, motivo: 'Reaberta durante a recontagem', status: 4, reprovar: false }),
    ]);
    expect(await terminada(baixa)).toMatchObject({ estado: 'concluida', feitos: 5, total: 5 });
    for (const m of doutores.slice(0, 4)) expect(await creditos(m, row.id)).toMatchObject({ daLinha: [10, 5, 0], soma: 15, total: 15 });
    expect(await creditos(doutores[4]!, row.id)).toMatchObject({ daLinha: [10, 5], soma: 15, total: 15 });

    // Raised to 25, then removed.
    expect(await terminada(await mudarTeto(25))).toMatchObject({ estado: 'concluida', alterados: 5 });
    for (const m of doutores.slice(0, 4)) expect(await creditos(m, row.id)).toMatchObject({ daLinha: [10, 10, 5], soma: 25, total: 25 });
    expect(await terminada(await mudarTeto(null))).toMatchObject({ estado: 'concluida' });
    for (const m of doutores.slice(0, 4)) expect(await creditos(m, row.id)).toMatchObject({ daLinha: [10, 10, 10], soma: 30, total: 30 });
    expect(await creditos(doutores[4]!, row.id)).toMatchObject({ daLinha: [10, 10], soma: 20, total: 20 });
  }, 120_000);

  it('a job is read by administrators only, and an unknown one is a Portuguese 404', async () => {
    const nenhuma = await api('/api/ciclo/tarefa/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(nenhuma.status).toBe(404);
    expect(nenhuma.data.title).toBe('Recontagem não encontrada.');
    const medico = await tokenFor(DEMO.medico);
    expect((await api('/api/ciclo/tarefa/00000000-0000-4000-8000-000000000000', { token: medico })).status).toBe(403);
  });
});
