import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signRs256, claimsOf, tokenFor } from '../support/api';
import { depoisDoTeste, entrarPelaApi, launch, literal, login, newPage, screenshot, storage, toast } from '../support/browser';
import { novoMedico, type NovoMedico } from '../support/participacoes';
import { novaSecretaria, novoChefe, type NovaSecretaria } from '../support/pessoas';

const ADMIN_MENU = ['Área de Análise', 'Desempenho', 'Registro de Atividades', 'Corpo Clínico', 'Tabela de Créditos', 'Controle de Áreas', 'Gerenciar Secretárias'];
const MEDICO_MENU = ['Participações', 'Histórico', 'Sobre o Programa', 'Perguntas Frequentes', 'Contato'];

/** The menu's entries, once the menu has rendered (with its first expected entry, when one is expected). */
async function menuItems(page: Page, first?: string) {
  const nav = page.getByRole('navigation', { name: 'Menu principal', exact: true });
  await (first ? nav.getByRole('link', { name: first, exact: true }) : nav).waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
}
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Painel lateral', exact: true });

/**
 * This file's own people (beforeAll), known to no other file: a doctor, an administrator who is also
 * a doctor, and a secretary linked to exactly three doctors of this file. The administrator account
 * is the demo one: only read here, and no test changes it.
 */
let browser: Browser;
let medica: NovoMedico;
let chefe: NovoMedico;
let vinculados: NovoMedico[];
let secretaria: NovaSecretaria;
beforeAll(async () => {
  browser = await launch();
  medica = await novoMedico('Laura Shell Teste');
  chefe = await novoChefe('Otávio Chefe Shell Teste');
  vinculados = [await novoMedico('Ana Vinculada Shell Teste'), await novoMedico('Bruno Vinculado Shell Teste'), await novoMedico('Clara Vinculada Shell Teste')];
  secretaria = await novaSecretaria('Silvia Secretária Shell Teste', vinculados);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

describe('login page', () => {
  it('shows the instructions, validates, and keeps Entrar disabled while invalid', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    const card = page.getByRole('main').getByRole('region', { name: 'Educação Médica Continuada', exact: true });
    await card.getByText(/^Informe o seu email institucional completo\./).waitFor();
    await card.getByText('crm123456@hospital.example', { exact: true }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Menu principal', exact: true }).count()).resolves.toBe(0);
    const submit = page.getByRole('button', { name: 'Entrar', exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const senha = page.getByLabel('Senha', { exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await email.fill('x');
    await email.fill('');
    await senha.focus();
    await page.getByText('Email é obrigatório.', { exact: true }).waitFor();
    await email.fill('nao-e-email');
    await senha.fill('x');
    await senha.fill('');
    await email.focus();
    await page.getByText('Senha é obrigatória.', { exact: true }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'login-validation');
    await context.close();
  });

  it('shows the error toast and the helpdesk note on a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await login(page, medica.email, 'Senha-Errada-1');
    const alerta = toast(page, 'Erro', 'Email ou senha incorretos.');
    await alerta.waitFor();
    await expect(page.getByRole('note').innerText()).resolves.toMatch(/Service Desk/);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await storage(page)).token_emc).toBeUndefined();
    const box = await alerta.boundingBox();
    const vp = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(vp.width * 0.6);
    expect(box!.y).toBeGreaterThan(vp.height * 0.6);
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
    await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    await page.getByRole('banner').getByText('Marina Costa Rezende', { exact: true }).waitFor();
    expect(await page.getByText('Você está na visão de administrador.', { exact: true }).count()).toBe(0);
    await screenshot(page, 'admin-home');
    await context.close();
  });

  it('doctor: lands on participacao-medico/home with the doctor menu and a 300 px performance sidebar', async () => {
    const { context, page } = await newPage(browser);
    await login(page, medica.email);
    await page.waitForURL('**/participacao-medico/home');
    await page.getByRole('heading', { name: 'Participações', exact: true }).waitFor();
    expect(await menuItems(page, MEDICO_MENU[0])).toEqual(MEDICO_MENU);
    const box = await sidebar(page).boundingBox();
    expect(box?.width).toBe(300);
    await expect(sidebar(page).innerText()).resolves.toMatch(/Meu desempenho/);
    await sidebar(page).getByRole('img', { name: '0 de 50 créditos da meta', exact: true }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    const s = await storage(page);
    expect(s['view-nomeMedico']).toBe(medica.nome);
    expect(s['view-crmMedico']).toBe(medica.crm);
    expect(s['view-idMedico']).toBe(medica.idMedico);
    expect(claimsOf(s.token_emc!).idMedico).toBe(medica.idMedico);
    await screenshot(page, 'medico-home');

    await page.getByRole('button', { name: 'Abrir perfil', exact: true }).click();
    await page.waitForURL('**/perfil');
    await context.close();
  });

  it('a user with no role gets an empty menu', async () => {
    const { context, page } = await newPage(browser);
    const real = claimsOf(medica.token);
    // A genuinely signed token whose account has no role: the UI must show no menu entries.
    const token = signRs256({}, { ...real, role: [] });
    await page.goto('/login');
    await page.evaluate((t) => localStorage.setItem('token_emc', t), token);
    // Histórico: an unguarded page that, with no doctor to show, calls nothing (Sobre's call would be refused).
    await page.goto('/historico');
    await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    expect(await menuItems(page)).toEqual([]);
    await context.close();
  });
});

describe('administrator-doctor', () => {
  it('starts in admin view and switches to doctor view and back, with a reload each time', async () => {
    const { context, page } = await newPage(browser);
    await login(page, chefe.email);
    await page.waitForURL('**/participacao/home');
    await page.getByText('Você está na visão de administrador.', { exact: true }).waitFor();
    expect(await menuItems(page, ADMIN_MENU[0])).toEqual(ADMIN_MENU);
    expect(await sidebar(page).count()).toBe(0);
    expect(await storage(page)).toMatchObject({ isAdminView: 'true', isMedicoView: 'false' });
    await screenshot(page, 'chefe-admin-view');

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('button', { name: 'Ir para visão de médico', exact: true }).click();
    await page.waitForURL('**/participacao-medico/home');
    await page.getByText('Você está na visão de médico.', { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect(await menuItems(page, MEDICO_MENU[0])).toEqual(MEDICO_MENU);
    expect((await sidebar(page).boundingBox())?.width).toBe(300);
    expect(await storage(page)).toMatchObject({ isAdminView: 'false', isMedicoView: 'true', 'view-nomeMedico': chefe.nome, 'view-crmMedico': chefe.crm, 'view-idMedico': chefe.idMedico });
    await screenshot(page, 'chefe-medico-view');

    await page.getByRole('button', { name: 'Ir para visão de administrador', exact: true }).click();
    await page.waitForURL('**/participacao/home');
    await page.getByText('Você está na visão de administrador.', { exact: true }).waitFor();
    expect(await menuItems(page, ADMIN_MENU[0])).toEqual(ADMIN_MENU);
    await context.close();
  });
});

describe('secretary', () => {
  it('picks a doctor on selecionar-medico (top bar only) and acts in doctor view', async () => {
    const { context, page } = await newPage(browser);
    await login(page, secretaria.email);
    await page.waitForURL('**/selecionar-medico');
    const confirmar = page.getByRole('button', { name: 'Confirmar', exact: true });
    const radios = page.getByRole('radiogroup', { name: 'Médicos vinculados', exact: true }).getByRole('radio');
    const radio = (m: NovoMedico) => page.getByRole('radio', { name: new RegExp(`^${literal(m.nome)}\\s*CRM ${m.crm}$`) });
    await radio(vinculados[0]!).waitFor();
    expect(await radios.count()).toBe(3);
    for (const m of vinculados) expect(await radio(m).count()).toBe(1);
    expect(await confirmar.isDisabled()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Menu principal', exact: true }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await sidebar(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    await screenshot(page, 'secretaria-selecionar-medico');

    const escolhida = vinculados[1]!;
    await radio(escolhida).check();
    expect(await confirmar.isEnabled()).toBe(true);
    await confirmar.click();
    await page.waitForURL('**/participacao-medico/home');
    expect(await storage(page)).toMatchObject({ 'view-nomeMedico': escolhida.nome, 'view-crmMedico': escolhida.crm, 'view-idMedico': escolhida.idMedico });
    expect(await menuItems(page, MEDICO_MENU[0])).toEqual(MEDICO_MENU);
    await sidebar(page).getByText(escolhida.nome, { exact: true }).waitFor();
    await screenshot(page, 'secretaria-medico-home');
    await context.close();
  });
});

describe('session', () => {
  it('logout clears the token and the doctor-view data and returns to login', async () => {
    const { context, page } = await newPage(browser);
    await login(page, medica.email);
    await page.waitForURL('**/participacao-medico/home');
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
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
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    expect((await storage(page)).token_emc).toBeUndefined();

    await page.evaluate((t) => localStorage.setItem('token_emc', t), expired);
    await page.goto('/participacao/home');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('sends the user to login when the server answers 401 to a token the browser still thinks valid', async () => {
    const { context, page } = await newPage(browser);
    const real = secretaria.token;
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
    await entrarPelaApi(page, medica.email, '/participacao-medico/home');
    await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    await page.goto('/desempenho');
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('not-found', () => {
  it("shows 'Página não encontrada' with 'Voltar para home'", async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, DEMO.admin, '/rota-que-nao-existe');
    await page.getByText('Página não encontrada', { exact: true }).waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: 'Voltar para home', exact: true }).click();
    await page.waitForURL('**/participacao/home');
    await context.close();
  });
});
