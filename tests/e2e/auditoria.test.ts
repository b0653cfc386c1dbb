import { randomUUID } from 'node:crypto';
import type { PaginaAuditoria } from '@emc/shared/auditoria';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, tokenFor } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, newPage, passoNoCelular, screenshot, semRolagemLateral } from '../support/browser';
import { sufixo } from '../support/cadastro';
import { emMundoProprio } from '../support/mundo';

/**
 * The audit trail's screen in Chromium (issue 13), on a stack of this file's own (its entries are
 * only the ones these tests write): areas created through the API by two administrators appear,
 * newest first, with their change; Configurações › Auditoria reached from the gear by keyboard;
 * filtered by entity, by user and by days (a refused range says why beside the field); paged
 * forward and back by keyboard; at 390 px nothing scrolls sideways; axe; screenshots.
 */
emMundoProprio('auditoria');

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const LISTA = '/api/auditoria/get-all-pagination';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');

async function criarArea(email: string, nome: string): Promise<void> {
  const res = await api('/api/areas/create', { method: 'POST', token: await tokenFor(email), headers: { 'idempotency-key': randomUUID() }, json: { nome } });
  expect(res.status, res.text).toBe(200);
}

async function paginaDaApi(query: Record<string, string>): Promise<PaginaAuditoria> {
  const res = await api(`${LISTA}?${new URLSearchParams(query)}`, { token: await tokenFor(DEMO.admin) });
  expect(res.status, res.text).toBe(200);
  return res.data as PaginaAuditoria;
}

/** Signs in and opens Configurações › Auditoria from the gear, with the keyboard only. */
async function abrirAuditoria(page: Page): Promise<void> {
  await entrarPelaApi(page, DEMO.admin, '/participacao/home');
  const botao = page.getByRole('banner').getByRole('button', { name: 'Configurações', exact: true });
  await botao.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Configurações', exact: true });
  await menu.waitFor();
  const itens = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  expect(itens.at(-1)).toBe('Auditoria');
  await expect.poll(() => menu.getByRole('menuitem').first().evaluate((e) => e === document.activeElement)).toBe(true);
  for (let i = 0; i < itens.indexOf('Auditoria'); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await main(page).getByRole('heading', { name: 'Auditoria', level: 1, exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/configuracoes/auditoria');
  await expect.poll(() => main(page).evaluate((e) => e === document.activeElement)).toBe(true);
}

const tabela = (page: Page) => main(page).getByRole('table', { name: 'Registros de auditoria', exact: true });
/** The data rows' cells, as text: [data e hora, usuário, ação, entidade, alterações]. */
const linhas = (page: Page) =>
  tabela(page)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));

describe('as admin@hospital.example', () => {
  const s = sufixo();
  const DO_ADMIN = `Área Auditoria Admin ${s}`;
  const DO_CHEFE = `Área Auditoria Chefe ${s}`;
  const FORMA = `Forma Auditoria ${s}`;

  it('sees the writes of two administrators, newest first, with their change; filters by entity, user and days', async () => {
    // Another entity first, so that the entity filter has something to leave out.
    const forma = await api('/api/forma/create', { method: 'POST', token: await tokenFor(DEMO.admin), headers: { 'idempotency-key': randomUUID() }, json: { nome: FORMA } });
    expect(forma.status, forma.text).toBe(200);
    await criarArea(DEMO.admin, DO_ADMIN);
    await criarArea(DEMO.chefe, DO_CHEFE);
    const { page } = await newPage(browser, DESKTOP);
    await abrirAuditoria(page);
    await tabela(page).waitFor();
    await expect.poll(async () => (await linhas(page)).length).toBeGreaterThanOrEqual(2);
    const [chefe, admin] = await linhas(page);
    // Newest first: the chefe's create, then the admin's; São Paulo time as dd/mm/aaaa hh:mm.
    expect(chefe![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(chefe![1]).toContain(DEMO.chefe);
    expect(chefe!.slice(2, 4)).toEqual(['Criação', `Área ${DO_CHEFE}`]);
    expect(chefe![4]).toContain(`— → ${DO_CHEFE}`);
    expect(admin![1]).toContain(DEMO.admin);
    expect(admin!.slice(2, 4)).toEqual(['Criação', `Área ${DO_ADMIN}`]);
    expect(admin![4]).toContain(`— → ${DO_ADMIN}`);
    expect((await linhas(page)).some((l) => l[3] === `Forma de participação ${FORMA}`)).toBe(true);
    await semRolagemLateral(page, 'auditoria');
    await expectNoSeriousA11yViolations(page, 'auditoria');
    await screenshot(page, 'auditoria-desktop');

    const filtros = main(page).getByRole('search', { name: 'Filtros da auditoria', exact: true });
    // By entity: only areas.
    await filtros.getByRole('combobox', { name: 'Entidade', exact: true }).selectOption({ label: 'Área' });
    await page.waitForURL((url) => url.searchParams.get('entidade') === 'area');
    await expect.poll(async () => (await linhas(page)).every((l) => l[3]!.startsWith('Área '))).toBe(true);
    expect((await linhas(page)).some((l) => l[3]!.includes(DO_ADMIN))).toBe(true);
    // And by user: the chefe's alone.
    await filtros.getByRole('textbox', { name: 'Usuário (e-mail)', exact: true }).fill(DEMO.chefe);
    await page.waitForURL((url) => url.searchParams.get('usuario') === DEMO.chefe);
    await expect.poll(async () => (await linhas(page)).every((l) => l[1]!.includes(DEMO.chefe))).toBe(true);
    expect((await linhas(page)).some((l) => l[3]!.includes(DO_CHEFE))).toBe(true);
    expect((await linhas(page)).some((l) => l[3]!.includes(DO_ADMIN))).toBe(false);
    await screenshot(page, 'auditoria-filtrada');

    // Days: from tomorrow on, nothing; a range that ends before it starts is refused beside 'Até'.
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const amanha = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 86_400_000));
    const de = filtros.getByLabel('De', { exact: true });
    const ate = filtros.getByLabel('Até', { exact: true });
    await de.fill(hoje);
    await ate.fill(hoje);
    await expect.poll(async () => (await linhas(page)).some((l) => l[3]!.includes(DO_CHEFE))).toBe(true);
    await ate.fill('');
    await de.fill(amanha);
    await page.waitForURL((url) => url.searchParams.get('de') === amanha && !url.searchParams.has('ate'));
    await main(page).getByText('Nenhum registro encontrado.', { exact: true }).waitFor();
    await ate.fill(hoje);
    await expect.poll(() => ate.getAttribute('aria-invalid')).toBe('true');
    await filtros.getByText('A data inicial deve ser anterior ou igual à final.', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'auditoria com filtro recusado');
    await screenshot(page, 'auditoria-filtro-recusado');

    await filtros.getByRole('button', { name: 'Limpar filtros', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(async () => (await linhas(page)).length).toBeGreaterThanOrEqual(2);
  });

  it('pages forward and back by keyboard, the page number shown, each page its own entries', async () => {
    // Enough writes by the chefe on areas for more than one page, however long the server's pages are.
    const filtro = { entidade: 'area', usuario: DEMO.chefe };
    for (let i = 0; !(await paginaDaApi(filtro)).proximo; i++) {
      expect(i, 'the pages never ended').toBeLessThan(30);
      await Promise.all(Array.from({ length: 10 }, (_, j) => criarArea(DEMO.chefe, `Área Página ${s} ${i}-${j}`)));
    }
    const primeira = await paginaDaApi(filtro);

    const { page } = await newPage(browser, DESKTOP);
    await abrirAuditoria(page);
    await page.goto(`/configuracoes/auditoria?${new URLSearchParams(filtro)}`);
    await tabela(page).waitFor();
    const paginas = main(page).getByRole('navigation', { name: 'Páginas da auditoria', exact: true });
    await paginas.getByText('Página 1', { exact: true }).waitFor();
    await expect.poll(async () => (await linhas(page)).length).toBe(primeira.itens.length);
    const pagina1 = (await linhas(page)).map((l) => l[3]);
    expect(pagina1).toEqual(primeira.itens.map((e) => `Área ${e.descricao}`));
    expect(await paginas.getByRole('button', { name: 'Página anterior', exact: true }).isDisabled()).toBe(true);

    await paginas.getByRole('button', { name: 'Próxima página', exact: true }).focus();
    await page.keyboard.press('Enter');
    await paginas.getByText('Página 2', { exact: true }).waitFor();
    const regiao2 = main(page).getByRole('region', { name: 'Registros de auditoria, página 2', exact: true });
    await expect.poll(() => regiao2.evaluate((e) => e === document.activeElement)).toBe(true);
    const pagina2 = (await linhas(page)).map((l) => l[3]);
    expect(pagina2.length).toBeGreaterThan(0);
    expect(pagina2.filter((d) => pagina1.includes(d))).toEqual([]);
    await screenshot(page, 'auditoria-pagina-2');

    await paginas.getByRole('button', { name: 'Página anterior', exact: true }).focus();
    await page.keyboard.press('Enter');
    await paginas.getByText('Página 1', { exact: true }).waitFor();
    await expect.poll(async () => (await linhas(page)).map((l) => l[3])).toEqual(pagina1);
  });

  it('a deep link with bad dates (?de=AAAA-13-45&ate=abc) says so under both fields alike (issue 28, defect 13)', async () => {
    const { page } = await newPage(browser, DESKTOP);
    const ano = new Date().getFullYear();
    await entrarPelaApi(page, DEMO.admin, `/configuracoes/auditoria?de=${ano}-13-45&ate=abc`);
    const filtros = main(page).getByRole('search', { name: 'Filtros da auditoria', exact: true });
    await filtros.getByText('A data inicial não é uma data válida.', { exact: true }).waitFor();
    await filtros.getByText('A data final deve estar no formato AAAA-MM-DD.', { exact: true }).waitFor();
    expect(await filtros.getByLabel('De', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await filtros.getByLabel('Até', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  });

  it('at 390 px the entries are cards and nothing scrolls sideways', async () => {
    const { page } = await newPage(browser, PHONE);
    await entrarPelaApi(page, DEMO.admin, '/configuracoes/auditoria');
    const lista = main(page).getByRole('list', { name: 'Registros de auditoria', exact: true });
    await lista.getByRole('article').first().waitFor();
    expect(await main(page).getByRole('table').count()).toBe(0);
    await passoNoCelular(page, 'auditoria-celular');
    await main(page).getByRole('navigation', { name: 'Páginas da auditoria', exact: true }).scrollIntoViewIfNeeded();
    await semRolagemLateral(page, 'auditoria no celular, páginas');
  });
});
