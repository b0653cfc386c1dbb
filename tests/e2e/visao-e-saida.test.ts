import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, newPage, screenshot } from '../support/browser';
import { admin, criar, novoMedico, type NovoMedico } from '../support/participacoes';
import { novoChefe } from '../support/pessoas';

/**
 * Issue 28, defects 10 and 11, in Chromium: an administrator-doctor opening a page of the other view
 * gets that view (its menu and a banner that says so), and a changed form asks before Back leaves it.
 * This file's own administrator-doctor, doctor and participation.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let browser: Browser;
let chefe: NovoMedico;
let medica: NovoMedico;
let emAjuste: string;

beforeAll(async () => {
  browser = await launch();
  chefe = await novoChefe('Chefe Visão Teste');
  medica = await novoMedico('Médica Saída Teste');
  emAjuste = (await criar(medica.token, { titulo: 'Jornada em ajuste da Dra. Saída' })).id;
  await (await admin()).comentar(emAjuste);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const banner = (page: Page) => page.getByRole('region', { name: 'Visão atual', exact: true });

describe('an administrator-doctor opening a page of the other view', () => {
  for (const [largura, viewport] of [
    ['1366', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`switches to that page's view, with its menu and a banner that says so (${largura} px)`, async () => {
      const { page } = await newPage(browser, viewport);
      // The session starts in admin view; the doctor's home switches it to doctor view.
      await entrarPelaApi(page, chefe.email, '/participacao-medico/home');
      await page.getByRole('heading', { name: 'Participações', level: 1, exact: true }).waitFor();
      await banner(page).filter({ hasText: 'Você está na visão de médico. A visão mudou para médico para abrir esta página.' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('isMedicoView'))).toBe('true');
      await expectNoSeriousA11yViolations(page, `visão de médico a ${largura} px`);
      await screenshot(page, `visao-medico-${largura}`);

      // An admin URL typed in doctor view: the admin view, not the doctor's menu around an admin page.
      await page.goto('/participacao/home');
      await page.getByRole('heading', { name: 'Área de Análise', level: 1, exact: true }).waitFor();
      await banner(page).filter({ hasText: 'Você está na visão de administrador. A visão mudou para administrador para abrir esta página.' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('isAdminView'))).toBe('true');
      if (largura === '1366') {
        const menu = page.getByRole('navigation', { name: 'Menu principal', exact: true });
        await menu.getByRole('link', { name: 'Desempenho', exact: true }).waitFor();
        expect(await menu.getByRole('link', { name: 'Histórico', exact: true }).count()).toBe(0);
        expect(await page.getByRole('complementary').count()).toBe(0);
      }
      await expectNoSeriousA11yViolations(page, `visão de administrador a ${largura} px`);
      await screenshot(page, `visao-admin-${largura}`);
    });
  }
});

describe('a changed form asks before Back leaves it', () => {
  it('a participation in Em ajuste being edited: Back asks; "Não" keeps the change, "Sim" leaves', async () => {
    const { page } = await newPage(browser, DESKTOP);
    // The Em ajuste list, then the participation opened from it: Back stays inside the app.
    await entrarPelaApi(page, medica.email, '/participacao-medico/home?status=4');
    await page.getByRole('heading', { name: 'Participações', level: 1, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Jornada em ajuste da Dra. Saída', exact: true }).click();
    await page.waitForURL(`**/participacao-medico/editar/${emAjuste}`);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const titulo = page.getByRole('form', { name: 'Editar participação' }).getByRole('textbox', { name: /^Título/ });
    await titulo.fill('Jornada em ajuste da Dra. Saída (corrigida)');

    await page.goBack();
    const aviso = page.getByRole('dialog', { name: 'Aviso', exact: true });
    await aviso.getByText('As alterações deste formulário não foram salvas. Deseja sair e descartá-las?', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'aviso ao sair');
    await screenshot(page, 'aviso-ao-sair');
    await aviso.getByRole('button', { name: 'Não', exact: true }).click();
    await aviso.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/participacao-medico/editar/${emAjuste}`);
    expect(await titulo.inputValue()).toBe('Jornada em ajuste da Dra. Saída (corrigida)');

    await page.goBack();
    await aviso.getByRole('button', { name: 'Sim', exact: true }).click();
    await page.waitForURL('**/participacao-medico/home?status=4');
  });
});
