import { randomBytes, randomInt } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, newPage, passoNoCelular, screenshot, semRolagemLateral, toast } from '../support/browser';
import { addDias, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { admin } from '../support/participacoes';

/**
 * Registro de Atividades through the screens (issue 10): the demo administrator creates an activity
 * of this file's own (a unique name), sets its suggested classification, imports its attendance list
 * (the demo doctor's CRM and one that matches nobody), and the doctor finds the approved participation.
 * In a world whose import writes one batch per call (presencaPrazoMs 0), so a list of every demo
 * doctor goes in calls and the dialog's bar of the doctors gone through shows between them (issue 29).
 */
emMundoProprio('atividades', { presencaPrazoMs: 0 });

const PHONE = { width: 390, height: 844 };
const NOME = `Jornada de Presença Importada ${randomBytes(4).toString('hex')}`;
/** The demo doctor medico@hospital.example. */
const CRM_DEMO = '123456';
/** Eight digits: no demo doctor (six) nor test doctor (nine) has such a CRM. */
const CRM_DESCONHECIDO = `8${randomInt(1_000_000, 9_999_999)}`;
const CSV = Buffer.from(`CRM\n${CRM_DEMO}\n${CRM_DESCONHECIDO}\n`, 'utf8');
/** An activity that has ended: from three days ago to yesterday, by the stack's clock (set in beforeAll). */
let INICIO: string;
let FIM: string;
const br = (iso: string) => iso.split('-').reverse().join('/');

let browser: Browser;
beforeAll(async () => {
  INICIO = addDias(hoje(), -3);
  FIM = addDias(hoje(), -1);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');

async function buscar(page: Page) {
  await page.getByRole('searchbox', { name: 'Buscar atividade por nome', exact: true }).fill(NOME);
  await page.waitForURL(/busca=/);
}

async function importar(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: `Importar presença de ${NOME}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar presença', exact: true });
  await dialog.getByLabel('Planilha de presença', { exact: true }).setInputFiles({ name: 'presenca.csv', mimeType: 'text/csv', buffer: CSV });
  await dialog.getByText('presenca.csv', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  const resultado = dialog.getByRole('status', { name: 'Resultado da importação', exact: true });
  await resultado.waitFor();
  return dialog;
}

describe('Registro de Atividades: an administrator imports an attendance list, and the doctor sees the approval', () => {
  it('creates the activity, sets its classification, imports the list, and the doctor finds it approved', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, DEMO.admin, '/participacao/home');
    await page.getByRole('navigation', { name: 'Menu principal', exact: true }).getByRole('link', { name: 'Registro de Atividades', exact: true }).click();
    await page.waitForURL('**/atividades');
    await main(page).getByRole('heading', { name: 'Registro de Atividades', level: 1, exact: true }).waitFor();

    // A new activity, without a suggestion yet; the end before the start is refused as it is typed.
    await main(page).getByRole('button', { name: 'Nova atividade', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Nova atividade', exact: true });
    await form.getByRole('textbox', { name: /^Nome da atividade/ }).fill(NOME);
    await form.getByRole('combobox', { name: /^Categoria/ }).selectOption({ label: 'Congressos e eventos científicos' });
    await form.getByRole('combobox', { name: /^Forma de participação/ }).selectOption({ label: 'Ouvinte' });
    await form.getByRole('textbox', { name: /^Instituição promotora/ }).fill('Hospital Exemplo');
    await form.getByRole('textbox', { name: /^Local/ }).fill('Auditório principal');
    await form.getByLabel(/^Data de início/).fill(FIM);
    await form.getByLabel(/^Data de término/).fill(INICIO);
    await form.getByText('A data de término deve ser igual ou posterior à de início.', { exact: true }).waitFor();
    await form.getByLabel(/^Data de início/).fill(INICIO);
    await form.getByLabel(/^Data de término/).fill(FIM);
    await form.getByRole('textbox', { name: /^Carga horária/ }).fill('4,5');
    expect(await form.getByText('A data de término deve ser igual ou posterior à de início.', { exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'nova atividade');
    await screenshot(page, 'atividades-nova');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Atividade “${NOME}” cadastrada.`).waitFor();

    // In the list, found by name: its period, hours and situation.
    await buscar(page);
    const linha = main(page).getByRole('row').filter({ hasText: NOME });
    await linha.waitFor();
    expect((await linha.getByRole('cell').allInnerTexts()).slice(0, 6)).toEqual([
      NOME,
      'Congressos e eventos científicos',
      'Ouvinte',
      `${br(INICIO)} a ${br(FIM)}`,
      '4,5 h',
      'Ativa',
    ]);

    // Its suggested classification: one of the rows of that category and form.
    await main(page).getByRole('button', { name: `Editar ${NOME}`, exact: true }).click();
    const editar = page.getByRole('dialog', { name: 'Editar atividade', exact: true });
    const classificacao = editar.getByRole('combobox', { name: /^Classificação sugerida/ });
    await expect.poll(() => classificacao.isEnabled()).toBe(true);
    await classificacao.selectOption({ label: 'Congresso nacional — 8 pontos por evento' });
    await screenshot(page, 'atividades-editar');
    await editar.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Atividade “${NOME}” atualizada.`).waitFor();
    await expectNoSeriousA11yViolations(page, 'lista de atividades');
    await screenshot(page, 'atividades-lista');

    // The attendance list: the demo doctor's CRM and one that matches nobody.
    const dialog = await importar(page);
    const resultado = dialog.getByRole('status', { name: 'Resultado da importação', exact: true });
    await expect.poll(() => resultado.innerText()).toMatch(/1 participação criada\s+0 já existiam/);
    expect(await resultado.getByRole('textbox', { name: 'CRMs não encontrados (1)', exact: true }).inputValue()).toBe(CRM_DESCONHECIDO);
    await expectNoSeriousA11yViolations(page, 'resultado da importação');
    await screenshot(page, 'atividades-importacao');
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await context.close();

    // The doctor: the approved participation, titled with the activity's name, with the row's 8 credits.
    const medico = await newPage(browser);
    await entrarPelaApi(medico.page, DEMO.medico, '/participacao-medico/home?status=2');
    const card = main(medico.page).getByRole('article', { name: NOME, exact: true });
    await card.waitFor();
    expect(await card.innerText()).toMatch(new RegExp(`${br(INICIO)} a ${br(FIM)}[\\s\\S]*Créditos:?\\s*8`));
    // No certificate, and no warning: the attendance list is its proof.
    expect(await card.innerText()).toContain('Presença registrada pela lista da atividade');
    expect(await card.innerText()).not.toContain('sem comprovante');
    await expectNoSeriousA11yViolations(medico.page, 'participação da lista de presença');
    await screenshot(medico.page, 'atividades-medico-aprovada');
    await medico.context.close();
  });

  // Follows the test above: the activity it created, and the list it imported.
  it('on a 390 px phone: the cards, the form and the import again (nothing new is created)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await entrarPelaApi(page, DEMO.admin, `/atividades?busca=${encodeURIComponent(NOME)}`);
    const card = main(page).getByRole('article', { name: NOME, exact: true });
    await card.waitFor();
    await passoNoCelular(page, 'atividades-celular-lista');

    await main(page).getByRole('button', { name: 'Nova atividade', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Nova atividade', exact: true });
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await form.getByText('Informe a carga horária em horas.', { exact: true }).waitFor();
    await passoNoCelular(page, 'atividades-celular-form');
    await form.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await form.waitFor({ state: 'detached' });

    // The same file again: the doctor already has it.
    const dialog = await importar(page);
    const resultado = dialog.getByRole('status', { name: 'Resultado da importação', exact: true });
    await expect.poll(() => resultado.innerText()).toMatch(/0 participações criadas\s+1 já existia/);
    await passoNoCelular(page, 'atividades-celular-importacao');
    await context.close();
  });

  it('a list of every doctor goes in calls: a bar of the doctors gone through of the list, then the sum', async () => {
    const d = await domain();
    const { listMedicos } = await import('@emc/functions/lib/db/medicos');
    const medicos = await listMedicos(d.db);
    const ativos = medicos.filter((m) => m.ativo).length;
    const row = (await admin()).classificacao('Curso de suporte de vida (ACLS, ATLS, PALS)');
    const nome = `Curso com Lista Longa ${randomBytes(4).toString('hex')}`;
    const criada = await api('/api/atividade/create', {
      method: 'POST',
      token: await tokenFor(DEMO.admin),
      json: { nome, idCategoria: row.idCategoria, idForma: row.idForma, idClassificacao: row.id, instituicao: 'Hospital Exemplo', local: 'Centro de Simulação', dataInicio: INICIO, dataFim: FIM, cargaHoraria: 8 },
    });
    expect(criada.status, criada.text).toBe(200);

    const { context, page } = await newPage(browser, PHONE);
    await entrarPelaApi(page, DEMO.admin, `/atividades?busca=${encodeURIComponent(nome)}`);
    await main(page).getByRole('button', { name: `Importar presença de ${nome}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar presença', exact: true });
    const lista = Buffer.from(`CRM\n${medicos.map((m) => m.crm).join('\n')}\n`, 'utf8');
    await dialog.getByLabel('Planilha de presença', { exact: true }).setInputFiles({ name: 'lista-longa.csv', mimeType: 'text/csv', buffer: lista });
    await dialog.getByText('lista-longa.csv', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();

    // Between the calls: how many of the list's doctors were gone through, as the bar's name and value.
    const barra = dialog.getByRole('progressbar', { name: new RegExp(`^\\d+ de ${medicos.length} médicos$`) });
    await barra.waitFor();
    const [nome1, valor] = await Promise.all([barra.getAttribute('aria-valuetext'), barra.getAttribute('aria-valuenow')]);
    const feitos = Number(nome1!.split(' ')[0]);
    expect(feitos).toBeGreaterThan(0);
    expect(feitos).toBeLessThan(medicos.length);
    expect(Number(valor)).toBe(Math.round((feitos / medicos.length) * 100));
    await semRolagemLateral(page, 'importação em andamento');
    await screenshot(page, 'atividades-importacao-progresso');

    const resultado = dialog.getByRole('status', { name: 'Resultado da importação', exact: true });
    await resultado.waitFor();
    expect(await resultado.innerText()).toContain('Importação concluída.');
    expect(await resultado.innerText()).toContain(`${ativos} participações criadas`);
    expect(await dialog.getByRole('progressbar').count()).toBe(0);
    await passoNoCelular(page, 'atividades-importacao-longa');
    await context.close();
  });
});
