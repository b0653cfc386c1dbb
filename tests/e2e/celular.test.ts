import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, login, newPage, passoNoCelular } from '../support/browser';
import { cicloAtual } from '../support/clock';
import { pickCatalogueAtividade, registrar, statusTab } from '../support/nova-participacao';
import { admin, criar, novoMedico, type NovoMedico } from '../support/participacoes';
import { photoPng } from '../support/png';

/**
 * The doctor's area on a 390 × 844 phone (issue 8): a doctor of this file's own, with one approved
 * participation (10 credits of a goal of 50), so every number below is exact.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const APROVADA = 'Congresso aprovado da Dra. Celular';

let browser: Browser;
let medica: NovoMedico;
let idAprovada: string;

beforeAll(async () => {
  browser = await launch();
  medica = await novoMedico('Paula Celular Teste');
  idAprovada = (await criar(medica.token, { titulo: APROVADA })).id;
  await (await admin()).aprovar(idAprovada);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');

const passo = (page: Page, nome: string) => passoNoCelular(page, `celular-${nome}`);

describe('a doctor on a 390 × 844 phone', () => {
  it('logs in, registers with a photo, finds it, reads the summary, and reaches "Ver detalhes" from Histórico', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await passo(page, '1-login');
    await login(page, medica.email);
    await page.waitForURL('**/participacao-medico/home');

    // The title, then the main action within the first screen, then the compact summary; no sidebar first.
    const titulo = main(page).getByRole('heading', { name: 'Participações', level: 1, exact: true });
    const nova = page.getByRole('button', { name: 'Nova participação', exact: true });
    const resumo = main(page).getByRole('region', { name: 'Meu desempenho', exact: true });
    await resumo.getByRole('status').filter({ hasText: 'Faltam 40 créditos para a meta' }).waitFor();
    await resumo.getByRole('img', { name: '10 de 50 créditos da meta', exact: true }).waitFor();
    expect(await page.getByRole('complementary').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Menu principal', exact: true }).count()).toBe(0);
    const caixa = (await nova.boundingBox())!;
    expect(caixa.y + caixa.height, '"Nova participação" na primeira tela').toBeLessThanOrEqual(PHONE.height);
    expect(caixa.height).toBeGreaterThanOrEqual(36);
    expect((await titulo.boundingBox())!.y).toBeLessThan(caixa.y);
    expect((await resumo.boundingBox())!.y).toBeGreaterThan(caixa.y + caixa.height);
    await statusTab(page, 'Aprovada', 1).waitFor();
    await passo(page, '2-inicio');

    // The summary expands on demand.
    await resumo.getByRole('button', { name: 'Mostrar detalhes do desempenho', exact: true }).click();
    await resumo.getByRole('heading', { name: 'Pontos por valor', exact: true }).waitFor();
    expect(await resumo.getByRole('button', { name: 'Ocultar detalhes do desempenho', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await passo(page, '3-resumo');
    await resumo.getByRole('button', { name: 'Ocultar detalhes do desempenho', exact: true }).click();
    await resumo.getByRole('heading', { name: 'Pontos por valor', exact: true }).waitFor({ state: 'detached' });

    // Register from the catalogue with a photo taken by the camera.
    await nova.click();
    const dialog = await pickCatalogueAtividade(page, 'ACLS', /^Curso ACLS – turma de /);
    const tituloNova = await dialog.getByRole('textbox', { name: /^Título/ }).inputValue();
    await dialog.getByRole('button', { name: 'Tirar foto', exact: true }).waitFor();
    await dialog.getByLabel('Foto do comprovante', { exact: true }).setInputFiles([{ name: 'foto-certificado.png', mimeType: 'image/png', buffer: photoPng(800, 600) }]);
    await dialog.getByRole('list', { name: 'Comprovantes escolhidos', exact: true }).getByText('foto-certificado.png', { exact: true }).waitFor();
    await passo(page, '4-nova-participacao');
    await registrar(page, dialog);
    await dialog.waitFor({ state: 'detached' });

    // The new participation opens, with the photo as its certificate.
    await page.waitForURL('**/participacao-medico/editar/*');
    await main(page).getByRole('heading', { name: tituloNova, level: 1, exact: true }).waitFor();
    await main(page).getByRole('list', { name: 'Comprovantes', exact: true }).getByText('foto-certificado.png', { exact: true }).waitFor();
    await main(page).getByRole('region', { name: 'Meu desempenho', exact: true }).waitFor();
    await passo(page, '5-registrada');

    // Back in the list, it is found under Pendente.
    await main(page).getByRole('link', { name: 'Voltar para participações', exact: true }).click();
    await page.waitForURL('**/participacao-medico/home**');
    await statusTab(page, 'Pendente', 1).click();
    const encontrada = main(page).getByRole('article', { name: tituloNova, exact: true });
    await encontrada.waitFor();
    await passo(page, '6-encontrada');

    // The menu is a drawer; Histórico lists the cycle's approved participations as cards.
    await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
    const gaveta = page.getByRole('navigation', { name: 'Menu principal', exact: true });
    // The drawer's code loads when the menu is first used.
    await gaveta.waitFor();
    expect(await gaveta.getByRole('link').allInnerTexts()).toEqual(['Participações', 'Histórico', 'Sobre o Programa', 'Perguntas Frequentes', 'Contato']);
    await page.waitForFunction(() => document.querySelector('[role="dialog"][aria-label="Menu"]')?.getBoundingClientRect().left === 0);
    await passo(page, '7-menu');
    await gaveta.getByRole('link', { name: 'Histórico', exact: true }).click();
    await page.waitForURL('**/historico');
    await gaveta.waitFor({ state: 'detached' });
    const lista = main(page).getByRole('list', { name: `Participações aprovadas no Ciclo ${cicloAtual()}`, exact: true });
    const card = lista.getByRole('article', { name: APROVADA, exact: true });
    await card.waitFor();
    expect(await lista.getByRole('article').count()).toBe(1);
    expect(await card.innerText()).toMatch(/Créditos:\s*10/);
    await page.getByLabel('Gráfico de créditos por ciclo, por valor, com a meta de cada ciclo', { exact: true }).locator('svg').first().waitFor();
    await passo(page, '8-historico');

    await card.getByRole('button', { name: 'Ações', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Ver detalhes', exact: true }).click();
    await page.waitForURL(`**/participacao-medico/editar/${idAprovada}`);
    await main(page).getByRole('heading', { name: APROVADA, level: 1, exact: true }).waitFor();
    await passo(page, '9-ver-detalhes');

    await page.goto('/perfil');
    await main(page).getByRole('heading', { name: 'Perfil', level: 1, exact: true }).waitFor();
    await main(page).getByText(medica.crm, { exact: false }).first().waitFor();
    await passo(page, '10-perfil');
    await context.close();
  });
});

/** Presses Tab until the focused element is the one wanted (at most `max` times); fails otherwise. */
async function tabAte(page: Page, nome: string, max = 15) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const atual = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute('aria-label') ?? el?.innerText.trim() ?? '';
    });
    if (atual === nome) return;
  }
  throw new Error(`"${nome}" não foi alcançado com Tab em ${max} passos`);
}

describe('the phone layout by keyboard alone', () => {
  it('opens the drawer with Enter, follows a link in it, closes it with Escape back on its button, and expands the summary', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await entrarPelaApi(page, medica.email, '/participacao-medico/home');
    await main(page).getByRole('region', { name: 'Meu desempenho', exact: true }).getByRole('status').waitFor();

    await tabAte(page, 'Abrir menu');
    await page.keyboard.press('Enter');
    const gaveta = page.getByRole('navigation', { name: 'Menu principal', exact: true });
    await gaveta.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"][aria-label="Menu"]') !== null);
    await page.keyboard.press('Escape');
    await gaveta.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Abrir menu');

    await page.keyboard.press('Enter');
    await gaveta.waitFor();
    await tabAte(page, 'Histórico');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/historico');
    await gaveta.waitFor({ state: 'detached' });
    // The page and its summary load first; then Tab walks to the summary's button.
    await main(page).getByRole('heading', { name: 'Histórico', level: 1, exact: true }).waitFor();
    await main(page).getByRole('region', { name: 'Meu desempenho', exact: true }).getByRole('button', { name: 'Mostrar detalhes do desempenho', exact: true }).waitFor();

    await tabAte(page, 'Mostrar detalhes do desempenho', 25);
    await page.keyboard.press('Enter');
    await main(page).getByRole('heading', { name: 'Pontos por valor', exact: true }).waitFor();
    await context.close();
  });
});

describe('the doctor’s pages at desktop width', () => {
  it('keep the 300 px sidebar and the horizontal menu, with no serious or critical axe finding', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'login');
    await entrarPelaApi(page, medica.email, '/participacao-medico/home');
    const sidebar = page.getByRole('complementary', { name: 'Painel lateral', exact: true });
    await sidebar.getByRole('img', { name: '10 de 50 créditos da meta', exact: true }).waitFor();
    expect((await sidebar.boundingBox())!.width).toBe(300);
    expect(await page.getByRole('button', { name: 'Abrir menu', exact: true }).isVisible()).toBe(false);
    await page.getByRole('navigation', { name: 'Menu principal', exact: true }).getByRole('link', { name: 'Histórico', exact: true }).waitFor();
    await statusTab(page, 'Aprovada', 1).waitFor();
    await expectNoSeriousA11yViolations(page, 'participações');

    await page.goto('/historico');
    await main(page).getByRole('table', { name: `Participações aprovadas no Ciclo ${cicloAtual()}`, exact: true }).getByRole('row').nth(1).waitFor();
    await page.getByLabel('Gráfico de créditos por ciclo, por valor, com a meta de cada ciclo', { exact: true }).locator('svg').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'histórico');

    await page.goto(`/participacao-medico/editar/${idAprovada}`);
    await main(page).getByRole('heading', { name: APROVADA, level: 1, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'detalhe');

    await page.goto('/perfil');
    await main(page).getByText(medica.crm, { exact: false }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'perfil');
    await context.close();
  });
});
