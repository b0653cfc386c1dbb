import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESENCA } from '@emc/shared/catalogos';
import { ValidationError } from '../lib/errors';
import { LEITURA_MSG, crmDe, lerListaPresenca } from './leitura';

const csv = (s: string, bom = false) => Buffer.from(`${bom ? '\uFEFF' : ''}${s}`, 'utf8');

async function xlsx(rows: unknown[][], sheets = 1): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Presença');
  for (const r of rows) ws.addRow(r);
  for (let i = 1; i < sheets; i++) wb.addWorksheet(`Outra ${i}`).addRow(['CRM', '111111']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The 400 on `file` a read refuses with. */
async function recusa(data: Buffer | undefined): Promise<string> {
  const error = await lerListaPresenca(data).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  const { status, errors } = error as ValidationError;
  expect(status).toBe(400);
  expect(Object.keys(errors!)).toEqual(['file']);
  return errors!.file![0]!;
}

describe('crmDe', () => {
  it.each([
    ['123456', '123456'],
    ['123.456', '123456'],
    [' 12 3456 ', '123456'],
    ['CRM/SP 123456', '123456'],
    ['crm-sp: 123.456', '123456'],
    ['CRM123456', '123456'],
    ['123456-SP', '123456'],
    ['123456/RJ', '123456'],
    ['987654321', '987654321'],
  ])('%s is %s', (cell, crm) => expect(crmDe(cell)).toBe(crm));

  it.each(['', 'CRM', 'Nome', '123', '12345678901', '12a456', '123456-S', 'João'])('%j is not a CRM', (cell) => expect(crmDe(cell)).toBeUndefined());
});

describe('CSV', () => {
  it('reads the column titled CRM, with ; and a BOM, as Brazilian Excel saves it', async () => {
    const lista = await lerListaPresenca(csv('Nome;CRM;Assinatura\r\nJoão da Silva;123.456;ok\r\n\r\nMaria;654321;ok\r\nJoão da Silva;123456;de novo\r\n', true));
    expect(lista).toEqual({ crms: ['123456', '654321'], invalidos: [] });
  });

  it('reads commas, quotes and a decimal comma in another column', async () => {
    const lista = await lerListaPresenca(csv('"Nome, completo",Horas,"crm"\n"Silva, João","1,5",111111\n"Souza, Ana",2,"222222"\n'));
    expect(lista.crms).toEqual(['111111', '222222']);
  });

  it('keeps ; as the separator when another column has decimal commas', async () => {
    expect((await lerListaPresenca(csv('Nome;Horas;CRM\nJoão;1,5;111111\nAna;2,5;222222\n'))).crms).toEqual(['111111', '222222']);
  });

  it('without a CRM title, takes the first column and skips a first row that is not a CRM', async () => {
    expect(await lerListaPresenca(csv('Participantes\n111111\n222222\n'))).toEqual({ crms: ['111111', '222222'], invalidos: [] });
    expect(await lerListaPresenca(csv('111111\n222222'))).toEqual({ crms: ['111111', '222222'], invalidos: [] });
  });

  it('finds the title below a few heading rows, and reports cells that are not CRMs', async () => {
    const lista = await lerListaPresenca(csv('Lista de presença;;\nCurso X;;\nNome;Assinatura;CRM do médico\nAna;ok;111111\nBia;ok;sem CRM\nCris;ok;\n'));
    expect(lista).toEqual({ crms: ['111111'], invalidos: ['sem CRM'] });
  });

  it('reads a Windows-1252 file (Excel\'s plain "CSV" in Brazil)', async () => {
    const lista = await lerListaPresenca(Buffer.from('Nome;CRM\nJoão Araújo;111111\nCecília;222222\n', 'latin1'));
    expect(lista.crms).toEqual(['111111', '222222']);
  });

  it(`takes ${PRESENCA.maxLinhas} rows and refuses one more`, async () => {
    const linhas = (n: number) => Array.from({ length: n }, (_, i) => String(100000 + i)).join('\n');
    expect((await lerListaPresenca(csv(`CRM\n${linhas(PRESENCA.maxLinhas)}`))).crms).toHaveLength(PRESENCA.maxLinhas);
    expect(await recusa(csv(`CRM\n${linhas(PRESENCA.maxLinhas + 1)}`))).toBe(LEITURA_MSG.linhas);
  });

  it('refuses a list without any CRM, an empty file and a malformed quote', async () => {
    expect(await recusa(csv('Nome;Assinatura\nAna;ok\n'))).toBe(LEITURA_MSG.semCrm);
    expect(await recusa(csv('CRM\n\n\n'))).toBe(LEITURA_MSG.semCrm);
    expect(await recusa(Buffer.alloc(0))).toBe(LEITURA_MSG.vazio);
    expect(await recusa(csv('\uFEFF  \r\n'))).toBe(LEITURA_MSG.vazio);
    expect(await recusa(undefined)).toBe(LEITURA_MSG.ausente);
    expect(await recusa(csv('CRM\n"111111\n222222\n'))).toMatch(/^O arquivo CSV está malformado perto da linha \d+/);
  });
});

describe('XLSX', () => {
  it('reads the first worksheet: CRMs as numbers or text, a title row above the header', async () => {
    const data = await xlsx([['Lista de presença'], [], ['Nº', 'Nome', 'crm'], [1, 'Ana', 111111], [2, 'Bia', 'CRM/SP 222.222'], [3, 'Cris', null], [4, 'Duda', 'não tem']], 2);
    expect(await lerListaPresenca(data)).toEqual({ crms: ['111111', '222222'], invalidos: ['não tem'] });
  });

  it('without a title, takes the first column', async () => {
    expect((await lerListaPresenca(await xlsx([[111111], [222222]]))).crms).toEqual(['111111', '222222']);
  });

  it('refuses a truncated or corrupted file, a zip that is not a spreadsheet, and an old .xls', async () => {
    const data = await xlsx([['CRM'], [111111]]);
    expect(await recusa(data.subarray(0, Math.floor(data.length / 2)))).toBe(LEITURA_MSG.corrompido);
    const corrupt = Buffer.from(data);
    corrupt.fill(0x41, 40, corrupt.length - 200);
    expect(await recusa(corrupt)).toBe(LEITURA_MSG.corrompido);
    // A zip whose entries are not a workbook (a .docx-like archive): PK header, one stored entry, central directory.
    const nome = Buffer.from('word/document.xml');
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(22), Buffer.from([nome.length, 0, 0, 0]), nome]);
    const central = Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02]), Buffer.alloc(24), Buffer.from([nome.length, 0]), Buffer.alloc(16), nome]);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(1, 8);
    eocd.writeUInt16LE(1, 10);
    eocd.writeUInt32LE(central.length, 12);
    eocd.writeUInt32LE(local.length, 16);
    expect(await recusa(Buffer.concat([local, central, eocd]))).toBe(LEITURA_MSG.tipo);
    expect(await recusa(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]))).toBe(LEITURA_MSG.xls);
  });
});

describe('the demo attendance list (scripts/local/seed/fixtures)', () => {
  it('reads the same CRMs from its CSV and its XLSX: written as people write them, one twice, one unknown', async () => {
    const dir = fileURLToPath(new URL('../../../scripts/local/seed/fixtures/', import.meta.url));
    const esperado = { crms: ['123456', '196202', '139086', '153771', '56564', '107963', '123233', '999999'], invalidos: [] };
    expect(await lerListaPresenca(readFileSync(`${dir}lista-presenca-curso-bls.csv`))).toEqual(esperado);
    expect(await lerListaPresenca(readFileSync(`${dir}lista-presenca-curso-bls.xlsx`))).toEqual(esperado);
  });
});

describe('anything else', () => {
  it('refuses a PDF, an HTML page named .csv, an image and random bytes', async () => {
    expect(await recusa(Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'))).toBe(LEITURA_MSG.pdf);
    expect(await recusa(csv('<!DOCTYPE html><html><body><table><tr><td>CRM</td></tr><tr><td>123456</td></tr></table></body></html>'))).toBe(LEITURA_MSG.html);
    expect(await recusa(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'))).toBe(LEITURA_MSG.tipo);
    expect(await recusa(Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0x10, 0x80]))).toBe(LEITURA_MSG.tipo);
    expect(await recusa(Buffer.alloc(PRESENCA.maxBytes + 1, 0x31))).toBe(LEITURA_MSG.grande);
  });

  it('never fails with anything but a 400 on file, whatever the bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
          fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(b)])),
          fc.string({ maxLength: 300 }).map((s) => csv(s)),
        ),
        async (data) => {
          const out = await lerListaPresenca(data).then(
            (l) => l,
            (e: unknown) => e,
          );
          if (out instanceof ValidationError) expect(Object.keys(out.errors!)).toEqual(['file']);
          else expect((out as { crms: string[] }).crms.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
