import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ESTILOS, ESTILO_CABECALHO, ESTILO_CABECALHO_NUMERO, dataUtc, diaEmSaoPaulo, escoar, escreverXlsx, larguras, letraDaColuna, nomeDaPlanilha, type Coluna, type Linha, type Planilha } from './xlsx';

/** The whole file a writer produced. */
async function gerar(planilhas: Planilha[]): Promise<{ bytes: Buffer; linhas: number[] }> {
  const out = new PassThrough();
  const partes: Buffer[] = [];
  out.on('data', (c: Buffer) => partes.push(c));
  const linhas = await escreverXlsx(out, planilhas, { criadoEm: new Date(Date.UTC(2026, 10, 23)) });
  return { bytes: Buffer.concat(partes), linhas };
}

async function abrir(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return wb;
}

const COLUNAS: Coluna[] = [
  { titulo: 'Nome', tipo: 'texto' },
  { titulo: 'Início', tipo: 'data' },
  { titulo: 'Créditos', tipo: 'decimal' },
  { titulo: 'Registros', tipo: 'inteiro' },
  { titulo: '% da meta', tipo: 'percentual' },
];

async function* linhasAsync(n: number): AsyncGenerator<Linha> {
  for (let i = 0; i < n; i++) yield [`Médica ${i}`, dataUtc(`2026-0${1 + (i % 9)}-1${i % 10}`), i + 0.5, i, (i % 100) / 100];
}

describe('escreverXlsx', () => {
  it('writes a header row that is bold, frozen, filtered and printed on every page; dates as Dates shown dd/mm/yyyy, numbers as numbers', async () => {
    const { bytes, linhas } = await gerar([{ nome: 'Participações', colunas: COLUNAS, linhas: linhasAsync(1200) }]);
    expect(linhas).toEqual([1200]);
    const wb = await abrir(bytes);
    const ws = wb.getWorksheet('Participações')!;
    expect(ws.rowCount).toBe(1201);
    expect(ws.getRow(1).values).toEqual([undefined, 'Nome', 'Início', 'Créditos', 'Registros', '% da meta']);
    expect(ws.getRow(1).getCell(1).font).toMatchObject({ bold: true, name: 'Calibri' });
    // Text headers on the left, those of numbers and dates on the right, like their values.
    expect([1, 2, 3, 4, 5].map((c) => ws.getRow(1).getCell(c).alignment?.horizontal)).toEqual([undefined, 'right', 'right', 'right', 'right']);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe('A1:E1201');
    expect(ws.pageSetup).toMatchObject({ orientation: 'landscape', fitToWidth: 1, printTitlesRow: '1:1' });
    // Sized by the header and the first rows ('Médica 499'), in Excel's units (characters + 0.71).
    expect([1, 2, 3, 4, 5].map((c) => ws.getColumn(c).width)).toEqual([12.71, 12.71, 12.71, 13.71, 13.71]);
    const row = ws.getRow(1001);
    expect(row.getCell(1).value).toBe('Médica 999');
    expect(row.getCell(2).value).toEqual(new Date(Date.UTC(2026, 0, 19)));
    expect(row.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(3).value).toBe(999.5);
    expect(row.getCell(3).numFmt).toBe('0.0#');
    expect(row.getCell(4).value).toBe(999);
    expect(row.getCell(5).value).toBe(0.99);
    expect(row.getCell(5).numFmt).toBe('0.0%');
  });

  it('shares one style per kind of column: the styles part has a handful of cell formats, whatever the rows', async () => {
    const { bytes } = await gerar([{ nome: 'x', colunas: COLUNAS, linhas: linhasAsync(3000) }]);
    const JSZip = (await import('jszip')).default;
    const styles = await (await JSZip.loadAsync(bytes)).file('xl/styles.xml')!.async('string');
    const xfs = Number(/<cellXfs count="(\d+)"/.exec(styles)![1]);
    // The default, the two headers, date, decimal, percent (text and integers share the default's).
    expect(xfs).toBeLessThanOrEqual(7);
  });

  it('writes the sheets one after the other, each with its own header, from sync or async rows; empty cells stay empty', async () => {
    const { bytes, linhas } = await gerar([
      { nome: 'Primeira', colunas: COLUNAS, linhas: linhasAsync(3) },
      { nome: 'Resumo por tipo', colunas: [{ titulo: 'Tipo', tipo: 'texto' }, { titulo: 'Participantes', tipo: 'inteiro' }], linhas: [['Funcionários', 2], ['Total', null]] },
      { nome: 'Vazia', colunas: [{ titulo: 'A', tipo: 'texto' }], linhas: [] },
    ]);
    expect(linhas).toEqual([3, 2, 0]);
    const wb = await abrir(bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Primeira', 'Resumo por tipo', 'Vazia']);
    const resumo = wb.getWorksheet('Resumo por tipo')!;
    expect(resumo.getRow(2).values).toEqual([undefined, 'Funcionários', 2]);
    expect(resumo.getRow(3).getCell(2).value).toBeNull();
    expect(resumo.autoFilter).toBe('A1:B3');
    expect(wb.getWorksheet('Vazia')!.getRow(1).getCell(1).value).toBe('A');
    // Each sheet's filter also as its local _FilterDatabase name (LibreOffice shows the filter only with it), besides the repeated header row.
    const JSZip = (await import('jszip')).default;
    const nomes = (await (await JSZip.loadAsync(bytes)).file('xl/workbook.xml')!.async('string')).match(/<definedName [^>]*>[^<]*<\/definedName>/g);
    expect(nomes).toEqual([
      '<definedName name="_xlnm._FilterDatabase" localSheetId="0">&apos;Primeira&apos;!$A$1:$E$4</definedName>',
      '<definedName name="_xlnm._FilterDatabase" localSheetId="1">&apos;Resumo por tipo&apos;!$A$1:$B$3</definedName>',
      '<definedName name="_xlnm._FilterDatabase" localSheetId="2">&apos;Vazia&apos;!$A$1:$A$1</definedName>',
      '<definedName name="_xlnm.Print_Titles" localSheetId="0">&apos;Primeira&apos;!$1:$1</definedName>',
      '<definedName name="_xlnm.Print_Titles" localSheetId="1">&apos;Resumo por tipo&apos;!$1:$1</definedName>',
      '<definedName name="_xlnm.Print_Titles" localSheetId="2">&apos;Vazia&apos;!$1:$1</definedName>',
    ]);
  });

  it('drops the characters XML cannot carry, so a stray control character never breaks the file', async () => {
    const { bytes } = await gerar([{ nome: 'x', colunas: [{ titulo: 'Título', tipo: 'texto' }], linhas: [['Curso\u0000 de\u000b ética\u001f'], ['Outro\u0001 curso'], [Number.NaN], ['']] }]);
    const ws = (await abrir(bytes)).worksheets[0]!;
    expect(ws.getRow(2).getCell(1).value).toBe('Curso de ética');
    expect(ws.getRow(3).getCell(1).value).toBe('Outro curso');
    expect(ws.getRow(4).getCell(1).value).toBeNull();
    expect(ws.getRow(5).getCell(1).value).toBeNull();
  });

  it("writes the data rows' XML exactly as exceljs' own rows (Row and Cell objects) would", async () => {
    const colunas: Coluna[] = [...COLUNAS, { titulo: 'Obs', tipo: 'texto' }];
    const linhas: Linha[] = [
      ['a & b <c> "q" \'x\'', dataUtc('2026-03-04'), 8.25, 3, 0.5, ''],
      [' espaços\tno\nmeio ', null, 0, -1.5e-7, 1 / 3, 'x\u0001y\u007fz'],
      ['', dataUtc('1900-01-01'), 1e21, Number.NaN, Number.POSITIVE_INFINITY, null],
      [null, undefined, null, null, null, ''],
      ['ç ã — € 😀', dataUtc('2026-11-23'), 0.1 + 0.2, 12_345_678_901, 0, 'x'.repeat(40_000)],
      [12, 'texto numa coluna de data', '7', null],
      ['só a primeira'],
      ...Array.from({ length: 1200 }, (_, i): Linha => [`Médica ${i}`, dataUtc(`2026-0${1 + (i % 9)}-1${i % 10}`), i + 0.5, i, (i % 100) / 100, i % 7 ? null : `nota ${i}`]),
    ];
    const novo = await gerar([{ nome: 'Participações', colunas, linhas }]);
    // The writer before: every row through exceljs' addRow, each cell given its column's shared style.
    const { default: WorkbookWriter } = await import('exceljs/lib/stream/xlsx/workbook-writer.js');
    const out = new PassThrough();
    const partes: Buffer[] = [];
    out.on('data', (c: Buffer) => partes.push(c));
    const wb = new WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const ws = wb.addWorksheet('Participações', {
      views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
      pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:1' },
    });
    larguras(colunas, linhas.slice(0, 500)).forEach((w, i) => (ws.getColumn(i + 1).width = w + 0.71));
    const cabecalho = ws.addRow(colunas.map((c) => c.titulo));
    cabecalho.eachCell((c, col) => (c.style = colunas[col - 1]!.tipo === 'texto' ? ESTILO_CABECALHO : ESTILO_CABECALHO_NUMERO));
    cabecalho.commit();
    // The old cell cleaning: text cut to 32,767 characters without what XML refuses, finite numbers.
    const celula = (v: Linha[number]) =>
      typeof v === 'string'
        ? // eslint-disable-next-line no-control-regex -- these control characters are what must go
          v.slice(0, 32_767).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '') || null
        : typeof v === 'number'
          ? Number.isFinite(v) ? v : null
          : (v ?? null);
    for (const linha of linhas) {
      const row = ws.addRow(Array.from({ length: colunas.length }, (_, i) => celula(linha[i])));
      row.eachCell((c, col) => (c.style = ESTILOS[colunas[col - 1]!.tipo]));
      row.commit();
    }
    ws.autoFilter = `A1:F${linhas.length + 1}`;
    ws.commit();
    await wb.commit();
    const JSZip = (await import('jszip')).default;
    const parte = async (bytes: Buffer, nome: string) => (await JSZip.loadAsync(bytes)).file(nome)!.async('string');
    const [sheetNovo, sheetAntes] = await Promise.all([parte(novo.bytes, 'xl/worksheets/sheet1.xml'), parte(Buffer.concat(partes), 'xl/worksheets/sheet1.xml')]);
    expect(sheetNovo.length).toBeGreaterThan(100_000);
    expect(sheetNovo).toBe(sheetAntes);
    expect(await parte(novo.bytes, 'xl/styles.xml')).toBe(await parte(Buffer.concat(partes), 'xl/styles.xml'));
  });

  it('stops the producer of the rows when writing fails', async () => {
    let fechado = false;
    async function* linhas(): AsyncGenerator<Linha> {
      try {
        for (let i = 0; ; i++) yield [`linha ${i}`];
      } finally {
        fechado = true;
      }
    }
    const parar = new AbortController();
    parar.abort(new Error('upload falhou'));
    const out = new Writable({ write: (_c, _e, cb) => cb() });
    await expect(escreverXlsx(out, [{ nome: 'x', colunas: [{ titulo: 'A', tipo: 'texto' }], linhas: linhas() }], { signal: parar.signal })).rejects.toThrow('upload falhou');
    expect(fechado).toBe(true);
  });
});

describe('larguras', () => {
  const cols: Coluna[] = [
    { titulo: 'Motivo/Observação', tipo: 'texto', larguraMax: 30 },
    { titulo: 'CRM', tipo: 'texto' },
    { titulo: 'Início', tipo: 'data' },
    { titulo: '%', tipo: 'percentual' },
  ];
  it('fit the header (bold, with the filter button) when the values are shorter', () => {
    expect(larguras(cols, [['curto', '123', dataUtc('2026-01-01'), 0.5]])).toEqual([22, 7, 12, 7]);
  });
  it('fit the longest value of the sample, up to the column cap (50 by default)', () => {
    const longo = 'x'.repeat(80);
    expect(larguras(cols, [[longo, longo, null, 1]])).toEqual([30, 50, 10, 8]);
  });
  it('measure the longest line of a text with several', () => {
    expect(larguras([{ titulo: 'A', tipo: 'texto' }], [['linha um\numa linha bem mais longa que a outra\nfim']])[0]).toBe(38);
  });
});

describe('escoar (exceljs issue #2916)', () => {
  const planilhaCom = (pass?: PassThrough) => ({ _stream: { pipes: pass ? [pass] : [] } }) as never;

  it('returns at once while the zip entry holds little, or before the sheet is piped', async () => {
    const pass = new PassThrough({ highWaterMark: 16 });
    pass.write(Buffer.alloc(1000));
    await escoar(planilhaCom(pass), undefined, 1 << 20);
    await escoar(planilhaCom(), undefined, 0);
  });

  it('waits for the entry to drain when it holds more than the limit', async () => {
    const pass = new PassThrough({ highWaterMark: 1024 });
    pass.write(Buffer.alloc(64 * 1024));
    let drenou = false;
    const espera = escoar(planilhaCom(pass), undefined, 32 * 1024).then(() => (drenou = true));
    // A call that returns at once, started after it, has returned: so would this one have, had it not waited.
    await escoar(planilhaCom(new PassThrough()), undefined, 32 * 1024);
    expect(drenou).toBe(false);
    expect(pass.listenerCount('drain')).toBe(1);
    pass.resume();
    await espera;
    expect(drenou).toBe(true);
  });

  it('gives up when the upload fails (the signal aborts)', async () => {
    const pass = new PassThrough({ highWaterMark: 1024 });
    pass.write(Buffer.alloc(64 * 1024));
    const parar = new AbortController();
    const espera = escoar(planilhaCom(pass), parar.signal, 1024);
    parar.abort();
    await expect(espera).rejects.toThrow();
  });
});

describe('cells and names', () => {
  it('dates are UTC midnight of the day, and an instant is its day in São Paulo', () => {
    expect(dataUtc('2026-03-05').toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(diaEmSaoPaulo('2026-03-01T02:30:00.000Z')!.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(diaEmSaoPaulo('2026-03-01T03:00:00.000Z')!.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(diaEmSaoPaulo(undefined)).toBeNull();
    expect(diaEmSaoPaulo('não é data')).toBeNull();
  });
  it('sheet names drop what Excel refuses and keep 31 characters', () => {
    expect(nomeDaPlanilha('Cardiologia / UTI [adulto]: plantão*')).toBe('Cardiologia UTI adulto plantão');
    expect(nomeDaPlanilha('Medicina Intensiva e Terapia de Suporte Avançado')).toHaveLength(31);
    expect(nomeDaPlanilha("'?'")).toBe('Planilha');
  });
  it('column letters', () => {
    expect([1, 18, 26, 27, 52, 53].map(letraDaColuna)).toEqual(['A', 'R', 'Z', 'AA', 'AZ', 'BA']);
  });
  it('the shared styles are frozen, so exceljs cannot change one cell through another', () => {
    expect(Object.isFrozen(ESTILOS.data)).toBe(true);
  });
});
