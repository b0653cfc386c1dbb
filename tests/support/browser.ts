import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, baseUrl } from './api';
import { expectNoSeriousA11yViolations } from './axe';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--lang=pt-BR', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'screenshots');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** Contexts a test opened and has not closed yet (a failed test leaves its own open). */
const abertos = new Set<BrowserContext>();

export async function newPage(browser: Browser, viewport = { width: 1366, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: charts draw at once, so what a test reads or photographs is the final state.
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL: baseUrl(), reducedMotion: 'reduce' });
  abertos.add(context);
  context.on('close', () => abertos.delete(context));
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
    for (const [i, page] of pages.entries()) await screenshot(page, `falha-${nome}${i ? `-${i}` : ''}`).catch(() => undefined);
  }
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
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
