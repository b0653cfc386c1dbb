import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELATORIO_MSG, RELATORIOS, type RelatorioEmTarefa } from '@emc/shared/relatorios';
import type { Tarefa } from '@emc/shared/tarefas';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio, falhaNoMundo, falhasDoMundo } from '../support/mundo';
import { emailsPara } from '../support/senha';
import { stackEnv } from '../support/target';
import { until } from '../support/until';
import { semDivergencias } from '../support/verificar';

/**
 * Large reports as jobs (lib/relatorios/tarefa.ts), through the stream as in AWS: a world with its own
 * DynamoDB Local (its stream feeds the report jobs to the relatorios function and the e-mails to the
 * outbox's sender) whose report threshold is lowered to 10 rows, so the demo data's reports are jobs.
 * The request answers 202 with the job at once; the job ends `concluida` with every row; its link
 * downloads the whole file; the administrator who asked gets the e-mail; and a run killed before its
 * end is run again from the start into the same object, with one e-mail (the fault proxy).
 */
emMundoProprio('relatorios-tarefa', { dynamoProprio: true, falhasDynamo: true, relatorioLinhasDireto: 10 });

let token: string;
beforeAll(async () => {
  token = await tokenFor(DEMO.admin);
});

/** Asks for the detailed report of the current cycle: a 202 with its job. */
async function pedir(): Promise<Tarefa> {
  const res = await api(`/api/relatorio/detalhado?ciclo=${cicloAtual()}`, { token });
  expect(res.status, res.text).toBe(202);
  return (res.data as RelatorioEmTarefa).tarefa;
}

/** Reads the job until it ends. */
async function terminada(id: string): Promise<Tarefa> {
  const { value } = await until(
    async () => (await api(`/api/relatorio/tarefa/${id}`, { token })).data as Tarefa,
    (t) => t.estado === 'concluida' || t.estado === 'falhou',
    120_000,
  );
  return value;
}

/** The objects of the world's bucket under a prefix. */
async function objetos(prefixo: string): Promise<string[]> {
  const env = stackEnv();
  const s3 = new S3Client({ endpoint: env.AWS_ENDPOINT_URL_S3, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  try {
    const out = await s3.send(new ListObjectsV2Command({ Bucket: env.BUCKET_NAME, Prefix: prefixo }));
    return (out.Contents ?? []).map((o) => o.Key!);
  } finally {
    s3.destroy();
  }
}

/** The report's e-mails to the administrator about job `id`, once `n` have arrived. */
async function emailsDaTarefa(id: string, n: number) {
  const { value } = await until(async () => (await emailsPara(DEMO.admin)).filter((e) => e.body.text?.includes(`relatorio=${id}`)), (l) => l.length >= n, 60_000);
  return value;
}

/** The cycle's registered participations, by its counter (what the job's total is). */
async function registrosDoCiclo(): Promise<number> {
  const d = await domain();
  const { getCicloAggs } = await import('@emc/functions/lib/db/contadores');
  return Number((await getCicloAggs(d.db, [cicloAtual()])).get(cicloAtual())?.registros ?? 0);
}

describe('a report larger than the threshold', () => {
  it('answers 202 with its job at once; the job writes every row, and its link downloads the whole file; the asker is mailed', async () => {
    const registros = await registrosDoCiclo();
    expect(registros, 'the demo data has more participations in the cycle than the lowered threshold').toBeGreaterThan(10);
    const t0 = await pedir();
    expect(t0).toMatchObject({ tipo: 'relatorio', relatorio: 'detalhado', estado: 'pendente', feitos: 0, total: registros, alterados: 0 });
    expect(t0.link).toBeUndefined();

    const fim = await terminada(t0.id);
    expect(fim).toMatchObject({ id: t0.id, estado: 'concluida', feitos: registros, total: registros, relatorio: 'detalhado' });
    const url = new URL(fim.link!);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(decodeURIComponent(url.pathname)).toMatch(new RegExp(`/relatorios/${t0.id}/${RELATORIOS.detalhado.arquivo.replace('.', '\\.')}$`));
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${RELATORIOS.detalhado.arquivo}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.arrayBuffer()) as ExcelJS.Buffer);
    const ws = workbook.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('ID');
    expect(ws.actualRowCount - 1).toBe(registros);
    const ids = new Set<string>();
    ws.eachRow((row, n) => void (n > 1 && ids.add(String(row.getCell(1).value))));
    expect(ids.size).toBe(registros);

    // The same shape from the recounts' route, without the link (that route's function has no S3).
    const ciclo = await api(`/api/ciclo/tarefa/${t0.id}`, { token });
    expect(ciclo.status).toBe(200);
    expect(ciclo.data).toEqual({ ...fim, link: undefined, concluidaEm: fim.concluidaEm });

    const [email, ...mais] = await emailsDaTarefa(t0.id, 1);
    expect(mais).toEqual([]);
    expect(email!.subject).toBe('Relatório pronto: Consulta detalhada');
    expect(email!.body.text).toContain(`${stackEnv().APP_URL}/desempenho?relatorio=${t0.id}`);
    expect(email!.body.text).toContain(`${new Intl.NumberFormat('pt-BR').format(registros)} linhas`);

    // One object for the job, and nothing left over for verificar (report files are not orphans).
    expect(await objetos(`relatorios/${t0.id}/`)).toEqual([`relatorios/${t0.id}/${RELATORIOS.detalhado.arquivo}`]);
    await semDivergencias();
  }, 180_000);

  it('the per-doctor reports too, by the staff counter; an unknown job is a Portuguese 404', async () => {
    const res = await api(`/api/relatorio/comparativo?ciclo=${cicloAtual()}`, { token });
    expect(res.status, res.text).toBe(202);
    const fim = await terminada((res.data as RelatorioEmTarefa).tarefa.id);
    expect(fim).toMatchObject({ estado: 'concluida', relatorio: 'comparativo' });
    expect(fim.feitos).toBeGreaterThan(10);
    const file = await fetch(fim.link!);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.arrayBuffer()) as ExcelJS.Buffer);
    // Both sheets' rows are the job's.
    expect(workbook.worksheets.reduce((a, ws) => a + ws.actualRowCount - 1, 0)).toBe(fim.feitos);

    const nenhuma = await api('/api/relatorio/tarefa/naoexiste', { token });
    expect(nenhuma.status).toBe(404);
    expect(nenhuma.data).toMatchObject({ title: RELATORIO_MSG.tarefaNaoEncontrada });
  }, 180_000);
});

describe.each(['descartar', 'passar'] as const)('a report job whose run dies with its end in flight (%s)', (depois) => {
  it('is written again from the start into the same object, done once, one e-mail', async () => {
    await falhaNoMundo([{ tipo: 'matar', operacao: 'TransactWriteItems', contem: RELATORIOS.detalhado.arquivo, depois }]);
    const t0 = await pedir();
    await until(falhasDoMundo, (f) => f.mortes === 1, 60_000);
    await falhaNoMundo([]);
    // 'descartar': the end never reached the table; the record comes again and, once the dead run's
    // claim lapses, a new run writes the file again. 'passar': it did; the record finds the job done.
    const fim = await terminada(t0.id);
    expect(fim).toMatchObject({ estado: 'concluida', feitos: await registrosDoCiclo() });
    expect(await objetos(`relatorios/${t0.id}/`)).toEqual([`relatorios/${t0.id}/${RELATORIOS.detalhado.arquivo}`]);
    await semDivergencias();
    expect(await emailsDaTarefa(t0.id, 1)).toHaveLength(1);
  }, 180_000);
});
