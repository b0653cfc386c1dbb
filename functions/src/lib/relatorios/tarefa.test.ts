import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { RELATORIO_MSG } from '@emc/shared/relatorios';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import type { TarefaItem } from '../db/tarefas';
import type { Linha, Planilha } from './xlsx';

/**
 * Large reports as jobs (tarefa.ts): the threshold, the rows counted as they are written, and one run
 * of a job with its claim, its progress, its end and e-mail in one transaction, and its failures. The
 * table's calls are stand-ins here (tests/integration/relatorios-tarefa.test.ts runs the same against
 * DynamoDB Local, s3rver and SES through the stream).
 */

const APP = 'https://emc.hospital.example';
const escritos: { key: string; linhas: number[] }[] = [];
let falhaAoEscrever: Error | undefined;
let linhasDoRelatorio = 1200;

vi.mock('./publicar', async (original) => ({
  ...(await original<typeof import('./publicar')>()),
  escreverRelatorio: vi.fn(async (key: string, _tipo: string, planilhas: readonly Planilha[]) => {
    const linhas: number[] = [];
    for (const p of planilhas) {
      let n = 0;
      for await (const _ of p.linhas) {
        n++;
        if (falhaAoEscrever && n === 10) throw falhaAoEscrever;
      }
      linhas.push(n);
    }
    escritos.push({ key, linhas });
    return linhas;
  }),
}));
vi.mock('./detalhado', () => ({
  planilhasDetalhado: vi.fn(async (): Promise<Planilha[]> => [
    {
      nome: 'Participações',
      colunas: [{ titulo: 'ID', tipo: 'texto' }],
      linhas: (function* (): Generator<Linha> {
        for (let i = 0; i < linhasDoRelatorio; i++) yield [`p${i}`];
      })(),
    },
  ]),
}));
vi.mock('../db/areas', async (original) => ({ ...(await original<typeof import('../db/areas')>()), getArea: vi.fn(async () => undefined) }));
vi.mock('../db/tarefas', async (original) => ({
  ...(await original<typeof import('../db/tarefas')>()),
  reivindicarTarefa: vi.fn(),
  avancarTarefa: vi.fn(async () => true),
  encerrarTarefa: vi.fn(async () => true),
  getTarefa: vi.fn(async () => undefined),
}));

let m: typeof import('./tarefa');
let tarefas: typeof import('../db/tarefas');
beforeAll(async () => {
  vi.stubEnv('TABLE_NAME', 't');
  vi.stubEnv('BUCKET_NAME', 'b');
  vi.stubEnv('APP_URL', APP);
  m = await import('./tarefa');
  tarefas = await import('../db/tarefas');
});

const transacoes: TransactWriteCommandInput[] = [];
const db = {
  table: 't',
  client: {
    send: vi.fn(async ({ input }: { input: Record<string, unknown> }) => {
      if ('TransactItems' in input) transacoes.push(input as TransactWriteCommandInput);
      return {};
    }),
  },
} as unknown as Db;

const solicitante = { idUsuario: 'u1', nome: 'Ana Administradora', email: 'ana@hospital.example' };
function job(over: Partial<TarefaItem> = {}, parametros: Partial<TarefaItem['parametros']> = {}): TarefaItem {
  return {
    id: 'job1',
    tipo: 'relatorio',
    estado: 'executando',
    feitos: 0,
    total: 1000,
    alterados: 0,
    criadaEm: '2026-03-10T12:00:00.000Z',
    parametros: { tipo: 'relatorio', relatorio: 'detalhado', ciclo: 19, solicitante, ...parametros } as TarefaItem['parametros'],
    ...over,
  };
}

beforeEach(() => {
  escritos.length = 0;
  transacoes.length = 0;
  falhaAoEscrever = undefined;
  linhasDoRelatorio = 1200;
  vi.mocked(tarefas.reivindicarTarefa).mockReset();
  vi.mocked(tarefas.avancarTarefa).mockReset().mockResolvedValue(true);
  vi.mocked(tarefas.encerrarTarefa).mockReset().mockResolvedValue(true);
});

describe('the threshold', () => {
  it('writes a detailed report of up to 20,000 rows in its request, and a larger one by a job', () => {
    expect(m.LINHAS_DIRETO).toBe(20_000);
    expect(m.emTarefa('detalhado', 20_000)).toBe(false);
    expect(m.emTarefa('detalhado', 20_001)).toBe(true);
    expect(m.emTarefa('detalhado', 0, 0)).toBe(false);
    expect(m.emTarefa('detalhado', 1, 0)).toBe(true);
  });

  it('weighs a per-doctor row by the counters it reads: comparativo from 5,001 doctors, geral and area from 10,001', () => {
    expect([m.emTarefa('comparativo', 5_000), m.emTarefa('comparativo', 5_001)]).toEqual([false, true]);
    expect([m.emTarefa('geral', 10_000), m.emTarefa('geral', 10_001)]).toEqual([false, true]);
    expect([m.emTarefa('area', 10_000), m.emTarefa('area', 10_001)]).toEqual([false, true]);
  });

  it('RELATORIO_LINHAS_DIRETO sets it (a test world lowers it); anything but digits stops the function', async () => {
    vi.resetModules();
    vi.stubEnv('RELATORIO_LINHAS_DIRETO', '150');
    expect((await import('./tarefa')).LINHAS_DIRETO).toBe(150);
    vi.resetModules();
    vi.stubEnv('RELATORIO_LINHAS_DIRETO', 'muitas');
    await expect(import('./tarefa')).rejects.toThrow(/RELATORIO_LINHAS_DIRETO/);
    vi.unstubAllEnvs();
    vi.stubEnv('TABLE_NAME', 't');
    vi.stubEnv('BUCKET_NAME', 'b');
    vi.stubEnv('APP_URL', APP);
  });
});

describe('comProgresso', () => {
  it('counts the rows of every sheet as they are taken, and reports them once the interval has passed', async () => {
    let agora = 0;
    const relogio = () => (agora += 700);
    const vistos: number[] = [];
    const planilhas: Planilha[] = [
      { nome: 'a', colunas: [], linhas: [['1'], ['2'], ['3'], ['4'], ['5']] },
      { nome: 'b', colunas: [], linhas: [['6'], ['7'], ['8']] },
    ];
    const contadas = m.comProgresso(planilhas, async (feitos) => void vistos.push(feitos), 2000, relogio);
    const lidas: unknown[] = [];
    for (const p of contadas) for await (const l of p.linhas) lidas.push(l[0]);
    expect(lidas).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    // 700 ms a look, one after each row and one on each report: every third row is past 2 s.
    expect(vistos).toEqual([3, 6]);
  });

  it('a failed report stops the rows there', async () => {
    const contadas = m.comProgresso([{ nome: 'a', colunas: [], linhas: [['1'], ['2'], ['3']] }], async () => Promise.reject(new Error('perdida')), 0);
    const lidas: unknown[] = [];
    await expect(
      (async () => {
        for await (const l of contadas[0]!.linhas) lidas.push(l[0]);
      })(),
    ).rejects.toThrow('perdida');
    expect(lidas).toEqual(['1']);
  });
});

describe('executarRelatorio', () => {
  it('writes the whole file under the job’s key, then ends it with the rows and the e-mail in one transaction', async () => {
    vi.mocked(tarefas.reivindicarTarefa).mockResolvedValue(job());
    await m.executarRelatorio(db, 'job1', { agora: () => new Date('2026-03-10T12:01:00.000Z') });
    expect(escritos).toEqual([{ key: 'relatorios/job1/relatorio_consulta_detalhada.xlsx', linhas: [1200] }]);
    expect(tarefas.encerrarTarefa).not.toHaveBeenCalled();
    expect(transacoes).toHaveLength(1);
    const [fim, saida] = transacoes[0]!.TransactItems!;
    expect(fim!.Update).toMatchObject({ Key: { pk: 'TAREFA#job1', sk: 'TAREFA' }, ConditionExpression: 'estado = :executando AND dono = :dono' });
    expect(fim!.Update!.ExpressionAttributeValues).toMatchObject({ ':concluida': 'concluida', ':f': 1200, ':arquivo': 'relatorios/job1/relatorio_consulta_detalhada.xlsx' });
    expect(fim!.Update!.UpdateExpression).toContain('#total = :f');
    const item = saida!.Put!.Item!;
    expect(item).toMatchObject({ pk: 'SAIDA#job1', tipo: 'relatorio', ref: { idTarefa: 'job1' }, estado: 'pendente', criadaEm: '2026-03-10T12:01:00.000Z' });
    expect(saida!.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(item.mensagem).toMatchObject({ para: ['ana@hospital.example'], cc: [], assunto: 'Relatório pronto: Consulta detalhada' });
    const texto = item.mensagem.texto as string;
    expect(texto).toContain('Olá, Ana Administradora.');
    expect(texto).toContain('O relatório "Consulta detalhada" do Ciclo 19 (2026) que você pediu em Desempenho está pronto: 1.200 linhas na planilha relatorio_consulta_detalhada.xlsx.');
    expect(texto).toContain(`Baixe-o em: ${APP}/desempenho?relatorio=job1`);
    expect(texto).toContain('disponível por 7 dias');
  });

  it('records its progress every 2 seconds of writing, renewing its claim', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.mocked(tarefas.reivindicarTarefa).mockResolvedValue(job());
      // Each progress write takes the clock 2.5 s on: one every row after the first's wait.
      vi.mocked(tarefas.avancarTarefa).mockImplementation(async () => {
        vi.setSystemTime(Date.now() + 2500);
        return true;
      });
      linhasDoRelatorio = 3;
      vi.setSystemTime(new Date('2026-03-10T12:00:00.000Z'));
      const escrever = vi.mocked((await import('./publicar')).escreverRelatorio);
      escrever.mockImplementationOnce(async (key, _t, planilhas) => {
        let n = 0;
        for await (const _ of planilhas[0]!.linhas) {
          n++;
          vi.setSystemTime(Date.now() + 2100);
        }
        escritos.push({ key, linhas: [n] });
        return [n];
      });
      await m.executarRelatorio(db, 'job1');
      expect(vi.mocked(tarefas.avancarTarefa).mock.calls.map((c) => c[4])).toEqual([
        { feitos: 1, alterados: 0 },
        { feitos: 2, alterados: 0 },
        { feitos: 3, alterados: 0 },
      ]);
      expect(vi.mocked(tarefas.avancarTarefa).mock.calls.every((c) => c[1] === 'job1' && c[2] === vi.mocked(tarefas.reivindicarTarefa).mock.calls[0]![2])).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed run gives the job back for another, from the start; the fifth ends it with a Portuguese message', async () => {
    falhaAoEscrever = new Error('S3 caiu');
    vi.mocked(tarefas.reivindicarTarefa).mockResolvedValueOnce(job());
    await m.executarRelatorio(db, 'job1');
    expect(vi.mocked(tarefas.encerrarTarefa).mock.calls[0]!.slice(1)).toEqual(['job1', expect.any(String), expect.any(Date), 'pendente', undefined, 1]);
    expect(transacoes).toEqual([]);

    vi.mocked(tarefas.reivindicarTarefa).mockResolvedValueOnce(job({ falhas: 4 }));
    await m.executarRelatorio(db, 'job1');
    expect(vi.mocked(tarefas.encerrarTarefa).mock.calls[1]!.slice(4)).toEqual(['falhou', RELATORIO_MSG.tarefaFalhou, 5]);
  });

  it('a refusal (the area was deleted since) ends it at once with its message', async () => {
    vi.mocked(tarefas.reivindicarTarefa).mockResolvedValue(job({}, { relatorio: 'area', idArea: 'a1' } as never));
    await m.executarRelatorio(db, 'job1');
    expect(vi.mocked(tarefas.encerrarTarefa).mock.calls[0]!.slice(4)).toEqual(['falhou', RELATORIO_MSG.areaNaoEncontrada, 1]);
    expect(escritos).toEqual([]);
  });

  it('a claim lost to another runner stops the writing and leaves the job to it', async () => {
    vi.mocked(tarefas.reivindicarTarefa).mockResolvedValue(job());
    vi.mocked(tarefas.avancarTarefa).mockResolvedValue(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const escrever = vi.mocked((await import('./publicar')).escreverRelatorio);
      escrever.mockImplementationOnce(async (_k, _t, planilhas) => {
        for await (const _ of planilhas[0]!.linhas) vi.setSystemTime(Date.now() + 3000);
        return [0];
      });
      await m.executarRelatorio(db, 'job1');
    } finally {
      vi.useRealTimers();
    }
    expect(tarefas.avancarTarefa).toHaveBeenCalledTimes(1);
    expect(tarefas.encerrarTarefa).not.toHaveBeenCalled();
    expect(transacoes).toEqual([]);
  });

  it('a job it cannot claim (done, or held by a live runner) is left alone; an administrator without an e-mail gets none', async () => {
    vi.mocked(tarefas.reivindicarTarefa).mockResolvedValueOnce(undefined);
    await m.executarRelatorio(db, 'job1');
    expect(escritos).toEqual([]);
    expect(transacoes).toEqual([]);

    vi.mocked(tarefas.reivindicarTarefa).mockResolvedValueOnce(job({}, { solicitante: { ...solicitante, email: '' } }));
    await m.executarRelatorio(db, 'job1');
    expect(transacoes[0]!.TransactItems!.map((i) => Object.keys(i)[0])).toEqual(['Update']);
  });
});
