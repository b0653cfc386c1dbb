import type { LembreteEnviado, MensagemContato } from '@emc/shared/comunicacao';
import type { FaqItem, SobreItem } from '@emc/shared/conteudo';
import type { Paginated } from '@emc/shared/participacao';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { executarLembretes } from '../../scripts/lembretes';
import { api, DEMO, tokenFor } from '../support/api';
import { expectNoA11yViolations, expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, literal, newPage, passoNoCelular, screenshot, toast } from '../support/browser';
import { sufixo } from '../support/cadastro';
import { anoAtual, cicloAtual } from '../support/clock';
import { emMundoProprio } from '../support/mundo';
import { stackEnv } from '../support/target';
import { until } from '../support/until';
import { partesPerigosas, XSS_CORPUS } from '../support/xss-corpus';

/**
 * The administrators' settings in Chromium (issue 12), on a stack of this file's own (the FAQ's and
 * Sobre's whole lists are compared, and the reminders' log starts empty): the gear menu by keyboard;
 * a FAQ item written in the editor (bold, a list), edited, moved up, seen by a doctor in that place,
 * removed; a Sobre paragraph edited and seen on /sobre; the XSS corpus pasted into the editor and saved,
 * shown to the administrator and the doctor without a script or a dialog; a contact message found
 * and marked answered; the reminders' log empty, then after a run of the reminders function. Desktop
 * and 390 px, axe, screenshots. The world has a DynamoDB Local of its own (its stream feeds the outbox's
 * sender), since a reminder joins the log when the sender has mailed it.
 */
emMundoProprio('configuracoes', { dynamoProprio: true });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, name: string) => main(page).getByRole('heading', { name, level: 1, exact: true });

async function entrar(page: Page, email: string = DEMO.admin): Promise<void> {
  await entrarPelaApi(page, email, email === DEMO.admin ? '/participacao/home' : '/participacao-medico/home');
}

/** Opens the gear's menu with the keyboard and, with the arrows and Enter, one of its pages. */
async function abrirConfiguracao(page: Page, item: string, antesDeEscolher?: () => Promise<void>): Promise<void> {
  const botao = page.getByRole('banner').getByRole('button', { name: 'Configurações', exact: true });
  await botao.focus();
  // Once the menu is open, the rest of the page is hidden from the accessibility tree: the button by its id.
  const id = await botao.getAttribute('id');
  const aberto = page.locator(`[id="${id}"]`);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Configurações', exact: true });
  await menu.waitFor();
  expect(await aberto.getAttribute('aria-haspopup')).toBe('menu');
  expect(await aberto.getAttribute('aria-expanded')).toBe('true');
  expect(await aberto.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
  const itens = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  expect(itens).toEqual(['Perguntas Frequentes', 'Sobre o Programa', 'Mensagens de contato', 'Lembretes enviados', 'Auditoria']);
  // The focus starts on the current page's item (aria-current), else on the first.
  const atual = await menu.getByRole('menuitem').evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-current') === 'page'));
  const inicio = Math.max(atual, 0);
  await expect.poll(() => menu.getByRole('menuitem').nth(inicio).evaluate((e) => e === document.activeElement)).toBe(true);
  await antesDeEscolher?.();
  const passos = itens.indexOf(item) - inicio;
  for (let i = 0; i < Math.abs(passos); i++) await page.keyboard.press(passos > 0 ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'detached' });
  await h1(page, item).waitFor();
  expect(await botao.getAttribute('aria-expanded')).toBe('false');
  // The focus is on the chosen page's content, as after a page load; the gear's tooltip (shown while it had the focus) fades out.
  await expect.poll(() => main(page).evaluate((e) => e === document.activeElement)).toBe(true);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
}

const adminToken = () => tokenFor(DEMO.admin);
const faqDaApi = async () => (await api('/api/faq/get-all', { token: await adminToken() })).data as FaqItem[];
const sobreDaApi = async () => (await api('/api/sobre/get-all', { token: await adminToken() })).data as SobreItem[];

/** The editor of a dialog's field, by its label ('Resposta', 'Parágrafo 1'). */
const editor = (dialog: Locator, rotulo: string) => dialog.getByRole('textbox', { name: new RegExp(`^${literal(rotulo)}`) });

/**
 * Pastes each HTML into an editor, one after the other, as the browser's clipboard would hand it over
 * (a paste event with text/html), each after a paragraph that names it.
 */
async function colar(campo: Locator, htmls: readonly { nome: string; html: string }[]): Promise<void> {
  await campo.click();
  await campo.evaluate((el, cargas) => {
    for (const [i, { nome, html }] of cargas.entries()) {
      const dados = new DataTransfer();
      dados.setData('text/html', `<p>Carga ${i + 1}: ${nome}.</p>${html}`);
      dados.setData('text/plain', nome);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dados, bubbles: true, cancelable: true }));
    }
  }, htmls);
}

/** A context whose pages count the corpus' `__xss()` calls, and every JavaScript dialog its pages open. */
async function contextoVigiado(ctx: BrowserContext, page: Page) {
  await ctx.addInitScript(() => {
    const w = window as unknown as { __xss: () => void; __xssChamadas: number };
    w.__xssChamadas = 0;
    w.__xss = () => {
      w.__xssChamadas += 1;
    };
  });
  const dialogos: string[] = [];
  page.on('dialog', (d) => {
    dialogos.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return { dialogos, chamadas: () => page.evaluate(() => (window as unknown as { __xssChamadas?: number }).__xssChamadas ?? 0) };
}

/** Hovers and focuses every element of a content, as a reader's pointer and keyboard would. */
async function tocar(conteudo: Locator): Promise<void> {
  for (const el of await conteudo.locator('*').all()) {
    if (!(await el.isVisible())) continue;
    await el.hover({ force: true, timeout: 2000 }).catch(() => undefined);
  }
}

describe('as admin@hospital.example', () => {
  it('the settings menu by keyboard; a FAQ item written, edited, moved up, seen by a doctor in that place, and removed', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await entrar(page);
    // The gear is in the top bar, not an eighth item of the spec's menu.
    const menuPrincipal = page.getByRole('navigation', { name: 'Menu principal', exact: true }).getByRole('link');
    await menuPrincipal.first().waitFor();
    expect(await menuPrincipal.count()).toBe(7);
    expect(await menuPrincipal.allInnerTexts()).not.toContain('Configurações');
    await abrirConfiguracao(page, 'Perguntas Frequentes', async () => {
      await expectNoSeriousA11yViolations(page, 'menu de configurações');
      await screenshot(page, 'configuracoes-menu');
    });
    const lista = main(page).getByRole('list', { name: 'Perguntas frequentes', exact: true });
    const antes = await faqDaApi();
    await expect.poll(() => lista.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(antes.map((f) => f.titulo));

    // A new question, formatted with the keyboard shortcut and the toolbar.
    const titulo = `Quando recebo o lembrete de prazo? ${sufixo()}`;
    await main(page).getByRole('button', { name: 'Nova pergunta', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova pergunta', exact: true });
    await dialog.getByRole('textbox', { name: /^Pergunta/ }).fill(titulo);
    const resposta = editor(dialog, 'Resposta');
    await resposta.click();
    await page.keyboard.type('Os lembretes saem ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('no dia 1º');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' destes meses:');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Lista com marcadores', exact: true }).click();
    expect(await dialog.getByRole('button', { name: 'Lista com marcadores', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('outubro');
    await page.keyboard.press('Enter');
    await page.keyboard.type('novembro');
    await page.keyboard.press('Enter');
    await page.keyboard.type('dezembro');
    await expectNoA11yViolations(page, 'formulário de pergunta');
    await screenshot(page, 'configuracoes-faq-dialogo');
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Pergunta “${titulo}” cadastrada.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const criada = (await faqDaApi()).find((f) => f.titulo === titulo)!;
    expect(criada.ordem).toBe(antes.length + 1);
    expect(criada.paragrafo).toBe(
      '<p>Os lembretes saem <strong>no dia 1º</strong> destes meses:</p><ul><li><p>outubro</p></li><li><p>novembro</p></li><li><p>dezembro</p></li></ul>',
    );
    const cartao = lista.getByRole('article', { name: titulo, exact: true });
    expect(await cartao.locator('strong').innerText()).toBe('no dia 1º');
    expect(await cartao.locator('li').allInnerTexts()).toEqual(['outubro', 'novembro', 'dezembro']);

    // Edited: the answer opens formatted, a sentence is added at the end of its first line.
    await main(page).getByRole('button', { name: `Editar ${titulo}`, exact: true }).click();
    const edicao = page.getByRole('dialog', { name: 'Editar pergunta', exact: true });
    const respostaEditada = editor(edicao, 'Resposta');
    await respostaEditada.locator('strong').waitFor();
    await respostaEditada.locator('p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Confira seu e-mail.');
    await edicao.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Pergunta “${titulo}” atualizada.`).waitFor();
    await expect.poll(async () => (await faqDaApi()).find((f) => f.id === criada.id)!.paragrafo).toContain('destes meses: Confira seu e-mail.</p><ul>');

    // Moved up one place with the keyboard: announced, saved, and the focus stays on the button.
    const subir = main(page).getByRole('button', { name: `Mover para cima: ${titulo}`, exact: true });
    await subir.focus();
    await page.keyboard.press('Enter');
    await main(page).getByRole('status').filter({ hasText: `“${titulo}” agora está na posição ${antes.length} de ${antes.length + 1}.` }).waitFor({ state: 'attached' });
    await expect.poll(() => subir.evaluate((e) => e === document.activeElement)).toBe(true);
    const ordem = await faqDaApi();
    expect(ordem.map((f) => f.id)).toEqual([...antes.slice(0, -1).map((f) => f.id), criada.id, antes.at(-1)!.id]);

    // The doctor's Perguntas Frequentes shows it in that place, formatted.
    const medico = await newPage(browser, DESKTOP);
    await entrar(medico.page, DEMO.medico);
    await medico.page.goto('/perguntas-frequentes');
    await h1(medico.page, 'Perguntas Frequentes').waitFor();
    const titulos = new Set(ordem.map((f) => f.titulo));
    const perguntas = async () => (await main(medico.page).getByRole('heading', { level: 2 }).allInnerTexts()).map((t) => t.trim()).filter((t) => titulos.has(t));
    await expect.poll(perguntas).toEqual(ordem.map((f) => f.titulo));
    await main(medico.page).getByRole('button', { name: titulo, exact: true }).click();
    const aberta = main(medico.page).getByRole('region', { name: titulo, exact: true });
    await aberta.waitFor();
    expect(await aberta.locator('strong').innerText()).toBe('no dia 1º');
    expect(await aberta.locator('li').allInnerTexts()).toEqual(['outubro', 'novembro', 'dezembro']);
    await medico.context.close();

    // Removed after the confirmation.
    await main(page).getByRole('button', { name: `Remover ${titulo}`, exact: true }).click();
    const aviso = page.getByRole('dialog', { name: 'Aviso', exact: true });
    expect(await aviso.innerText()).toContain(`Remover a pergunta “${titulo}”?`);
    await aviso.getByRole('button', { name: 'Sim', exact: true }).click();
    await toast(page, 'Sucesso', `Pergunta “${titulo}” removida.`).waitFor();
    expect((await faqDaApi()).map((f) => f.id)).toEqual(antes.map((f) => f.id));
    await expect.poll(() => lista.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(antes.map((f) => f.titulo));
  }, 180_000);

  it('a Sobre paragraph edited in the editor shows on /sobre; the credit-table item edits only its title and links', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await entrar(page);
    await abrirConfiguracao(page, 'Sobre o Programa');
    const itens = await sobreDaApi();
    const item = itens.find((i) => !i.tabelaCreditos)!;
    const tabela = itens.find((i) => i.tabelaCreditos)!;
    const lista = main(page).getByRole('list', { name: 'Itens de Sobre o Programa', exact: true });
    await expect.poll(() => lista.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(itens.map((i) => i.titulo));
    expect(await lista.getByRole('article', { name: tabela.titulo, exact: true }).getByRole('button', { name: /^Remover/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'Sobre (configurações)');
    await screenshot(page, 'configuracoes-sobre');

    // The credit-table item: no paragraph editor, its content comes from Tabela de Créditos.
    await main(page).getByRole('button', { name: `Editar ${tabela.titulo}`, exact: true }).click();
    const dialogTabela = page.getByRole('dialog', { name: 'Editar item', exact: true });
    await dialogTabela.getByRole('link', { name: 'Abrir a Tabela de Créditos', exact: true }).waitFor();
    expect(await dialogTabela.getByRole('textbox', { name: /^Parágrafo/ }).count()).toBe(0);
    await dialogTabela.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await dialogTabela.waitFor({ state: 'detached' });

    const acrescimo = ` Texto revisado ${sufixo()}.`;
    await main(page).getByRole('button', { name: `Editar ${item.titulo}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar item', exact: true });
    const paragrafo = editor(dialog, 'Parágrafo 1');
    await paragrafo.waitFor();
    await paragrafo.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(acrescimo);
    await screenshot(page, 'configuracoes-sobre-dialogo');
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Item “${item.titulo}” atualizado.`).waitFor();
    const salvo = (await sobreDaApi()).find((i) => i.id === item.id)!;
    expect(salvo.conteudo[0]).toContain(acrescimo.trim());
    expect(salvo.conteudo.slice(1)).toEqual(item.conteudo.slice(1));

    const medico = await newPage(browser, DESKTOP);
    await entrar(medico.page, DEMO.medico);
    await medico.page.goto('/sobre');
    await main(medico.page).getByRole('region', { name: item.titulo, exact: true }).getByText(acrescimo.trim()).waitFor();
    await medico.context.close();

    // Back as it was.
    const volta = await api('/api/sobre/update', { method: 'PUT', token: await adminToken(), json: { id: item.id, titulo: item.titulo, conteudo: item.conteudo, link: item.link } });
    expect(volta.status, volta.text).toBe(200);
  }, 180_000);

  it('the XSS corpus pasted into the editor and saved: nothing dangerous is stored, no script runs and no dialog opens, for the administrator or the doctor', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const vigia = await contextoVigiado(context, page);
    await entrar(page);
    await abrirConfiguracao(page, 'Perguntas Frequentes');
    const colado = XSS_CORPUS.map(({ nome, html }) => ({ nome, html }));

    const titulo = `XSS colado na resposta ${sufixo()}`;
    await main(page).getByRole('button', { name: 'Nova pergunta', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova pergunta', exact: true });
    await dialog.getByRole('textbox', { name: /^Pergunta/ }).fill(titulo);
    const resposta = editor(dialog, 'Resposta');
    await colar(resposta, colado);
    await expect.poll(() => resposta.innerText()).toContain(`Carga ${XSS_CORPUS.length}:`);
    expect(partesPerigosas(await resposta.innerHTML())).toEqual([]);
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Pergunta “${titulo}” cadastrada.`).waitFor();
    const faq = (await faqDaApi()).find((f) => f.titulo === titulo)!;
    expect(partesPerigosas(faq.paragrafo)).toEqual([]);
    const cartao = main(page).getByRole('article', { name: titulo, exact: true });
    await tocar(cartao);

    // A Sobre item with the corpus in a paragraph.
    const tituloSobre = `XSS colado no parágrafo ${sufixo()}`;
    await abrirConfiguracao(page, 'Sobre o Programa');
    await main(page).getByRole('button', { name: 'Novo item', exact: true }).click();
    const dialogSobre = page.getByRole('dialog', { name: 'Novo item', exact: true });
    await dialogSobre.getByRole('textbox', { name: /^Título/ }).fill(tituloSobre);
    const paragrafo = editor(dialogSobre, 'Parágrafo 1');
    await colar(paragrafo, colado);
    await expect.poll(() => paragrafo.innerText()).toContain(`Carga ${XSS_CORPUS.length}:`);
    await dialogSobre.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Item “${tituloSobre}” cadastrado.`).waitFor();
    const sobre = (await sobreDaApi()).find((i) => i.titulo === tituloSobre)!;
    expect(sobre.conteudo.flatMap(partesPerigosas)).toEqual([]);
    await tocar(main(page).getByRole('article', { name: tituloSobre, exact: true }));
    expect(await vigia.chamadas()).toBe(0);
    expect(vigia.dialogos).toEqual([]);

    // The doctor's pages.
    const medico = await newPage(browser, DESKTOP);
    const vigiaMedico = await contextoVigiado(medico.context, medico.page);
    await entrar(medico.page, DEMO.medico);
    await medico.page.goto('/perguntas-frequentes');
    await main(medico.page).getByRole('button', { name: titulo, exact: true }).click();
    const aberta = main(medico.page).getByRole('region', { name: titulo, exact: true });
    await aberta.getByText(`Carga ${XSS_CORPUS.length}:`, { exact: false }).waitFor();
    await tocar(aberta);
    await medico.page.goto('/sobre');
    const secao = main(medico.page).getByRole('region', { name: tituloSobre, exact: true });
    await secao.getByText(`Carga ${XSS_CORPUS.length}:`, { exact: false }).waitFor();
    await tocar(secao);
    expect(await vigiaMedico.chamadas()).toBe(0);
    expect(vigiaMedico.dialogos).toEqual([]);
    await medico.context.close();

    const token = await adminToken();
    expect((await api(`/api/faq/delete/${faq.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await api(`/api/sobre/delete/${sobre.id}`, { method: 'DELETE', token })).status).toBe(200);
  }, 240_000);

  it('a contact message sent by medico@ is found, newest first, and marked answered', async () => {
    const assunto = `Comprovante de congresso ${sufixo()}`;
    const mensagem = `Bom dia.\nEnviei o certificado do congresso.\n<b>Pode conferir?</b>`;
    const enviada = await api('/api/medico/contato', { method: 'POST', token: await tokenFor(DEMO.medico), json: { assunto, mensagem } });
    expect([200, 201], enviada.text).toContain(enviada.status);

    const { page } = await newPage(browser, DESKTOP);
    await entrar(page);
    await abrirConfiguracao(page, 'Mensagens de contato');
    const tabela = main(page).getByRole('table', { name: 'Mensagens de contato', exact: true });
    const linha = tabela.getByRole('row').nth(1);
    await expect.poll(() => linha.getByRole('cell').first().innerText()).toBe(assunto);
    const celulas = linha.getByRole('cell');
    // Plain text, its line breaks kept: the tag is shown, not made.
    expect(await celulas.nth(1).innerText()).toBe(mensagem);
    expect(await celulas.nth(1).locator('b').count()).toBe(0);
    expect(await celulas.nth(2).getByRole('link', { name: DEMO.medico, exact: true }).getAttribute('href')).toMatch(new RegExp(`^mailto:${literal(DEMO.medico)}\\?subject=`));
    expect(await celulas.nth(2).innerText()).toContain('CRM 123456');
    expect(await celulas.nth(4).innerText()).toBe('Pendente');
    await expectNoSeriousA11yViolations(page, 'mensagens de contato');
    await screenshot(page, 'configuracoes-mensagens');

    await linha.getByRole('button', { name: `Marcar como respondida: ${assunto}`, exact: true }).click();
    await toast(page, 'Sucesso', `Mensagem “${assunto}” marcada como respondida.`).waitFor();
    await expect.poll(() => celulas.nth(4).innerText()).toMatch(/^Respondida\s*em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const respondidas = (await api('/api/contato/get-all-pagination?page=1&status=respondidas', { token: await adminToken() })).data as Paginated<MensagemContato>;
    expect(respondidas.responseList.find((m) => m.assunto === assunto)?.respondida).toBe(true);

    await main(page).getByRole('group', { name: 'Situação das mensagens' }).getByRole('button', { name: 'Pendentes', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'pendentes');
    // This stack's only message is answered now.
    await main(page).getByText('Nenhuma mensagem pendente.', { exact: true }).waitFor();
    await main(page).getByRole('group', { name: 'Situação das mensagens' }).getByRole('button', { name: 'Respondidas', exact: true }).click();
    await expect.poll(() => tabela.getByRole('row').nth(1).getByRole('cell').first().innerText()).toBe(assunto);
  }, 120_000);

  it('the reminders log: empty and explained; after the reminders of 1 October run, who was reminded', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await entrar(page);
    await abrirConfiguracao(page, 'Lembretes enviados');
    await main(page).getByText(/^Nenhum lembrete enviado ainda\. Os lembretes saem por e-mail em 1º de outubro, 1º de novembro e 1º de dezembro/).waitFor();
    await screenshot(page, 'configuracoes-lembretes-vazio');

    const data = `${anoAtual()}-10-01`;
    const resultado = await executarLembretes(stackEnv(), data);
    expect(resultado).toMatchObject({ data, ciclo: cicloAtual() });
    expect(resultado.enviados).toBeGreaterThan(0);
    expect(resultado.falhas).toBe(0);

    // The run queued the mails; each joins the log once the outbox's sender has mailed it.
    const { value: log } = await until(
      async () => (await api('/api/lembrete/get-all-pagination?page=1', { token: await adminToken() })).data as Paginated<LembreteEnviado>,
      (l) => l.totalItems === resultado.enviados,
      60_000,
    );
    expect(log.totalItems).toBe(resultado.enviados);
    await page.reload();
    const tabela = main(page).getByRole('table', { name: 'Lembretes enviados', exact: true });
    await tabela.waitFor();
    const registros = log.totalItems === 1 ? '1 registro' : `${log.totalItems} registros`;
    await main(page).getByText(registros, { exact: true }).waitFor();
    const linhas = tabela.getByRole('row');
    expect(await linhas.count()).toBe(log.responseList.length + 1);
    const primeira = log.responseList[0]!;
    const texto = await linhas.nth(1).innerText();
    expect(texto).toContain(primeira.nome);
    expect(texto).toContain(primeira.crm);
    expect(texto).toContain(`01/10/${anoAtual()} (ciclo ${cicloAtual()})`);
    expect(texto).toContain(primeira.situacao === 'enviado' ? 'Enviado' : 'Falhou');
    expect(texto).toMatch(/1 tentativa/);

    // The cycle's filter: this cycle has them, the one before has none.
    const ciclo = main(page).getByRole('combobox', { name: 'Ciclo', exact: true });
    await ciclo.selectOption(String(cicloAtual()));
    await page.waitForURL((url) => url.searchParams.get('ciclo') === String(cicloAtual()));
    await main(page).getByText(registros, { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'lembretes enviados');
    await screenshot(page, 'configuracoes-lembretes');
    await ciclo.selectOption(String(cicloAtual() - 1));
    await main(page).getByText(`Nenhum lembrete no ciclo ${cicloAtual() - 1}.`, { exact: false }).waitFor();
  }, 180_000);
});

describe('on a 390 px phone, by keyboard', () => {
  it('the menu, the FAQ editor (full screen), Sobre, the messages and the reminders fit, with no serious axe finding', async () => {
    const { page } = await newPage(browser, PHONE);
    await entrar(page);
    const engrenagem = page.getByRole('banner').getByRole('button', { name: 'Configurações', exact: true });
    const caixa = (await engrenagem.boundingBox())!;
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(PHONE.width);
    await abrirConfiguracao(page, 'Perguntas Frequentes', () => passoNoCelular(page, 'configuracoes-celular-menu'));
    await main(page).getByRole('list', { name: 'Perguntas frequentes', exact: true }).waitFor();
    await passoNoCelular(page, 'configuracoes-celular-faq');

    await main(page).getByRole('button', { name: 'Nova pergunta', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nova pergunta', exact: true });
    await expect.poll(() => dialog.getByRole('textbox', { name: /^Pergunta/ }).evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('Pergunta no celular');
    // Once the editor's chunk is in: Tab to the toolbar (one stop), then to the text.
    await dialog.getByRole('toolbar', { name: 'Formatação: Resposta', exact: true }).waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => dialog.getByRole('button', { name: 'Negrito', exact: true }).evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => editor(dialog, 'Resposta').evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('Uma resposta curta.');
    const paper = (await dialog.boundingBox())!;
    expect(paper.width).toBe(PHONE.width);
    await passoNoCelular(page, 'configuracoes-celular-faq-dialogo');
    await expectNoA11yViolations(page, 'formulário de pergunta no celular');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await abrirConfiguracao(page, 'Sobre o Programa');
    await main(page).getByRole('list', { name: 'Itens de Sobre o Programa', exact: true }).waitFor();
    await passoNoCelular(page, 'configuracoes-celular-sobre');

    await abrirConfiguracao(page, 'Mensagens de contato');
    await main(page).getByRole('list', { name: 'Mensagens de contato', exact: true }).or(main(page).getByText('Nenhuma mensagem recebida.')).waitFor();
    await passoNoCelular(page, 'configuracoes-celular-mensagens');

    await abrirConfiguracao(page, 'Lembretes enviados');
    await main(page).getByRole('list', { name: 'Lembretes enviados', exact: true }).or(main(page).getByText(/^Nenhum lembrete/)).waitFor();
    await passoNoCelular(page, 'configuracoes-celular-lembretes');
  }, 180_000);
});
