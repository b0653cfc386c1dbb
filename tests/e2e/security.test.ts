import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { domain } from '../support/direct';
import { depoisDoTeste, entrarPelaApi, launch, login, newPage, screenshot, toast } from '../support/browser';
import { hoje } from '../support/clock';
import { PDF, novoMedico, porStatus } from '../support/participacoes';
import { stackHeaders } from '../support/target';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

/** Each test makes its own doctor (novoMedico), known to no other file. */
describe('security in the browser', () => {
  it('a create whose answer is lost and is sent again makes one participation, with its title cleaned', async () => {
    const medico = await novoMedico('Médica da Conexão Instável');
    const { context, page } = await newPage(browser);
    // The first create reaches the server, but its answer never reaches the browser.
    let creates = 0;
    await page.route('**/api/participacao/create', async (route) => {
      creates++;
      if (creates === 1) {
        await route.fetch({ headers: { ...route.request().headers(), ...stackHeaders() } });
        await route.abort('connectionreset');
      } else await route.fallback();
    });
    await entrarPelaApi(page, medico.email, '/participacao-medico/home');
    await page.getByRole('button', { name: 'Nova participação', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova participação', exact: true });
    await dialog.getByRole('textbox', { name: /^Título/ }).fill('Curso \u202Efdp.exe');
    await dialog.getByRole('combobox', { name: /^Categoria/ }).selectOption({ label: 'Congressos e eventos científicos' });
    await dialog.getByRole('combobox', { name: /^Forma de participação/ }).selectOption({ label: 'Ouvinte' });
    await dialog.getByRole('textbox', { name: /^Instituição promotora/ }).fill('Hospital\u0000 Escola');
    await dialog.getByLabel(/^Data de início/).fill(hoje());
    await dialog.getByLabel(/^Data de término/).fill(hoje());
    await dialog.getByRole('textbox', { name: /^Carga horária/ }).fill('4');
    await dialog.getByLabel('Arquivos de comprovante', { exact: true }).setInputFiles({ name: 'certificado.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('list', { name: 'Comprovantes escolhidos', exact: true }).getByText('certificado.pdf', { exact: true }).waitFor();

    const registrar = dialog.getByRole('button', { name: 'Registrar participação', exact: true });
    await registrar.click();
    // The toast lives outside the dialog, which hides the rest of the page from the accessibility tree.
    await toast(page, 'Erro', 'Ocorreu um erro desconhecido.').waitFor();
    await screenshot(page, 'seguranca-resposta-perdida');
    await expect.poll(() => registrar.isEnabled()).toBe(true);
    await registrar.click();
    await page.waitForURL('**/participacao-medico/editar/*');
    const id = page.url().split('/').pop()!;

    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText()).toBe('Curso fdp.exe');
    await screenshot(page, 'seguranca-titulo-limpo');
    expect(creates).toBe(2);
    const pendentes = await porStatus(medico.token, medico.idMedico, 1);
    expect(pendentes.data.totalItems).toBe(1);
    expect(pendentes.data.responseList[0]).toMatchObject({ id, titulo: 'Curso fdp.exe' });
    await context.close();
  });

  it('a doctor deactivated while the page is open is sent to the login on the next call', async () => {
    const medico = await novoMedico('Médico Desativado com a Página Aberta');
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, medico.email, '/participacao-medico/home');
    await page.getByRole('img', { name: '0 de 50 créditos da meta', exact: true }).waitFor();

    const d = await domain();
    await d.desativarConta({ db: d.db, cognito: d.cognito, userPoolId: d.userPoolId }, medico.idUsuario);
    // Past the account cache's window (1 s in the test stack), every call of the open page gets 401.
    const windowMs = Number(inject('stackEnv').ACCOUNT_CACHE_SECONDS) * 1000;
    await expect
      .poll(
        async () => {
          await page.goto('/participacao-medico/home');
          return page.waitForURL('**/login', { timeout: 5000 }).then(
            () => new URL(page.url()).pathname,
            () => 'still signed in',
          );
        },
        { timeout: windowMs + 20_000 },
      )
      .toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token_emc'))).toBeNull();

    await login(page, medico.email);
    await toast(page, 'Erro', 'Usuário desativado. Procure o suporte do Programa de EMC.').waitFor();
    await screenshot(page, 'seguranca-conta-desativada');
    await context.close();
  });
});
