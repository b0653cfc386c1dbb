import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, literal, newPage, screenshot, toast } from '../support/browser';
import { criar, novoMedico, uniquePdf, uploadAnexo, type NovoMedico } from '../support/participacoes';
import { photoPng } from '../support/png';

/**
 * Área de Análise through the screens (issue 9): the demo administrator decides on participations
 * of this file's own doctor, found by her unique name, and the doctor sees each result.
 */
let browser: Browser;
let medica: NovoMedico;
const APROVAR = 'Congresso a aprovar pela análise';
const REPROVAR = 'Curso a reprovar pela análise';
const AJUSTAR = 'Jornada com foto a ajustar pela análise';
const MOTIVO = 'A atividade não tem relação com a prática clínica.';
const COMENTARIO = 'A foto está cortada: envie o certificado inteiro.';
const ids: Record<string, string> = {};

beforeAll(async () => {
  browser = await launch();
  medica = await novoMedico('Teresa Análise Teste');
  for (const titulo of [APROVAR, REPROVAR]) {
    ids[titulo] = (await criar(medica.token, { titulo })).id;
    await uploadAnexo(medica.token, ids[titulo]!, { data: uniquePdf(titulo), name: 'certificado.pdf', type: 'application/pdf' });
  }
  ids[AJUSTAR] = (await criar(medica.token, { titulo: AJUSTAR })).id;
  await uploadAnexo(medica.token, ids[AJUSTAR]!, { data: photoPng(640, 480), name: 'foto-certificado.png', type: 'image/png' });
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');

/** The administrator's queue filtered to this file's doctor, then one of her participations opened. */
async function abrirNaFila(page: Page, titulo: string) {
  await page.goto('/participacao/home');
  const busca = page.getByRole('combobox', { name: 'Médico ou CRM' });
  await busca.fill(medica.nome);
  await busca.press('Enter');
  const card = main(page).getByRole('article', { name: titulo, exact: true });
  await card.waitFor();
  return card;
}

async function decidir(page: Page, botao: string, dialogo: string, preencher: (d: Locator) => Promise<void>, sucesso: string) {
  await main(page).getByRole('button', { name: botao, exact: true }).click();
  const d = page.getByRole('dialog', { name: dialogo, exact: true });
  await preencher(d);
  await d.getByRole('button', { name: botao, exact: true }).click();
  await page.getByRole('dialog', { name: 'Aviso', exact: true }).getByRole('button', { name: 'Sim', exact: true }).click();
  await toast(page, 'Sucesso', sucesso).waitFor();
}

describe('an administrator reviews in Área de Análise, and the doctor sees the result', () => {
  it('approves with a credit-table row, rejects with a reason, and sends one back for adjustment', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, 'admin@hospital.example', '/participacao/home');

    // The queue, filtered to the doctor: her three, pending, each with its certificate.
    const card = await abrirNaFila(page, APROVAR);
    for (const t of [REPROVAR, AJUSTAR]) await main(page).getByRole('article', { name: t, exact: true }).waitFor();
    expect(await main(page).getByText('sem comprovante', { exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'fila');
    await screenshot(page, 'analise-fila');

    // The PDF shown inline; approve as "Congresso internacional" (10 points per event).
    await card.getByRole('link').click();
    await page.waitForURL(`**/participacao/editar/${ids[APROVAR]}`);
    await main(page).locator('iframe[title="Comprovante: certificado.pdf"]').waitFor();
    await main(page).getByRole('heading', { name: APROVAR, level: 1, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'detalhe com PDF');
    await screenshot(page, 'analise-detalhe-pdf');
    await decidir(
      page,
      'Aprovar',
      'Aprovar participação',
      async (d) => {
        const linha = d.getByRole('radio', { name: /^Congresso internacional/ });
        expect(await linha.locator('xpath=ancestor::label').innerText()).toMatch(/Daria 10 créditos/);
        await linha.check();
        await d.getByRole('textbox', { name: 'Observação (opcional)', exact: true }).fill('Certificado conferido.');
      },
      'Participação aprovada.',
    );
    await main(page).getByRole('button', { name: 'Reabrir', exact: true }).waitFor();

    // Reject the second with a reason.
    await (await abrirNaFila(page, REPROVAR)).getByRole('link').click();
    await page.waitForURL(`**/participacao/editar/${ids[REPROVAR]}`);
    await decidir(page, 'Reprovar', 'Reprovar participação', (d) => d.getByRole('textbox', { name: /^Motivo da reprovação/ }).fill(MOTIVO), 'Participação reprovada.');

    // The photo shown inline; send it back with a comment.
    await (await abrirNaFila(page, AJUSTAR)).getByRole('link').click();
    await page.waitForURL(`**/participacao/editar/${ids[AJUSTAR]}`);
    await main(page).getByRole('img', { name: 'Comprovante: foto-certificado.png', exact: true }).waitFor();
    await page.waitForFunction(() => (document.querySelector('img[alt="Comprovante: foto-certificado.png"]') as HTMLImageElement | null)?.naturalWidth === 640);
    await screenshot(page, 'analise-detalhe-foto');
    await decidir(page, 'Solicitar ajuste', 'Solicitar ajuste', (d) => d.getByRole('textbox', { name: /^Comentário para o médico/ }).fill(COMENTARIO), 'Ajuste solicitado ao médico.');
    await context.close();

    // The doctor sees each decision: credits in the sidebar, the reason, the comment.
    const medico = await newPage(browser);
    await entrarPelaApi(medico.page, medica.email, '/participacao-medico/home');
    await medico.page.getByRole('img', { name: '10 de 50 créditos da meta', exact: true }).waitFor();
    await medico.page.goto(`/participacao-medico/editar/${ids[REPROVAR]}`);
    await main(medico.page).getByText(new RegExp(literal(MOTIVO))).first().waitFor();
    await medico.page.goto(`/participacao-medico/editar/${ids[AJUSTAR]}`);
    await main(medico.page).getByText(new RegExp(literal(COMENTARIO))).first().waitFor();
    await medico.page.goto(`/participacao-medico/editar/${ids[APROVAR]}`);
    await main(medico.page).getByText('Aprovada', { exact: true }).first().waitFor();
    await screenshot(medico.page, 'analise-medico-aprovada');
    await medico.context.close();
  });
});
