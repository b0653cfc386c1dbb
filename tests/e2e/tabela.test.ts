import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectNoSeriousA11yViolations } from '../support/axe';
import { api, DEMO, tokenFor } from '../support/api';
import { depoisDoTeste, entrarPelaApi, launch, newPage, passoNoCelular, screenshot, toast } from '../support/browser';
import { cicloAtual } from '../support/clock';

/**
 * Tabela de Créditos through the screens (issue 10): the demo administrator creates a category, a
 * form of participation and a row of this file's own (unique names), edits the row's points,
 * deactivates it, and changes the meta of an old cycle nobody else uses (put back afterwards).
 */
const PHONE = { width: 390, height: 844 };
const SUFIXO = randomUUID().slice(0, 6);
const CATEGORIA = `Residência E2E ${SUFIXO}`;
const FORMA = `Preceptor E2E ${SUFIXO}`;
const LINHA = `Jornada de preceptoria E2E ${SUFIXO}`;
const NOTA = 'Alterar os pontos vale para as próximas aprovações; as participações já aprovadas mantêm seus créditos.';

let browser: Browser;
let token: string;
/** An old cycle (2009 to 2015), on the list's second page; its meta as it was. */
const CICLO = 2 + Math.floor(Math.random() * 7);
let metaAntes: number;

beforeAll(async () => {
  browser = await launch();
  token = await tokenFor(DEMO.admin);
  const ciclos = (await api('/api/participacao/ciclos')).data as { ciclo: number; meta: number }[];
  metaAntes = ciclos.find((c) => c.ciclo === CICLO)!.meta;
});
afterAll(async () => {
  if (metaAntes !== undefined) await api('/api/ciclo/update', { method: 'PUT', token, json: { ciclo: CICLO, meta: metaAntes } });
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page, link: string) => main(page).getByRole('navigation', { name: 'Tabela de Créditos' }).getByRole('link', { name: link, exact: true });
const dialogo = (page: Page, nome: string) => page.getByRole('dialog', { name: nome, exact: true });
const campo = (d: Locator, nome: string) => d.getByRole('textbox', { name: new RegExp(`^${nome}`) });
const select = (d: Locator, nome: string) => d.getByRole('combobox', { name: new RegExp(`^${nome}`) });
/** The list's row (table) of that name, once searched for. */
const linha = (page: Page, nome: string) => main(page).getByRole('row').filter({ has: page.getByRole('cell', { name: nome, exact: true }) });

/** Whether the middle of the control is the control itself, not something drawn over it (a toast). */
async function descoberto(controle: Locator): Promise<boolean> {
  return controle.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const topo = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return topo !== null && el.contains(topo);
  });
}

async function buscar(page: Page, rotulo: string, texto: string) {
  await main(page).getByRole('searchbox', { name: rotulo }).fill(texto);
  await page.waitForURL((url) => url.searchParams.get('busca') === texto);
}

describe('an administrator manages the credit table', () => {
  it('creates a category and a form, then a row with them; edits its points, deactivates it; and sets a cycle’s meta', async () => {
    const { page } = await newPage(browser);
    await entrarPelaApi(page, DEMO.admin, '/participacao/home');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Tabela de Créditos', exact: true }).click();
    await page.waitForURL('**/tabela');
    await main(page).getByRole('heading', { name: 'Tabela de Créditos', level: 1 }).waitFor();
    await main(page).getByRole('table', { name: 'Classificações' }).waitFor();
    expect(await nav(page, 'Classificações').getAttribute('aria-current')).toBe('page');
    // Both lists page (the rows and the cycles): each pagination landmark is named by its list (axe landmark-unique).
    await main(page).getByRole('navigation', { name: 'Paginação: Classificações', exact: true }).waitFor();
    await main(page).getByRole('navigation', { name: 'Paginação: Ciclos', exact: true }).waitFor();
    await expectNoA11yViolations(page, 'tabela');
    await screenshot(page, 'tabela-classificacoes');

    // A category (Publicação) and a form of participation.
    await nav(page, 'Categorias').click();
    await page.waitForURL('**/categorias');
    await main(page).getByRole('button', { name: 'Nova categoria', exact: true }).click();
    let d = dialogo(page, 'Nova categoria');
    await campo(d, 'Nome da categoria').fill(CATEGORIA);
    await select(d, 'Tipo').selectOption({ label: 'Publicação' });
    await d.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Categoria “${CATEGORIA}” cadastrada.`).waitFor();
    await buscar(page, 'Buscar categoria por nome', CATEGORIA);
    expect(await linha(page, CATEGORIA).innerText()).toMatch(/Publicação\s+Ativa/);
    await expectNoSeriousA11yViolations(page, 'categorias');
    await screenshot(page, 'tabela-categorias');

    // The same name again is refused, above the form.
    await main(page).getByRole('button', { name: 'Nova categoria', exact: true }).click();
    d = dialogo(page, 'Nova categoria');
    await campo(d, 'Nome da categoria').fill(CATEGORIA.toUpperCase());
    await select(d, 'Tipo').selectOption({ label: 'Outra' });
    await d.getByRole('button', { name: 'Salvar', exact: true }).click();
    await d.getByRole('alert').filter({ hasText: 'Já existe uma categoria com este nome.' }).waitFor();
    await d.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await d.waitFor({ state: 'detached' });

    await nav(page, 'Formas de participação').click();
    await page.waitForURL('**/formas');
    await main(page).getByRole('button', { name: 'Nova forma de participação', exact: true }).click();
    d = dialogo(page, 'Nova forma de participação');
    await campo(d, 'Nome da forma de participação').fill(FORMA);
    await d.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Forma de participação “${FORMA}” cadastrada.`).waitFor();
    await buscar(page, 'Buscar forma de participação por nome', FORMA);
    await linha(page, FORMA).waitFor();
    await screenshot(page, 'tabela-formas');

    // A row with them: 2 points per hour, no cap.
    await nav(page, 'Classificações').click();
    await page.waitForURL('**/tabela');
    await main(page).getByRole('button', { name: 'Nova classificação', exact: true }).click();
    d = dialogo(page, 'Nova classificação');
    await campo(d, 'Descrição').fill(LINHA);
    await select(d, 'Categoria').selectOption({ label: CATEGORIA });
    await select(d, 'Forma de participação').selectOption({ label: FORMA });
    await select(d, 'Valor').selectOption({ label: 'Médio valor' });
    await select(d, 'Unidade').selectOption({ label: 'Por hora' });
    await campo(d, 'Pontos').fill('0,3');
    await d.getByText('Os pontos devem ser em passos de 0,5.').waitFor();
    await campo(d, 'Pontos').fill('2');
    await d.getByText(NOTA, { exact: true }).waitFor();
    await expectNoA11yViolations(page, 'nova classificação');
    await screenshot(page, 'tabela-nova-classificacao');
    await d.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Classificação “${LINHA}” cadastrada.`).waitFor();
    await buscar(page, 'Buscar por descrição, categoria ou forma', SUFIXO);
    const row = linha(page, LINHA);
    expect((await row.innerText()).split(/\s*\t\s*/).slice(0, 7)).toEqual([LINHA, CATEGORIA, FORMA, 'Médio valor', '2 por hora', '—', 'Ativa']);

    // Its points, edited: 2,5 per hour from now on.
    await main(page).getByRole('button', { name: `Editar ${LINHA}`, exact: true }).click();
    d = dialogo(page, 'Editar classificação');
    expect(await campo(d, 'Pontos').inputValue()).toBe('2');
    await campo(d, 'Pontos').fill('2,5');
    await campo(d, 'Teto por ciclo').fill('20');
    await d.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Classificação “${LINHA}” atualizada.`).waitFor();
    await row.filter({ hasText: '2,5 por hora' }).filter({ hasText: '20 créditos' }).waitFor();
    const oferecidas = async () => ((await api('/api/classificacao/get-list-name', { token })).data as { descricao: string; pontos: number }[]).filter((c) => c.descricao === LINHA);
    expect((await oferecidas()).map((c) => c.pontos)).toEqual([2.5]);

    // Deactivated after a confirmation: no longer offered to the review.
    await main(page).getByRole('button', { name: `Desativar ${LINHA}`, exact: true }).click();
    const aviso = dialogo(page, 'Aviso');
    expect(await aviso.innerText()).toContain(`Desativar a classificação “${LINHA}”?`);
    await aviso.getByRole('button', { name: 'Sim', exact: true }).click();
    await toast(page, 'Sucesso', `A classificação “${LINHA}” foi desativada.`).waitFor();
    await row.filter({ hasText: 'Inativa' }).waitFor();
    await main(page).getByRole('button', { name: `Reativar ${LINHA}`, exact: true }).waitFor();
    expect(await oferecidas()).toEqual([]);
    await screenshot(page, 'tabela-classificacao-desativada');

    // The meta of an old cycle, on the cycles' second page; still there after a reload.
    const metas = main(page).getByRole('region', { name: 'Metas dos ciclos' });
    if (CICLO <= cicloAtual() - 10) await metas.getByRole('button', { name: 'Página 2', exact: true }).click();
    await metas.getByRole('button', { name: `Alterar meta do ciclo ${CICLO}`, exact: true }).click();
    d = page.getByRole('dialog', { name: new RegExp(`^Alterar meta do ciclo ${CICLO} `) });
    await campo(d, 'Meta').fill('63,5');
    // Asked first (issue 28): how many doctors change, and that this old cycle is closed.
    await d.getByRole('button', { name: 'Continuar', exact: true }).click();
    const confirmacao = page.getByRole('dialog', { name: new RegExp(`^Confirmar a nova meta do ciclo ${CICLO} `) });
    await confirmacao.getByText(/^A meta passa de .* para 63,5 créditos\. (Nenhum médico muda de situação|.* médicos? (deixa|deixam) de atingir a meta)\.$/).waitFor();
    await confirmacao.getByText(new RegExp(`^O ciclo ${CICLO} \\(\\d{4}\\) está encerrado`)).waitFor();
    await expectNoSeriousA11yViolations(page, 'confirmação da meta');
    await screenshot(page, 'tabela-metas-confirmacao');
    await confirmacao.getByRole('button', { name: 'Confirmar alteração', exact: true }).click();
    // The recount's result shows in the page, above the list, not in a toast over the next row's button.
    await metas.getByText(new RegExp(`^Meta do ciclo ${CICLO} alterada para 63,5 créditos\\. Recontagem concluída: `)).waitFor();
    const cicloRow = metas.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^Ciclo ${CICLO} \\(`) }) });
    await cicloRow.filter({ hasText: '63,5 créditos' }).waitFor();
    const proximo = metas.getByRole('button', { name: `Alterar meta do ciclo ${CICLO - 1}`, exact: true });
    // No toast of the change (it is in the page), and the next row's button is uncovered once the dialog has gone
    // (an earlier step's toast may still be leaving on a loaded machine).
    const toastsDaMeta = await page.evaluate(() => [...document.querySelectorAll('[role=alert]')].filter((a) => !a.closest('main') && a.textContent?.includes('Meta do ciclo')).length);
    expect(toastsDaMeta).toBe(0);
    await proximo.scrollIntoViewIfNeeded();
    await expect.poll(() => descoberto(proximo), { timeout: 10_000 }).toBe(true);
    await expectNoSeriousA11yViolations(page, 'metas dos ciclos');
    await screenshot(page, 'tabela-metas');
    await page.reload();
    if (CICLO <= cicloAtual() - 10) await metas.getByRole('button', { name: 'Página 2', exact: true }).click();
    await cicloRow.filter({ hasText: '63,5 créditos' }).waitFor();
  });
});

describe('the credit table on a 390 × 844 phone', () => {
  it('shows cards, full-screen forms and the three pages’ links, with nothing scrolling sideways', async () => {
    const { page } = await newPage(browser, PHONE);
    await entrarPelaApi(page, DEMO.admin, '/tabela');
    await main(page).getByRole('list', { name: 'Classificações' }).getByRole('article').first().waitFor();
    await main(page).getByRole('list', { name: 'Ciclos' }).getByRole('article', { name: new RegExp(`^Ciclo ${cicloAtual()} `) }).waitFor();
    await passoNoCelular(page, 'tabela-celular-1-classificacoes');
    await expectNoA11yViolations(page, 'tabela no celular');

    await main(page).getByRole('button', { name: 'Nova classificação', exact: true }).click();
    const d = dialogo(page, 'Nova classificação');
    await select(d, 'Categoria').getByRole('option').nth(1).waitFor({ state: 'attached' });
    await d.getByText(NOTA, { exact: true }).waitFor();
    await passoNoCelular(page, 'tabela-celular-2-nova-classificacao');
    await expectNoA11yViolations(page, 'nova classificação no celular');
    await d.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await d.waitFor({ state: 'detached' });

    await nav(page, 'Categorias').click();
    await main(page).getByRole('list', { name: 'Categorias' }).getByRole('article').first().waitFor();
    await passoNoCelular(page, 'tabela-celular-3-categorias');
    await nav(page, 'Formas de participação').click();
    await main(page).getByRole('list', { name: 'Formas de participação' }).getByRole('article').first().waitFor();
    await passoNoCelular(page, 'tabela-celular-4-formas');

    // 'Alterar meta' asks first, full screen; cancelled, nothing is written.
    await nav(page, 'Classificações').click();
    const ciclo = main(page).getByRole('list', { name: 'Ciclos' }).getByRole('article', { name: new RegExp(`^Ciclo ${cicloAtual()} `) });
    await ciclo.getByRole('button', { name: `Alterar meta do ciclo ${cicloAtual()}`, exact: true }).click();
    const meta = page.getByRole('dialog', { name: new RegExp(`^Alterar meta do ciclo ${cicloAtual()} `) });
    await campo(meta, 'Meta').fill('45');
    await meta.getByRole('button', { name: 'Continuar', exact: true }).click();
    const confirmacao = page.getByRole('dialog', { name: new RegExp(`^Confirmar a nova meta do ciclo ${cicloAtual()} `) });
    await confirmacao.getByText(/^A meta passa de 50 para 45 créditos\./).waitFor();
    await passoNoCelular(page, 'tabela-celular-5-confirmar-meta');
    await confirmacao.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await confirmacao.waitFor({ state: 'detached' });
    expect(((await api('/api/participacao/ciclos')).data as { ciclo: number; meta: number }[]).find((c) => c.ciclo === cicloAtual())!.meta).toBe(50);
  });
});
