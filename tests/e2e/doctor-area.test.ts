import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';
import { launch, login, newPage, screenshot } from '../support/browser';
import { photoPng } from '../support/png';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

async function pickCatalogueActivity(page: Page, text: string, option: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Nova participação' });
  await dialog.getByRole('combobox', { name: 'Buscar atividade do catálogo' }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
  return dialog;
}

describe('doctor: participations', () => {
  it('registers one from the catalogue with a PDF and a phone photo, edits it, downloads the certificate, and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.medico);
    await page.waitForURL('**/participacao-medico/home');
    const tabs = page.getByRole('tablist', { name: 'Status das participações' });
    await tabs.getByRole('tab', { name: /Aprovada \d+/ }).waitFor();
    await main(page).getByRole('article').first().waitFor();
    await page.getByRole('img', { name: /de 50 créditos da meta/ }).waitFor();
    await screenshot(page, 'medico-participacoes');

    await page.getByRole('button', { name: 'Nova participação' }).click();
    const dialog = await pickCatalogueActivity(page, 'ACLS', /Curso ACLS/);
    expect(await dialog.getByRole('textbox', { name: /Título/ }).inputValue()).toMatch(/Curso ACLS/);
    expect(await dialog.getByRole('spinbutton', { name: /Carga horária/ }).inputValue()).toBe('16');
    const photo = photoPng(3200, 2400);
    await dialog.getByLabel('Arquivos de comprovante').setInputFiles([
      { name: 'certificado-acls.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'foto-certificado.png', mimeType: 'image/png', buffer: photo },
    ]);
    const chosen = dialog.getByRole('list', { name: 'Comprovantes escolhidos' });
    await chosen.getByText('certificado-acls.pdf').waitFor();
    await screenshot(page, 'medico-nova-participacao');
    await dialog.getByRole('button', { name: 'Registrar participação' }).click();
    await toast(page, 'Participação registrada.');
    await page.waitForURL('**/participacao-medico/editar/*');
    const id = page.url().split('/').pop()!;

    const comprovantes = page.getByRole('list', { name: 'Comprovantes' });
    await comprovantes.getByText('certificado-acls.pdf').waitFor();
    expect(await comprovantes.getByRole('listitem').count()).toBe(2);
    const detail = await api(`/api/participacao/get-by-id/${id}`, { token: await tokenFor(DEMO.medico) });
    const foto = detail.data.anexos.find((a: { nomeOriginal: string }) => a.nomeOriginal !== 'certificado-acls.pdf');
    expect(foto.tipo).toBe('image/jpeg');
    expect(foto.tamanho).toBeLessThan(photo.length);
    expect(detail.data.status).toBe(1);
    await screenshot(page, 'medico-participacao-detalhe');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar certificado-acls.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('certificado-acls.pdf');

    await page.getByRole('button', { name: 'Editar' }).click();
    const form = page.getByRole('form', { name: 'Editar participação' });
    await form.getByRole('textbox', { name: /Título/ }).fill('Curso ACLS – turma de março (revisado)');
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByRole('heading', { name: 'Curso ACLS – turma de março (revisado)', level: 1 }).waitFor();
    await toast(page, 'Participação atualizada.');
    await page.getByRole('heading', { name: 'Curso ACLS – turma de março (revisado)', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Excluir' }).click();
    const aviso = page.getByRole('dialog', { name: 'Aviso' });
    await aviso.getByRole('button', { name: 'Sim' }).click();
    await page.waitForURL('**/participacao-medico/home**');
    await toast(page, 'Participação excluída.');
    expect((await api(`/api/participacao/get-by-id/${id}`, { token: await tokenFor(DEMO.medico) })).status).toBe(404);
    await context.close();
  });

  it('reads the coordination comment on an Em ajuste participation, edits it, and it returns to Pendente', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.medico);
    await page.waitForURL('**/participacao-medico/home');
    await page.getByRole('tablist', { name: 'Status das participações' }).getByRole('tab', { name: /Em ajuste/ }).click();
    const card = main(page).getByRole('article').first();
    await card.getByText(/Comentário da coordenação/).waitFor();
    await card.getByRole('link').first().click();
    await page.waitForURL('**/participacao-medico/editar/*');
    await page.getByText('Comentário da coordenação').first().waitFor();
    await screenshot(page, 'medico-em-ajuste');
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('form', { name: 'Editar participação' }).getByRole('button', { name: 'Salvar alterações' }).click();
    await toast(page, 'Participação atualizada.');
    await main(page).getByText('Pendente', { exact: true }).first().waitFor();
    const historico = page.getByRole('list', { name: 'Histórico de status' });
    await historico.getByText(/Em ajuste/).first().waitFor();
    await context.close();
  });
});

describe('doctor: history, profile and sidebar', () => {
  it('Histórico shows the 8-cycle chart with the goal line, the total, and the table whose row menu opens the detail', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.medico);
    await page.waitForURL('**/participacao-medico/home');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Histórico' }).click();
    await page.getByRole('heading', { name: 'Histórico', level: 1 }).waitFor();
    await page.getByLabel(/Gráfico de créditos por ciclo/).locator('svg').first().waitFor();
    await page.getByText(/Total de participações: \d+/).waitFor();
    const cycles = await page.getByRole('table', { name: 'Créditos por ciclo e meta' }).getByRole('row').count();
    expect(cycles).toBe(9);
    const tabela = page.getByRole('table', { name: /Participações aprovadas no Ciclo 19/ });
    await tabela.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'medico-historico');
    await tabela.getByRole('button', { name: 'Ações' }).first().click();
    await page.getByRole('menuitem', { name: 'Ver detalhes' }).click();
    await page.waitForURL('**/participacao-medico/editar/*');
    await main(page).getByText('Aprovada', { exact: true }).first().waitFor();
    await context.close();
  });

  it('Perfil shows the read-only profile formatted as the spec says', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.medico);
    await page.waitForURL('**/participacao-medico/home');
    await page.getByRole('button', { name: 'Abrir perfil' }).click();
    const dados = page.getByRole('region', { name: 'Dados do médico' });
    await dados.waitFor();
    const text = await dados.innerText();
    expect(text).toContain('Ana Beatriz Souza');
    expect(text).toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    expect(text).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);
    expect(text).not.toContain('00:00:00');
    expect(await dados.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'medico-perfil');
    await context.close();
  });
});

describe('secretary acting for a doctor', () => {
  it('registers for the chosen doctor, sees the masked CPF, and gets a clear page for an unlinked doctor', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.secretaria);
    await page.waitForURL('**/selecionar-medico');
    await page.getByRole('radio', { name: /Ana Beatriz Souza/ }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL('**/participacao-medico/home');

    await page.getByRole('button', { name: 'Nova participação' }).click();
    const dialog = await pickCatalogueActivity(page, 'simposio', /Simpósio de Pediatria/);
    await dialog.getByLabel('Arquivos de comprovante').setInputFiles({ name: 'declaracao.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('list', { name: 'Comprovantes escolhidos' }).getByText('declaracao.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Registrar participação' }).click();
    await toast(page, 'Participação registrada.');
    await page.waitForURL('**/participacao-medico/editar/*');
    await page.getByRole('list', { name: 'Histórico de status' }).getByText(/Ana Beatriz Souza/).first().waitFor();
    await screenshot(page, 'secretaria-participacao-detalhe');

    await page.getByRole('button', { name: 'Abrir perfil' }).click();
    const dados = page.getByRole('region', { name: 'Dados do médico' });
    await dados.waitFor();
    expect(await dados.innerText()).toMatch(/\*\*\*\.\d{3}\.\d{3}-\*\*/);

    const chefe = await tokenFor(DEMO.chefe);
    const list = await api(`/api/medico/participacoes-status?idMedico=${claimsOf(chefe).idMedico}&status=2&page=1`, { token: chefe });
    await page.goto(`/participacao-medico/editar/${list.data.responseList[0].id}`);
    await page.getByRole('heading', { name: 'Acesso negado', exact: true }).waitFor();
    await page.getByText('Você não tem permissão para acessar este recurso.').waitFor();
    await screenshot(page, 'secretaria-acesso-negado');
    await context.close();
  });
});

describe('administrator-doctor in doctor view', () => {
  it('sees and registers their own participations, with their own sidebar', async () => {
    const { context, page } = await newPage(browser);
    await login(page, DEMO.chefe);
    await page.waitForURL('**/participacao/home');
    await page.getByRole('button', { name: 'Ir para visão de médico' }).click();
    await page.waitForURL('**/participacao-medico/home');
    await page.getByText('Ricardo Almeida Prado · CRM 100200').waitFor();
    await page.getByRole('img', { name: /de 50 créditos da meta/ }).waitFor();
    await main(page).getByRole('article').first().waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const totalNoHistorico = async () => {
      await menu.getByRole('link', { name: 'Histórico' }).click();
      const text = await page.getByText(/Total de participações: \d+/).innerText();
      return Number(text.replace(/\D/g, ''));
    };
    const antes = await totalNoHistorico();
    await menu.getByRole('link', { name: 'Participações' }).click();

    await page.getByRole('button', { name: 'Nova participação' }).click();
    const dialog = await pickCatalogueActivity(page, 'ventilacao', /Ventilação Mecânica/);
    await dialog.getByLabel('Arquivos de comprovante').setInputFiles({ name: 'ventilacao.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('list', { name: 'Comprovantes escolhidos' }).getByText('ventilacao.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Registrar participação' }).click();
    await toast(page, 'Participação registrada.');
    await page.waitForURL('**/participacao-medico/editar/*');
    const id = page.url().split('/').pop()!;
    const detail = await api(`/api/participacao/get-by-id/${id}`, { token: await tokenFor(DEMO.chefe) });
    expect(detail.data).toMatchObject({ nomeMedico: 'Ricardo Almeida Prado', crmMedico: '100200', status: 1 });
    await screenshot(page, 'chefe-participacao-detalhe');
    // Other test files add participations for chefe@ at the same time, so the total only has to grow.
    await expect.poll(totalNoHistorico).toBeGreaterThan(antes);
    await context.close();
  });
});
