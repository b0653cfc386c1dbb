// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the deep imports' types must reach every program that compiles this file (functions, tests, bench)
/// <reference path="./exceljs-parts.d.ts" />
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Style, Worksheet } from 'exceljs';
import { todayInSaoPaulo } from '@emc/shared/ciclo';
import { now } from '../clock';

/**
 * The reports' xlsx writer (decisions.md "Reports (xlsx)"): exceljs' streaming WorkbookWriter,
 * sheet after sheet, rows as they come. Each sheet has a bold Portuguese header row, frozen, with a
 * filter over the data, columns as wide as their header and content (a bounded sample of the first
 * rows), dates as Date cells shown dd/mm/yyyy, numbers as numbers, and landscape print setup that
 * fits the width and repeats the header on every page.
 */

export type TipoColuna = 'texto' | 'inteiro' | 'decimal' | 'data' | 'percentual';

export interface Coluna {
  titulo: string;
  tipo: TipoColuna;
  /** The widest it gets, in characters (default 50). */
  larguraMax?: number;
}

/** A cell: text, a number, a date (a Date at UTC midnight: see `dataUtc`), or empty. Percentages are fractions (0.5 is 50%). */
export type Celula = string | number | Date | null | undefined;
export type Linha = readonly Celula[];

export interface Planilha {
  /** The sheet's tab (at most 31 characters; Excel's forbidden characters are replaced). */
  nome: string;
  colunas: readonly Coluna[];
  linhas: AsyncIterable<Linha> | Iterable<Linha>;
}

/**
 * One frozen style object per kind of column, shared by every cell of it: exceljs caches a cell's
 * style id by the style object's identity, so a shared object costs one lookup, where a column
 * style (a new object per cell) doubled the writing time.
 */
export const ESTILOS: Readonly<Record<TipoColuna, Partial<Style>>> = Object.freeze({
  texto: Object.freeze({}),
  inteiro: Object.freeze({}),
  decimal: Object.freeze({ numFmt: '0.0#' }),
  data: Object.freeze({ numFmt: 'dd/mm/yyyy' }),
  percentual: Object.freeze({ numFmt: '0.0%' }),
});
/** The header: bold in the workbook's own font (a font without a name shows in another typeface in LibreOffice). */
const FONTE_CABECALHO = Object.freeze({ name: 'Calibri', family: 2, size: 11, bold: true });
export const ESTILO_CABECALHO: Partial<Style> = Object.freeze({ font: FONTE_CABECALHO });
/** A number's or a date's column header, on the right like its values. */
export const ESTILO_CABECALHO_NUMERO: Partial<Style> = Object.freeze({ font: FONTE_CABECALHO, alignment: Object.freeze({ horizontal: 'right' as const }) });

/** Rows read before the sheet starts, to size its columns (the rest is never held). */
export const AMOSTRA = 500;
/** Rows between two looks at exceljs' internal buffer (`escoar`). */
export const LOTE = 500;
const LARGURA_MIN = 6;
const LARGURA_MAX = 50;

/** A YYYY-MM-DD date as a Date at UTC midnight: exceljs writes it as that day's serial, so no zone ever shifts it. */
export function dataUtc(iso: string): Date {
  return new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))));
}

/** The São Paulo day of each hour seen. */
const diasPorHora = new Map<string, string>();

/** The São Paulo day of an ISO instant (a record's registration or decision), as a Date for `dataUtc`'s cells. */
export function diaEmSaoPaulo(instante: string | undefined): Date | null {
  if (!instante) return null;
  // Zone offsets change on the hour at most: one formatting per hour seen.
  const hora = instante.slice(0, 13);
  let dia = diasPorHora.get(hora);
  if (!dia) {
    const t = Date.parse(instante);
    if (!Number.isFinite(t)) return null;
    if (diasPorHora.size > 50_000) diasPorHora.clear();
    dia = todayInSaoPaulo(new Date(t));
    diasPorHora.set(hora, dia);
  }
  return dataUtc(dia);
}

/** Characters XML 1.0 does not allow (a file with one does not open). */
// eslint-disable-next-line no-control-regex -- these control characters are what must go
const INVALIDO_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const INVALIDOS_XML = new RegExp(INVALIDO_XML.source, 'g');
/** The most characters an Excel cell holds. */
const MAX_TEXTO = 32_767;

/** How many characters a value takes on screen, for the column width. */
function comprimento(v: Celula, tipo: TipoColuna): number {
  if (v === null || v === undefined || v === '') return 0;
  if (v instanceof Date) return 10;
  if (typeof v === 'number') {
    if (tipo === 'percentual') return (v * 100).toFixed(1).length + 1;
    if (tipo === 'decimal') return (Number.isInteger(v) ? v.toFixed(1) : String(Math.round(v * 100) / 100)).length;
    return String(v).length;
  }
  // The longest line of a text (a reason may have several).
  return v.split('\n').reduce((m, l) => Math.max(m, l.length), 0);
}

/**
 * Column widths in characters: the widest of the header (bold, plus the filter's button) and the
 * sample's values, between LARGURA_MIN and the column's cap.
 */
export function larguras(colunas: readonly Coluna[], amostra: readonly Linha[]): number[] {
  return colunas.map((c, i) => {
    let w = Math.ceil(c.titulo.length * 1.1) + 3;
    for (const linha of amostra) w = Math.max(w, comprimento(linha[i], c.tipo) + 2);
    return Math.max(LARGURA_MIN, Math.min(c.larguraMax ?? LARGURA_MAX, w));
  });
}

/** A valid sheet name: Excel refuses \ / ? * [ ] : and more than 31 characters. */
export function nomeDaPlanilha(nome: string): string {
  const s = nome
    .replace(/[\\/?*[\]:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .slice(0, 31)
    .trim();
  return s || 'Planilha';
}

/** The column letters of 1-based column `n` (1 → A, 27 → AA). */
export function letraDaColuna(n: number): string {
  let s = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}

type Escoavel = Writable & { _writableState?: { length?: number } };

/**
 * Waits while exceljs' internal buffer for the sheet holds more than `limite` bytes.
 *
 * exceljs issue #2916: a streaming sheet's StreamBuf (`worksheet._stream`) writes into archiver's
 * PassThrough for the zip entry (`_stream.pipes[0]`) without looking at its answer, so with a slow
 * reader (the S3 upload) that PassThrough's buffer grows with every row: 100k rows took it past
 * 67 MB. Waiting for its 'drain' from time to time carries the upload's backpressure back to the
 * rows (17 MB flat for 100k rows). The fields are exceljs' and Node's internals; if a version
 * renames them, this waits for nothing and the memory figures of `npm run bench` show it.
 */
export async function escoar(worksheet: Worksheet, signal?: AbortSignal, limite = 1 << 20): Promise<void> {
  const pass = (worksheet as unknown as { _stream?: { pipes?: Escoavel[] } })._stream?.pipes?.[0];
  if (!pass) return;
  const pendente = pass.writableLength ?? pass._writableState?.length ?? 0;
  if (pendente > limite) await once(pass, 'drain', { signal });
}

/** exceljs' style manager (xlsx/xform/style/styles-xform.js): a style's id, cached by the style object's identity. */
interface Estilos {
  addStyleModel(style: Partial<Style>, tipoDeValor: number): number;
}

/** exceljs' value type (doc/enums.js) of a kind of column's cells: String 3, Number 2, Date 4 (a style without a number format gets one by it). */
const TIPO_DE_VALOR: Readonly<Record<TipoColuna, number>> = { texto: 3, inteiro: 2, decimal: 2, data: 4, percentual: 2 };

/** What exceljs' XML encoder (utils.xmlEncode) changes: the five entities, and DEL and the control characters it drops. */
// eslint-disable-next-line no-control-regex -- these control characters are what must go
const A_CODIFICAR = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
const A_CODIFICAR_G = new RegExp(A_CODIFICAR.source, 'g');
const ENTIDADES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
const entidade = (c: string) => ENTIDADES[c] ?? '';
const codificar = (s: string) => (A_CODIFICAR.test(s) ? s.replace(A_CODIFICAR_G, entidade) : s);

/** exceljs' utils.dateToExcel: days since 1899-12-30, 1970-01-01 being 25569. */
const EPOCA_EXCEL = 25_569;
const DIA_MS = 86_400_000;

/** Bytes gathered before they go to the sheet's stream: exceljs' own buffer size there. */
const BLOCO = 64 * 1024;

/**
 * A sheet's data rows, written as exceljs' streaming sheet writes them (the same XML, byte for
 * byte: xlsx.test.ts compares the two) but straight into its stream, without its Row, Cell, value
 * and model objects (about 80 objects a row of 18 cells: most of the writer's time and garbage).
 * The header goes through exceljs first (it opens `<sheetData>`); exceljs then closes the sheet in
 * `commit`. Each cell's style is its column's shared one, its id asked once of exceljs' style
 * manager, as exceljs does for a shared style object. Rows are encoded into one reused block,
 * which `despejar` hands to the stream: exceljs' StreamBuf (batch mode) copies what it is given
 * into its own 64 KB buffers before `write` returns, so the block is free again at once, where a
 * string per write cost a new Buffer of its bytes (and most of the remaining time, flattening it).
 */
class EscritorDeLinhas {
  /** Data rows written so far. */
  escritas = 0;
  private readonly bloco = Buffer.allocUnsafe(BLOCO);
  private usado = 0;
  private readonly stream: { write(dados: Buffer | string): unknown };
  /** `<c r="A` of each column, and what follows the row number: the style, if not the default. */
  private readonly abre: string[];
  private readonly estilo: string[];
  private readonly spans: string;

  constructor(worksheet: Worksheet, estilos: Estilos, colunas: readonly Coluna[]) {
    this.stream = (worksheet as unknown as { stream: { write(dados: Buffer | string): unknown } }).stream;
    this.abre = colunas.map((_, i) => `<c r="${letraDaColuna(i + 1)}`);
    this.estilo = colunas.map((c) => {
      const id = estilos.addStyleModel(ESTILOS[c.tipo], TIPO_DE_VALOR[c.tipo]);
      return id ? `" s="${id}"` : '"';
    });
    this.spans = `" spans="1:${colunas.length}" x14ac:dyDescent="0.25">`;
  }

  /** Adds a row (row 2 onwards): text without what XML refuses (an empty text is an empty cell), finite numbers, valid dates; answers the rows so far. */
  escrever(linha: Linha): number {
    const r = String(this.escritas + 2);
    let celulas = '';
    for (let i = 0; i < this.abre.length; i++) {
      const v = linha[i];
      let xml: string;
      if (typeof v === 'string') {
        let s = v.length > MAX_TEXTO ? v.slice(0, MAX_TEXTO) : v;
        if (INVALIDO_XML.test(s)) s = s.replace(INVALIDOS_XML, '');
        if (!s) continue;
        xml = ` t="str"><v>${codificar(s)}</v></c>`;
      } else if (typeof v === 'number') {
        if (!Number.isFinite(v)) continue;
        xml = `><v>${v}</v></c>`;
      } else if (v instanceof Date) {
        const t = v.getTime();
        if (!Number.isFinite(t)) continue;
        xml = `><v>${EPOCA_EXCEL + t / DIA_MS}</v></c>`;
      } else continue;
      celulas += this.abre[i]! + r + this.estilo[i]! + xml;
    }
    this.escritas++;
    // exceljs leaves out a row without values (its number stays taken).
    if (!celulas) return this.escritas;
    const xml = `<row r="${r}${this.spans}${celulas}</row>`;
    // UTF-8 takes at most 3 bytes for each UTF-16 unit.
    if (this.usado + xml.length * 3 > BLOCO) this.despejar();
    if (xml.length * 3 > BLOCO) this.stream.write(xml);
    else this.usado += this.bloco.write(xml, this.usado);
    return this.escritas;
  }

  /** Hands the block's rows to the sheet's stream. */
  despejar(): void {
    if (!this.usado) return;
    this.stream.write(this.bloco.subarray(0, this.usado));
    this.usado = 0;
  }
}

/** A defined name as exceljs' workbook part writes it (`localSheetId`: the sheet's 0-based position). */
interface NomeDefinido {
  name: string;
  localSheetId: number;
  ranges: string[];
}

/**
 * Gives the workbook the defined names `nomes` holds when it is written (read at the end, in
 * `commit`). exceljs keeps its own defined names cell by cell (a 100k-row range would take millions
 * of entries) and without a sheet, and LibreOffice shows a sheet's filter only with a
 * sheet-local `_xlnm._FilterDatabase` naming its range (Excel writes one too); the streaming writer
 * reads nothing of its `_definedNames` but `.model` (exceljs 4.4).
 */
function comNomesDefinidos(workbook: object, nomes: NomeDefinido[]): void {
  Object.defineProperty(workbook, '_definedNames', { value: { model: nomes } });
}

/** A sheet's name inside a reference: always quoted, an apostrophe doubled. */
const referencia = (planilha: string) => `'${planilha.replace(/'/g, "''")}'`;

export interface Escrita {
  /** Stops the writing (the upload failed): the next wait throws. */
  signal?: AbortSignal;
  /** The workbook's creation date in its properties (default: the business clock). */
  criadoEm?: Date;
}

/** Writes the sheets as one xlsx into `out`, and ends it. Answers each sheet's number of data rows. */
export async function escreverXlsx(out: Writable, planilhas: readonly Planilha[], opts: Escrita = {}): Promise<number[]> {
  const { default: WorkbookWriter } = await import('exceljs/lib/stream/xlsx/workbook-writer.js');
  const criadoEm = opts.criadoEm ?? now();
  const workbook = new WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  Object.assign(workbook, { creator: 'EMC', lastModifiedBy: 'EMC', created: criadoEm, modified: criadoEm });
  const linhas: number[] = [];
  const filtros: NomeDefinido[] = [];
  comNomesDefinidos(workbook, filtros);
  // One sheet at a time: the zip takes its entries in order, so a later sheet's rows would wait for this one's end.
  for (const p of planilhas) {
    const { nome, linhas: n, filtro } = await escreverPlanilha(workbook, p, opts.signal);
    linhas.push(n);
    filtros.push({ name: '_xlnm._FilterDatabase', localSheetId: filtros.length, ranges: [`${referencia(nome)}!${filtro}`] });
  }
  await workbook.commit();
  return linhas;
}

/** Writes one sheet; answers its name, its data rows and its filter's range (absolute: `$A$1:$R$43`). */
async function escreverPlanilha(
  workbook: { addWorksheet(nome: string, opts: object): Worksheet; styles?: unknown },
  p: Planilha,
  signal: AbortSignal | undefined,
): Promise<{ nome: string; linhas: number; filtro: string }> {
  const nome = nomeDaPlanilha(p.nome);
  const worksheet = workbook.addWorksheet(nome, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
    pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:1' },
  });
  const n = p.colunas.length;
  const it = Symbol.asyncIterator in p.linhas ? p.linhas[Symbol.asyncIterator]() : p.linhas[Symbol.iterator]();
  let fim = false;
  try {
    // The sample that sizes the columns, which exceljs writes before the first row.
    const amostra: Linha[] = [];
    while (amostra.length < AMOSTRA) {
      const r = await it.next();
      if (r.done) {
        fim = true;
        break;
      }
      amostra.push(r.value);
    }
    // Excel's width for w characters of Calibri 11 is w + 0.71 (the cell's padding); exceljs also
    // leaves out a width of exactly 9, its default, which Excel would show as 8.43.
    larguras(p.colunas, amostra).forEach((w, i) => {
      worksheet.getColumn(i + 1).width = w + 0.71;
    });

    const cabecalho = worksheet.addRow(p.colunas.map((c) => c.titulo));
    cabecalho.eachCell((c, col) => {
      c.style = p.colunas[col - 1]!.tipo === 'texto' ? ESTILO_CABECALHO : ESTILO_CABECALHO_NUMERO;
    });
    cabecalho.commit();

    const linhas = new EscritorDeLinhas(worksheet, workbook.styles as Estilos, p.colunas);
    for (const linha of amostra) linhas.escrever(linha);
    amostra.length = 0;
    while (!fim) {
      const r = await it.next();
      if (r.done) fim = true;
      else if (linhas.escrever(r.value) % LOTE === 0) {
        signal?.throwIfAborted();
        await escoar(worksheet, signal);
      }
    }
    linhas.despejar();
    const escritas = linhas.escritas;
    const ultima = letraDaColuna(n);
    worksheet.autoFilter = `A1:${ultima}${escritas + 1}`;
    worksheet.commit();
    return { nome, linhas: escritas, filtro: `$A$1:$${ultima}$${escritas + 1}` };
  } finally {
    if (!fim) await it.return?.();
  }
}
