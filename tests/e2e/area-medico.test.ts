import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { depoisDoTeste, entrarPelaApi, launch, literal, newPage, screenshot, toast } from '../support/browser';
import { addDias, anoAtual, cicloAtual, cicloDaData, hoje } from '../support/clock';
import { admin, criar, getById, novoMedico, porStatus, quantidades, type NovoMedico } from '../support/participacoes';
import { aprovadaNoAno, novaSecretaria, novoChefe, type NovaSecretaria } from '../support/pessoas';
import { pickCatalogueAtividade, registrar, statusTab } from '../support/nova-participacao';
import { photoPng } from '../support/png';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

/**
 * This file's own people, made in beforeAll and known to no other file, so every count below is
 * exact: a doctor who registers from the catalogue (and whose profile is read), one with a
 * participation sent back for adjustment, one with approvals in three cycles, a secretary linked to
 * one doctor only, and an administrator who is also a doctor.
 */
let browser: Browser;
let medica: NovoMedico;
let ajustada: NovoMedico;
let idEmAjuste: string;
let veterana: NovoMedico;
let representada: NovoMedico;
let secretaria: NovaSecretaria;
let chefe: NovoMedico;

const APROVADA_MEDICA = 'Congresso já aprovado da Dra. Catálogo';
const EM_AJUSTE = 'Jornada de Emergências a ajustar';
const MOTIVO = 'Anexe o certificado completo, com a carga horária, por favor.';
const APROVADA_VETERANA = 'Congresso deste ciclo da Dra. Veterana';
const APROVADA_CHEFE = 'Congresso deste ciclo do Dr. Chefe';

beforeAll(async () => {
  browser = await launch();
  const adm = await admin();
  medica = await novoMedico('Helena Catálogo Teste');
  await adm.aprovar((await criar(medica.token, { titulo: APROVADA_MEDICA })).id);

  ajustada = await novoMedico('Beatriz Ajuste Teste');
  idEmAjuste = (await criar(ajustada.token, { titulo: EM_AJUSTE })).id;
  await adm.comentar(idEmAjuste, MOTIVO);

  veterana = await novoMedico('Vera Veterana Teste');
  await aprovadaNoAno(veterana, anoAtual() - 1, 'Congresso do ano passado'); // 10, alto
  await aprovadaNoAno(veterana, anoAtual() - 3, 'Congresso de três anos atrás', 'Congresso nacional'); // 8, médio
  await adm.aprovar((await criar(veterana.token, { titulo: APROVADA_VETERANA })).id); // 10, alto
  await criar(veterana.token, { titulo: 'Congresso deste ciclo ainda pendente' });

  representada = await novoMedico('Rita Representada Teste');
  secretaria = await novaSecretaria('Sônia Secretária da Área do Médico', [representada]);

  chefe = await novoChefe('Carlos Chefe Teste');
  await adm.aprovar((await criar(chefe.token, { titulo: APROVADA_CHEFE })).id);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal', exact: true });
const sucesso = (page: Page, message: string) => toast(page, 'Sucesso', message).waitFor();

describe('doctor: participations', () => {
  it('registers one from the catalogue with a PDF and a phone photo, edits it, downloads the certificate, and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, medica.email, '/participacao-medico/home');
    await statusTab(page, 'Pendente', 0).waitFor();
    await statusTab(page, 'Aprovada', 1).click();
    await main(page).getByRole('article', { name: APROVADA_MEDICA, exact: true }).waitFor();
    await page.getByRole('img', { name: '10 de 50 créditos da meta', exact: true }).waitFor();
    await screenshot(page, 'medico-participacoes');

    await page.getByRole('button', { name: 'Nova participação', exact: true }).click();
    const dialog = await pickCatalogueAtividade(page, 'ACLS', /^Curso ACLS – turma de /);
    expect(await dialog.getByRole('textbox', { name: /^Título/ }).inputValue()).toMatch(/^Curso ACLS – turma de /);
    expect(await dialog.getByRole('textbox', { name: /^Carga horária/ }).inputValue()).toBe('16');
    const photo = photoPng(3200, 2400);
    await dialog.getByLabel('Arquivos de comprovante', { exact: true }).setInputFiles([
      { name: 'certificado-acls.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'foto-certificado.png', mimeType: 'image/png', buffer: photo },
    ]);
    const chosen = dialog.getByRole('list', { name: 'Comprovantes escolhidos', exact: true });
    await chosen.getByText('certificado-acls.pdf', { exact: true }).waitFor();
    await screenshot(page, 'medico-nova-participacao');
    await registrar(page, dialog);
    await page.waitForURL('**/participacao-medico/editar/*');
    const id = page.url().split('/').pop()!;

    const comprovantes = page.getByRole('list', { name: 'Comprovantes', exact: true });
    await comprovantes.getByText('certificado-acls.pdf', { exact: true }).waitFor();
    expect(await comprovantes.getByRole('listitem').count()).toBe(2);
    const detail = await getById(medica.token, id);
    const foto = detail.data.anexos.find((a: { nomeOriginal: string }) => a.nomeOriginal !== 'certificado-acls.pdf');
    expect(foto.tipo).toBe('image/jpeg');
    expect(foto.tamanho).toBeLessThan(photo.length);
    // The course began 20 days ago: early in January that is last year's cycle, still open.
    expect(detail.data).toMatchObject({ status: 1, idMedico: medica.idMedico, ciclo: cicloDaData(detail.data.dataInicio) });
    expect(detail.data.dataInicio >= addDias(hoje(), -31)).toBe(true);
    expect(await quantidades(medica.token, medica.idMedico)).toEqual({ 1: 1, 2: 1, 3: 0, 4: 0 });
    await screenshot(page, 'medico-participacao-detalhe');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar certificado-acls.pdf', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('certificado-acls.pdf');

    await main(page).getByRole('button', { name: 'Editar', exact: true }).click();
    const form = page.getByRole('form', { name: 'Editar participação', exact: true });
    await form.getByRole('textbox', { name: /^Título/ }).fill('Curso ACLS – turma revisada');
    // Hours with a decimal comma, as the helper text suggests: one and a half hours, not fifteen.
    await form.getByRole('textbox', { name: /^Carga horária/ }).fill('1,5');
    await form.getByRole('button', { name: 'Salvar alterações', exact: true }).click();
    await sucesso(page, 'Participação atualizada.');
    await main(page).getByRole('heading', { name: 'Curso ACLS – turma revisada', level: 1, exact: true }).waitFor();
    expect((await getById(medica.token, id)).data).toMatchObject({ titulo: 'Curso ACLS – turma revisada', versao: 2, cargaHoraria: 1.5 });
    await main(page).getByText('1,5 h', { exact: true }).waitFor();

    await main(page).getByRole('button', { name: 'Excluir', exact: true }).click();
    const aviso = page.getByRole('dialog', { name: 'Aviso', exact: true });
    await aviso.getByRole('button', { name: 'Sim', exact: true }).click();
    await page.waitForURL('**/participacao-medico/home**');
    await sucesso(page, 'Participação excluída.');
    expect((await getById(medica.token, id)).status).toBe(404);
    expect(await quantidades(medica.token, medica.idMedico)).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0 });
    await context.close();
  });

  it('reads the coordination comment on an Em ajuste participation, edits it, and it returns to Pendente', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, ajustada.email, '/participacao-medico/home');
    await statusTab(page, 'Em ajuste', 1).click();
    const card = main(page).getByRole('article', { name: EM_AJUSTE, exact: true });
    await card.getByText(`Comentário da coordenação: ${MOTIVO}`, { exact: true }).waitFor();
    await card.getByRole('link', { name: EM_AJUSTE, exact: true }).click();
    await page.waitForURL(`**/participacao-medico/editar/${idEmAjuste}`);
    const comentario = main(page).getByRole('alert').filter({ has: page.getByText('Comentário da coordenação', { exact: true }) });
    await comentario.getByText(MOTIVO, { exact: true }).waitFor();
    await screenshot(page, 'medico-em-ajuste');
    await main(page).getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByRole('form', { name: 'Editar participação', exact: true }).getByRole('button', { name: 'Salvar alterações', exact: true }).click();
    await sucesso(page, 'Participação atualizada.');
    const historico = page.getByRole('list', { name: 'Histórico de status', exact: true });
    await historico.getByText('Participação ajustada e reenviada para análise.', { exact: true }).waitFor();
    await expect.poll(() => comentario.count()).toBe(0);
    expect((await getById(ajustada.token, idEmAjuste)).data).toMatchObject({ status: 1, statusNome: 'Pendente', versao: 3 });
    expect(await quantidades(ajustada.token, ajustada.idMedico)).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
    await context.close();
  });
});

describe('doctor: the new participation form', () => {
  it('after a failed submit, picking a catalogue activity clears the messages of the fields it filled', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, ajustada.email, '/participacao-medico/home');
    await page.getByRole('button', { name: 'Nova participação', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova participação', exact: true });
    await dialog.getByRole('button', { name: 'Registrar participação', exact: true }).click();
    await dialog.getByText('Selecione a categoria.', { exact: true }).waitFor();
    await dialog.getByText('Informe a carga horária em horas.', { exact: true }).waitFor();

    await pickCatalogueAtividade(page, 'ACLS', /^Curso ACLS – turma de /);
    await dialog.getByText('Selecione a categoria.', { exact: true }).waitFor({ state: 'detached' });
    for (const message of ['O título deve ter ao menos 3 caracteres.', 'Selecione a forma de participação.', 'Informe a instituição promotora.', 'Informe a carga horária em horas.']) {
      expect(await dialog.getByText(message, { exact: true }).count(), message).toBe(0);
    }
    expect(await dialog.getByRole('textbox', { name: /^Carga horária/ }).getAttribute('aria-invalid')).toBe('false');
    // What the activity does not fill keeps its message.
    await dialog.getByText('Anexe ao menos um comprovante.', { exact: true }).waitFor();
    await context.close();
  });
});

/** A new doctor of their own, logged in, with 'Nova participação' filled from the catalogue and one file picked. */
async function novaComArquivo(nome: string, arquivo: string, buffer: Buffer, viewport?: { width: number; height: number }) {
  const medico = await novoMedico(nome);
  const { context, page } = await newPage(browser, viewport);
  await entrarPelaApi(page, medico.email, '/participacao-medico/home');
  await page.getByRole('button', { name: 'Nova participação', exact: true }).click();
  const dialog = await pickCatalogueAtividade(page, 'ACLS', /^Curso ACLS – turma de /);
  await dialog.getByLabel('Arquivos de comprovante', { exact: true }).setInputFiles([{ name: arquivo, mimeType: 'application/pdf', buffer }]);
  return { medico, context, page, dialog };
}

describe('doctor: a certificate is judged by its bytes when picked', () => {
  it('refuses a text file named .pdf in the dialog, before anything is created', async () => {
    const { medico, context, dialog } = await novaComArquivo('Arquivo Falso Teste', 'certificado-falso.pdf', Buffer.from('isto é só texto, não um PDF'));
    await dialog.getByText('certificado-falso.pdf: O conteúdo do arquivo não é um PDF, JPEG ou PNG. Envie o arquivo original.', { exact: true }).waitFor();
    expect(await dialog.getByRole('list', { name: 'Comprovantes escolhidos', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Registrar participação', exact: true }).click();
    await dialog.getByText('Anexe ao menos um comprovante.', { exact: true }).waitFor();
    expect(await quantidades(medico.token, medico.idMedico)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
    await context.close();
  });
});

describe('doctor: the camera on a phone', () => {
  it('offers "Tirar foto" (the camera) beside choosing a file at 390 px, and not at desktop width', async () => {
    const medico = await novoMedico('Foto Celular Teste');
    for (const [viewport, camera] of [[{ width: 390, height: 844 }, true], [{ width: 1366, height: 900 }, false]] as const) {
      const { context, page } = await newPage(browser, viewport);
      await entrarPelaApi(page, medico.email, '/participacao-medico/home');
      await page.getByRole('button', { name: 'Nova participação', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova participação', exact: true });
      await dialog.getByRole('button', { name: 'Adicionar comprovantes', exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Tirar foto', exact: true }).count(), `${viewport.width} px`).toBe(camera ? 1 : 0);
      if (camera) {
        const input = dialog.getByLabel('Foto do comprovante', { exact: true });
        expect(await input.getAttribute('capture')).toBe('environment');
        expect(await input.getAttribute('accept')).toBe('image/*');
        await input.setInputFiles([{ name: 'foto.png', mimeType: 'image/png', buffer: photoPng(800, 600) }]);
        await dialog.getByRole('list', { name: 'Comprovantes escolhidos', exact: true }).getByText('foto.png', { exact: true }).waitFor();
      }
      await context.close();
    }
  });
});

describe('doctor: a certificate that fails to upload after the create', () => {
  it('keeps the dialog on the created participation; sending again attaches it, and nothing is created twice', async () => {
    const { medico, context, page, dialog } = await novaComArquivo('Envio Repetido Teste', 'certificado.pdf', PDF);
    await dialog.getByRole('list', { name: 'Comprovantes escolhidos', exact: true }).getByText('certificado.pdf', { exact: true }).waitFor();
    // The first upload is lost on the way (the create goes through).
    await page.route('**/api/participacao_anexo/upload-anexo', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"title":"Serviço indisponível.","status":503}' }), { times: 1 });

    await dialog.getByRole('button', { name: 'Registrar participação', exact: true }).click();
    await dialog.getByText('A participação foi registrada, mas nem todos os comprovantes foram enviados.', { exact: false }).waitFor();
    expect(page.url()).toMatch(/\/participacao-medico\/home/);
    expect(await quantidades(medico.token, medico.idMedico)).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
    await screenshot(page, 'nova-participacao-reenviar');

    await dialog.getByRole('button', { name: 'Enviar comprovantes', exact: true }).click();
    await page.waitForURL('**/participacao-medico/editar/*');
    const id = page.url().split('/').pop()!;
    const detalhe = (await getById(medico.token, id)).data;
    expect(detalhe.anexos.map((a: { nomeOriginal: string }) => a.nomeOriginal)).toEqual(['certificado.pdf']);
    expect(await quantidades(medico.token, medico.idMedico)).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
    await context.close();
  });
});

describe('doctor: an error toast in the new participation dialog', () => {
  const PROCESSAMENTO = 'Ocorreu um erro no processamento, tente novamente mais tarde ou contate o nosso suporte.';
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it.each([
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('never covers the dialog’s buttons (%s), so a second click retries', async (_nome, viewport) => {
    const { medico, context, page, dialog } = await novaComArquivo('Toast Acima Teste', 'certificado.pdf', PDF, viewport);
    await dialog.getByRole('list', { name: 'Comprovantes escolhidos', exact: true }).getByText('certificado.pdf', { exact: true }).waitFor();
    // The first create fails on the server's side; the second goes through.
    await page.route('**/api/participacao/create', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"title":"x","status":500}' }), { times: 1 });

    const registrarBotao = dialog.getByRole('button', { name: 'Registrar participação', exact: true });
    await registrarBotao.click();
    const erro = toast(page, 'Erro', PROCESSAMENTO);
    await erro.waitFor();
    const caixaToast = (await erro.boundingBox())!;
    for (const nome of ['Registrar participação', 'Cancelar']) {
      const caixa = (await dialog.getByRole('button', { name: nome, exact: true }).boundingBox())!;
      expect(overlap(caixaToast, caixa), `${nome} sob o aviso`).toBe(false);
    }
    await screenshot(page, `nova-participacao-erro-${_nome}`);

    await registrarBotao.click();
    await page.waitForURL('**/participacao-medico/editar/*');
    expect(await quantidades(medico.token, medico.idMedico)).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
    await context.close();
  });
});

describe('doctor: history, profile and sidebar', () => {
  it('Histórico shows the 8-cycle chart with the goal line, the total, and the table whose row menu opens the detail', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, veterana.email, '/participacao-medico/home');
    await menu(page).getByRole('link', { name: 'Histórico', exact: true }).click();
    await page.getByRole('heading', { name: 'Histórico', level: 1, exact: true }).waitFor();
    await page.getByLabel('Gráfico de créditos por ciclo, por valor, com a meta de cada ciclo', { exact: true }).locator('svg').first().waitFor();
    await main(page).getByText('Total de participações: 4', { exact: true }).waitFor();
    const porCiclo = page.getByRole('table', { name: 'Créditos por ciclo e meta', exact: true });
    expect(await porCiclo.getByRole('row').count()).toBe(9);
    const linha = (ciclo: number) => porCiclo.getByRole('row', { name: new RegExp(`^Ciclo ${ciclo} `) }).getByRole('cell').allInnerTexts();
    // Alto, médio and baixo valor, then the goal.
    expect(await linha(cicloAtual())).toEqual(['10', '0', '0', '50']);
    expect(await linha(cicloAtual() - 1)).toEqual(['10', '0', '0', '50']);
    expect(await linha(cicloAtual() - 2)).toEqual(['0', '0', '0', '50']);
    expect(await linha(cicloAtual() - 3)).toEqual(['0', '8', '0', '50']);
    const tabela = page.getByRole('table', { name: `Participações aprovadas no Ciclo ${cicloAtual()}`, exact: true });
    await tabela.getByRole('row').nth(1).waitFor();
    expect(await tabela.getByRole('row').count()).toBe(2);
    await screenshot(page, 'medico-historico');
    await tabela.getByRole('button', { name: 'Ações', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Ver detalhes', exact: true }).click();
    await page.waitForURL('**/participacao-medico/editar/*');
    await main(page).getByRole('heading', { name: APROVADA_VETERANA, level: 1, exact: true }).waitFor();
    await main(page).getByText('Aprovada', { exact: true }).first().waitFor();
    await context.close();
  });

  it('Histórico bounds the URL: an unknown cycle and a page past the last show the first page of the current cycle', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, veterana.email, '/participacao-medico/home');
    const atual = cicloAtual();
    const tabela = page.getByRole('table', { name: `Participações aprovadas no Ciclo ${atual}`, exact: true });
    const select = main(page).getByRole('combobox', { name: 'Ciclo', exact: true });

    for (const pedido of ['?ciclo=99&page=5', `?ciclo=${atual}&page=5`]) {
      await page.goto(`/historico${pedido}`);
      await tabela.getByRole('row', { name: new RegExp(literal(APROVADA_VETERANA)) }).waitFor();
      await page.waitForURL((url) => url.search === `?ciclo=${atual}`);
      expect(await select.inputValue(), pedido).toBe(String(atual));
      expect(await tabela.getByRole('row').count(), pedido).toBe(2);
      expect(await main(page).getByText('Nenhuma participação aprovada neste ciclo.', { exact: true }).count(), pedido).toBe(0);
    }
    await context.close();
  });

  it('Perfil shows the read-only profile formatted as the spec says', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, medica.email, '/participacao-medico/home');
    await page.getByRole('button', { name: 'Abrir perfil', exact: true }).click();
    const dados = page.getByRole('region', { name: 'Dados do médico', exact: true });
    await dados.waitFor();
    const text = await dados.innerText();
    expect(text).toContain(medica.nome);
    expect(text).toContain(medica.cpf);
    expect(text).toContain('07/03/1985');
    expect(text).not.toContain('00:00:00');
    expect(await dados.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'medico-perfil');
    await context.close();
  });
});

describe('secretary acting for a doctor', () => {
  it('registers for the chosen doctor, sees the masked CPF, and gets a clear page for an unlinked doctor', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, secretaria.email, '/selecionar-medico');
    const radios = page.getByRole('radiogroup', { name: 'Médicos vinculados', exact: true }).getByRole('radio');
    await radios.first().waitFor();
    expect(await radios.count()).toBe(1);
    await page.getByRole('radio', { name: new RegExp(`^${literal(representada.nome)}\\s*CRM ${representada.crm}$`) }).check();
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.waitForURL('**/participacao-medico/home');

    await page.getByRole('button', { name: 'Nova participação', exact: true }).click();
    const dialog = await pickCatalogueAtividade(page, 'simposio', /^Simpósio de Pediatria Hospitalar/);
    await dialog.getByLabel('Arquivos de comprovante', { exact: true }).setInputFiles({ name: 'declaracao.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('list', { name: 'Comprovantes escolhidos', exact: true }).getByText('declaracao.pdf', { exact: true }).waitFor();
    await registrar(page, dialog);
    await page.waitForURL('**/participacao-medico/editar/*');
    const id = page.url().split('/').pop()!;
    const historico = page.getByRole('list', { name: 'Histórico de status', exact: true });
    await historico.getByText(new RegExp(literal(representada.nome))).first().waitFor();
    await screenshot(page, 'secretaria-participacao-detalhe');
    const pendentes = await porStatus(representada.token, representada.idMedico, 1);
    expect(pendentes.data).toMatchObject({ totalItems: 1, responseList: [{ id, titulo: 'Simpósio de Pediatria Hospitalar' }] });

    await page.getByRole('button', { name: 'Abrir perfil', exact: true }).click();
    const dados = page.getByRole('region', { name: 'Dados do médico', exact: true });
    await dados.waitFor();
    const masked = `***.${representada.cpf.slice(4, 11)}-**`;
    await dados.getByText(masked, { exact: true }).waitFor();
    expect(await dados.innerText()).not.toContain(representada.cpf);

    // A participation of a doctor she is not linked to.
    await page.goto(`/participacao-medico/editar/${idEmAjuste}`);
    await page.getByRole('heading', { name: 'Acesso negado', exact: true }).waitFor();
    await main(page).getByText('Você não tem permissão para acessar este recurso.', { exact: true }).waitFor();
    expect(await main(page).getByText(EM_AJUSTE, { exact: true }).count()).toBe(0);
    await screenshot(page, 'secretaria-acesso-negado');
    await context.close();
  });
});

describe('administrator-doctor in doctor view', () => {
  it('sees and registers their own participations, with their own sidebar', async () => {
    const { context, page } = await newPage(browser);
    await entrarPelaApi(page, chefe.email, '/participacao/home');
    await page.getByRole('button', { name: 'Ir para visão de médico', exact: true }).click();
    await page.waitForURL('**/participacao-medico/home');
    await main(page).getByText(`${chefe.nome} · CRM ${chefe.crm}`, { exact: true }).waitFor();
    await page.getByRole('img', { name: '10 de 50 créditos da meta', exact: true }).waitFor();
    await statusTab(page, 'Aprovada', 1).click();
    await main(page).getByRole('article', { name: APROVADA_CHEFE, exact: true }).waitFor();
    const totalNoHistorico = async () => {
      await menu(page).getByRole('link', { name: 'Histórico', exact: true }).click();
      const text = await main(page).getByText(/^Total de participações: \d+$/).innerText();
      return Number(text.replace(/\D/g, ''));
    };
    expect(await totalNoHistorico()).toBe(1);
    await menu(page).getByRole('link', { name: 'Participações', exact: true }).click();

    await page.getByRole('button', { name: 'Nova participação', exact: true }).click();
    const dialog = await pickCatalogueAtividade(page, 'ventilacao', /^Curso de Ventilação Mecânica Avançada/);
    await dialog.getByLabel('Arquivos de comprovante', { exact: true }).setInputFiles({ name: 'ventilacao.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('list', { name: 'Comprovantes escolhidos', exact: true }).getByText('ventilacao.pdf', { exact: true }).waitFor();
    await registrar(page, dialog);
    await page.waitForURL('**/participacao-medico/editar/*');
    const id = page.url().split('/').pop()!;
    const detail = await api(`/api/participacao/get-by-id/${id}`, { token: chefe.token });
    expect(detail.data).toMatchObject({ nomeMedico: chefe.nome, crmMedico: chefe.crm, idMedico: chefe.idMedico, status: 1 });
    await screenshot(page, 'chefe-participacao-detalhe');
    // This doctor is the file's own: the total grows by exactly one.
    await expect.poll(totalNoHistorico).toBe(2);
    await context.close();
  });
});
