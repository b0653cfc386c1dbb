import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DEMO_PASSWORD, baseUrl, claimsOf, tokenFor } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { stackHeaders } from './target';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs for
 * headless): the same Blink and V8 as /usr/bin/chromium at under half its CPU per page and context,
 * which on 2 cores is most of the browser tests' time. Without it, the full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
/**
 * A test's page lives seconds: V8's optimizing compilers (TurboFan, Maglev) would spend CPU on code
 * that never runs long enough to profit (measured: a fifth less CPU per page). Semantics are the same.
 */
export const CHROMIUM_ARGS = ['--lang=pt-BR', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--js-flags=--no-opt,--no-maglev'];
/** Where screenshots go: screenshots/ (not committed), or EMC_SCREENSHOTS_DIR (a folder outside the repository). */
export const SCREENSHOTS = process.env.EMC_SCREENSHOTS_DIR || join(import.meta.dirname, '..', '..', 'screenshots');

/**
 * This test file's connection to the run's one Chromium (tests/setup/chromium.ts); its close()
 * only disconnects, closing the contexts the file opened. Outside that setup, a Chromium of its own.
 */
export function launch(): Promise<Browser> {
  const wsEndpoint = inject('chromiumWsEndpoint');
  if (wsEndpoint) return chromium.connect(wsEndpoint);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** Contexts a test opened and has not closed yet (a failed test leaves its own open). */
const abertos = new Set<BrowserContext>();

/**
 * A page in a new context (nothing shared with another test). Its requests to the stack's /api carry
 * this file's stackHeaders (its world); presigned S3 links and static assets go untouched. A test's
 * own page.route that lets a request through uses route.fallback(), so these headers still apply.
 */
export async function newPage(browser: Browser, viewport = { width: 1366, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: charts draw at once, so what a test reads or photographs is the final state.
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL: baseUrl(), reducedMotion: 'reduce' });
  abertos.add(context);
  context.on('close', () => abertos.delete(context));
  const headers = stackHeaders();
  if (Object.keys(headers).length > 0) {
    const origin = new URL(baseUrl()).origin;
    await context.route(
      (url) => url.origin === origin && url.pathname.startsWith('/api/'),
      (route) => route.continue({ headers: { ...route.request().headers(), ...headers } }),
    );
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * For afterEach: when the test failed, a screenshot of every page it left open
 * (screenshots/falha-<test>.png), what the error alone cannot tell; then those contexts are closed.
 */
export async function depoisDoTeste(task: { name: string; result?: { state?: string } }): Promise<void> {
  const contexts = [...abertos];
  abertos.clear();
  if (task.result?.state === 'fail') {
    const nome = task.name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\W+/g, '-').slice(0, 80);
    const pages = contexts.flatMap((c) => c.pages());
    for (const [i, page] of pages.entries()) await salvarFoto(page, `falha-${nome}${i ? `-${i}` : ''}`).catch(() => undefined);
  }
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
}

async function salvarFoto(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * A full-page screenshot to look at (screenshots/<name>.png), taken when EMC_SCREENSHOTS=1: a full
 * page encoded as PNG costs a second of a 2-core machine, and npm test asserts nothing on it.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.EMC_SCREENSHOTS === '1') await salvarFoto(page, name);
}

/** Signs in through the login page: for the tests about signing in. The others use entrarPelaApi. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * What the SPA's login stores in localStorage for this token (web/src/features/auth/lib/iniciar-sessao.ts
 * and startSessionView in web/src/lib/auth/session-routing.ts): the token under token_emc, and the
 * view keys of the user's role: an administrator-doctor starts in admin view, a doctor in the doctor
 * view of themselves; an administrator or a secretary (who then picks a doctor) gets none.
 */
export function sessaoDoLogin(token: string): Record<string, string> {
  const claims = claimsOf(token);
  const roles: readonly string[] = Array.isArray(claims.role) ? claims.role : [];
  const admin = roles.includes('Administradores');
  const medico = roles.includes('Medicos');
  const sessao: Record<string, string> = { token_emc: token };
  if (admin && medico) Object.assign(sessao, { isAdminView: 'true', isMedicoView: 'false' });
  else if (medico) {
    Object.assign(sessao, {
      'view-idMedico': claims.idMedico ?? '',
      'view-nomeMedico': claims.name,
      'view-crmMedico': claims.crm ?? '',
      isMedicoView: 'true',
      isAdminView: 'false',
    });
  }
  return sessao;
}

/**
 * Signs in without the login page, for the tests that are not about signing in: a token from the
 * API (POST /api/login/logon, tokenFor's), stored as the SPA's login stores it (sessaoDoLogin) by a
 * script that runs before the SPA on the first document only, then opens `caminho`.
 */
export async function entrarPelaApi(page: Page, email: string, caminho: string): Promise<void> {
  const sessao = sessaoDoLogin(await tokenFor(email));
  const origem = new URL(baseUrl()).origin;
  const script = await page.addInitScript(
    ({ origem, sessao }) => {
      if (window !== window.top || location.origin !== origem) return;
      for (const [chave, valor] of Object.entries(sessao)) localStorage.setItem(chave, valor);
    },
    { origem, sessao },
  );
  try {
    await page.goto(caminho);
  } finally {
    await script.dispose();
  }
}

export const storage = (page: Page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

/** A string for a RegExp that matches it literally. */
export const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A toast (notistack, role alert, outside the page's main region) whose title and message are
 * exactly these: its text is the title followed by the message. An open dialog hides the rest of the
 * page, toasts included, from the accessibility tree, hence includeHidden (they are still visible).
 */
export const toast = (page: Page, title: string, message: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: new RegExp(`^${literal(title)}\\s*${literal(message)}$`) });

/** Nothing on the page is wider than the viewport, so there is no sideways scrolling. */
export async function semRolagemLateral(page: Page, onde: string): Promise<void> {
  const { scroll, viewport } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(scroll, `${onde}: largura da página`).toBeLessThanOrEqual(viewport);
}

/** What a step on a phone must pass: no sideways scrolling, no serious axe finding, and a screenshot (named `nome`) to look at. */
export async function passoNoCelular(page: Page, nome: string): Promise<void> {
  await semRolagemLateral(page, nome);
  await expectNoSeriousA11yViolations(page, nome);
  await screenshot(page, nome);
}
