import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import jsQR, { type QRCode } from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesempenhoMedico } from '@emc/shared/medico';
import { CODIGO_ALFABETO, CODIGO_REGEX, DECLARACAO_MSG, LINK_VALIDADE_S, PDF_TYPE, declaracaoArquivo, verificarPath, type DeclaracaoVerificada } from '@emc/shared/relatorios';
import { TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
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
  /** Its width on the page. */
  w: number;
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
    paginas.push(items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str.trim(), x: i.transform[4] as number, y: i.transform[5] as number, w: i.width }] : [])));
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

/** The doctor's current statement of the cycle as stored (its code, content hash, PDF key), with its TTL. */
async function atualDoCiclo(idMedico: string, ciclo = cicloAtual()) {
  const d = await domain();
  const [{ getItem }, { declaracaoDoCicloKey }] = await Promise.all([import('@emc/functions/lib/db/items'), import('@emc/functions/lib/db/declaracoes')]);
  return getItem(d.db, declaracaoDoCicloKey(idMedico, ciclo), { consistent: true });
}

/** The link's S3 key. */
const keyDoLink = (link: URL) => decodeURIComponent(link.pathname).replace(/^.*?\/(relatorios\/)/, '$1');

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
    });
    expect(await atualDoCiclo(medica.idMedico)).toMatchObject({ codigo, key: keyDoLink(link), hash: r.hash });
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

  it('a linked secretary and an administrator get it too: the same statement as the doctor’s while its content is unchanged; others get 403', async () => {
    const daMedica = codigoDe((await emitir(medica.idMedico, medica.token)).pdf);
    const daSecretaria = await emitir(medica.idMedico, secretaria.token);
    expect(daSecretaria.pdf.texto).toContain(`Médico(a): ${medica.nome}`);
    expect(codigoDe(daSecretaria.pdf)).toBe(daMedica);
    const doAdmin = await emitir(medica.idMedico, adminToken);
    expect(codigoDe(doAdmin.pdf)).toBe(daMedica);
    // Recorded as issued by whoever asked for that content first: the doctor, in the first test.
    expect((await registro(daMedica))!.emitidaPor).toBe(medica.idUsuario);

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

/** A pt-BR number as the PDF prints it. */
const numeroBr = (texto: string) => Number(texto.replace(/\./g, '').replace(',', '.'));

/** Every row's credits in the PDF's table: the cells right-aligned under 'Créditos', on every page. */
function creditosDaTabela(pdf: PdfLido): number[] {
  return pdf.paginas.flatMap((p) => {
    const cabecalho = p.find((t) => t.str === 'Créditos');
    if (!cabecalho) return [];
    const direita = cabecalho.x + cabecalho.w;
    return p.filter((t) => t.y < cabecalho.y && Math.abs(t.x + t.w - direita) < 1 && /^\d[\d.]*(,\d+)?$/.test(t.str)).map((t) => numeroBr(t.str));
  });
}

/** The printed "Total: X de Y créditos". */
function totalImpresso(pdf: PdfLido): number {
  const m = /^Total: ([\d.,]+) de [\d.,]+ créditos$/m.exec(pdf.texto);
  expect(m, pdf.texto).not.toBeNull();
  return numeroBr(m![1]!);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The years a statement's record stays verifiable after the year it was issued (docs/lgpd.md). */
const RETENCAO_ANOS = 5;

/** The doctor's statements as stored: the current one per cycle (the doctor's partition) and every recorded code (the table, scanned). */
async function declaracoesGravadas(idMedico: string) {
  const d = await domain();
  const [{ ScanCommand }, { declaracaoKey, listarDeclaracoesDoMedico }] = await Promise.all([import('@aws-sdk/lib-dynamodb'), import('@emc/functions/lib/db/declaracoes')]);
  const codigos: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await d.db.client.send(
      new ScanCommand({
        TableName: d.db.table,
        FilterExpression: 'begins_with(pk, :p) AND idMedico = :m',
        ExpressionAttributeValues: { ':p': declaracaoKey('').pk, ':m': idMedico },
        ExclusiveStartKey,
        ConsistentRead: true,
      }),
    );
    codigos.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { atuais: await listarDeclaracoesDoMedico(d.db, idMedico), codigos };
}

describe('one statement per content, whose items add up to its total (issue 27)', () => {
  let s3: S3Client;
  beforeAll(() => {
    const env = stackEnv();
    s3 = new S3Client({ region: env.AWS_REGION, endpoint: env.AWS_ENDPOINT_URL_S3, forcePathStyle: true, credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! } });
  });

  it('right after each approval, capped ones included, the rows of the PDF add up to its printed total, which is the sidebar’s; each approval makes a new statement', async () => {
    const m = await novoMedico('Médica dos Créditos Somados');
    const [t, adm] = await Promise.all([tabela(), admin()]);
    // Congresso internacional: 10 a event. Curso a distância: 0.5 an hour, at most 10 a cycle, so 12 h count 6, then 4, then 0.
    const planos = [
      { titulo: 'Congresso com crédito cheio', classificacao: 'Congresso internacional', carga: 8, credito: 10 },
      { titulo: 'Curso a distância inteiro', classificacao: 'Curso a distância com certificação', carga: 12, credito: 6 },
      { titulo: 'Curso a distância cortado pelo teto', classificacao: 'Curso a distância com certificação', carga: 12, credito: 4 },
      { titulo: 'Curso a distância além do teto', classificacao: 'Curso a distância com certificação', carga: 4, credito: 0 },
    ];
    const codigos: string[] = [];
    let esperado = 0;
    for (const [i, plano] of planos.entries()) {
      const ead = plano.classificacao !== 'Congresso internacional';
      const criada = await criar(m.token, { titulo: plano.titulo, cargaHoraria: plano.carga, ...(ead ? { idCategoria: t.categoria('Educação a distância') } : {}) });
      expect((await adm.aprovar(criada.id, plano.classificacao)).credito).toBe(plano.credito);
      esperado = round2(esperado + plano.credito);

      // At once, no waiting for anything.
      const { pdf } = await emitir(m.idMedico, m.token);
      const creditos = creditosDaTabela(pdf);
      expect(creditos, pdf.texto).toHaveLength(i + 1);
      expect(round2(creditos.reduce((a, c) => a + c, 0))).toBe(totalImpresso(pdf));
      expect(totalImpresso(pdf)).toBe(esperado);
      for (const p of planos.slice(0, i + 1)) expect(linhaDaTabela(pdf, p.titulo)[3]).toBe(br(p.credito));
      expect((await desempenho(m)).totalPontos).toBe(esperado);
      const codigo = codigoDe(pdf);
      expect((await registro(codigo))!.totalPontos).toBe(esperado);
      expect((await verificar(codigo)).data.totalPontos).toBe(esperado);
      codigos.push(codigo);
    }
    expect(new Set(codigos).size).toBe(planos.length);
  });

  it('asking again with unchanged content answers the same statement (code, issue date, file); after another approval a new one, and the earlier one still verifies', async () => {
    const m = await novoMedico('Médico da Declaração Repetida');
    const adm = await admin();
    await adm.aprovar((await criar(m.token, { titulo: 'Primeira aprovação da declaração repetida' })).id);

    // The administrator asks first, then the doctor, twice.
    const primeira = await emitir(m.idMedico, adminToken);
    const codigo = codigoDe(primeira.pdf);
    const [segunda, terceira] = [await emitir(m.idMedico, m.token), await emitir(m.idMedico, m.token)];
    for (const outra of [segunda, terceira]) {
      expect(codigoDe(outra.pdf)).toBe(codigo);
      expect(keyDoLink(outra.link)).toBe(keyDoLink(primeira.link));
      expect(Buffer.from(outra.pdf.bytes).equals(Buffer.from(primeira.pdf.bytes))).toBe(true);
    }
    expect((await registro(codigo))!.emitidaPor).toBe(claimsOf(adminToken).idUsuario);
    expect((await declaracoesGravadas(m.idMedico)).codigos).toHaveLength(1);

    // Another approval: new content, a new statement; asking again keeps the new one.
    await adm.aprovar((await criar(m.token, { titulo: 'Segunda aprovação da declaração repetida' })).id);
    const nova = codigoDe((await emitir(m.idMedico, m.token)).pdf);
    expect(nova).not.toBe(codigo);
    expect(codigoDe((await emitir(m.idMedico, m.token)).pdf)).toBe(nova);
    expect((await verificar(codigo)).data).toMatchObject({ totalPontos: 10 });
    expect((await verificar(nova)).data).toMatchObject({ totalPontos: 20 });
    const gravadas = await declaracoesGravadas(m.idMedico);
    expect(gravadas.codigos.map((c) => c.codigo).sort()).toEqual([codigo, nova].sort());
    expect(gravadas.atuais.map((a) => a.codigo)).toEqual([nova]);
  });

  it('60 calls at once with the same content make one statement: one code, one record, one PDF', async () => {
    const m = await novoMedico('Médica das Sessenta Declarações');
    await (await admin()).aprovar((await criar(m.token, { titulo: 'Aprovação das sessenta declarações' })).id);

    const respostas = await Promise.all(Array.from({ length: 60 }, () => declaracao(m.idMedico, m.token)));
    expect(respostas.map((r) => r.status)).toEqual(respostas.map(() => 200));
    const keys = new Set(respostas.map((r) => keyDoLink(new URL(r.data as string))));
    expect(keys.size).toBe(1);
    const { pdf } = await emitir(m.idMedico, m.token);
    const codigo = codigoDe(pdf);
    const gravadas = await declaracoesGravadas(m.idMedico);
    expect(gravadas.codigos.map((c) => c.codigo)).toEqual([codigo]);
    expect(gravadas.atuais).toHaveLength(1);
    expect(gravadas.atuais[0]).toMatchObject({ codigo, key: [...keys][0] });
  });

  it('records expire (TTL) 5 full years after the year they were issued, the current and an earlier cycle alike; past it the code is not verifiable and a new one is issued', async () => {
    const m = await novoMedico('Médico da Retenção da Declaração');
    const offsetS = Number(stackEnv().CLOCK_OFFSET_MS ?? '0') / 1000;
    // 1 January in São Paulo (UTC−3) after the retention, in real time (the TTL's), from the business clock's year.
    const esperado = () => Date.parse(`${anoAtual() + RETENCAO_ANOS + 1}-01-01T00:00:00-03:00`) / 1000 - offsetS;

    const atual = codigoDe((await emitir(m.idMedico, m.token)).pdf);
    const anterior = codigoDe((await emitir(m.idMedico, m.token, cicloAtual() - 1)).pdf);
    const ttl = TABLE_TTL_ATTRIBUTE;
    expect((await registro(atual))![ttl]).toBe(esperado());
    expect((await registro(anterior))![ttl]).toBe(esperado());
    expect((await atualDoCiclo(m.idMedico))![ttl]).toBe(esperado());
    expect((await atualDoCiclo(m.idMedico, cicloAtual() - 1))![ttl]).toBe(esperado());

    // Past its expiry (the TTL deletes late): unknown to the verification, and the same content gets a new code.
    const d = await domain();
    const { declaracaoKey, declaracaoDoCicloKey } = await import('@emc/functions/lib/db/declaracoes');
    const vencido = Math.floor(Date.now() / 1000) - 60;
    for (const Key of [declaracaoKey(atual), declaracaoDoCicloKey(m.idMedico, cicloAtual())]) {
      await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key, UpdateExpression: 'SET #t = :t', ExpressionAttributeNames: { '#t': ttl }, ExpressionAttributeValues: { ':t': vencido } }));
    }
    expect(await verificar(atual)).toMatchObject({ status: 404, data: { title: 'Declaração não encontrada' } });
    const renovada = codigoDe((await emitir(m.idMedico, m.token)).pdf);
    expect(renovada).not.toBe(atual);
    expect((await registro(renovada))![ttl]).toBe(esperado());
  });

  it('once the PDF is about to expire (relatorios/, 7 days), the same content writes it again: same code and issue date, a new file', async () => {
    const m = await novoMedico('Médica do PDF Expirado');
    await (await admin()).aprovar((await criar(m.token, { titulo: 'Aprovação do PDF expirado' })).id);
    const primeira = await emitir(m.idMedico, m.token);
    const codigo = codigoDe(primeira.pdf);
    const emitida = /^Emitida em .*$/m.exec(primeira.pdf.texto)![0];

    // Seven days later, as the record and the bucket would be: the PDF written a week ago, and gone.
    const d = await domain();
    const { declaracaoDoCicloKey } = await import('@emc/functions/lib/db/declaracoes');
    await d.db.client.send(
      new UpdateCommand({ TableName: d.db.table, Key: declaracaoDoCicloKey(m.idMedico, cicloAtual()), UpdateExpression: 'SET pdfEm = :em', ExpressionAttributeValues: { ':em': Date.now() - 7 * 86_400_000 } }),
    );
    await s3.send(new DeleteObjectCommand({ Bucket: stackEnv().BUCKET_NAME, Key: keyDoLink(primeira.link) }));

    const segunda = await emitir(m.idMedico, m.token);
    expect(codigoDe(segunda.pdf)).toBe(codigo);
    expect(/^Emitida em .*$/m.exec(segunda.pdf.texto)![0]).toBe(emitida);
    expect(keyDoLink(segunda.link)).not.toBe(keyDoLink(primeira.link));
    expect((await declaracoesGravadas(m.idMedico)).codigos).toHaveLength(1);
    expect(codigoDe((await emitir(m.idMedico, m.token)).pdf)).toBe(codigo);
  });

  it('never prints items that disagree with the total: while the counter and the listed approvals differ it answers 503 in Portuguese and records nothing', async () => {
    const m = await novoMedico('Médico do Contador Divergente');
    await (await admin()).aprovar((await criar(m.token, { titulo: 'Aprovação do contador divergente' })).id);
    const d = await domain();
    const { medicoCicloAggKey } = await import('@emc/functions/lib/db/contadores');
    // DynamoDB Local's indexes never lag, so the counter is moved ahead of the items instead: one approval more than listed.
    const mover = (n: number) =>
      d.db.client.send(
        new UpdateCommand({ TableName: d.db.table, Key: medicoCicloAggKey(m.idMedico, cicloAtual()), UpdateExpression: 'ADD aprovados :n, pontos :p', ExpressionAttributeValues: { ':n': n, ':p': 10 * n } }),
      );
    await mover(1);
    try {
      const res = await declaracao(m.idMedico, m.token);
      expect(res).toMatchObject({ status: 503, data: { title: DECLARACAO_MSG.emAtualizacao, status: 503 } });
      expect(isSafePortuguese(res.data.title)).toBe(true);
      expect(await declaracoesGravadas(m.idMedico)).toEqual({ atuais: [], codigos: [] });
    } finally {
      await mover(-1);
    }
    const { pdf } = await emitir(m.idMedico, m.token);
    expect(creditosDaTabela(pdf)).toEqual([10]);
    expect(totalImpresso(pdf)).toBe(10);
  });
});
