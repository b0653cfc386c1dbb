import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { cicloAtual } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { aprovar, armazenados, emParalelo, novaLinha, novoMedico, recontarMetas, type Contagem } from '../support/recontagem';

/**
 * The jobs' runner (functions/src/tarefas/): idempotent and resumable (architecture.md, "Events and
 * jobs"). In a world without a stream, so this file alone hands the records over, twice, and plays
 * the runner that dies halfway.
 */
emMundoProprio('tarefas');

const mudancas = (de: Contagem, para: Contagem) => Math.abs(para.funcionarios - de.funcionarios) + Math.abs(para.naoFuncionarios - de.naoFuncionarios);

async function modulos() {
  const d = await domain();
  const [ciclos, copias, tarefas, medicos, meta, executar, { handler }] = await Promise.all([
    import('@emc/functions/lib/db/ciclos'),
    import('@emc/functions/lib/db/copias'),
    import('@emc/functions/lib/db/tarefas'),
    import('@emc/functions/lib/db/medicos'),
    import('@emc/functions/lib/tarefas/meta'),
    import('@emc/functions/lib/tarefas/executar'),
    import('@emc/functions/tarefas/handler'),
  ]);
  return { db: d.db, ciclos, copias, tarefas, medicos, meta, executar, handler };
}
let m: Awaited<ReturnType<typeof modulos>>;

/** A goal change committed with its job, and nothing run yet (as if the answer had been lost right after the commit). */
async function metaSemRecontar(ciclo: number, meta: number): Promise<string> {
  const { newId } = await import('@emc/functions/lib/ids');
  const antes = await m.ciclos.getMetaDoCiclo(m.db, ciclo, 50);
  const id = newId();
  await m.copias.transactComVersao(m.db, [
    m.ciclos.metaTx(m.db, ciclo, meta, antes.salva, antes.meta),
    m.tarefas.tarefaPut(m.db, { id, tipo: 'meta', parametros: { tipo: 'meta', ciclo, meta }, total: await m.medicos.contarMedicos(m.db), criadaEm: new Date().toISOString() }),
  ]);
  return id;
}

/** The stream record of a new job, as the event source mapping hands it over. */
const registro = (id: string): DynamoDBStreamEvent => ({
  Records: [{ eventName: 'INSERT', dynamodb: { SequenceNumber: '1', NewImage: { pk: { S: `TAREFA#${id}` }, sk: { S: 'TAREFA' }, type: { S: 'TAREFA' }, id: { S: id }, estado: { S: 'pendente' } } } }],
});

beforeAll(async () => {
  m = await modulos();
  const linha = (await novaLinha('Curso dos jobs, por hora', { pontos: 1, unidade: 'hora' })).id;
  // With the demo's doctors, more than one page (PAGINA_META) of the staff: 5 to 44 credits each.
  await emParalelo(Array.from({ length: 75 }, (_, i) => i), 6, async (i) => aprovar(await novoMedico(`Médico dos jobs ${i}`, i % 2 ? 'Funcionário' : 'Não funcionário'), linha, 5 + (i % 40)));
}, 180_000);

describe('the jobs’ runner', () => {
  it('does nothing the second time a record is delivered', async () => {
    const ciclo = cicloAtual();
    const antes = await recontarMetas(ciclo, 50);
    expect(await armazenados(ciclo)).toEqual(antes);
    const id = await metaSemRecontar(ciclo, 25);
    const esperado = await recontarMetas(ciclo, 25);
    expect(mudancas(antes, esperado)).toBeGreaterThan(0);

    expect(await m.handler(registro(id))).toEqual({ batchItemFailures: [] });
    const feita = await m.tarefas.getTarefa(m.db, id);
    expect(feita).toMatchObject({ estado: 'concluida', feitos: feita!.total, alterados: mudancas(antes, esperado) });
    expect(await armazenados(ciclo)).toEqual(esperado);

    expect(await m.handler(registro(id))).toEqual({ batchItemFailures: [] });
    expect(await m.tarefas.getTarefa(m.db, id)).toEqual(feita);
    expect(await armazenados(ciclo)).toEqual(esperado);
  }, 60_000);

  it('a job whose runner died halfway resumes from its cursor', async () => {
    const ciclo = cicloAtual();
    const antes = await recontarMetas(ciclo, 25);
    const id = await metaSemRecontar(ciclo, 40);
    const esperado = await recontarMetas(ciclo, 40);

    // A runner takes it a minute ago, does one page, checkpoints, and dies.
    const ha1min = new Date(Date.now() - 60_000);
    expect(await m.tarefas.reivindicarTarefa(m.db, id, 'morto', ha1min)).toMatchObject({ estado: 'executando', dono: 'morto' });
    const pagina = await m.meta.passoMeta(m.db, { ciclo, meta: 40 }, undefined);
    expect(pagina.cursor).toBeDefined();
    expect(await m.tarefas.avancarTarefa(m.db, id, 'morto', ha1min, { feitos: pagina.feitos, alterados: pagina.alterados, cursor: pagina.cursor })).toBe(true);
    const parada = await m.tarefas.getTarefa(m.db, id);
    expect(parada).toMatchObject({ estado: 'executando', feitos: m.meta.PAGINA_META });
    expect(parada!.total).toBeGreaterThan(m.meta.PAGINA_META);

    // A live claim is not taken: a runner with a fresh one holds the job.
    expect(await m.tarefas.reivindicarTarefa(m.db, id, 'outro', new Date(ha1min.getTime() + 1000))).toBeUndefined();

    // The next runner takes the lapsed claim over and goes on from the cursor, not from the start.
    const fim = await m.executar.executarTarefa(m.db, id, { prazoMs: 60_000 });
    expect(fim).toMatchObject({ estado: 'concluida', feitos: parada!.total, alterados: mudancas(antes, esperado) });
    expect(fim!.dono).toBeUndefined();
    expect(await armazenados(ciclo)).toEqual(esperado);
  }, 60_000);

  it('a job of an older goal stops as substituida when the goal changed again', async () => {
    const ciclo = cicloAtual();
    const velha = await metaSemRecontar(ciclo, 30);
    const nova = await metaSemRecontar(ciclo, 50);
    expect(await m.executar.executarTarefa(m.db, velha, { prazoMs: 60_000 })).toMatchObject({ estado: 'substituida' });
    expect(await m.executar.executarTarefa(m.db, nova, { prazoMs: 60_000 })).toMatchObject({ estado: 'concluida' });
    expect(await armazenados(ciclo)).toEqual(await recontarMetas(ciclo, 50));
  }, 60_000);
});
