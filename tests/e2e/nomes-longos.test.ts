import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, newPage, screenshot, SCREENSHOTS, semRolagemLateral } from '../support/browser';
import { STORAGE } from '@emc/shared/storage-keys';
import { DEMO } from '../support/api';
import { criar, novoMedico, type NovoMedico } from '../support/participacoes';
import { novaSecretaria, type NovaSecretaria } from '../support/pessoas';

/**
 * Issue 28, defect 8: a 128-character name without a space, and a 200-character title without one,
 * never make a page scroll sideways at 390 px, nor a table wider than its box at 1366 px, and their
 * whole text stays available (shown wrapped, or in a title attribute where it is cut). This file's
 * own doctor (listed, so Corpo Clínico and the doctors' searches find her), participation (pending,
 * so it is in Área de Análise's queue) and secretary.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const NOME = `Joaquina${'X'.repeat(120)}`;
const TITULO = `Congresso${'Y'.repeat(191)}`;

let browser: Browser;
let medica: NovoMedico;
let secretaria: NovaSecretaria;
let idParticipacao: string;

beforeAll(async () => {
  browser = await launch();
  medica = await novoMedico(NOME, { listed: true });
  secretaria = await novaSecretaria(`Secretaria${'Z'.repeat(118)}`, [medica]);
  idParticipacao = (await criar(medica.token, { titulo: TITULO })).id;
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

/** The text shows on the page (wrapped, maybe cut with an ellipsis) or sits whole in a title attribute. */
async function disponivel(page: Page, texto: string, onde: string): Promise<void> {
  const achado = await page.evaluate(
    (t) => document.body.innerText.replace(/\s+/g, '').includes(t) || [...document.querySelectorAll('[title]')].some((e) => e.getAttribute('title')!.includes(t)),
    texto,
  );
  expect(achado, `${onde}: o texto inteiro`).toBe(true);
}

/**
 * Nothing on the page is still loading: no skeleton, busy region, progress bar or route loader. What
 * is measured and given to axe is then the page the person reads, not a state it passes through (a
 * list arriving while axe runs, faded content while it reloads).
 */
async function assentada(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.MuiSkeleton-root, [aria-busy="true"], [role="progressbar"]') === null);
}

/** No table shown is wider than its box (it would scroll inside it): a long word in a cell wraps. A visually hidden one (a chart's data, 1 px) is not shown. */
async function tabelasCabem(page: Page, onde: string): Promise<void> {
  const largas = await page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .map((t) => ({ tabela: t.getAttribute('aria-label') ?? '', largura: t.scrollWidth, caixa: t.parentElement!.clientWidth }))
      .filter((t) => t.caixa > 1 && t.largura > t.caixa + 1),
  );
  expect(largas, `${onde}: tabelas mais largas que a sua caixa`).toEqual([]);
}

/**
 * At both widths: no sideways scroll at 390 px, no table wider than its box at 1366 px, no serious
 * axe finding at either, a screenshot of each. `preparar` runs before the page opens (browser storage).
 */
async function nasDuasLarguras(
  email: string,
  caminho: string,
  nome: string,
  pronto: (page: Page) => Promise<void>,
  textos: readonly string[],
  { preparar, depois }: { preparar?: (page: Page) => Promise<void>; depois?: (page: Page, largura: string) => Promise<void> } = {},
): Promise<void> {
  for (const [largura, viewport] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    const { context, page } = await newPage(browser, viewport);
    const erros: string[] = [];
    page.on('pageerror', (e) => erros.push(e.message));
    page.on('console', (m) => (m.type() === 'error' ? erros.push(m.text()) : undefined));
    try {
      await preparar?.(page);
      await entrarPelaApi(page, email, caminho);
      await pronto(page);
      await assentada(page);
      const onde = `${nome} a ${largura} px`;
      await semRolagemLateral(page, onde);
      if (largura === '1366') await tabelasCabem(page, onde);
      for (const t of textos) await disponivel(page, t, onde);
      await expectNoSeriousA11yViolations(page, onde);
      await screenshot(page, `nomes-longos-${nome}-${largura}`);
      await depois?.(page, largura);
    } catch (erro) {
      console.error(`${nome} a ${largura} px, erros da página:`, erros, page.url(), (await page.content().catch(() => '')).slice(0, 600));
      await page.screenshot({ path: `${SCREENSHOTS}/falha-nomes-longos-${nome}-${largura}.png`, fullPage: true }).catch(() => undefined);
      throw erro;
    } finally {
      await context.close();
    }
  }
}

const titulo = (page: Page, nome: string) => page.getByRole('heading', { level: 1, name: nome, exact: true }).waitFor();
/** The start of a long text, where it shows (the top bar's copy of the name is hidden on a phone). */
const mostra = (page: Page, texto: string) => page.getByText(texto.slice(0, 20)).filter({ visible: true }).first().waitFor();

describe('a 128-character name and a 200-character title without spaces', () => {
  it("the doctor's pages: home, the menu drawer, Histórico, Perfil and the participation", async () => {
    await nasDuasLarguras(medica.email, '/participacao-medico/home', 'inicio', async (page) => {
      await titulo(page, 'Participações');
      await mostra(page, TITULO);
    }, [TITULO]);
    await nasDuasLarguras(medica.email, '/historico', 'historico', (page) => titulo(page, 'Histórico'), []);
    await nasDuasLarguras(medica.email, '/perfil', 'perfil', (page) => mostra(page, NOME), [NOME]);
    await nasDuasLarguras(medica.email, `/participacao-medico/editar/${idParticipacao}`, 'participacao', (page) => page.getByRole('heading', { level: 1 }).waitFor(), [TITULO]);

    // The phone's menu drawer names the user.
    const { context, page } = await newPage(browser, PHONE);
    try {
      await entrarPelaApi(page, medica.email, '/participacao-medico/home');
      await titulo(page, 'Participações');
      await mostra(page, TITULO);
      await assentada(page);
      await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
      await page.getByRole('navigation', { name: 'Menu principal', exact: true }).waitFor();
      await assentada(page);
      await semRolagemLateral(page, 'menu');
      await disponivel(page, NOME, 'menu');
      await expectNoSeriousA11yViolations(page, 'menu a 390 px');
      await screenshot(page, 'nomes-longos-menu-390');
    } finally {
      await context.close();
    }
  });

  it("the secretary's: choosing the doctor", async () => {
    await nasDuasLarguras(secretaria.email, '/selecionar-medico', 'selecionar-medico', (page) => mostra(page, NOME), [NOME]);
  });

  it("the administrator's review page", async () => {
    await nasDuasLarguras(DEMO.admin, `/participacao/editar/${idParticipacao}`, 'analise', (page) => page.getByRole('heading', { level: 1 }).waitFor(), [NOME, TITULO]);
  });

  it("the administrator's Área de Análise: her pending participation in the queue, filtered by her whole name", async () => {
    // The filter as a pick of her name among the suggestions leaves it (emc-filtro-nome): the queue takes a whole name.
    const preparar = (page: Page) => page.addInitScript(([chave, nome]) => localStorage.setItem(chave, nome), [STORAGE.filtroNome, NOME] as const).then(() => undefined);
    await nasDuasLarguras(DEMO.admin, '/participacao/home', 'fila', (page) => page.getByRole('article', { name: TITULO, exact: true }).waitFor(), [NOME, TITULO], { preparar });
  });

  it("the administrator's Corpo Clínico: the list, her profile and the edit form", async () => {
    const linha = (page: Page) => mostra(page, NOME);
    await nasDuasLarguras(DEMO.admin, `/corpo?busca=${medica.crm}`, 'corpo', linha, [NOME], {
      // Her edit form, from the list: the name in its field, nothing wider than the dialog.
      depois: async (page, largura) => {
        await page.getByRole('button', { name: `Editar ${NOME}`, exact: true }).click();
        const dialogo = page.getByRole('dialog', { name: 'Editar médico', exact: true });
        await dialogo.getByRole('textbox', { name: 'Nome completo', exact: false }).first().waitFor();
        await assentada(page);
        expect(await dialogo.getByRole('textbox', { name: /^Nome completo/ }).inputValue()).toBe(NOME);
        const onde = `corpo, edição, a ${largura} px`;
        await semRolagemLateral(page, onde);
        const { conteudo, caixa } = await dialogo.evaluate((d) => {
          const papel = d.querySelector('.MuiDialogContent-root')!;
          return { conteudo: papel.scrollWidth, caixa: papel.clientWidth };
        });
        expect(conteudo, `${onde}: largura do formulário`).toBeLessThanOrEqual(caixa);
        await expectNoSeriousA11yViolations(page, onde);
        await screenshot(page, `nomes-longos-corpo-edicao-${largura}`);
      },
    });
    await nasDuasLarguras(DEMO.admin, `/perfil/${medica.idMedico}`, 'corpo-perfil', (page) => mostra(page, NOME), [NOME]);
  });
});
