import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signRs256, claimsOf, tokenFor } from '../support/api';
import { launch, login, newPage, screenshot, storage } from '../support/browser';

const ADMIN_MENU = ['Área de Análise', 'Desempenho', 'Registro de Atividades', 'Corpo Clínico', 'Tabela de Créditos', 'Controle de Áreas', 'Gerenciar Secretárias'];
const DOCTOR_MENU = ['Participações', 'Histórico', 'Sobre o Programa', 'Perguntas Frequentes', 'Contato'];

/** The menu's entries, once the menu has rendered (with its first expected entry, when one is expected). */
async function menuItems(page: Page, first?: string) {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await (first ? nav.getByRole('link', { name: first }) : nav).waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
}
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Painel lateral' });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('login page', () => {
  it('shows the instructions, validates, and keeps Entrar disabled while invalid', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByText(/e-?mail institucional completo/i).first().waitFor();
    await page.getByText(/crm123456@hospital\.example/).first().waitFor();
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).count()).resolves.toBe(0);
    const submit = page.getByRole('button', { name: 'Entrar' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('x');
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Senha', { exact: true }).focus();
    await page.getByText('Email é obrigatório.').waitFor();
    await page.getByLabel('Email').fill('nao-e-email');
    await page.getByLabel('Senha', { exact: true }).fill('x');
    await page.getByLabel('Senha', { exact: true }).fill('');
    await page.getByLabel('Email').focus();
    await page.getByText('Senha é obrigatória.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'login-validation');
    await context.close();
  });

  it('shows the error toast and the helpdesk note on a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.medico, 'Senha-Errada-1');
    await page.getByText('Email ou senha incorretos.').waitFor();
    await page.getByText('Erro', { exact: true }).first().waitFor();
    await page.getByText(/Service Desk/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await storage(page)).token_emc).toBeUndefined();
    const toast = await page.getByText('Email ou senha incorretos.').boundingBox();
    const vp = page.viewportSize()!;
    expect(toast!.x + toast!.width).toBeGreaterThan(vp.width * 0.6);
    expect(toast!.y).toBeGreaterThan(vp.height * 0.6);
    await screenshot(page, 'login-failure');
    await context.close();
  });
});

describe('landing, menus and layout per role', () => {
  it('administrator: lands on participacao/home with the admin menu, footer and no sidebar', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.admin);
    await page.waitForURL('**/participacao/home');
    await page.getByRole('heading', { name: 'Área de Análise', exact: true }).waitFor();
    expect(await menuItems(page, ADMIN_MENU[0])).toEqual(ADMIN_MENU);
    expect(await sidebar(page).count()).toBe(0);
    await expect(page.getByRole('contentinfo').innerText()).resolves.toMatch(/CEP/);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByText('Marina Costa Rezende').first().waitFor();
    expect(await page.getByText('Você está na visão de administrador.').count()).toBe(0);
    await screenshot(page, 'admin-home');
    await context.close();
  });

  it('doctor: lands on participacao-medico/home with the doctor menu and a 300 px performance sidebar', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.medico);
    await page.waitForURL('**/participacao-medico/home');
    await page.getByRole('heading', { name: 'Participações', exact: true }).waitFor();
    expect(await menuItems(page, DOCTOR_MENU[0])).toEqual(DOCTOR_MENU);
    const box = await sidebar(page).boundingBox();
    expect(box?.width).toBe(300);
    await expect(sidebar(page).innerText()).resolves.toMatch(/Meu desempenho/);
    await page.getByRole('contentinfo').waitFor();
    const s = await storage(page);
    expect(s['view-nomeMedico']).toBe('Ana Beatriz Souza');
    expect(s['view-crmMedico']).toBe('123456');
    expect(s['view-idMedico']).toBe(claimsOf(s.token_emc!).idMedico);
    await screenshot(page, 'medico-home');

    await page.getByRole('button', { name: 'Abrir perfil' }).click();
    await page.waitForURL('**/perfil');
    await context.close();
  });

  it('a user with no role gets an empty menu', async () => {
    const { context, page } = await newPage(browser);
    const real = claimsOf(await tokenFor(DEMO.medico));
    // A genuinely signed token whose account has no role: the UI must show no menu entries.
    const token = signRs256({}, { ...real, role: [] });
    await page.goto('/login');
    await page.evaluate((t) => localStorage.setItem('token_emc', t), token);
    await page.goto('/sobre');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await menuItems(page)).toEqual([]);
    await context.close();
  });
});

describe('administrator-doctor', () => {
  it('starts in admin view and switches to doctor view and back, with a reload each time', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.chefe);
    await page.waitForURL('**/participacao/home');
    await page.getByText('Você está na visão de administrador.').waitFor();
    expect(await menuItems(page, ADMIN_MENU[0])).toEqual(ADMIN_MENU);
    expect(await sidebar(page).count()).toBe(0);
    expect(await storage(page)).toMatchObject({ isAdminView: 'true', isMedicoView: 'false' });
    await screenshot(page, 'chefe-admin-view');

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('button', { name: 'Ir para visão de médico' }).click();
    await page.waitForURL('**/participacao-medico/home');
    await page.getByText('Você está na visão de médico.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect(await menuItems(page, DOCTOR_MENU[0])).toEqual(DOCTOR_MENU);
    expect((await sidebar(page).boundingBox())?.width).toBe(300);
    expect(await storage(page)).toMatchObject({ isAdminView: 'false', isMedicoView: 'true', 'view-nomeMedico': 'Ricardo Almeida Prado', 'view-crmMedico': '100200' });
    await screenshot(page, 'chefe-medico-view');

    await page.getByRole('button', { name: 'Ir para visão de administrador' }).click();
    await page.waitForURL('**/participacao/home');
    await page.getByText('Você está na visão de administrador.').waitFor();
    expect(await menuItems(page, ADMIN_MENU[0])).toEqual(ADMIN_MENU);
    await context.close();
  });
});

describe('secretary', () => {
  it('picks a doctor on selecionar-medico (top bar only) and acts in doctor view', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.secretaria);
    await page.waitForURL('**/selecionar-medico');
    const confirmar = page.getByRole('button', { name: 'Confirmar' });
    await page.getByText('Ana Beatriz Souza').waitFor();
    expect(await page.getByRole('radio').count()).toBe(3);
    expect(await confirmar.isDisabled()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await sidebar(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, 'secretaria-selecionar-medico');

    await page.getByRole('radio', { name: /Ana Beatriz Souza/ }).check();
    expect(await confirmar.isEnabled()).toBe(true);
    await confirmar.click();
    await page.waitForURL('**/participacao-medico/home');
    expect(await storage(page)).toMatchObject({ 'view-nomeMedico': 'Ana Beatriz Souza', 'view-crmMedico': '123456' });
    expect(await menuItems(page, DOCTOR_MENU[0])).toEqual(DOCTOR_MENU);
    await expect(sidebar(page).innerText()).resolves.toMatch(/Ana Beatriz Souza/);
    await screenshot(page, 'secretaria-medico-home');
    await context.close();
  });
});

describe('session', () => {
  it('logout clears the token and the doctor-view data and returns to login', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.medico);
    await page.waitForURL('**/participacao-medico/home');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    const s = await storage(page);
    for (const key of ['token_emc', 'view-idMedico', 'view-nomeMedico', 'view-crmMedico', 'isMedicoView', 'isAdminView']) expect(s[key]).toBeUndefined();
    await page.goto('/participacao-medico/home');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('redirects from login when a valid token is stored, and clears an expired one', async () => {
    const { context, page } = await newPage(browser);
    const valid = await tokenFor(DEMO.admin);
    await page.goto('/login');
    await page.evaluate((t) => localStorage.setItem('token_emc', t), valid);
    await page.goto('/login');
    await page.waitForURL('**/participacao/home');

    const now = Math.floor(Date.now() / 1000);
    const expired = signRs256({}, { ...claimsOf(valid), iat: now - 9 * 3600, exp: now - 3600 });
    await page.evaluate((t) => localStorage.setItem('token_emc', t), expired);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect((await storage(page)).token_emc).toBeUndefined();

    await page.evaluate((t) => localStorage.setItem('token_emc', t), expired);
    await page.goto('/participacao/home');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('sends the user to login when the server answers 401 to a token the browser still thinks valid', async () => {
    const { context, page } = await newPage(browser);
    const real = await tokenFor(DEMO.secretaria);
    const [h, p] = real.split('.');
    const forged = `${h}.${p}.${'A'.repeat(342)}`;
    await page.goto('/login');
    await page.evaluate((t) => localStorage.setItem('token_emc', t), forged);
    await page.goto('/selecionar-medico');
    await page.waitForURL('**/login');
    expect((await storage(page)).token_emc).toBeUndefined();
    await context.close();
  });

  it('a guarded route without the role goes to login', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.medico);
    await page.waitForURL('**/participacao-medico/home');
    await page.goto('/desempenho');
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('not-found', () => {
  it("shows 'Página não encontrada' with 'Voltar para home'", async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.admin);
    await page.waitForURL('**/participacao/home');
    await page.goto('/rota-que-nao-existe');
    await page.getByText('Página não encontrada').waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: 'Voltar para home' }).click();
    await page.waitForURL('**/participacao/home');
    await context.close();
  });
});
