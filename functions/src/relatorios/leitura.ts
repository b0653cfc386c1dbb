// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the deep imports' types must reach every program that compiles this file (functions, tests, bench)
/// <reference path="../lib/relatorios/exceljs-parts.d.ts" />
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { PRESENCA } from '@emc/shared/catalogos';
import { normalizeSearch } from '@emc/shared/normalize';
import { ValidationError } from '../lib/errors';
import { ARQUIVO_VAZIO } from '@emc/shared/messages';

/**
 * Reads an attendance list (decisions.md, "Catalogues and people"): a CSV or XLSX file whose column
 * titled CRM, or else its first column, holds the doctors' CRMs. The type is judged by the bytes,
 * never by the name: XLSX is a zip holding `xl/`; CSV is text (UTF-8, or Windows-1252 as Excel saves
 * it in Brazil) with `,`, `;` or tab separators. Every refusal is a 400 on `file`, in Portuguese.
 */

const MB = Math.round(PRESENCA.maxBytes / 1024 / 1024);
export const LEITURA_MSG = {
  ausente: 'Envie o arquivo da lista de presença.',
  vazio: ARQUIVO_VAZIO,
  grande: `O arquivo excede o limite de ${MB} MB.`,
  tipo: 'Envie uma planilha CSV ou XLSX com a coluna CRM.',
  pdf: 'O arquivo é um PDF, não uma planilha. Envie uma planilha CSV ou XLSX com a coluna CRM.',
  html: 'O arquivo é uma página HTML ou XML, não uma planilha. Envie uma planilha CSV ou XLSX com a coluna CRM.',
  xls: 'Planilhas .xls (Excel 97-2003) não são aceitas: salve o arquivo como .xlsx ou CSV.',
  corrompido: 'A planilha XLSX está corrompida ou incompleta. Salve-a de novo no Excel e envie outra vez.',
  csv: (linha: number) => `O arquivo CSV está malformado perto da linha ${linha}: confira as aspas e os separadores.`,
  semCrm: 'Nenhum CRM foi encontrado no arquivo. Os CRMs devem estar na coluna com o título CRM ou na primeira coluna.',
  linhas: `A planilha tem mais de ${PRESENCA.maxLinhas} linhas. Divida-a em arquivos de até ${PRESENCA.maxLinhas} linhas.`,
} as const;

const recusa = (m: string) => ValidationError.field('file', m);

/** The distinct CRMs of the list, and the cells of its CRM column that are not one (reported as not found). */
export interface ListaPresenca {
  crms: string[];
  invalidos: string[];
}

/**
 * A CRM as the doctors' records keep it (shared/src/pessoas.ts crmCampo: digits, spaces and dots
 * dropped), also from the usual written forms "CRM/SP 123.456" and "123456-SP"; undefined when the cell is not one.
 */
export function crmDe(cell: string): string | undefined {
  const s = cell
    .replace(/[\s.]/g, '')
    .toUpperCase()
    .replace(/^CRM[-/:]?(?:[A-Z]{2}[-/:]?)?/, '')
    .replace(/[-/][A-Z]{2}$/, '');
  return /^\d{4,10}$/.test(s) ? s : undefined;
}

/** A header cell that names the CRM column: "CRM", "crm", "CRM/SP", "CRM do médico". */
const ehTituloCrm = (cell: string) => /^crm\b/.test(normalizeSearch(cell));
/** Rows above the header a list may have (a title, the activity's name, a date). */
const LINHAS_DE_TITULO = 10;
/** Columns read per row: a list is a few columns wide; a crafted file may claim thousands. */
const COLUNAS = 100;

/** The CRM column's values of the rows (trimmed cells), by the header rule; refuses a list without any CRM. */
export function crmsDasLinhas(linhas: readonly (readonly string[])[]): ListaPresenca {
  const rows = linhas.filter((r) => r.some((c) => c !== ''));
  let coluna = 0;
  let inicio = 0;
  const titulo = rows.slice(0, LINHAS_DE_TITULO).findIndex((r) => r.some(ehTituloCrm));
  if (titulo >= 0) {
    coluna = rows[titulo]!.findIndex(ehTituloCrm);
    inicio = titulo + 1;
  } else if (rows[0] && !crmDe(rows[0][0] ?? '')) {
    inicio = 1;
  }
  const dados = rows.slice(inicio);
  if (dados.length > PRESENCA.maxLinhas) throw recusa(LEITURA_MSG.linhas);
  const crms = new Set<string>();
  const invalidos = new Set<string>();
  for (const r of dados) {
    const cell = r[coluna] ?? '';
    if (!cell) continue;
    const crm = crmDe(cell);
    if (crm) crms.add(crm);
    else invalidos.add(cell.slice(0, 40));
  }
  if (!crms.size) throw recusa(LEITURA_MSG.semCrm);
  return { crms: [...crms], invalidos: [...invalidos] };
}

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** Bytes that never occur in a text file: C0 controls but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are what the check looks for
const BINARIO = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The file's text, if it is text: UTF-8 (with or without BOM), else Windows-1252 read as Latin-1 (digits and "CRM" read the same). */
function texto(data: Buffer): string | undefined {
  let s: string;
  try {
    s = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    s = data.toString('latin1');
  }
  return BINARIO.test(s) ? undefined : s;
}

/** The separator of a CSV: the most frequent of `;`, `,` and tab outside quotes on its first non-blank line. */
function separador(s: string): string {
  const linha = s.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  const fora = linha.replace(/"[^"]*"/g, '');
  const conta = (c: string) => fora.split(c).length - 1;
  return [';', ',', '\t'].reduce((best, c) => (conta(c) > conta(best) ? c : best), ',');
}

function linhasCsv(s: string): string[][] {
  try {
    return parse(s, { delimiter: separador(s), bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    const linha = Number((error as { lines?: number }).lines);
    throw recusa(LEITURA_MSG.csv(Number.isFinite(linha) && linha > 0 ? linha : 1));
  }
}

/**
 * The zip's entries as its central directory lists them (name, declared uncompressed size), or
 * undefined when it is not a well-formed zip (truncated, corrupt, zip64). Read before exceljs so a
 * broken or hostile file is refused without unpacking it.
 */
function entradasZip(data: Buffer): { nome: string; tamanho: number }[] | undefined {
  const fimMin = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= fimMin; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const total = data.readUInt16LE(eocd + 10);
  const inicio = data.readUInt32LE(eocd + 16);
  if (total === 0xffff || inicio === 0xffffffff || inicio >= eocd) return undefined;
  const out: { nome: string; tamanho: number }[] = [];
  let pos = inicio;
  for (let n = 0; n < total; n++) {
    if (pos + 46 > eocd || data.readUInt32LE(pos) !== 0x02014b50) return undefined;
    const tamanho = data.readUInt32LE(pos + 24);
    const [nomeLen, extraLen, comentarioLen] = [data.readUInt16LE(pos + 28), data.readUInt16LE(pos + 30), data.readUInt16LE(pos + 32)];
    if (tamanho === 0xffffffff || pos + 46 + nomeLen > eocd) return undefined;
    out.push({ nome: data.toString('utf8', pos + 46, pos + 46 + nomeLen), tamanho });
    pos += 46 + nomeLen + extraLen + comentarioLen;
  }
  return out;
}

/** The most a list's XLSX may unpack to: a 5,000-row list is a few MB of XML. */
const XLSX_MAX_DESCOMPACTADO = 64 * 1024 * 1024;

function celula(c: ExcelJS.Cell): string {
  try {
    return (c.text ?? '').replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}

async function linhasXlsx(data: Buffer): Promise<string[][]> {
  const entradas = entradasZip(data);
  if (!entradas) throw recusa(LEITURA_MSG.corrompido);
  if (!entradas.some((e) => e.nome === 'xl/workbook.xml')) throw recusa(LEITURA_MSG.tipo);
  if (entradas.reduce((a, e) => a + e.tamanho, 0) > XLSX_MAX_DESCOMPACTADO) throw recusa(LEITURA_MSG.linhas);
  // exceljs's Workbook alone (its package root also brings the streaming reader and writer and more),
  // loaded on the first XLSX: its module takes longer to start than the rest of the function.
  const { default: Workbook } = await import('exceljs/lib/doc/workbook.js');
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw recusa(LEITURA_MSG.corrompido);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw recusa(LEITURA_MSG.semCrm);
  if (sheet.actualRowCount > PRESENCA.maxLinhas + LINHAS_DE_TITULO + 1) throw recusa(LEITURA_MSG.linhas);
  const linhas: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const n = Math.min(row.cellCount, COLUNAS);
    linhas.push(Array.from({ length: n }, (_, i) => celula(row.getCell(i + 1))));
  });
  return linhas;
}

/** The attendance list in the file, or a 400 on `file` that says what is wrong with it. */
export async function lerListaPresenca(data: Buffer | undefined): Promise<ListaPresenca> {
  if (!data) throw recusa(LEITURA_MSG.ausente);
  if (data.length === 0) throw recusa(LEITURA_MSG.vazio);
  if (data.length > PRESENCA.maxBytes) throw recusa(LEITURA_MSG.grande);
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return crmsDasLinhas(await linhasXlsx(data));
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) throw recusa(LEITURA_MSG.xls);
  if (data.subarray(0, 1024).includes('%PDF-')) throw recusa(LEITURA_MSG.pdf);
  const s = texto(data);
  if (s === undefined) throw recusa(LEITURA_MSG.tipo);
  if (/^\uFEFF?\s*</.test(s)) throw recusa(LEITURA_MSG.html);
  if (!s.trim()) throw recusa(LEITURA_MSG.vazio);
  return crmsDasLinhas(linhasCsv(s));
}
