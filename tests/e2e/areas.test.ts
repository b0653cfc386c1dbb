import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, newPage, passoNoCelular, screenshot, toast } from '../support/browser';

/** Controle de Áreas through the screens (issue 10), on this file's own areas (a unique suffix). */
let browser: Browser;
const sufixo = randomUUID().slice(0, 6);
const NOME = `Oncologia Pediátrica ${sufixo}`;
const RENOMEADA = `Oncologia Infantil ${sufixo}`;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');

async function buscar(page: Page, texto: string) {
  await main(page).getByRole('searchbox', { name: 'Buscar área por nome' }).fill(texto);
  await page.waitForURL((url) => url.searchParams.get('busca') === texto);
}

async function salvar(page: Page, titulo: string, nome: string) {
  const dialog = page.getByRole('dialog', { name: titulo, exact: true });
  const campo = dialog.getByRole('textbox', { name: 'Nome da área' });
  await campo.fill(nome);
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  return dialog;
}

describe('Controle de Áreas', () => {
  it('an administrator creates, refuses a duplicate, renames, deactivates and reactivates an area; the list of active areas follows', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, DEMO.admin, '/participacao/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Controle de Áreas', exact: true }).click();
    await expect.poll(() => page.url()).toContain('/areas');
    await main(page).getByRole('table', { name: 'Áreas' }).waitFor();
    await screenshot(page, 'areas-lista');

    await main(page).getByRole('button', { name: 'Nova área', exact: true }).click();
    await salvar(page, 'Nova área', NOME);
    await toast(page, 'Sucesso', `Área “${NOME}” cadastrada.`).waitFor();

    // The same name, other case and no accents: a clear message, and the dialog keeps what was typed.
    await main(page).getByRole('button', { name: 'Nova área', exact: true }).click();
    const duplicada = await salvar(page, 'Nova área', NOME.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    await expect.poll(() => duplicada.getByRole('alert').textContent()).toBe('Já existe uma área com este nome.');
    await screenshot(page, 'areas-duplicada');
    await duplicada.getByRole('button', { name: 'Cancelar', exact: true }).click();

    await buscar(page, sufixo);
    const linhas = main(page).getByRole('table', { name: 'Áreas' }).getByRole('row');
    await expect.poll(() => linhas.allTextContents()).toEqual(['NomeSituaçãoAções', `${NOME}AtivaEditarDesativar`]);

    await main(page).getByRole('button', { name: `Editar ${NOME}`, exact: true }).click();
    await salvar(page, 'Editar área', RENOMEADA);
    await toast(page, 'Sucesso', `Área “${RENOMEADA}” atualizada.`).waitFor();

    await main(page).getByRole('button', { name: `Desativar ${RENOMEADA}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Aviso', exact: true }).getByRole('button', { name: 'Sim', exact: true }).click();
    await toast(page, 'Sucesso', `A área “${RENOMEADA}” foi desativada.`).waitFor();
    await expect.poll(() => linhas.allTextContents()).toEqual(['NomeSituaçãoAções', `${RENOMEADA}InativaEditarReativar`]);
    const ativas = async () => ((await api('/api/areas/get-list-name', { token: await tokenFor(DEMO.admin) })).data as { nome: string }[]).map((a) => a.nome);
    expect(await ativas()).not.toContain(RENOMEADA);
    await expectNoSeriousA11yViolations(page, 'áreas');
    await screenshot(page, 'areas-desativada');

    await main(page).getByRole('button', { name: `Reativar ${RENOMEADA}`, exact: true }).click();
    await toast(page, 'Sucesso', `A área “${RENOMEADA}” foi reativada.`).waitFor();
    expect(await ativas()).toContain(RENOMEADA);
    await context.close();
  });

  it('on a 390 px phone, by keyboard: cards, the form full screen, no sideways scroll', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await entrarPelaApi(page, DEMO.admin, '/areas');
    await main(page).getByRole('list', { name: 'Áreas' }).waitFor();
    await passoNoCelular(page, 'areas-celular-lista');

    await main(page).getByRole('button', { name: 'Nova área', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nova área', exact: true });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Nome da área' }).evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('A');
    await dialog.getByText('O nome da área deve ter ao menos 2 caracteres.').waitFor();
    await passoNoCelular(page, 'areas-celular-formulario');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
