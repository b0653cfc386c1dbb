import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELATORIO_MSG, RELATORIOS, type DesempenhoTotal, type TipoRelatorio } from '@emc/shared/relatorios';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, newPage, passoNoCelular, screenshot, semRolagemLateral, toast } from '../support/browser';
import { cicloAtual } from '../support/clock';

/**
 * Desempenho through the screens (issue 11), as admin@hospital.example on the demo data: the
 * participants table and the monthly chart of the current cycle and the one before, and the four
 * report generators, each downloading its xlsx under the spec's name.
 */
let browser: Browser;
let pasta: string;

beforeAll(async () => {
  browser = await launch();
  pasta = mkdtempSync(join(tmpdir(), 'emc-desempenho-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(pasta, { recursive: true, force: true });
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, titulo: string) => main(page).getByRole('region', { name: titulo, exact: true });

const pct = (a: number, p: number) => (p > 0 ? `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format((100 * a) / p)}%` : '-');

/** What the participants table must show for these figures of the cycle. */
function linhasEsperadas(d: DesempenhoTotal): string[][] {
  return [
    ['Médicos', 'Participantes', 'Atingiram a meta', '% que atingiu'],
    ['Funcionários', d.quantidadeMedicosFuncionarios, d.quantidadeMedicosFuncionariosAtigiramMeta],
    ['Não funcionários', d.quantidadeMedicosNaoFuncionarios, d.quantidadeMedicosNaoFuncionariosAtigiramMeta],
    ['Total', d.quantidadeMedicosParticipantes, d.quantidadeMedicosParticipantesAtigiramMeta],
  ].map((l, i) => (i === 0 ? (l as string[]) : [l[0] as string, String(l[1]), String(l[2]), pct(l[2] as number, l[1] as number)]));
}

/**
 * The figures of the page's own latest call per cycle (GET /api/indicador/get-desempenho-total): other
 * files approve meanwhile, so a call of the test's own may count more than the page was given.
 */
function figurasDaPagina(page: Page): Map<number, DesempenhoTotal> {
  const ultimas = new Map<number, DesempenhoTotal>();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('/api/indicador/get-desempenho-total') || res.status() !== 200) return;
    const figuras = (await res.json().catch(() => undefined)) as DesempenhoTotal | undefined;
    // Without ?ciclo= the page asked for the server's current cycle, which the answer names.
    if (figuras) ultimas.set(Number(url.searchParams.get('ciclo') ?? figuras.cicloAtual), figuras);
  });
  return ultimas;
}

const linhas = (tabela: Locator) => tabela.getByRole('row').evaluateAll((rows) => rows.map((r) => Array.from(r.children, (c) => (c.textContent ?? '').trim())));

const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/**
 * The table and the chart of a cycle: the figures the page was given (figurasDaPagina), the two series,
 * and the month labels (a phone's narrow axis shows every other one).
 */
async function confereCiclo(page: Page, figuras: Map<number, DesempenhoTotal>, ciclo: number, meses = MESES) {
  const tabela = main(page).getByRole('table', { name: `Participantes do Ciclo ${ciclo}`, exact: true });
  await tabela.waitFor();
  await expect.poll(async () => JSON.stringify(await linhas(tabela)) === JSON.stringify(figuras.has(ciclo) ? linhasEsperadas(figuras.get(ciclo)!) : null)).toBe(true);
  const grafico = main(page).getByRole('figure', { name: `Participações registradas por mês no Ciclo ${ciclo}, comparadas ao Ciclo ${ciclo - 1}`, exact: true });
  await grafico.locator('svg').first().waitFor();
  for (const serie of [`Ciclo ${ciclo}`, `Ciclo ${ciclo - 1}`]) await expect.poll(() => grafico.getByText(serie, { exact: true }).count()).toBeGreaterThan(0);
  for (const mes of meses) await expect.poll(() => grafico.getByText(mes, { exact: true }).count()).toBeGreaterThan(0);
}

const PRIMEIRA_COLUNA: Record<TipoRelatorio, string> = { comparativo: 'Nome', geral: 'Nome', area: 'Nome', detalhado: 'ID' };

/** Saves the download and opens it with exceljs: a workbook whose first row is the Portuguese header. */
async function confereArquivo(download: import('playwright-core').Download, tipo: TipoRelatorio) {
  expect(download.suggestedFilename()).toBe(RELATORIOS[tipo].arquivo);
  const caminho = join(pasta, `${tipo}-${download.suggestedFilename()}`);
  await download.saveAs(caminho);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(caminho);
  const planilha = workbook.worksheets[0]!;
  const cabecalho = (planilha.getRow(1).values as unknown[]).slice(1).map((v) => (typeof v === 'object' && v && 'richText' in v ? (v as ExcelJS.CellRichTextValue).richText.map((t) => t.text).join('') : v));
  expect(cabecalho[0], `${tipo}: primeira coluna`).toBe(PRIMEIRA_COLUNA[tipo]);
  expect(cabecalho, `${tipo}: cabeçalho`).toContain('CRM');
  for (const titulo of cabecalho) expect(typeof titulo === 'string' && titulo.trim() !== '', `${tipo}: ${String(titulo)}`).toBe(true);
}

/** Chooses the option, sees Gerar enabled, clicks it and returns the download. */
async function gerar(page: Page, titulo: string, campo: string, opcao: { value: string } | { index: number }) {
  const gerador = card(page, titulo);
  const botao = gerador.getByRole('button', { name: 'Gerar', exact: true });
  await expect.poll(() => botao.isDisabled()).toBe(true);
  await gerador.getByRole('combobox', { name: campo, exact: true }).selectOption(opcao);
  await expect.poll(() => botao.isEnabled()).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), botao.click()]);
  return download;
}

describe('Desempenho', () => {
  it('an administrator sees the current cycle and the one before, and downloads the four reports under their names', { timeout: 240_000 }, async () => {
    const ciclo = cicloAtual();
    const { context, page } = await newPage(browser);
    const figuras = figurasDaPagina(page);
    await entrarPelaApi(page, DEMO.admin, '/participacao/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Desempenho', exact: true }).click();
    await page.waitForURL('**/desempenho');
    await main(page).getByRole('heading', { name: 'Desempenho', level: 1 }).waitFor();
    await confereCiclo(page, figuras, ciclo);
    await semRolagemLateral(page, 'desempenho');
    await expectNoSeriousA11yViolations(page, 'desempenho');
    await screenshot(page, 'desempenho-desktop');

    await main(page).getByRole('combobox', { name: 'Ciclo exibido', exact: true }).selectOption(String(ciclo - 1));
    await page.waitForURL((url) => url.searchParams.get('ciclo') === String(ciclo - 1));
    await confereCiclo(page, figuras, ciclo - 1);
    await screenshot(page, 'desempenho-ciclo-anterior');

    // Comparativo: the call is held until 'Gerando ...' has been seen (disabled), then let through.
    let soltar: () => void = () => undefined;
    const segurada = new Promise<void>((resolve) => (soltar = resolve));
    await page.route('**/api/relatorio/comparativo**', async (route) => {
      await segurada;
      await route.fallback();
    });
    const comparativo = card(page, 'Comparativo geral');
    await comparativo.getByRole('combobox', { name: 'Ciclo', exact: true }).selectOption(String(ciclo));
    const downloadComparativo = page.waitForEvent('download', { timeout: 45_000 });
    await comparativo.getByRole('button', { name: 'Gerar', exact: true }).click();
    const gerando = comparativo.getByRole('button', { name: 'Gerando ...', exact: true });
    await gerando.waitFor();
    expect(await gerando.isDisabled()).toBe(true);
    await screenshot(page, 'desempenho-gerando');
    soltar();
    await confereArquivo(await downloadComparativo, 'comparativo');
    await comparativo.getByRole('button', { name: 'Gerar', exact: true }).waitFor();
    await page.unroute('**/api/relatorio/comparativo**');

    await confereArquivo(await gerar(page, 'Geral por ciclo', 'Ciclo', { value: String(ciclo - 1) }), 'geral');
    await confereArquivo(await gerar(page, 'Por área', 'Área', { index: 1 }), 'area');
    await confereArquivo(await gerar(page, 'Consulta detalhada', 'Ciclo', { value: String(ciclo) }), 'detalhado');

    // A report that cannot be had: the spec's toast, and the button is back.
    await page.route('**/api/relatorio/geral**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"title":"x","status":500}' }));
    const geral = card(page, 'Geral por ciclo');
    await geral.getByRole('button', { name: 'Gerar', exact: true }).click();
    await toast(page, 'Erro', RELATORIO_MSG.falha).waitFor();
    await expect.poll(() => geral.getByRole('button', { name: 'Gerar', exact: true }).isEnabled()).toBe(true);
    await context.close();
  });

  it('on a 390 px phone: nothing scrolls sideways, axe is clean, and the keyboard reaches a generator and downloads', { timeout: 120_000 }, async () => {
    const ciclo = cicloAtual();
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const figuras = figurasDaPagina(page);
    await entrarPelaApi(page, DEMO.admin, '/desempenho');
    await confereCiclo(page, figuras, ciclo, ['Jan', 'Mar', 'Nov']);
    await passoNoCelular(page, 'desempenho-celular');

    // From the page's cycle select, Tab until the report's cycle select; choose by arrow; Tab to Gerar; Enter.
    await main(page).getByRole('combobox', { name: 'Ciclo exibido', exact: true }).focus();
    const alvo = card(page, 'Consulta detalhada').getByRole('combobox', { name: 'Ciclo', exact: true });
    let passos = 0;
    while (!(await alvo.evaluate((e) => e === document.activeElement)) && passos < 40) {
      await page.keyboard.press('Tab');
      passos++;
    }
    expect(await alvo.evaluate((e) => e === document.activeElement), 'o Tab chega ao ciclo da consulta detalhada').toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => alvo.inputValue()).toBe(String(ciclo));
    await page.keyboard.press('Tab');
    const botao = card(page, 'Consulta detalhada').getByRole('button', { name: 'Gerar', exact: true });
    expect(await botao.evaluate((e) => e === document.activeElement)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(RELATORIOS.detalhado.arquivo);
    // The generator ready again (its select and button enabled) is the page axe checks.
    await expect.poll(() => botao.isEnabled()).toBe(true);
    await passoNoCelular(page, 'desempenho-celular-relatorio');
    await context.close();
  });
});
