import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTATO_MSG, meusDadosArquivo, type MeusDados } from '@emc/shared/comunicacao';
import type { FaqItem, SobreItem } from '@emc/shared/conteudo';
import type { MedicoPerfil } from '@emc/shared/medico';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NAMES } from '../../scripts/local/config';
import { api, claimsOf, DEMO, tokenFor } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, literal, newPage, passoNoCelular, screenshot, SCREENSHOTS, semRolagemLateral, toast } from '../support/browser';
import { emails, sufixo } from '../support/cadastro';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { until } from '../support/until';
import { XSS_CORPUS } from '../support/xss-corpus';

/**
 * The program's pages for doctors and secretaries in Chromium (issue 12): Sobre o Programa (the
 * fourth item the live credit table), Perguntas Frequentes (an accordion, by keyboard), Contato (the
 * spec's validation, the message in the local mailbox, and on a stack whose mail is down the spec's
 * failure toast and the error dialog with the text kept), Perfil's "Meus dados" and the reminders'
 * switch; as medico@ and as secretaria@ for medico@. Then the XSS corpus through the FAQ and Sobre
 * items, shown in Chromium: no script runs and no dialog opens. Desktop and 390 px, axe, screenshots.
 */
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const OBRIGATORIO = 'Este campo é obrigatório.';
const ERROR_DIALOG_TITLE = 'Ocorreu um erro no processamento da requisição!';
const LEMBRETES = 'Receber lembretes de prazo por e-mail';
const LEMBRETES_DESLIGADOS = 'Os lembretes de prazo não serão mais enviados por e-mail.';
const LEMBRETES_LIGADOS = 'Os lembretes de prazo serão enviados por e-mail.';
const CRM_MEDICO = '123456';

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

/** Signs in (through the API); a secretary then chooses medico@ (CRM 123456) among her linked doctors. */
async function entrar(page: Page, email: string): Promise<void> {
  if (email !== DEMO.secretaria) return entrarPelaApi(page, email, '/participacao-medico/home');
  await entrarPelaApi(page, email, '/selecionar-medico');
  const radios = page.getByRole('radiogroup', { name: 'Médicos vinculados', exact: true }).getByRole('radio');
  await radios.first().waitFor();
  const nomes = await radios.evaluateAll((els) => els.map((e) => (e.closest('label')?.textContent ?? '').trim()));
  const indice = nomes.findIndex((n) => new RegExp(`CRM\\s*${CRM_MEDICO}$`).test(n));
  expect(indice, nomes.join(' | ')).toBeGreaterThanOrEqual(0);
  await radios.nth(indice).check();
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await page.waitForURL('**/participacao-medico/home');
}

/** The severity MUI's Alert shows (its colour class): the toast's. */
const severidade = async (alerta: Locator) => /MuiAlert-color(\w+)/.exec((await alerta.getAttribute('class')) ?? '')?.[1]?.toLowerCase();

/** An HTML's text without any whitespace, as the browser parses it: to compare with a rendering's text. */
const textoDoHtml = (page: Page, html: string) => page.evaluate((h) => (new DOMParser().parseFromString(h, 'text/html').body.textContent ?? '').replace(/\s+/g, ''), html);
const semEspacos = (s: string) => s.replace(/\s+/g, '');

async function sobreDaApi(email: string): Promise<SobreItem[]> {
  const res = await api('/api/sobre/get-all', { token: await tokenFor(email) });
  expect(res.status, res.text).toBe(200);
  return res.data as SobreItem[];
}

async function faqDaApi(email: string): Promise<FaqItem[]> {
  const res = await api('/api/faq/get-all', { token: await tokenFor(email) });
  expect(res.status, res.text).toBe(200);
  return res.data as FaqItem[];
}

/** Sobre: the API's items in order as h2 sections, the fourth the credit table (4 columns), links in a new tab. */
async function verSobre(page: Page, email: string): Promise<void> {
  const itens = await sobreDaApi(email);
  expect(itens.length).toBeGreaterThanOrEqual(4);
  expect(itens.map((i) => i.tabelaCreditos)).toEqual(itens.map((_, n) => n === 3));
  await page.goto('/sobre');
  await h1(page, 'Sobre o Programa').waitFor();
  await main(page).getByRole('heading', { name: itens[0]!.titulo, level: 2, exact: true }).waitFor();
  const titulos = new Set(itens.map((i) => i.titulo));
  const h2 = (await main(page).getByRole('heading', { level: 2 }).allInnerTexts()).map((t) => t.trim()).filter((t) => titulos.has(t));
  expect(h2).toEqual(itens.map((i) => i.titulo));

  for (const item of itens) {
    const secao = main(page).getByRole('region', { name: item.titulo, exact: true });
    if (!item.tabelaCreditos) expect(semEspacos(await secao.innerText())).toContain(await textoDoHtml(page, item.conteudo[0]!));
    const links = secao.getByRole('list', { name: `Links de ${item.titulo}`, exact: true }).getByRole('link');
    expect(await links.count()).toBe(item.link.length);
    for (const [n, href] of item.link.entries()) {
      expect(await links.nth(n).getAttribute('href')).toBe(href);
      expect(await links.nth(n).getAttribute('target')).toBe('_blank');
      expect(await links.nth(n).getAttribute('rel')).toBe('noopener noreferrer');
    }
  }
  const tabela = main(page).getByRole('region', { name: itens[3]!.titulo, exact: true });
  const primeira = tabela.getByRole('table').first();
  await primeira.waitFor();
  expect((await primeira.getByRole('columnheader').allInnerTexts()).map((t) => t.trim())).toEqual(['Atividade', 'Forma', 'Créditos', 'Teto no ciclo']);
  expect(await primeira.getByRole('row').count()).toBeGreaterThan(1);
}

/** FAQ: the API's questions as h2 buttons, closed; the first opened by Enter, the next reached by Tab and opened by Space. */
async function verFaq(page: Page, email: string): Promise<void> {
  const faq = await faqDaApi(email);
  expect(faq.length).toBeGreaterThanOrEqual(8);
  await page.goto('/perguntas-frequentes');
  await h1(page, 'Perguntas Frequentes').waitFor();
  const botao = (item: FaqItem) => main(page).getByRole('heading', { name: item.titulo, level: 2, exact: true }).getByRole('button', { name: item.titulo, exact: true });
  await botao(faq[0]!).waitFor();
  for (const item of faq) expect(await botao(item).getAttribute('aria-expanded')).toBe('false');

  await botao(faq[0]!).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => botao(faq[0]!).getAttribute('aria-expanded')).toBe('true');
  const resposta = main(page).getByRole('region', { name: faq[0]!.titulo, exact: true });
  await resposta.waitFor();
  expect(semEspacos(await resposta.innerText())).toBe(await textoDoHtml(page, faq[0]!.paragrafo));

  await page.keyboard.press('Tab');
  // The open answer may hold links: Tab until the next question.
  for (let i = 0; i < 10 && !(await botao(faq[1]!).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  expect(await botao(faq[1]!).evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => botao(faq[1]!).getAttribute('aria-expanded')).toBe('true');
  await main(page).getByRole('region', { name: faq[1]!.titulo, exact: true }).waitFor();
}

const contatoCampos = (page: Page) => ({
  assunto: main(page).getByRole('textbox', { name: /^Assunto/ }),
  mensagem: main(page).getByRole('textbox', { name: /^Mensagem/ }),
  enviar: main(page).getByRole('button', { name: 'Enviar', exact: true }),
});

/** Contato's validation (spec section 5), checked with the calls the page makes: none while invalid. */
async function validarContato(page: Page, chamadas: string[]): Promise<void> {
  await page.goto('/contato');
  await h1(page, 'Contato').waitFor();
  const { assunto, mensagem, enviar } = contatoCampos(page);
  await assunto.waitFor();
  expect(await main(page).getByText(OBRIGATORIO, { exact: true }).count()).toBe(0);
  // Touched: left empty.
  await assunto.click();
  await page.keyboard.press('Tab');
  await main(page).getByText(OBRIGATORIO, { exact: true }).waitFor();
  expect(await main(page).getByText(OBRIGATORIO, { exact: true }).count()).toBe(1);
  expect(await assunto.getAttribute('aria-invalid')).toBe('true');
  // Dirty: typed and erased, before leaving the field.
  await mensagem.pressSequentially('x');
  await mensagem.press('Backspace');
  await expect.poll(() => main(page).getByText(OBRIGATORIO, { exact: true }).count()).toBe(2);
  await assunto.fill('Algo');
  await expect.poll(() => main(page).getByText(OBRIGATORIO, { exact: true }).count()).toBe(1);
  await assunto.fill('');
  // Submitting marks every field and sends nothing.
  await enviar.click();
  await expect.poll(() => main(page).getByText(OBRIGATORIO, { exact: true }).count()).toBe(2);
  expect(chamadas).toEqual([]);
}

/** The contact mail with this subject, once the outbox's sender (fed by the shared stack's stream) has mailed it. */
async function mailDoContato(assunto: string) {
  const { value } = await until(
    async () => (await emails()).filter((e) => e.destination.to.includes(NAMES.contactMailbox) && e.subject === `Contato: ${assunto}`),
    (found) => found.length > 0,
    30_000,
  );
  return value;
}

/** Sends a message and finds it in the program's mailbox (aws-ses-v2-local), from this sender. */
async function enviarContato(page: Page, remetente: string): Promise<void> {
  const { assunto, mensagem, enviar } = contatoCampos(page);
  const titulo = `Dúvida sobre o teto de congressos ${sufixo()}`;
  const texto = `Bom dia.\nComo é contado o teto dos congressos neste ciclo?\nEnviada por ${remetente}.`;
  await assunto.fill(titulo);
  await mensagem.fill(texto);
  await expect.poll(() => main(page).getByText(OBRIGATORIO, { exact: true }).count()).toBe(0);
  await enviar.click();
  const sucesso = toast(page, CONTATO_MSG.sucessoTitulo, CONTATO_MSG.sucesso);
  await sucesso.waitFor();
  expect(await severidade(sucesso)).toBe('success');
  await expect.poll(() => assunto.inputValue()).toBe('');
  expect(await mensagem.inputValue()).toBe('');
  expect(await main(page).getByText(OBRIGATORIO, { exact: true }).count()).toBe(0);

  const mails = await mailDoContato(titulo);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.body.text).toContain(`E-mail: ${remetente}`);
  expect(mails[0]!.body.text).toContain(texto);
}

/** Perfil: "Meus dados" saved under meus_dados_emc_{crm}.json, holding medico@'s data; the switch off and on. */
async function verPerfil(page: Page, nome: string): Promise<void> {
  const idMedico = claimsOf(await tokenFor(DEMO.medico)).idMedico!;
  await page.goto('/perfil');
  await h1(page, 'Perfil').waitFor();
  const secao = main(page).getByRole('region', { name: 'Dados e preferências', exact: true });
  const botao = secao.getByRole('button', { name: 'Meus dados', exact: true });
  await botao.waitFor();
  expect(await botao.getAttribute('aria-describedby')).toBeTruthy();
  expect(await secao.innerText()).toMatch(/Baixe em um arquivo JSON tudo o que o programa guarda sobre .*\(LGPD\)\./);

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), botao.click()]);
  expect(download.suggestedFilename()).toBe(meusDadosArquivo(CRM_MEDICO));
  mkdirSync(SCREENSHOTS, { recursive: true });
  const arquivo = join(SCREENSHOTS, `meus-dados-${nome}.json`);
  await download.saveAs(arquivo);
  const dados = JSON.parse(readFileSync(arquivo, 'utf8')) as MeusDados;
  expect(dados.perfil).toMatchObject({ id: idMedico, crm: CRM_MEDICO, email: DEMO.medico });
  expect(dados.participacoes.length).toBeGreaterThan(0);
  await botao.waitFor();
  expect(await botao.isEnabled()).toBe(true);

  // The reminders: off, then on again (back to where they were), each confirmed and saved.
  const interruptor = secao.getByRole('switch', { name: LEMBRETES, exact: true });
  const perfilDaApi = async () => (await api(`/api/medico/perfil/${idMedico}`, { token: await tokenFor(DEMO.medico) })).data as MedicoPerfil;
  if (!(await interruptor.isChecked())) {
    await interruptor.click();
    await toast(page, 'Sucesso', LEMBRETES_LIGADOS).waitFor();
  }
  await interruptor.click();
  await toast(page, 'Sucesso', LEMBRETES_DESLIGADOS).waitFor();
  expect(await interruptor.isChecked()).toBe(false);
  expect((await perfilDaApi()).receberLembretes).toBe(false);
  await screenshot(page, `conteudo-perfil-${nome}`);
  await page.reload();
  await interruptor.waitFor();
  expect(await interruptor.isChecked()).toBe(false);
  // By keyboard.
  await interruptor.focus();
  await page.keyboard.press('Space');
  await toast(page, 'Sucesso', LEMBRETES_LIGADOS).waitFor();
  expect(await interruptor.isChecked()).toBe(true);
  expect((await perfilDaApi()).receberLembretes).toBe(true);
}

describe('as medico@hospital.example', () => {
  it('Sobre o Programa: the items in order, the fourth the credit table; on a phone it fits', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await entrar(page, DEMO.medico);
    await verSobre(page, DEMO.medico);
    await expectNoSeriousA11yViolations(page, 'Sobre');
    await semRolagemLateral(page, 'Sobre');
    await screenshot(page, 'conteudo-sobre');

    const celular = await newPage(browser, PHONE);
    await entrar(celular.page, DEMO.medico);
    await verSobre(celular.page, DEMO.medico);
    const tabela = main(celular.page).getByRole('table').first();
    expect((await tabela.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    // Whole words: each column header is as wide as its longest word (no 'Crédito/s').
    const partidos = await tabela.getByRole('columnheader').evaluateAll((ths) =>
      ths.filter((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        const linhas = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return linhas.size > (th.textContent ?? '').trim().split(/\s+/).length;
      }).map((th) => th.textContent),
    );
    expect(partidos).toEqual([]);
    await passoNoCelular(celular.page, 'conteudo-sobre-celular');
  });

  it('Perguntas Frequentes: an accordion opened with the keyboard; on a phone too', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await entrar(page, DEMO.medico);
    await verFaq(page, DEMO.medico);
    await expectNoSeriousA11yViolations(page, 'Perguntas Frequentes');
    await semRolagemLateral(page, 'Perguntas Frequentes');
    await screenshot(page, 'conteudo-faq');

    const celular = await newPage(browser, PHONE);
    await entrar(celular.page, DEMO.medico);
    await verFaq(celular.page, DEMO.medico);
    await passoNoCelular(celular.page, 'conteudo-faq-celular');
  });

  it('Contato: the validation sends nothing; a message is sent, the form clears, and it reaches the program’s mailbox', async () => {
    const { page } = await newPage(browser, DESKTOP);
    const chamadas: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/medico/contato')) chamadas.push(r.method());
    });
    await entrar(page, DEMO.medico);
    await validarContato(page, chamadas);
    await expectNoSeriousA11yViolations(page, 'Contato com erros');
    await semRolagemLateral(page, 'Contato');
    await screenshot(page, 'conteudo-contato-validacao');
    await enviarContato(page, DEMO.medico);
    expect(chamadas).toEqual(['POST']);
    await screenshot(page, 'conteudo-contato-enviado');

    const celular = await newPage(browser, PHONE);
    await entrar(celular.page, DEMO.medico);
    await validarContato(celular.page, []);
    await passoNoCelular(celular.page, 'conteudo-contato-celular');
  });

  it('Perfil: downloads "Meus dados" and turns the reminders off and on', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await entrar(page, DEMO.medico);
    await verPerfil(page, 'medico');
    await expectNoSeriousA11yViolations(page, 'Perfil');
    await semRolagemLateral(page, 'Perfil');

    const celular = await newPage(browser, PHONE);
    await entrar(celular.page, DEMO.medico);
    await celular.page.goto('/perfil');
    await main(celular.page).getByRole('switch', { name: LEMBRETES, exact: true }).waitFor();
    await passoNoCelular(celular.page, 'conteudo-perfil-celular');
  });
});

describe('as secretaria@hospital.example, for medico@', () => {
  it('the same pages: Sobre, Perguntas Frequentes, Contato (sent as her), and medico@’s "Meus dados" and reminders', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await entrar(page, DEMO.secretaria);
    await verSobre(page, DEMO.secretaria);
    await verFaq(page, DEMO.secretaria);
    await validarContato(page, []);
    await enviarContato(page, DEMO.secretaria);
    await verPerfil(page, 'secretaria');
  });
});

/**
 * Breaks (a string) or mends (a number) the contact messages' counter of this world's table, so the
 * message's transaction fails for real: the request's only failure now that the mail is an outbox item.
 */
async function contadorDeContatos(pendentes: string | number): Promise<void> {
  const d = await domain();
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: { pk: 'CONTATOS', sk: 'TOTAL' }, UpdateExpression: 'SET pendentes = :v, #t = :t', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':v': pendentes, ':t': 'CONTADOR' } }));
}

describe('in a world of its own whose message store fails; the XSS corpus', () => {
  emMundoProprio('contato-falha-web');

  it("Contato's failure: the 'Erro' toast with the spec's text (success severity, as the spec says), the error dialog, and the typed text kept", async () => {
    const d = await domain();
    const { getContadorContatos } = await import('@emc/functions/lib/db/contatos');
    const { pendentes } = await getContadorContatos(d.db);
    await contadorDeContatos('quebrado');
    const { page } = await newPage(browser, DESKTOP);
    await entrar(page, DEMO.medico);
    await page.goto('/contato');
    const { assunto, mensagem, enviar } = contatoCampos(page);
    await assunto.fill('Mensagem que não vai sair');
    await mensagem.fill('A mensagem não pôde ser gravada.\nO texto deve ficar no formulário.');
    await enviar.click();

    const erro = toast(page, CONTATO_MSG.falhaTitulo, CONTATO_MSG.falha);
    await erro.waitFor();
    expect(await severidade(erro)).toBe('success');
    const dialog = page.getByRole('dialog', { name: ERROR_DIALOG_TITLE, exact: true });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(CONTATO_MSG.falha);
    await screenshot(page, 'conteudo-contato-falha');
    await dialog.getByRole('button', { name: 'Ok', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await assunto.inputValue()).toBe('Mensagem que não vai sair');
    expect(await mensagem.inputValue()).toBe('A mensagem não pôde ser gravada.\nO texto deve ficar no formulário.');
    // Also above the form, after the toast is gone.
    await main(page).getByRole('alert').filter({ hasText: new RegExp(`^${literal(CONTATO_MSG.falha)}$`) }).waitFor();
    expect(await enviar.isEnabled()).toBe(true);
    await contadorDeContatos(pendentes);
  });

  it('no payload of the corpus runs a script or opens a dialog on Sobre or Perguntas Frequentes', async () => {
    const token = await tokenFor(DEMO.admin);
    const faqTitulos: string[] = [];
    const sobreTitulos: string[] = [];
    const recusados: string[] = [];
    for (const [n, payload] of XSS_CORPUS.entries()) {
      const titulo = `XSS ${String(n + 1).padStart(2, '0')} ${payload.nome}`;
      const faq = await api('/api/faq/create', { method: 'POST', token, headers: { 'idempotency-key': randomUUID() }, json: { titulo, paragrafo: payload.html } });
      if (faq.status === 201 || faq.status === 200) faqTitulos.push(titulo);
      else {
        // Nothing was left after sanitizing: refused, fine.
        expect(faq.status, faq.text).toBe(400);
        recusados.push(`faq: ${payload.nome}`);
      }
      const sobre = await api('/api/sobre/create', { method: 'POST', token, headers: { 'idempotency-key': randomUUID() }, json: { titulo, conteudo: [payload.html], link: [] } });
      if (sobre.status === 201 || sobre.status === 200) sobreTitulos.push(titulo);
      else {
        expect(sobre.status, sobre.text).toBe(400);
        recusados.push(`sobre: ${payload.nome}`);
      }
    }
    console.log(`[xss] ${faqTitulos.length} FAQ and ${sobreTitulos.length} Sobre items stored; refused (nothing left): ${recusados.join('; ') || 'none'}`);
    expect(faqTitulos.length).toBeGreaterThan(XSS_CORPUS.length / 2);
    expect(sobreTitulos.length).toBeGreaterThan(XSS_CORPUS.length / 2);

    const { context, page } = await newPage(browser, DESKTOP);
    await context.addInitScript(() => {
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
    const chamadas = () => page.evaluate(() => (window as unknown as { __xssChamadas: number }).__xssChamadas);
    /** Hovers and focuses every element of a shown content, as a reader's pointer and keyboard would. */
    const tocar = async (conteudo: Locator) => {
      for (const el of await conteudo.locator('.emc-conteudo-html, .emc-conteudo-html *').all()) {
        if (!(await el.isVisible())) continue;
        await el.hover({ force: true, timeout: 2000 }).catch(() => undefined);
        await el.focus().catch(() => undefined);
      }
    };
    /** Script, frames, plugins, form controls, styles, event handlers or script URLs left in a shown content. */
    const perigosos = (conteudo: Locator) =>
      conteudo.evaluate((raiz) => {
        const achados: string[] = [];
        const blocos = raiz.querySelectorAll('.emc-conteudo-html');
        if (!blocos.length) achados.push('nenhum conteúdo mostrado');
        for (const el of raiz.querySelectorAll('.emc-conteudo-html *')) {
          if (/^(script|iframe|frame|object|embed|svg|math|form|input|button|textarea|select|style|link|meta|base|template|noscript|video|audio|source|area|map|details|img)$/i.test(el.tagName))
            achados.push(el.tagName.toLowerCase());
          for (const a of el.attributes) {
            if (/^(on|style$|srcdoc$)/i.test(a.name) || (/^(href|src|action|formaction|xlink:href|background|data)$/i.test(a.name) && !/^(https?:|mailto:)/i.test(a.value.trim())))
              achados.push(`${el.tagName.toLowerCase()}[${a.name}=${a.value}]`);
          }
        }
        return achados;
      });

    await entrar(page, DEMO.medico);
    expect(await chamadas()).toBe(0);

    await page.goto('/sobre');
    await h1(page, 'Sobre o Programa').waitFor();
    for (const titulo of sobreTitulos) {
      const secao = main(page).getByRole('region', { name: titulo, exact: true });
      await secao.waitFor();
      await tocar(secao);
      expect(await perigosos(secao), titulo).toEqual([]);
    }
    await screenshot(page, 'conteudo-xss-sobre');

    await page.goto('/perguntas-frequentes');
    await h1(page, 'Perguntas Frequentes').waitFor();
    for (const titulo of faqTitulos) {
      const botao = main(page).getByRole('button', { name: titulo, exact: true });
      await botao.click();
      await expect.poll(() => botao.getAttribute('aria-expanded')).toBe('true');
      const resposta = main(page).getByRole('region', { name: titulo, exact: true });
      await tocar(resposta);
      expect(await perigosos(resposta), titulo).toEqual([]);
    }
    await screenshot(page, 'conteudo-xss-faq');

    expect(dialogos).toEqual([]);
    expect(await chamadas()).toBe(0);

    // The detectors themselves work here (no CSP stands in for the sanitizers locally): an unsanitized handler is counted and its alert seen.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x" alt="" onerror="__xss(); alert(1)">'));
    await expect.poll(chamadas).toBe(1);
    await expect.poll(() => dialogos).toEqual(['alert: 1']);
  });
});
