import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declaracaoArquivo, type ProjecaoMeta } from '@emc/shared/relatorios';
import { projecaoMeta } from '@emc/shared/projecao';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HistoricoParticipacao, Paginated } from '@emc/shared/participacao';
import { api, baseUrl, DEMO, tokenFor } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, literal, newPage, passoNoCelular, screenshot, SCREENSHOTS, semRolagemLateral } from '../support/browser';
import { cicloAtual, hoje } from '../support/clock';
import { admin, criar, novoMedico, type NovoMedico } from '../support/participacoes';

/**
 * The doctor's credit statement through the screens (issue 11): medico@ downloads a cycle's PDF in
 * Histórico, anyone opens its verification page without logging in, a made-up code is not found,
 * the demo secretary downloads a linked doctor's statement, and the sidebar tells the projection.
 * The demo doctors' data changes under other test files, so what the PDF says is compared with what
 * its verification page says (one record), and exact figures come from this file's own doctor.
 */
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const APROVADA = 'Congresso aprovado para a declaração';
const CODIGO_RE = /Código de verificação: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/;
const INVENTADO = 'ABCD-EFGH-JKMN';

let browser: Browser;
let propria: NovoMedico;

beforeAll(async () => {
  browser = await launch();
  propria = await novoMedico('Helena Declaração Teste');
  await (await admin()).aprovar((await criar(propria.token, { titulo: APROVADA })).id);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');

/** The text of every page of a PDF, one line per text run (pdf.js, as a reader would copy it). */
async function textoDoPdf(arquivo: string): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(arquivo)), verbosity: 0 }).promise;
  const linhas: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    for (const item of items) if ('str' in item && item.str.trim()) linhas.push(item.str.trim());
  }
  await doc.destroy();
  return linhas.join('\n');
}

/** What one statement says: code, doctor, cycle, total and issue date, read from its text. */
function lerDeclaracao(texto: string) {
  const campo = (re: RegExp) => {
    const m = re.exec(texto);
    expect(m, `${re} no PDF:\n${texto}`).not.toBeNull();
    return m!;
  };
  const emitida = campo(/Emitida em (\d{2})\/(\d{2})\/(\d{4}) às (\d{2}):(\d{2})/);
  return {
    codigo: campo(CODIGO_RE)[1]!,
    nome: campo(/Médico\(a\): (.+)/)[1]!.trim(),
    crm: campo(/CRM: (\S+)/)[1]!,
    ciclo: Number(campo(/Ciclo: (\d+)º ciclo/)[1]),
    total: campo(/Total: ([\d.,]+) de [\d.,]+ créditos/)[1]!,
    emitidaEm: `${emitida[1]}/${emitida[2]}/${emitida[3]} ${emitida[4]}:${emitida[5]}`,
    url: campo(/(https?:\/\/\S+\/verificar\/\S+)/)[1]!,
  };
}

/** 'dd/MM/yyyy HH:mm' in São Paulo (UTC−3, no daylight saving since 2019) as an instant. */
const instanteSp = (texto: string) => {
  const [, d, m, a, h, min] = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(texto)!;
  return Date.parse(`${a}-${m}-${d}T${h}:${min}:00-03:00`);
};

/** Histórico with `ciclo` chosen in its select and that cycle's participations (or none) shown. */
async function escolherCiclo(page: Page, ciclo: number): Promise<void> {
  await page.goto(`/historico`);
  await main(page).getByRole('heading', { name: 'Histórico', level: 1, exact: true }).waitFor();
  const select = main(page).getByRole('combobox', { name: 'Ciclo', exact: true });
  await select.locator(`option[value="${ciclo}"]`).waitFor({ state: 'attached' });
  await select.selectOption(String(ciclo));
  await expect.poll(() => page.url()).toContain(`ciclo=${ciclo}`);
  const lista = main(page).getByRole('table', { name: `Participações aprovadas no Ciclo ${ciclo}` });
  await lista.or(main(page).getByRole('list', { name: `Participações aprovadas no Ciclo ${ciclo}` })).or(main(page).getByText('Nenhuma participação aprovada neste ciclo.')).waitFor();
}

/** Clicks the chosen cycle's statement button, checks 'Gerando ...' and the file's name; answers the saved PDF's path. */
async function baixarDeclaracao(page: Page, ciclo: number, nome: string): Promise<string> {
  const botao = main(page).getByRole('button', { name: 'Declaração de créditos', exact: true });
  expect(await botao.isEnabled()).toBe(true);
  // Every state the button shows from the click to its return, as a person could see it: each
  // observer callback runs after a whole render, between tasks. Sampling once raced the render.
  await botao.evaluate((b) => {
    const estados: string[] = [];
    (window as unknown as { estadosDoBotao: string[] }).estadosDoBotao = estados;
    const registrar = () => estados.push(`${(b.textContent ?? '').trim()}|${(b as HTMLButtonElement).disabled ? 'desabilitado' : 'habilitado'}`);
    new MutationObserver(registrar).observe(b, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), botao.click()]);
  expect(download.suggestedFilename()).toBe(declaracaoArquivo(ciclo));
  mkdirSync(SCREENSHOTS, { recursive: true });
  const arquivo = join(SCREENSHOTS, `declaracao-${nome}-${ciclo}.pdf`);
  await download.saveAs(arquivo);
  await expect.poll(() => botao.isEnabled()).toBe(true);
  const estados = await page.evaluate(() => (window as unknown as { estadosDoBotao: string[] }).estadosDoBotao);
  // While the statement is issued and fetched the button says so and is disabled, and only then.
  expect(estados).toContain('Gerando ...|desabilitado');
  expect(estados.filter((e) => e.startsWith('Gerando ...|habilitado') || e.startsWith('Declaração de créditos|desabilitado'))).toEqual([]);
  expect(estados.at(-1)).toBe('Declaração de créditos|habilitado');
  return arquivo;
}

/** The verification page's fields as label → value. */
async function camposVerificacao(page: Page): Promise<Record<string, string>> {
  await page.getByRole('heading', { name: 'Declaração válida', level: 2, exact: true }).waitFor();
  return page.locator('dl').evaluate((dl) => {
    const out: Record<string, string> = {};
    for (const dt of dl.querySelectorAll('dt')) out[dt.textContent!.trim()] = dt.nextElementSibling!.textContent!.trim();
    return out;
  });
}

/** The same sentence the sidebar writes, from the API's projection (an oracle of the test's own); none once the goal is reached. */
function frase(p: ProjecaoMeta): string {
  const n = (v: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(v);
  const meses = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
  if (p.situacao === 'atingida') throw new Error('the sidebar says only "Meta atingida!" once the goal is reached');
  if (p.situacao === 'no-ritmo') return `No ritmo atual, a meta será atingida em ${meses[Number(p.mes.slice(5, 7)) - 1]} de ${p.mes.slice(0, 4)}.`;
  const faltam = p.faltam === 1 ? 'falta 1 crédito' : `faltam ${n(p.faltam)} créditos`;
  return `Para atingir a meta até 31 de dezembro, ${faltam}: cerca de ${n(p.creditosPorMes)} por mês.`;
}
const FRASE_RE = /^(No ritmo atual, a meta será atingida em [a-zç]+ de \d{4}\.|Para atingir a meta até 31 de dezembro, faltam? [\d.,]+ créditos?: cerca de [\d.,]+ por mês\.)$/;

/** The titles of medico@'s approved participations in the cycle now, every page (the API Histórico reads). */
async function aprovadosNoCiclo(ciclo: number): Promise<Set<string>> {
  const token = await tokenFor(DEMO.medico);
  const { idMedico } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { idMedico: string };
  const titulos = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await api(`/api/medico/historico-participacoes-ciclos?idMedico=${idMedico}&ciclo=${ciclo}&page=${page}`, { token });
    expect(res.status, res.text).toBe(200);
    const data = res.data as Paginated<HistoricoParticipacao>;
    for (const p of data.responseList) titulos.add(p.titulo.trim());
    if (page >= data.totalPages) return titulos;
  }
}

describe('the credit statement and its verification', () => {
  it('medico@ downloads a cycle’s statement in Histórico; anyone verifies its code without logging in; a made-up code is not found', async () => {
    const ciclo = cicloAtual() - 1;
    const { page } = await newPage(browser, DESKTOP);
    await entrarPelaApi(page, DEMO.medico, '/participacao-medico/home');

    // The sidebar's projection, under the credits still missing. Other files approve medico@'s participations, so her goal
    // may be reached by now, and the sidebar then says only 'Meta atingida!'. The exact sentence is checked with this file's own doctor below.
    const painel = page.getByRole('complementary').getByRole('region', { name: 'Meu desempenho', exact: true });
    const nome = (await painel.getByTestId('desempenho-panel-nome').innerText()).trim();
    const projecao = painel.getByText(FRASE_RE).or(painel.getByText('Meta atingida!', { exact: true }));
    await projecao.waitFor();
    expect(await projecao.count()).toBe(1);

    await escolherCiclo(page, ciclo);
    await screenshot(page, 'declaracao-historico');
    // The approved participations the page lists (its first page) are in the statement.
    const titulos = await main(page).getByRole('table', { name: `Participações aprovadas no Ciclo ${ciclo}` }).locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(titulos.length).toBeGreaterThan(0);
    const inicio = Date.now();
    const arquivo = await baixarDeclaracao(page, ciclo, 'medico');
    const fim = Date.now();
    const texto = await textoDoPdf(arquivo);
    const pdf = lerDeclaracao(texto);
    const corrido = texto.replace(/\s+/g, ' ');
    // Other files decide medico@'s participations meanwhile: each one approved both before and after the download is in it.
    const aindaAprovados = await aprovadosNoCiclo(ciclo);
    const estaveis = titulos.filter((t) => aindaAprovados.has(t.trim()));
    expect(estaveis.length).toBeGreaterThan(0);
    for (const titulo of estaveis) expect(corrido).toContain(titulo.replace(/\s+/g, ' ').trim());
    expect(pdf.nome).toBe(nome);
    expect(pdf.crm).toBe('123456');
    expect(pdf.ciclo).toBe(ciclo);
    // The issue date is now's, to the minute, in São Paulo time.
    expect(instanteSp(pdf.emitidaEm)).toBeGreaterThanOrEqual(Math.floor(inicio / 60_000) * 60_000 - 60_000);
    expect(instanteSp(pdf.emitidaEm)).toBeLessThanOrEqual(fim + 60_000);

    // Signed in, the verification page stays put (no redirect, no menu) and sends no token.
    const verificacoes: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/declaracao/verificar/')) verificacoes.push(r.headers().authorization);
    });
    await page.goto(`/verificar/${pdf.codigo}`);
    expect(await camposVerificacao(page)).toMatchObject({ Nome: pdf.nome });
    expect(new URL(page.url()).pathname).toBe(`/verificar/${pdf.codigo}`);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(verificacoes).toEqual([undefined]);

    // A new browser with no login opens the address the statement prints (the QR code's).
    expect(pdf.url).toBe(`${baseUrl()}/verificar/${pdf.codigo}`);
    const anonimo = await newPage(browser, DESKTOP);
    const scripts: string[] = [];
    anonimo.page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    await anonimo.page.goto(pdf.url);
    const campos = await camposVerificacao(anonimo.page);
    expect(campos).toEqual({
      Nome: pdf.nome,
      CRM: pdf.crm,
      Ciclo: String(ciclo),
      'Total de créditos': pdf.total,
      'Emitida em': pdf.emitidaEm,
    });
    await anonimo.page.getByRole('heading', { name: 'Verificação de declaração de créditos', level: 1, exact: true }).waitFor();
    await anonimo.page.getByText('Hospital Exemplo', { exact: true }).waitFor();
    await anonimo.page.getByText(pdf.codigo, { exact: true }).waitFor();
    // Only those five fields, and nothing of the app's shell.
    expect(await anonimo.page.locator('dt').count()).toBe(5);
    expect(await anonimo.page.getByRole('navigation').count()).toBe(0);
    expect(await anonimo.page.getByRole('complementary').count()).toBe(0);
    expect(await anonimo.page.getByRole('button').count()).toBe(0);
    expect(await anonimo.page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    // A plain page, like the login: none of MUI's code (its theme, its components) is loaded.
    expect(scripts.some((u) => u.includes('/verificar-page-')), scripts.join(' ')).toBe(true);
    expect(scripts.filter((u) => /\/(mui-provider|main-layout|Button|Typography|CircularProgress|ChartsText)-/.test(u)), scripts.join(' ')).toEqual([]);
    await expectNoSeriousA11yViolations(anonimo.page, 'verificação (desktop)');
    await semRolagemLateral(anonimo.page, 'verificação (desktop)');
    await screenshot(anonimo.page, 'declaracao-verificacao-desktop');

    // The code typed in lower case and without hyphens finds the same statement.
    await anonimo.page.goto(`/verificar/${pdf.codigo.replaceAll('-', '').toLowerCase()}`);
    expect((await camposVerificacao(anonimo.page)).Nome).toBe(pdf.nome);

    // A made-up code.
    await anonimo.page.goto(`/verificar/${INVENTADO}`);
    await anonimo.page.getByRole('heading', { name: 'Declaração não encontrada', level: 2, exact: true }).waitFor();
    await anonimo.page.getByText(/^Confira o código impresso na declaração/).waitFor();
    expect(await anonimo.page.locator('dl').count()).toBe(0);
    expect(await anonimo.page.getByText(pdf.nome).count()).toBe(0);
    await expectNoSeriousA11yViolations(anonimo.page, 'declaração não encontrada');
    await screenshot(anonimo.page, 'declaracao-nao-encontrada');

    // Not a code at all (the API's 400): the same page.
    await anonimo.page.goto('/verificar/isto-nao-e-um-codigo');
    await anonimo.page.getByRole('heading', { name: 'Declaração não encontrada', level: 2, exact: true }).waitFor();

    // On a 390 px phone.
    const celular = await newPage(browser, PHONE);
    await celular.page.goto(`/verificar/${pdf.codigo}`);
    expect((await camposVerificacao(celular.page)).CRM).toBe(pdf.crm);
    await passoNoCelular(celular.page, 'declaracao-verificacao-celular');
    await celular.page.goto(`/verificar/${INVENTADO}`);
    await celular.page.getByRole('heading', { name: 'Declaração não encontrada', level: 2, exact: true }).waitFor();
    await passoNoCelular(celular.page, 'declaracao-nao-encontrada-celular');
  });

  it('the demo secretary picks a linked doctor and downloads that doctor’s statement', async () => {
    const ciclo = cicloAtual();
    const { page } = await newPage(browser, DESKTOP);
    await entrarPelaApi(page, DEMO.secretaria, '/selecionar-medico');
    const radios = page.getByRole('radiogroup', { name: 'Médicos vinculados', exact: true }).getByRole('radio');
    await radios.first().waitFor();
    // A linked doctor other than medico@ (CRM 123456).
    const nomes = await radios.evaluateAll((els) => els.map((e) => (e.closest('label')?.textContent ?? '').trim()));
    const indice = nomes.findIndex((n) => !/CRM\s*123456$/.test(n));
    expect(indice, nomes.join(' | ')).toBeGreaterThanOrEqual(0);
    const [, nome, crm] = /^(.+?)\s*CRM\s*(\d+)$/.exec(nomes[indice]!)!;
    await radios.nth(indice).check();
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.waitForURL('**/participacao-medico/home');

    await escolherCiclo(page, ciclo);
    const pdf = lerDeclaracao(await textoDoPdf(await baixarDeclaracao(page, ciclo, 'secretaria')));
    expect(pdf).toMatchObject({ nome: nome!.trim(), crm, ciclo });

    // Its verification, without logging in.
    const anonimo = await newPage(browser, DESKTOP);
    await anonimo.page.goto(`/verificar/${pdf.codigo}`);
    expect(await camposVerificacao(anonimo.page)).toMatchObject({ Nome: pdf.nome, CRM: crm, Ciclo: String(ciclo), 'Total de créditos': pdf.total });
  });

  it('a doctor of this file’s own: the exact projection in the sidebar and, on a phone, Histórico’s button and the statement of her one approved participation', async () => {
    const ciclo = cicloAtual();
    const desempenho = (await api(`/api/medico/desempenho/${propria.idMedico}`, { token: propria.token })).data as {
      totalPontos: number;
      metaPontos: number;
      projecao: ProjecaoMeta;
    };
    expect(desempenho.projecao).toEqual(projecaoMeta(desempenho.totalPontos, desempenho.metaPontos, hoje()));
    const esperada = frase(desempenho.projecao);

    const { page } = await newPage(browser, DESKTOP);
    await entrarPelaApi(page, propria.email, '/participacao-medico/home');
    const painel = page.getByRole('complementary').getByRole('region', { name: 'Meu desempenho', exact: true });
    await painel.getByText(esperada, { exact: true }).waitFor();
    await screenshot(page, 'declaracao-projecao-sidebar');

    const celular = await newPage(browser, PHONE);
    await entrarPelaApi(celular.page, propria.email, '/participacao-medico/home');
    // The phone's compact summary shows it without expanding.
    await main(celular.page).getByRole('region', { name: 'Meu desempenho', exact: true }).getByText(esperada, { exact: true }).waitFor();

    await escolherCiclo(celular.page, ciclo);
    await main(celular.page).getByRole('list', { name: `Participações aprovadas no Ciclo ${ciclo}`, exact: true }).getByRole('article', { name: APROVADA }).waitFor();
    await passoNoCelular(celular.page, 'declaracao-historico-celular');
    const pdf = await textoDoPdf(await baixarDeclaracao(celular.page, ciclo, 'propria'));
    expect(lerDeclaracao(pdf)).toMatchObject({ nome: propria.nome, crm: propria.crm, ciclo, total: new Intl.NumberFormat('pt-BR').format(desempenho.totalPontos) });
    expect(pdf).toMatch(new RegExp(literal(APROVADA)));
  });
});
