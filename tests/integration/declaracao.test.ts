import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import jsQR, { type QRCode } from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesempenhoMedico } from '@emc/shared/medico';
import { CODIGO_ALFABETO, CODIGO_REGEX, LINK_VALIDADE_S, PDF_TYPE, declaracaoArquivo, verificarPath, type DeclaracaoVerificada } from '@emc/shared/relatorios';
import { qrModulos } from '@emc/functions/relatorios/declaracao-pdf';
import { api, claimsOf, tokenFor, DEMO } from '../support/api';
import { agora, anoAtual, cicloAtual, diasAtras, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { isSafePortuguese } from '../support/messages';
import { admin, criar, novoMedico, tabela, type NovoMedico } from '../support/participacoes';
import { novaSecretaria, type NovaSecretaria } from '../support/pessoas';
import { stackEnv } from '../support/target';

/**
 * The doctor's credit statement (issue 11): GET /api/medico/declaracao/{idMedico}?ciclo= answers a
 * presigned link to a PDF, recorded as DECLARACAO#{codigo}; GET /api/declaracao/verificar/{codigo}
 * answers that record's five public fields. The doctors are this file's own, so every figure is exact.
 */

const VALIDACAO = 'Ocorreu um erro de validação.';
const FORBIDDEN = { title: 'Você não tem permissão para acessar este recurso.', status: 403 };
const br = (n: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(n);
const dataBr = (iso: string) => iso.split('-').reverse().join('/');

interface Texto {
  str: string;
  x: number;
  y: number;
}
interface PdfLido {
  bytes: Uint8Array;
  /** Each page's text runs (blank ones left out), with their position. */
  paginas: Texto[][];
  /** Every run, one a line. */
  texto: string;
}

const declaracao = (idMedico: string, token: string, query = '') => api(`/api/medico/declaracao/${idMedico}${query}`, { token });
const verificar = (codigo: string, token?: string) => api(`/api/declaracao/verificar/${encodeURIComponent(codigo)}`, { token });

/** Issues the statement, downloads it from its link (checking the link and the file), and reads its text with pdf.js. */
async function emitir(idMedico: string, token: string, ciclo?: number) {
  const antes = agora().getTime();
  const res = await declaracao(idMedico, token, ciclo === undefined ? '' : `?ciclo=${ciclo}`);
  const depois = agora().getTime();
  expect(res.status, res.text).toBe(200);
  expect(typeof res.data).toBe('string');
  const link = new URL(res.data as string);
  const n = ciclo ?? cicloAtual();
  expect(decodeURIComponent(link.pathname)).toMatch(new RegExp(`/relatorios/[0-9a-f-]{36}/${declaracaoArquivo(n).replace('.', '\\.')}$`));
  expect(link.searchParams.get('X-Amz-Expires')).toBe(String(LINK_VALIDADE_S));
  const arquivo = await fetch(link);
  expect(arquivo.status).toBe(200);
  expect(arquivo.headers.get('content-type')).toBe(PDF_TYPE);
  expect(arquivo.headers.get('content-disposition')).toContain(`filename="${declaracaoArquivo(n)}"`);
  const pdf = await lerPdf(new Uint8Array(await arquivo.arrayBuffer()));
  return { pdf, link, antes, depois };
}

async function lerPdf(bytes: Uint8Array): Promise<PdfLido> {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const paginas: Texto[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    paginas.push(items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str.trim(), x: i.transform[4] as number, y: i.transform[5] as number }] : [])));
  }
  await doc.destroy();
  return { bytes, paginas, texto: paginas.flat().map((t) => t.str).join('\n') };
}

/** The table row whose title cell starts with `titulo`: its cells' first lines, left to right. */
function linhaDaTabela(pdf: PdfLido, titulo: string): string[] {
  const achados = pdf.paginas.flatMap((p) => p.filter((t) => t.str === titulo).map((t) => ({ p, t })));
  expect(achados, `"${titulo}" no PDF:\n${pdf.texto}`).toHaveLength(1);
  const { p, t } = achados[0]!;
  return p.filter((o) => Math.abs(o.y - t.y) < 0.5).sort((a, b) => a.x - b.x).map((o) => o.str);
}

/** The code the statement prints. */
function codigoDe(pdf: PdfLido): string {
  const m = /^Código de verificação: (\S+)$/m.exec(pdf.texto);
  expect(m, pdf.texto).not.toBeNull();
  return m![1]!;
}

/** Renders the PDF's last page (pdf.js on node-canvas) and reads the QR code drawn on it. */
async function qrDesenhado(bytes: Uint8Array): Promise<{ qr: QRCode; pixel: (x: number, y: number) => boolean }> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const page = await doc.getPage(doc.numPages);
  const viewport = page.getViewport({ scale: 3 });
  type Fabrica = { create(w: number, h: number): { canvas: unknown; context: CanvasRenderingContext2D } };
  const { canvas, context } = (doc as unknown as { canvasFactory: Fabrica }).canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas, canvasContext: context, viewport } as never).promise;
  const img = context.getImageData(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
  await doc.destroy();
  const qr = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
  expect(qr, 'nenhum QR code na última página').not.toBeNull();
  const pixel = (x: number, y: number) => {
    const i = (Math.round(y) * img.width + Math.round(x)) * 4;
    return img.data[i]! + img.data[i + 1]! + img.data[i + 2]! < 3 * 128;
  };
  return { qr: qr!, pixel };
}

/** The module matrix as a grey image jsQR reads (4 pixels a module, 4 modules of quiet zone). */
function rasterizar(modulos: boolean[][]) {
  const escala = 4;
  const lado = (modulos.length + 8) * escala;
  const data = new Uint8ClampedArray(lado * lado * 4).fill(255);
  modulos.forEach((linha, r) =>
    linha.forEach((escuro, c) => {
      if (escuro)
        for (let y = 0; y < escala; y++)
          for (let x = 0; x < escala; x++) data.fill(0, (((4 + r) * escala + y) * lado + (4 + c) * escala + x) * 4, (((4 + r) * escala + y) * lado + (4 + c) * escala + x) * 4 + 3);
    }),
  );
  return jsQR(data, lado, lado)?.data;
}

/** The address the statement's QR code and text point at: the app's origin (APP_URL) and the SPA's page. */
const verificacaoUrl = (codigo: string) => `${(stackEnv().APP_URL ?? '').replace(/\/+$/, '')}${verificarPath(codigo)}`;

/** The stored record of a statement (a test may read it directly). */
async function registro(codigo: string) {
  const d = await domain();
  const [{ getItem }, { declaracaoKey }] = await Promise.all([import('@emc/functions/lib/db/items'), import('@emc/functions/lib/db/declaracoes')]);
  return getItem(d.db, declaracaoKey(codigo), { consistent: true });
}

/** A well-formed code that is not any statement's. */
function codigoForjado(real: string): string {
  for (;;) {
    const s = Array.from(randomBytes(12), (b) => CODIGO_ALFABETO[b % 32]).join('');
    const c = `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
    if (c !== real) return c;
  }
}

const desempenho = async (m: NovoMedico) => (await api(`/api/medico/desempenho/${m.idMedico}`, { token: m.token })).data as DesempenhoMedico;

interface Linha {
  titulo: string;
  /** As the PDF prints it (WinAnsi: no emoji). */
  noPdf: string;
  categoria: string;
  dataInicio: string;
  dataFim: string;
  credito: number;
}

let medica: NovoMedico;
let outro: NovoMedico;
let secretaria: NovaSecretaria;
let adminToken: string;
/** medica's approved participations, and the pending one the statement leaves out. */
const aprovadas: Linha[] = [];
const PENDENTE = 'Curso ainda pendente, fora da declaração';
/** outro's 24 approvals, which take the table over more than one page. */
const muitas: string[] = [];

beforeAll(async () => {
  adminToken = await tokenFor(DEMO.admin);
  [medica, outro] = await Promise.all([novoMedico('Médica da Declaração de Créditos'), novoMedico('Médico de Outra Declaração')]);
  secretaria = await novaSecretaria('Secretária da Declaração', [medica]);
  const t = await tabela();
  const adm = await admin();
  const planos = [
    { titulo: 'Congresso Brasileiro de Cardiologia', noPdf: 'Congresso Brasileiro de Cardiologia', categoria: 'Congressos e eventos científicos', forma: 'Ouvinte', dias: [20, 18], classificacao: 'Congresso internacional', carga: 20 },
    { titulo: 'Ventilação mecânica a distância', noPdf: 'Ventilação mecânica a distância', categoria: 'Educação a distância', forma: 'Ouvinte', dias: [9, 9], classificacao: 'Curso a distância com certificação', carga: 5 },
    { titulo: 'Jornada 🩺 de Emergências – 2ª edição', noPdf: 'Jornada de Emergências – 2ª edição', categoria: 'Congressos e eventos científicos', forma: 'Ouvinte', dias: [4, 3], classificacao: 'Jornada ou simpósio regional', carga: 12 },
  ];
  for (const p of planos) {
    const [dataInicio, dataFim] = [diasAtras(p.dias[0]!), diasAtras(p.dias[1]!)];
    const criada = await criar(medica.token, { titulo: p.titulo, idCategoria: t.categoria(p.categoria), idForma: t.forma(p.forma), dataInicio, dataFim, cargaHoraria: p.carga });
    const aprovada = await adm.aprovar(criada.id, p.classificacao);
    aprovadas.push({ titulo: p.titulo, noPdf: p.noPdf, categoria: p.categoria, dataInicio, dataFim, credito: aprovada.credito });
  }
  await criar(medica.token, { titulo: PENDENTE });
  for (let i = 1; i <= 24; i++) {
    const titulo = `Congresso ${String(i).padStart(2, '0')} da declaração longa`;
    await adm.aprovar((await criar(outro.token, { titulo })).id);
    muitas.push(titulo);
  }
}, 120_000);

describe('GET /api/medico/declaracao/{idMedico}: the statement PDF', () => {
  it("has the hospital, the doctor, the cycle, each approved participation with its credits, the total against the goal, the code, the address and the issue date", async () => {
    expect(aprovadas.map((a) => a.credito)).toEqual([10, 2.5, 4]);
    const sidebar = await desempenho(medica);
    expect(sidebar.totalPontos).toBe(16.5);
    const { pdf, link, antes, depois } = await emitir(medica.idMedico, medica.token);
    const linhas = pdf.texto.split('\n');

    expect(linhas[0]).toBe(stackEnv().HOSPITAL_NAME);
    expect(linhas).toContain('Declaração de créditos');
    expect(linhas).toContain(`Médico(a): ${medica.nome}`);
    expect(linhas).toContain(`CRM: ${medica.crm}`);
    expect(linhas).toContain(`Ciclo: ${cicloAtual()}º ciclo (${anoAtual()})`);
    expect(linhas).toContain(`Meta do ciclo: ${br(sidebar.metaPontos)} créditos`);

    // The table: one row per approved participation, in start-date order; nothing else.
    expect(linhas.filter((l) => l === 'Título')).toHaveLength(1);
    for (const a of aprovadas) {
      const periodo = a.dataInicio === a.dataFim ? dataBr(a.dataInicio) : `${dataBr(a.dataInicio)} a ${dataBr(a.dataFim)}`;
      const [titulo, categoria, inicio, creditos, ...resto] = linhaDaTabela(pdf, a.noPdf);
      expect(resto).toEqual([]);
      expect([titulo, inicio, creditos]).toEqual([a.noPdf, periodo, br(a.credito)]);
      expect(a.categoria.startsWith(categoria!)).toBe(true);
    }
    const ordem = aprovadas.map((a) => linhas.indexOf(a.noPdf));
    expect(ordem).toEqual([...ordem].sort((x, y) => x - y));
    expect(pdf.texto).not.toContain(PENDENTE);
    expect(pdf.texto).not.toMatch(/🩺/u);

    // The total is the sidebar's, against the cycle's goal.
    const faltam = Math.round((sidebar.metaPontos - sidebar.totalPontos) * 100) / 100;
    expect(linhas).toContain(`Total: ${br(16.5)} de ${br(sidebar.metaPontos)} créditos`);
    expect(linhas).toContain(`Meta do ciclo não atingida: faltam ${br(faltam)} créditos.`);

    // The code, the address it is verified at, and the issue instant (São Paulo), as recorded.
    const codigo = codigoDe(pdf);
    expect(codigo).toMatch(CODIGO_REGEX);
    const url = verificacaoUrl(codigo);
    expect(linhas).toContain(url);
    const r = (await registro(codigo))!;
    expect(r).toMatchObject({
      codigo,
      idMedico: medica.idMedico,
      nome: medica.nome,
      crm: medica.crm,
      ciclo: cicloAtual(),
      totalPontos: 16.5,
      metaPontos: sidebar.metaPontos,
      emitidaPor: medica.idUsuario,
      key: decodeURIComponent(link.pathname).replace(/^.*?\/(relatorios\/)/, '$1'),
    });
    const emitida = Date.parse(String(r.emitidaEm));
    expect(new Date(emitida).toISOString()).toBe(r.emitidaEm);
    expect(emitida).toBeGreaterThanOrEqual(antes - 1000);
    expect(emitida).toBeLessThanOrEqual(depois + 1000);
    const [data, hora] = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(emitida).split(', ');
    expect(linhas).toContain(`Emitida em ${data} às ${hora} (horário de Brasília)`);
    expect(pdf.texto).toContain(`Página 1 de ${pdf.paginas.length}`);
  });

  it('draws a QR code of the verification address: the module matrix it is drawn from decodes to it, and so does the rendered page', async () => {
    const { pdf } = await emitir(medica.idMedico, medica.token);
    const codigo = codigoDe(pdf);
    const url = verificacaoUrl(codigo);
    const modulos = qrModulos(url);
    expect(rasterizar(modulos)).toBe(url);

    const { qr, pixel } = await qrDesenhado(pdf.bytes);
    expect(qr.data).toBe(url);
    // Every module on the page is the matrix's: sampled at its centre, from the finder patterns' centres (module 3.5).
    const n = modulos.length;
    const { topLeftFinderPattern: tl, topRightFinderPattern: tr, bottomLeftFinderPattern: bl } = qr.location;
    const [dx, dy] = [(tr.x - tl.x) / (n - 7), (bl.y - tl.y) / (n - 7)];
    const desenhados = modulos.map((linha, r) => linha.map((_, c) => pixel(tl.x + (c - 3) * dx, tl.y + (r - 3) * dy)));
    expect(desenhados).toEqual(modulos);
  });

  it('takes the table over as many pages as it needs, repeating its header, and says when the goal is reached', async () => {
    const { pdf } = await emitir(outro.idMedico, outro.token);
    expect(pdf.paginas.length).toBeGreaterThanOrEqual(2);
    const [inicio, fim] = [diasAtras(2), hoje()];
    for (const titulo of muitas) {
      const [t, categoria, periodo, creditos] = linhaDaTabela(pdf, titulo);
      expect([t, periodo, creditos]).toEqual([titulo, inicio === fim ? dataBr(inicio) : `${dataBr(inicio)} a ${dataBr(fim)}`, '10']);
      expect('Congressos e eventos científicos'.startsWith(categoria!)).toBe(true);
    }
    const comLinhas = pdf.paginas.filter((p) => p.some((t) => muitas.includes(t.str)));
    expect(comLinhas.length).toBeGreaterThanOrEqual(2);
    for (const p of comLinhas) {
      const cabecalho = p.find((t) => t.str === 'Título')!;
      expect(cabecalho, 'cabeçalho da tabela na página').toBeDefined();
      // Header above the page's rows, with the other three columns beside it.
      expect(p.filter((t) => Math.abs(t.y - cabecalho.y) < 0.5).sort((a, b) => a.x - b.x).map((t) => t.str)).toEqual(['Título', 'Categoria', 'Período', 'Créditos']);
      for (const t of p.filter((o) => muitas.includes(o.str))) expect(t.y).toBeLessThan(cabecalho.y);
    }
    pdf.paginas.forEach((p, i) => expect(p.map((t) => t.str)).toContain(`Página ${i + 1} de ${pdf.paginas.length}`));
    expect(pdf.texto).toContain(`Total: 240 de ${br((await desempenho(outro)).metaPontos)} créditos`);
    expect(pdf.texto).toContain('Meta do ciclo atingida.');
  });

  it('defaults to the current cycle and honours ciclo: an earlier one without approvals says so, with a total of 0', async () => {
    const padrao = await emitir(medica.idMedico, medica.token);
    expect(padrao.pdf.texto).toContain(`Ciclo: ${cicloAtual()}º ciclo (${anoAtual()})`);
    const anterior = cicloAtual() - 1;
    const { pdf } = await emitir(medica.idMedico, medica.token, anterior);
    expect(pdf.texto).toContain(`Ciclo: ${anterior}º ciclo (${anoAtual() - 1})`);
    expect(pdf.texto).toContain(`Não há participações aprovadas no ${anterior}º ciclo (${anoAtual() - 1}) até a data de emissão.`);
    expect(pdf.texto).not.toContain('Título');
    expect(pdf.texto).toMatch(/^Total: 0 de [\d.,]+ créditos$/m);
    expect((await registro(codigoDe(pdf)))!).toMatchObject({ ciclo: anterior, totalPontos: 0 });
  });

  it('a linked secretary and an administrator get it too (recorded as issued by them); others get 403', async () => {
    const daSecretaria = await emitir(medica.idMedico, secretaria.token);
    expect(daSecretaria.pdf.texto).toContain(`Médico(a): ${medica.nome}`);
    expect((await registro(codigoDe(daSecretaria.pdf)))!.emitidaPor).toBe(secretaria.idUsuario);
    const doAdmin = await emitir(medica.idMedico, adminToken);
    expect((await registro(codigoDe(doAdmin.pdf)))!.emitidaPor).toBe(claimsOf(adminToken).idUsuario);

    // A doctor she is not linked to; another doctor; no token.
    expect(await declaracao(outro.idMedico, secretaria.token)).toMatchObject({ status: 403, data: FORBIDDEN });
    expect(await declaracao(medica.idMedico, outro.token)).toMatchObject({ status: 403, data: FORBIDDEN });
    expect((await declaracao(medica.idMedico, '')).status).toBe(401);
  });

  it('refuses a future or malformed cycle with 400 and an unknown doctor with 404, in Portuguese', async () => {
    for (const ciclo of [String(cicloAtual() + 1), '0', 'abc', '2.5', '-1']) {
      const res = await declaracao(medica.idMedico, medica.token, `?ciclo=${ciclo}`);
      expect(res.status, ciclo).toBe(400);
      expect(res.data.title).toBe(VALIDACAO);
      expect(res.data.errors['query.ciclo']).toEqual(['Ciclo inválido.']);
    }
    expect(await declaracao('naoexiste123', adminToken)).toMatchObject({ status: 404, data: { title: 'Médico não encontrado.', status: 404 } });
    expect((await declaracao('id com espaço', adminToken)).status).toBe(400);
  });
});

describe('GET /api/declaracao/verificar/{codigo}: the public verification', () => {
  let codigo: string;
  beforeAll(async () => {
    codigo = codigoDe((await emitir(medica.idMedico, medica.token)).pdf);
  });

  it('answers exactly the five public fields, without a token, from the record', async () => {
    const res = await verificar(codigo);
    expect(res.status, res.text).toBe(200);
    const r = (await registro(codigo))!;
    expect(res.data).toEqual({ nome: medica.nome, crm: medica.crm, ciclo: cicloAtual(), totalPontos: 16.5, emitidaEm: String(r.emitidaEm) } satisfies DeclaracaoVerificada);
    expect(Object.keys(res.data).sort()).toEqual(['ciclo', 'crm', 'emitidaEm', 'nome', 'totalPontos']);
    // Lower case, without hyphens or with spaces: the same statement. A token changes nothing.
    expect((await verificar(codigo.replace(/-/g, '').toLowerCase())).data).toEqual(res.data);
    expect((await verificar(codigo.replace(/-/g, ' '))).data).toEqual(res.data);
    expect((await verificar(codigo, outro.token)).data).toEqual(res.data);
  });

  it('says a forged well-formed code is not found, and refuses a malformed one with 400', async () => {
    expect(await verificar(codigoForjado(codigo))).toMatchObject({ status: 404, data: { title: 'Declaração não encontrada', status: 404 } });
    for (const malformado of ['ABC', `${codigo}-X`, 'IIII-LLLL-OOOO', 'UUUU-0000-1111', '0000-0000-000!', 'x'.repeat(41)]) {
      const res = await verificar(malformado);
      expect(res.status, malformado).toBe(400);
      expect(res.data).toMatchObject({ title: VALIDACAO, status: 400 });
      expect(new Set(res.data.errors['params.codigo'])).toEqual(new Set(['Código de verificação inválido.']));
    }
  });

  it('answers any text with a 4xx in Portuguese, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60, unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), fc.constantFrom('-', 'Z', '0', '👩‍⚕️', '%', '/', '..')) }), async (texto) => {
        const res = await verificar(texto);
        expect(res.status, `${texto}: ${res.text}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${texto}: ${res.text}`).toBeLessThan(500);
        if (typeof res.data === 'object' && res.data?.title) expect(isSafePortuguese(res.data.title)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
