import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RELATORIOS, type RelatorioEmTarefa } from '@emc/shared/relatorios';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, newPage, passoNoCelular, screenshot, semRolagemLateral } from '../support/browser';
import { addDias, cicloAtual, inicioDoAno } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { emailsPara } from '../support/senha';
import { stackEnv } from '../support/target';
import { until } from '../support/until';

/**
 * A large report as a job, through the screens (lib/relatorios/tarefa.ts): in a world whose report
 * threshold is 10 rows and whose stream feeds the jobs and the outbox (its own DynamoDB Local), with
 * 4,000 more participations in the current cycle, so that writing the detailed report takes a few
 * seconds. The card shows the job's bar and "N de M linhas" moving to done, then the download of the
 * whole file; the e-mail to the administrator links back to the card, whose download works too.
 */
emMundoProprio('desempenho-tarefa', { dynamoProprio: true, relatorioLinhasDireto: 10 });

const EXTRAS = 4_000;
let browser: Browser;
let pasta: string;

/** The extra participations, written as the domain writes them, and the cycle's counter of registered ones moved with them. */
async function semearParticipacoes(n: number): Promise<void> {
  const d = await domain();
  const [{ participacaoItem }, { cicloAggKey }] = await Promise.all([import('@emc/functions/lib/db/participacoes'), import('@emc/functions/lib/db/contadores')]);
  const ciclo = cicloAtual();
  const itens = Array.from({ length: n }, (_, i) => {
    const dataInicio = addDias(inicioDoAno(), i % 60);
    return participacaoItem({
      id: `e2etarefa${String(i).padStart(5, '0')}`, idMedico: 'e2e-tarefa', nomeMedico: 'Médica da Planilha Grande', crmMedico: '990001', tipoMedico: 'Funcionário', idArea: 'x', ciclo, status: 1,
      titulo: `Jornada de Atualização ${i}`, idCategoria: 'c', categoria: 'Congressos e eventos científicos', categoriaTipo: 'OUTRA', idForma: 'f', forma: 'Ouvinte', instituicao: 'Sociedade de Teste',
      dataInicio, dataFim: dataInicio, cargaHoraria: 4, credito: 0, versao: 1, criadaEm: `${dataInicio}T13:00:00.000Z`, criadaPor: 'e2e-tarefa', anexos: [], historico: [],
    } as never);
  });
  for (let i = 0; i < itens.length; i += 25) {
    await d.db.client.send(new BatchWriteCommand({ RequestItems: { [d.db.table]: itens.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: cicloAggKey(ciclo), UpdateExpression: 'ADD registros :n', ExpressionAttributeValues: { ':n': n } }));
}

beforeAll(async () => {
  browser = await launch();
  pasta = mkdtempSync(join(tmpdir(), 'emc-desempenho-tarefa-'));
  await semearParticipacoes(EXTRAS);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  rmSync(pasta, { recursive: true, force: true });
});
afterEach(({ task }) => depoisDoTeste(task));

const card = (page: Page, titulo: string) => page.getByRole('main').getByRole('region', { name: titulo, exact: true });

/** Saves the download and opens it: the whole workbook, its first sheet's data rows counted. */
async function linhasDoArquivo(download: Download): Promise<number> {
  expect(download.suggestedFilename()).toBe(RELATORIOS.detalhado.arquivo);
  const caminho = join(pasta, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(caminho);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(caminho);
  const ws = workbook.worksheets[0]!;
  expect(ws.getRow(1).getCell(1).value).toBe('ID');
  return ws.actualRowCount - 1;
}

describe('Desempenho: a report as a job', () => {
  it('shows the job’s progress moving to done, then downloads the whole file; the e-mail’s link opens it again', { timeout: 300_000 }, async () => {
    const { page } = await newPage(browser);
    await entrarPelaApi(page, DEMO.admin, '/desempenho');
    const detalhado = card(page, 'Consulta detalhada');
    await detalhado.getByRole('combobox', { name: 'Ciclo', exact: true }).selectOption(String(cicloAtual()));

    // The job's reads are held until the card has shown the job as the request answered it.
    let soltar: () => void = () => undefined;
    const segurada = new Promise<void>((resolve) => (soltar = resolve));
    await page.route('**/api/relatorio/tarefa/**', async (route) => {
      await segurada;
      await route.fallback();
    });
    const resposta = page.waitForResponse((r) => r.url().includes('/api/relatorio/detalhado'));
    await detalhado.getByRole('button', { name: 'Gerar', exact: true }).click();
    const pedido = await resposta;
    expect(pedido.status()).toBe(202);
    const { tarefa } = (await pedido.json()) as RelatorioEmTarefa;
    const total = tarefa.total;
    expect(total).toBeGreaterThan(EXTRAS);
    const formato = new Intl.NumberFormat('pt-BR');

    const barra = detalhado.getByRole('progressbar', { name: 'Progresso do relatório Consulta detalhada', exact: true });
    await barra.waitFor();
    expect(await barra.getAttribute('aria-valuenow')).toBe('0');
    expect(await barra.getAttribute('aria-valuemax')).toBe(String(total));
    await detalhado.getByText(`Gerando a planilha: 0 de ${formato.format(total)} linhas`, { exact: true }).waitFor();
    await semRolagemLateral(page, 'desempenho-tarefa');
    await expectNoSeriousA11yViolations(page, 'desempenho-tarefa');
    await screenshot(page, 'desempenho-tarefa-inicio');
    // Let go (the handler stays, and passes every read on from now).
    soltar();

    // The bar's value, as read every second, until the job is done: it only grows.
    const vistos: number[] = [];
    const status = detalhado.getByRole('status');
    const pronto = `Relatório pronto: ${formato.format(total)} linhas.`;
    await until(
      async () => {
        const valor = await barra.getAttribute('aria-valuenow', { timeout: 200 }).catch(() => null);
        if (valor !== null) vistos.push(Number(valor));
        if (vistos.length === 3) await screenshot(page, 'desempenho-tarefa-progresso');
        return (await status.textContent()) ?? '';
      },
      (texto) => texto.includes(pronto),
      180_000,
    );
    expect(await status.textContent()).toContain(pronto);
    expect(vistos, 'the bar only moves forward').toEqual([...vistos].sort((a, b) => a - b));
    expect(await barra.count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'desempenho-tarefa-pronto');
    await screenshot(page, 'desempenho-tarefa-pronto');

    const baixar = detalhado.getByRole('button', { name: `Baixar ${RELATORIOS.detalhado.arquivo}`, exact: true });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), baixar.click()]);
    expect(await linhasDoArquivo(download)).toBe(total);

    // The administrator's e-mail links to the page with the job; its card downloads the file again.
    const { value: emails } = await until(async () => (await emailsPara(DEMO.admin)).filter((e) => e.body.text?.includes(`relatorio=${tarefa.id}`)), (l) => l.length > 0, 60_000);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Relatório pronto: Consulta detalhada');
    const link = emails[0]!.body.text!.match(/Baixe-o em: (\S+)/)![1]!;
    expect(link).toBe(`${stackEnv().APP_URL}/desempenho?relatorio=${tarefa.id}`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    const deNovo = card(page, 'Consulta detalhada').getByRole('button', { name: `Baixar ${RELATORIOS.detalhado.arquivo}`, exact: true });
    await deNovo.waitFor();
    const [outro] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), deNovo.click()]);
    expect(await linhasDoArquivo(outro)).toBe(total);
  });

  it('on a 390 px phone: the finished job’s card fits, axe is clean, and the keyboard reaches its download', { timeout: 180_000 }, async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await entrarPelaApi(page, DEMO.admin, '/desempenho');
    const comparativo = card(page, 'Comparativo geral');
    await comparativo.getByRole('combobox', { name: 'Ciclo', exact: true }).selectOption(String(cicloAtual()));
    await comparativo.getByRole('button', { name: 'Gerar', exact: true }).click();
    const baixar = comparativo.getByRole('button', { name: `Baixar ${RELATORIOS.comparativo.arquivo}`, exact: true });
    await baixar.waitFor({ timeout: 120_000 });
    await passoNoCelular(page, 'desempenho-tarefa-celular');
    await comparativo.getByRole('button', { name: 'Gerar', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await baixar.evaluate((e) => e === document.activeElement), 'Tab goes from Gerar to the download').toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(RELATORIOS.comparativo.arquivo);
  });
});
