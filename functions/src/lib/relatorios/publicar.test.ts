import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_VALIDADE_S, XLSX_TYPE } from '@emc/shared/relatorios';
import type { StreamUpload } from '../s3';
import type { Linha, Planilha } from './xlsx';

/**
 * publicarRelatorio with a stand-in upload (lib/s3.ts's own test covers the S3 side): the link of a
 * finished file, and no link, an aborted upload and the error passed on when the rows or the upload fail.
 */

interface Falso extends StreamUpload {
  bytes: Buffer[];
  abortadoCom?: Error;
  key: string;
  arquivo: string;
  falhar(e: Error): void;
}
let upload: Falso;

vi.mock('../s3', () => ({
  uploadStream: vi.fn(async (key: string, arquivo: string, tipo: string) => {
    expect(tipo).toBe(XLSX_TYPE);
    const body = new PassThrough();
    const bytes: Buffer[] = [];
    let falhar!: (e: Error) => void;
    const done = new Promise<void>((ok, erro) => {
      falhar = erro;
      body.on('data', (c: Buffer) => bytes.push(c));
      body.on('end', () => ok());
    });
    done.catch(() => undefined);
    upload = {
      body,
      done,
      bytes,
      key,
      arquivo,
      falhar,
      abort: async (e) => {
        upload.abortadoCom = e;
        body.destroy(e);
      },
    };
    return upload;
  }),
  presignDownload: vi.fn(async (key: string, arquivo: string, tipo: string, validade: number) => `https://s3.example/${key}?arquivo=${arquivo}&tipo=${tipo}&X-Amz-Expires=${validade}`),
}));

const { publicarRelatorio } = await import('./publicar');
const { presignDownload } = await import('../s3');

const planilha = (linhas: AsyncIterable<Linha>): Planilha[] => [{ nome: 'Dados', colunas: [{ titulo: 'Nome', tipo: 'texto' }, { titulo: 'Total', tipo: 'decimal' }], linhas }];
async function* linhas(n: number, falhaEm = Infinity): AsyncGenerator<Linha> {
  for (let i = 0; i < n; i++) {
    if (i === falhaEm) throw new Error('a leitura falhou');
    yield [`Médica ${i}`, i / 2];
  }
}

beforeEach(() => vi.mocked(presignDownload).mockClear());

describe('publicarRelatorio', () => {
  it('streams the workbook into relatorios/{uuid}/{file name} and answers its 15-minute link', async () => {
    const link = await publicarRelatorio('geral', planilha(linhas(2000)));
    expect(upload.key).toMatch(/^relatorios\/[0-9a-f-]{36}\/relatorio_geral_por_ciclo\.xlsx$/);
    expect(upload.arquivo).toBe('relatorio_geral_por_ciclo.xlsx');
    expect(link).toBe(`https://s3.example/${upload.key}?arquivo=relatorio_geral_por_ciclo.xlsx&tipo=${XLSX_TYPE}&X-Amz-Expires=${LINK_VALIDADE_S}`);
    expect(LINK_VALIDADE_S).toBe(900);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(upload.bytes) as unknown as ExcelJS.Buffer);
    expect(wb.getWorksheet('Dados')!.rowCount).toBe(2001);
    expect(upload.abortadoCom).toBeUndefined();
  });

  it('aborts the upload and passes the error on when reading the rows fails; no link', async () => {
    await expect(publicarRelatorio('detalhado', planilha(linhas(5000, 3000)))).rejects.toThrow('a leitura falhou');
    expect(upload.abortadoCom?.message).toBe('a leitura falhou');
    expect(presignDownload).not.toHaveBeenCalled();
  });

  it('stops writing and passes the error on when the upload fails', async () => {
    let lidas = 0;
    let fechar!: () => void;
    // The writer, once stopped, closes the rows it was reading (xlsx.ts): nothing is read after that.
    const fechadas = new Promise<void>((r) => (fechar = r));
    async function* infinitas(): AsyncGenerator<Linha> {
      try {
        for (;;) {
          lidas++;
          yield [`Médica ${lidas}`, lidas];
        }
      } finally {
        fechar();
      }
    }
    const resultado = publicarRelatorio('comparativo', planilha(infinitas()));
    await vi.waitFor(() => expect(lidas).toBeGreaterThan(1000));
    upload.falhar(new Error('S3 recusou a parte'));
    await expect(resultado).rejects.toThrow('S3 recusou a parte');
    const depois = lidas;
    await fechadas;
    expect(lidas - depois).toBeLessThanOrEqual(500);
    expect(presignDownload).not.toHaveBeenCalled();
  });
});
