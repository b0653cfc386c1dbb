import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api } from '../support/api';
import { expectNoA11yViolations, expectNoSeriousA11yViolations } from '../support/axe';
import { depoisDoTeste, entrarPelaApi, launch, newPage, passoNoCelular, screenshot, toast } from '../support/browser';
import { adminToken, convitesPara, criarMedico, crmNovo, senhaDoConvite, sufixo, umaArea } from '../support/cadastro';
import { until } from '../support/until';

/**
 * Corpo Clínico and Gerenciar Secretárias through the screens (issue 10), on this file's own people:
 * a doctor registered here (unique CRM and e-mail), two doctors made through the API for the
 * secretary's links, and the secretary herself.
 */
const PHONE = { width: 390, height: 844 };
const s = sufixo();
const MEDICO = { nome: `Heitor Pessoas ${s}`, crm: crmNovo(), email: `heitor-${s}@hospital.example` };
const SECRETARIA = { nome: `Lívia Pessoas ${s}`, email: `livia-${s}@hospital.example` };

let browser: Browser;
let area: { idArea: string; nome: string };
let medicoA: { id: string; nome: string; crm: string };
let medicoB: { id: string; nome: string; crm: string };

beforeAll(async () => {
  browser = await launch();
  area = await umaArea();
  medicoA = await criarMedico({ nome: `Aurora Vinculada ${s}` });
  medicoB = await criarMedico({ nome: `Bento Vinculado ${s}` });
});
afterAll(async () => {
  await browser?.close();
});
afterEach(({ task }) => depoisDoTeste(task));

const main = (page: Page) => page.getByRole('main');

/** The invitation sent to this address, once it is in the local mailbox (the outbox's sender mails it after the commit). */
async function convite(email: string) {
  const { value } = await until(() => convitesPara(email), (list) => list.length > 0, 30_000);
  expect(value, `convite para ${email}`).toHaveLength(1);
  return value[0]!;
}

async function buscar(page: Page, label: string, texto: string) {
  await main(page).getByRole('searchbox', { name: label }).fill(texto);
  await page.waitForURL((url) => url.searchParams.get('busca') === texto);
}

/** Picks a doctor in the secretary form's picker by what is typed (a name or a CRM). */
async function vincular(dialog: Locator, page: Page, texto: string, nome: string) {
  const campo = dialog.getByRole('combobox', { name: 'Vincular médico' });
  await campo.fill(texto);
  await page.getByRole('option', { name: new RegExp(nome) }).click();
  await expect.poll(() => campo.inputValue()).toBe('');
}

describe('Corpo Clínico', () => {
  it('an administrator registers a doctor with every field (the invitation reaches the mailbox), is refused a taken CRM, edits him and deactivates him', async () => {
    const { page } = await newPage(browser);
    await entrarPelaApi(page, DEMO.admin, '/participacao/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Corpo Clínico', exact: true }).click();
    await expect.poll(() => page.url()).toContain('/corpo');
    await main(page).getByRole('table', { name: 'Corpo clínico' }).waitFor();
    await screenshot(page, 'pessoas-corpo-lista');

    await main(page).getByRole('button', { name: 'Novo médico', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo médico', exact: true });
    await dialog.getByRole('textbox', { name: 'Nome completo' }).fill(MEDICO.nome);
    await dialog.getByRole('textbox', { name: 'CRM' }).fill(MEDICO.crm);
    await dialog.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-25');
    await dialog.getByLabel('Data de nascimento').fill('1979-08-21');
    await dialog.getByRole('combobox', { name: 'Sexo' }).selectOption('Masculino');
    await dialog.getByRole('combobox', { name: 'Estado civil' }).selectOption('Casado(a)');
    await dialog.getByRole('combobox', { name: 'Área' }).selectOption({ label: area.nome });
    await dialog.getByRole('radio', { name: 'Não funcionário' }).check();
    await dialog.getByRole('combobox', { name: 'Categoria profissional' }).selectOption('Credenciado');
    await dialog.getByRole('textbox', { name: 'Especialidade', exact: true }).fill('Ortopedia');
    const secundarias = dialog.getByRole('textbox', { name: 'Especialidades secundárias' });
    await secundarias.fill('Traumatologia');
    await secundarias.press('Enter');
    await secundarias.pressSequentially('Medicina esportiva,');
    await dialog.getByRole('list', { name: 'Especialidades secundárias incluídas' }).getByRole('button', { name: 'Medicina esportiva' }).waitFor();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(MEDICO.email.toUpperCase());
    await dialog.getByRole('textbox', { name: 'Telefone' }).fill('(11) 3555-0101');
    await dialog.getByRole('textbox', { name: 'Celular' }).fill('(11) 95555-0101');
    await expectNoA11yViolations(page, 'novo médico');
    await screenshot(page, 'pessoas-corpo-novo');
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Médico “${MEDICO.nome}” cadastrado. O convite de acesso foi enviado para ${MEDICO.email}.`).waitFor();

    // The invitation, with the login and a temporary password that Cognito asks to replace.
    const email = await convite(MEDICO.email);
    expect(email.subject).toBe('Seu acesso ao Programa de Educação Médica Continuada');
    expect(email.body.text).toContain(`Login (e-mail): ${MEDICO.email}`);
    const senha = senhaDoConvite(email)!;
    const primeiro = await api('/api/login/logon', { method: 'POST', json: { email: MEDICO.email, password: senha } });
    expect(primeiro.status).toBe(403);
    expect(primeiro.data.desafio).toBe('NEW_PASSWORD_REQUIRED');

    // The same CRM again: refused, clearly, above the fields.
    await main(page).getByRole('button', { name: 'Novo médico', exact: true }).click();
    const outro = page.getByRole('dialog', { name: 'Novo médico', exact: true });
    await outro.getByRole('textbox', { name: 'Nome completo' }).fill(`Outro ${MEDICO.nome}`);
    await outro.getByRole('textbox', { name: 'CRM' }).fill(MEDICO.crm);
    await outro.getByRole('textbox', { name: 'CPF' }).fill('11144477735');
    await outro.getByRole('combobox', { name: 'Área' }).selectOption({ label: area.nome });
    await outro.getByRole('radio', { name: 'Funcionário', exact: true }).check();
    await outro.getByRole('textbox', { name: 'E-mail' }).fill(`outro-${MEDICO.email}`);
    await outro.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => outro.getByRole('alert').textContent()).toBe('Já existe um médico com este CRM.');
    await screenshot(page, 'pessoas-corpo-crm-repetido');
    await outro.getByRole('button', { name: 'Cancelar', exact: true }).click();

    // Found by CRM; edited from his whole record.
    await buscar(page, 'Buscar por nome, CRM ou e-mail', MEDICO.crm);
    const linhas = main(page).getByRole('table', { name: 'Corpo clínico' }).getByRole('row');
    await expect
      .poll(() => linhas.allTextContents())
      .toEqual([
        'NomeCRME-mailÁreaEspecialidadeTipoSituaçãoAções',
        `${MEDICO.nome}${MEDICO.crm}${MEDICO.email}${area.nome}OrtopediaNão funcionárioAtivoPerfilEditarDesativar`,
      ]);
    await main(page).getByRole('button', { name: `Editar ${MEDICO.nome}`, exact: true }).click();
    const editar = page.getByRole('dialog', { name: 'Editar médico', exact: true });
    const cpf = editar.getByRole('textbox', { name: 'CPF' });
    await expect.poll(() => cpf.inputValue()).toBe('529.982.247-25');
    expect(await editar.getByLabel('Data de nascimento').inputValue()).toBe('1979-08-21');
    expect(await editar.getByRole('radio', { name: 'Não funcionário' }).isChecked()).toBe(true);
    await editar.getByRole('textbox', { name: 'Especialidade', exact: true }).fill('Ortopedia e traumatologia');
    await editar.getByRole('list', { name: 'Especialidades secundárias incluídas' }).getByRole('button', { name: 'Traumatologia' }).press('Delete');
    await editar.getByRole('radio', { name: 'Funcionário', exact: true }).check();
    await editar.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Médico “${MEDICO.nome}” atualizado.`).waitFor();
    await expect
      .poll(() => linhas.nth(1).textContent())
      .toBe(`${MEDICO.nome}${MEDICO.crm}${MEDICO.email}${area.nome}Ortopedia e traumatologiaFuncionárioAtivoPerfilEditarDesativar`);
    const href = await main(page).getByRole('link', { name: `Ver o perfil de ${MEDICO.nome}`, exact: true }).getAttribute('href');
    const id = href!.split('/').pop()!;
    const salvo = await api(`/api/medico/get-by-id/${id}`, { token: await adminToken() });
    expect(salvo.data).toMatchObject({ tipo: 'Funcionário', especialidade: 'Ortopedia e traumatologia', especialidadesSecundarias: ['Medicina esportiva'], celular: '(11) 95555-0101' });

    // Deactivated after a confirmation that says what it means: he can no longer log in.
    await main(page).getByRole('button', { name: `Desativar ${MEDICO.nome}`, exact: true }).click();
    const aviso = page.getByRole('dialog', { name: 'Aviso', exact: true });
    expect(await aviso.textContent()).toContain('O médico não poderá mais entrar no sistema; o histórico dele é mantido.');
    await aviso.getByRole('button', { name: 'Sim', exact: true }).click();
    await toast(page, 'Sucesso', `O médico “${MEDICO.nome}” foi desativado.`).waitFor();
    await expect.poll(() => linhas.nth(1).textContent()).toContain('InativoPerfilEditarReativar');
    const depois = await api('/api/login/logon', { method: 'POST', json: { email: MEDICO.email, password: senha } });
    expect(depois.status).toBe(403);
    expect(depois.data.desafio).toBeUndefined();
    expect(depois.data.title).toBe('Usuário desativado. Procure o suporte do Programa de EMC.');
    await expectNoSeriousA11yViolations(page, 'corpo clínico');
    await screenshot(page, 'pessoas-corpo-desativado');

    // The read-only profile from the row.
    await main(page).getByRole('link', { name: `Ver o perfil de ${MEDICO.nome}`, exact: true }).click();
    await page.waitForURL(`**/perfil/${id}`);
    await main(page).getByText('Ortopedia e traumatologia', { exact: true }).waitFor();
  });
});

describe('Gerenciar Secretárias', () => {
  it('an administrator creates a secretary linked to two doctors found by name and by CRM (she gets the invitation), unlinks one, and removes her (her account is disabled)', async () => {
    const { page } = await newPage(browser);
    await entrarPelaApi(page, DEMO.admin, '/participacao/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Gerenciar Secretárias', exact: true }).click();
    await expect.poll(() => page.url()).toContain('/gerenciar-secretarias');
    await main(page).getByRole('heading', { name: 'Gerenciar Secretárias', level: 1 }).waitFor();

    await main(page).getByRole('button', { name: 'Nova secretária', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova secretária', exact: true });
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(SECRETARIA.nome);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(SECRETARIA.email);
    await vincular(dialog, page, medicoA.nome, medicoA.nome);
    await vincular(dialog, page, medicoB.crm, medicoB.nome);
    const vinculados = dialog.getByRole('list', { name: 'Médicos vinculados' });
    await expect.poll(() => vinculados.getByRole('listitem').allTextContents()).toEqual([`${medicoA.nome} · CRM ${medicoA.crm}`, `${medicoB.nome} · CRM ${medicoB.crm}`]);
    await expectNoSeriousA11yViolations(page, 'nova secretária');
    await screenshot(page, 'pessoas-secretaria-nova');
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Secretária “${SECRETARIA.nome}” cadastrada. O convite de acesso foi enviado para ${SECRETARIA.email}.`).waitFor();
    expect((await convite(SECRETARIA.email)).body.text).toContain(`Login (e-mail): ${SECRETARIA.email}`);

    await buscar(page, 'Buscar por nome ou e-mail', SECRETARIA.email);
    const linhas = main(page).getByRole('table', { name: 'Secretárias' }).getByRole('row');
    await expect.poll(() => linhas.allTextContents()).toEqual(['NomeE-mailMédicos vinculadosSituaçãoAções', `${SECRETARIA.nome}${SECRETARIA.email}2AtivaEditarRemover`]);

    // Unlinks the second doctor with the keyboard: Delete on his chip.
    await main(page).getByRole('button', { name: `Editar ${SECRETARIA.nome}`, exact: true }).click();
    const editar = page.getByRole('dialog', { name: 'Editar secretária', exact: true });
    const chipB = editar.getByRole('list', { name: 'Médicos vinculados' }).getByRole('button', { name: `${medicoB.nome} · CRM ${medicoB.crm}`, exact: true });
    await chipB.focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => editar.getByRole('list', { name: 'Médicos vinculados' }).getByRole('listitem').allTextContents()).toEqual([`${medicoA.nome} · CRM ${medicoA.crm}`]);
    await editar.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Sucesso', `Secretária “${SECRETARIA.nome}” atualizada.`).waitFor();
    await expect.poll(() => linhas.nth(1).textContent()).toBe(`${SECRETARIA.nome}${SECRETARIA.email}1AtivaEditarRemover`);
    const idSecretaria = (await api(`/api/secretarias/get-user-by-email/${encodeURIComponent(SECRETARIA.email)}`, { token: await adminToken() })).data.id as string;
    const medicos = await api(`/api/secretarias/get-medicos-by-idsecretaria/${idSecretaria}`, { token: await adminToken() });
    expect(medicos.data.medicosSecretariaResponse.map((m: { id: string }) => m.id)).toEqual([medicoA.id]);

    // Removed after the confirmation: she leaves the list, and her account is disabled.
    await main(page).getByRole('button', { name: `Remover ${SECRETARIA.nome}`, exact: true }).click();
    const aviso = page.getByRole('dialog', { name: 'Aviso', exact: true });
    expect(await aviso.textContent()).toContain(
      `Remover a secretária ${SECRETARIA.nome}? Os vínculos com os médicos são desfeitos e o acesso dela é desativado. O histórico é mantido.`,
    );
    await aviso.getByRole('button', { name: 'Sim', exact: true }).click();
    await toast(page, 'Sucesso', `Secretária “${SECRETARIA.nome}” removida.`).waitFor();
    await main(page).getByText(`Nenhum resultado para “${SECRETARIA.email}”.`, { exact: true }).waitFor();
    const conta = await api(`/api/secretarias/get-user-by-email/${encodeURIComponent(SECRETARIA.email)}`, { token: await adminToken() });
    expect(conta.data).toMatchObject({ existe: true, ativo: false, roles: [] });
    await expectNoSeriousA11yViolations(page, 'secretárias');
    await screenshot(page, 'pessoas-secretaria-removida');
  });
});

describe('on a 390 px phone', () => {
  it('both lists are cards, both forms full screen, with no sideways scroll', async () => {
    const { page } = await newPage(browser, PHONE);
    await entrarPelaApi(page, DEMO.admin, `/corpo?busca=${encodeURIComponent(medicoA.nome)}`);
    await main(page).getByRole('list', { name: 'Corpo clínico' }).getByRole('article', { name: medicoA.nome, exact: true }).waitFor();
    await passoNoCelular(page, 'pessoas-celular-1-corpo');

    await main(page).getByRole('button', { name: 'Novo médico', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo médico', exact: true });
    await dialog.getByRole('textbox', { name: 'CRM' }).fill('12a');
    await dialog.getByText('O CRM deve ter de 4 a 8 dígitos, somente números.').waitFor();
    const secundarias = dialog.getByRole('textbox', { name: 'Especialidades secundárias' });
    await secundarias.fill('Uma especialidade secundária de nome bem comprido');
    await secundarias.press('Enter');
    await passoNoCelular(page, 'pessoas-celular-2-novo-medico');
    await expectNoA11yViolations(page, 'novo médico no celular');
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();

    await page.goto('/gerenciar-secretarias');
    await main(page).getByRole('heading', { name: 'Gerenciar Secretárias', level: 1 }).waitFor();
    await main(page).getByRole('button', { name: 'Nova secretária', exact: true }).click();
    const nova = page.getByRole('dialog', { name: 'Nova secretária', exact: true });
    await vincular(nova, page, medicoA.nome, medicoA.nome);
    await vincular(nova, page, medicoB.crm, medicoB.nome);
    await passoNoCelular(page, 'pessoas-celular-3-nova-secretaria');
  });
});
