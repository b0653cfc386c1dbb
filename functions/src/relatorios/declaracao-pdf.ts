import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { create as Create } from 'qrcode';
// @ts-expect-error -- qrcode's encoder core, without its PNG, SVG and terminal renderers (which would
// bring pngjs into the bundle); it has no types of its own, so @types/qrcode's `create` types it below.
import { create as createCore } from 'qrcode/lib/core/qrcode.js';

const createQr = createCore as typeof Create;

/** What the credit statement shows (relatorios/declaracao.ts gathers it). */
export interface DadosDeclaracao {
  /** The hospital's name (HOSPITAL_NAME). */
  hospital: string;
  nome: string;
  crm: string;
  ciclo: number;
  ano: number;
  /** The approved participations of the cycle, in the table's order. */
  participacoes: { titulo: string; categoria: string; dataInicio: string; dataFim: string; credito: number }[];
  totalPontos: number;
  metaPontos: number;
  codigo: string;
  /** The verification page's address (the QR code's content). */
  url: string;
  emitidaEm: Date;
}

/**
 * The QR code's modules for `texto` (error correction M), row by row from the top, true for dark:
 * exactly what the statement draws, so a test can rasterize and decode it.
 */
export function qrModulos(texto: string): boolean[][] {
  const { modules } = createQr(texto, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))));
}

/** dd/MM/yyyy of a YYYY-MM-DD date. */
export const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

let formatoNumero: Intl.NumberFormat | undefined;

/** A number as pt-BR writes it: comma decimals, at most two. */
export function numeroBr(n: number): string {
  formatoNumero ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
  return formatoNumero.format(n);
}

/** "Emitida em dd/MM/yyyy às HH:mm (horário de Brasília)", in São Paulo time. */
export function emitidaEmTexto(instante: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instante);
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '';
  return `Emitida em ${p('day')}/${p('month')}/${p('year')} às ${p('hour')}:${p('minute')} (horário de Brasília)`;
}

/** Characters the standard fonts' WinAnsi encoding lacks that have a plain equivalent. */
const SUBSTITUTOS: Record<string, string> = { '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2212': '-', '\u2032': "'", '\u2033': '"', '\u2264': '<=', '\u2265': '>=', '\u2260': '!=', '\u2192': '->' };

/**
 * `texto` as the font can encode it (WinAnsi for the standard fonts): NFC first; a character outside
 * the encoding becomes its letter without accents when that one is inside (ő → o), a plain
 * substitute (≥ → >=), or nothing (emoji, other scripts); whitespace runs become one space.
 */
export function textoCodificavel(font: PDFFont, texto: string): string {
  const set = charsetOf(font);
  let out = '';
  for (const ch of texto.normalize('NFC').replace(/\s+/gu, ' ')) {
    if (set.has(ch.codePointAt(0)!)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      if (base && [...base].every((c) => set.has(c.codePointAt(0)!))) out += base;
      else out += SUBSTITUTOS[ch] ?? '';
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

const charsets = new WeakMap<PDFFont, Set<number>>();
function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

/** Lines of at most `largura` points: words kept whole where they fit, a longer word cut where it must be. */
export function quebrarLinhas(font: PDFFont, size: number, texto: string, largura: number): string[] {
  const linhas: string[] = [];
  let linha = '';
  const cabe = (s: string) => font.widthOfTextAtSize(s, size) <= largura;
  for (const palavra of texto.split(' ').filter(Boolean)) {
    const tentativa = linha ? `${linha} ${palavra}` : palavra;
    if (cabe(tentativa)) {
      linha = tentativa;
      continue;
    }
    if (linha) linhas.push(linha);
    let resto = palavra;
    while (!cabe(resto)) {
      let n = 1;
      while (n < resto.length && cabe(resto.slice(0, n + 1))) n++;
      linhas.push(resto.slice(0, n));
      resto = resto.slice(n);
    }
    linha = resto;
  }
  if (linha || !linhas.length) linhas.push(linha);
  return linhas;
}

const A4: [number, number] = [595.28, 841.89];
const MARGEM = 50;
const LARGURA = A4[0] - 2 * MARGEM;
/** The lowest a table row or text line may reach; the footer sits below. */
const FUNDO = MARGEM + 10;
const TAM = 9;
const ENTRELINHA = 11;
const PAD = 4;
const QR_TAM = 100;
const PRETO = rgb(0, 0, 0);
const CINZA = rgb(0.35, 0.35, 0.35);
const FUNDO_CAB = rgb(0.9, 0.92, 0.95);
const LINHA = rgb(0.75, 0.75, 0.75);
const AZUL = rgb(0.08, 0.22, 0.42);

const COLUNAS = [
  { titulo: 'Título', largura: 205, direita: false },
  { titulo: 'Categoria', largura: 120, direita: false },
  { titulo: 'Período', largura: 115, direita: false },
  { titulo: 'Créditos', largura: LARGURA - 205 - 120 - 115, direita: true },
] as const;

/** The credit statement's PDF (A4, Helvetica): heading, the participations' table over as many pages as it takes, total, code, QR code, issue date. */
export async function declaracaoPdf(d: DadosDeclaracao): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [regular, negrito] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  doc.setTitle(`Declaração de créditos — ${d.ciclo}º ciclo (${d.ano}) — ${d.nome}`);
  doc.setAuthor(d.hospital);
  doc.setSubject(`Código de verificação ${d.codigo}`);
  doc.setCreator(d.hospital);
  doc.setLanguage('pt-BR');
  doc.setCreationDate(d.emitidaEm);
  doc.setModificationDate(d.emitidaEm);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGEM;
  const novaPagina = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGEM;
  };
  /** Writes a paragraph at `x`, wrapped to `largura`; answers the lines' count. */
  const escrever = (texto: string, opts: { font?: PDFFont; size?: number; x?: number; largura?: number; cor?: typeof PRETO; entrelinha?: number } = {}) => {
    const { font = regular, size = 10, x = MARGEM, largura = LARGURA, cor = PRETO, entrelinha = size * 1.3 } = opts;
    for (const linha of quebrarLinhas(font, size, textoCodificavel(font, texto), largura)) {
      if (y - entrelinha < FUNDO) novaPagina();
      y -= entrelinha;
      page.drawText(linha, { x, y: y + (entrelinha - size) / 2, size, font, color: cor });
    }
  };

  // Heading.
  escrever(d.hospital, { font: negrito, size: 12, cor: CINZA });
  y -= 6;
  escrever('Declaração de créditos', { font: negrito, size: 18, cor: AZUL });
  y -= 8;
  escrever(`Médico(a): ${d.nome}`, { size: 11 });
  escrever(`CRM: ${d.crm}`, { size: 11 });
  escrever(`Ciclo: ${d.ciclo}º ciclo (${d.ano})`, { size: 11 });
  escrever(`Meta do ciclo: ${numeroBr(d.metaPontos)} créditos`, { size: 11 });
  y -= 8;
  escrever(
    d.participacoes.length
      ? `Declaramos que as participações abaixo foram aprovadas no ${d.ciclo}º ciclo (${d.ano}) do programa de educação médica continuada, com os créditos indicados.`
      : `Não há participações aprovadas no ${d.ciclo}º ciclo (${d.ano}) até a data de emissão.`,
    { size: 10 },
  );
  y -= 8;

  // The table: a header on each page it reaches, rows never split across pages.
  const celulas = (valores: readonly string[], font: PDFFont) =>
    valores.map((v, i) => quebrarLinhas(font, TAM, textoCodificavel(font, v), COLUNAS[i]!.largura - 2 * PAD));
  const desenharLinha = (linhas: string[][], font: PDFFont, fundo?: typeof FUNDO_CAB) => {
    const altura = Math.max(...linhas.map((l) => l.length)) * ENTRELINHA + 2 * PAD;
    if (fundo) page.drawRectangle({ x: MARGEM, y: y - altura, width: LARGURA, height: altura, color: fundo });
    let x = MARGEM;
    linhas.forEach((l, i) => {
      const col = COLUNAS[i]!;
      l.forEach((texto, j) => {
        const tx = col.direita ? x + col.largura - PAD - font.widthOfTextAtSize(texto, TAM) : x + PAD;
        page.drawText(texto, { x: tx, y: y - PAD - (j + 1) * ENTRELINHA + 2.5, size: TAM, font, color: PRETO });
      });
      x += col.largura;
    });
    y -= altura;
    page.drawLine({ start: { x: MARGEM, y }, end: { x: MARGEM + LARGURA, y }, thickness: 0.5, color: LINHA });
  };
  const cabecalho = celulas(
    COLUNAS.map((c) => c.titulo),
    negrito,
  );
  const alturaDe = (linhas: string[][]) => Math.max(...linhas.map((l) => l.length)) * ENTRELINHA + 2 * PAD;
  if (d.participacoes.length) {
    if (y - alturaDe(cabecalho) - ENTRELINHA - 2 * PAD < FUNDO) novaPagina();
    desenharLinha(cabecalho, negrito, FUNDO_CAB);
    for (const p of d.participacoes) {
      const periodo = p.dataInicio === p.dataFim ? dataBr(p.dataInicio) : `${dataBr(p.dataInicio)} a ${dataBr(p.dataFim)}`;
      const linha = celulas([p.titulo, p.categoria, periodo, numeroBr(p.credito)], regular);
      if (y - alturaDe(linha) < FUNDO) {
        novaPagina();
        desenharLinha(cabecalho, negrito, FUNDO_CAB);
      }
      desenharLinha(linha, regular);
    }
    y -= 14;
  }

  // Total against the goal.
  const atingida = d.totalPontos >= d.metaPontos;
  escrever(`Total: ${numeroBr(d.totalPontos)} de ${numeroBr(d.metaPontos)} créditos`, { font: negrito, size: 12 });
  escrever(
    atingida ? 'Meta do ciclo atingida.' : `Meta do ciclo não atingida: faltam ${numeroBr(Math.round((d.metaPontos - d.totalPontos) * 100) / 100)} créditos.`,
    { size: 10.5 },
  );
  y -= 14;

  // Verification: the code, the address and its QR code side by side, kept on one page.
  if (y - QR_TAM < FUNDO) novaPagina();
  const topo = y;
  const larguraTexto = LARGURA - QR_TAM - 16;
  escrever(`Código de verificação: ${d.codigo}`, { font: negrito, size: 11, largura: larguraTexto });
  y -= 4;
  escrever('Confira a autenticidade desta declaração no endereço abaixo ou pelo QR code:', { size: 9, largura: larguraTexto, cor: CINZA });
  escrever(d.url, { size: 9, largura: larguraTexto, cor: AZUL });
  y -= 4;
  escrever(emitidaEmTexto(d.emitidaEm), { size: 9, largura: larguraTexto });
  desenharQr(page, qrModulos(d.url), MARGEM + LARGURA - QR_TAM, topo - QR_TAM, QR_TAM);

  // Footer on every page.
  const paginas = doc.getPages();
  paginas.forEach((p, i) => {
    const esquerda = textoCodificavel(regular, `${d.hospital} · Declaração de créditos · ${d.codigo}`);
    const direita = `Página ${i + 1} de ${paginas.length}`;
    p.drawLine({ start: { x: MARGEM, y: MARGEM - 8 }, end: { x: MARGEM + LARGURA, y: MARGEM - 8 }, thickness: 0.5, color: LINHA });
    p.drawText(quebrarLinhas(regular, 8, esquerda, LARGURA - 80)[0]!, { x: MARGEM, y: MARGEM - 20, size: 8, font: regular, color: CINZA });
    p.drawText(direita, { x: MARGEM + LARGURA - regular.widthOfTextAtSize(direita, 8), y: MARGEM - 20, size: 8, font: regular, color: CINZA });
  });
  return doc.save();
}

/**
 * The QR code as vector rectangles, one per horizontal run of dark modules, inside a square of
 * `tamanho` points at (x, y) (its lower left corner) that includes the 4-module quiet zone.
 */
function desenharQr(page: PDFPage, modulos: boolean[][], x: number, y: number, tamanho: number) {
  const n = modulos.length;
  const m = tamanho / (n + 8);
  page.drawRectangle({ x, y, width: tamanho, height: tamanho, color: rgb(1, 1, 1) });
  modulos.forEach((linha, r) => {
    for (let c = 0; c < n; ) {
      if (!linha[c]) {
        c++;
        continue;
      }
      let fim = c;
      while (fim < n && linha[fim]) fim++;
      page.drawRectangle({ x: x + (4 + c) * m, y: y + tamanho - (4 + r + 1) * m, width: (fim - c) * m, height: m, color: PRETO });
      c = fim;
    }
  });
}
