import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaItem } from '@emc/shared/catalogos';
import type { MedicoCadastro, MedicoCorpoClinico } from '@emc/shared/pessoas';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const AREAS: AreaItem[] = [
  { id: 'ar-cardio', nome: 'Cardiologia' },
  { id: 'ar-ped', nome: 'Pediatria' },
];

const LISTA: MedicoCorpoClinico[] = [
  {
    id: 'med-1',
    nome: 'Dra. Ângela Conceição',
    crm: '123456',
    email: 'angela@hospital.example',
    idArea: 'ar-cardio',
    area: 'Cardiologia',
    especialidade: 'Cardiologia clínica',
    tipo: 'Funcionário',
    ativo: true,
    status: 'Ativo',
  },
  { id: 'med-2', nome: 'Dr. Bruno Reis', crm: '654321', email: 'bruno@hospital.example', idArea: 'ar-x', area: 'Oncologia', especialidade: '', tipo: 'Não funcionário', ativo: false, status: 'Inativo' },
];

const ANGELA: MedicoCadastro = {
  id: 'med-1',
  nome: 'Dra. Ângela Conceição',
  crm: '123456',
  cpf: '529.982.247-25',
  email: 'angela@hospital.example',
  idArea: 'ar-oncologia',
  area: 'Oncologia',
  tipo: 'Funcionário',
  sexo: 'Feminino',
  dataNascimento: '1980-05-17',
  estadoCivil: 'Casado(a)',
  especialidade: 'Cardiologia clínica',
  especialidadesSecundarias: ['Ecocardiografia'],
  categoriaProfissional: 'Titular',
  telefone: '(11) 3333-4444',
  celular: '(11) 98888-7777',
  ativo: true,
};

/** A whole value at once (typing it key by key is what the CRM and CPF checks exercise). */
async function preencher(campo: HTMLElement, valor: string) {
  campo.focus();
  await userEvent.paste(valor);
}

function openCorpo(handlers: ApiHandlers = {}, path = '/corpo') {
  signIn(USERS.admin);
  const api = stubApi({
    ...ADMIN_BACKEND,
    'medico.corpoClinico': () => page(LISTA),
    'areas.getListName': () => AREAS,
    'medico.getById': () => ANGELA,
    ...handlers,
  });
  return { ...renderApp(path), api };
}

const tabela = () => screen.findByRole('table', { name: 'Corpo clínico' });

describe('Corpo Clínico', () => {
  it('lists the doctors with area, especialidade, tipo and situation, links each profile, and searches by name, CRM or e-mail', async () => {
    const { user, api, router } = openCorpo({}, '/corpo?page=2');
    expect(await screen.findByRole('heading', { name: 'Corpo Clínico', level: 1 })).toBeInTheDocument();
    const rows = within(await tabela()).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NomeCRME-mailÁreaEspecialidadeTipoSituaçãoAções',
      'Dra. Ângela Conceição123456angela@hospital.exampleCardiologiaCardiologia clínicaFuncionárioAtivoPerfilEditarDesativar',
      'Dr. Bruno Reis654321bruno@hospital.exampleOncologia-Não funcionárioInativoPerfilEditarReativar',
    ]);
    expect(api.callsTo('medico.corpoClinico')[0]!.query).toEqual({ page: '2' });
    expect(screen.getByRole('link', { name: 'Ver o perfil de Dra. Ângela Conceição' })).toHaveAttribute('href', '/perfil/med-1');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome, CRM ou e-mail' }), '6543');
    await waitFor(() => expect(api.callsTo('medico.corpoClinico').at(-1)!.query).toEqual({ page: '1', filter: '6543' }));
    expect(router.state.location.search).toBe('?busca=6543');
  });

  it('shows the empty list and a search without results', async () => {
    const { user } = openCorpo({ 'medico.corpoClinico': () => page([]) });
    expect(await screen.findByText('Nenhum médico cadastrado.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome, CRM ou e-mail' }), 'xyz');
    expect(await screen.findByText('Nenhum resultado para “xyz”.')).toBeInTheDocument();
  });

  it('registers a doctor with every field, checked as typed; a taken CRM shows above the form; then the invitation is announced', async () => {
    let tentativas = 0;
    const { user, api } = openCorpo({
      'cadastro.medicoCreate': (call) => {
        tentativas++;
        if (tentativas === 1) return errorResponse(409, 'Já existe um médico com este CRM.');
        return { ...ANGELA, ...(call.body as object), id: 'med-9', area: 'Pediatria', ativo: true, conviteEnviado: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Novo médico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo médico' });
    for (const secao of ['Identificação', 'Vínculo', 'Contato']) expect(within(dialog).getByRole('group', { name: secao })).toBeInTheDocument();
    const campo = (nome: RegExp) => within(dialog).getByRole('textbox', { name: nome });

    await preencher(campo(/^Nome completo/), 'Helena Duarte Lima');
    await user.type(campo(/^CRM/), '12a');
    expect(await within(dialog).findByText('O CRM deve ter de 4 a 8 dígitos, somente números.')).toBeInTheDocument();
    await user.clear(campo(/^CRM/));
    await user.type(campo(/^CRM/), '778899');
    await user.type(campo(/^CPF/), '529.982.247-24');
    expect(await within(dialog).findByText('CPF inválido.')).toBeInTheDocument();
    await user.clear(campo(/^CPF/));
    await user.type(campo(/^CPF/), '529.982.247-25');
    await waitFor(() => expect(within(dialog).queryByText('CPF inválido.')).not.toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('Data de nascimento'), '1985-03-02');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sexo' }), 'Feminino');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Estado civil' }), 'Solteiro(a)');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Área/ }), 'Pediatria');
    await user.click(within(dialog).getByRole('radio', { name: 'Não funcionário' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Categoria profissional' }), 'Residente');
    await preencher(campo(/^Especialidade$/), 'Pediatria geral');
    const secundarias = campo(/^Especialidades secundárias/);
    await user.type(secundarias, 'Neonatologia{Enter}Alergia, Infectologia,');
    const incluidas = within(dialog).getByRole('list', { name: 'Especialidades secundárias incluídas' });
    expect(within(incluidas).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Neonatologia', 'Alergia', 'Infectologia']);
    // The keyboard removes a chip: Delete on it.
    within(incluidas).getByRole('button', { name: 'Alergia' }).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(within(incluidas).queryByRole('button', { name: 'Alergia' })).not.toBeInTheDocument());
    await preencher(campo(/^E-mail/), 'Helena.Lima@Hospital.example');
    await preencher(campo(/^Telefone/), '(11) 3222-1000');
    await preencher(campo(/^Celular/), '(11) 99876-5432');

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Já existe um médico com este CRM.');
    await user.clear(campo(/^CRM/));
    await user.type(campo(/^CRM/), '778890');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Médico “Helena Duarte Lima” cadastrado. O convite de acesso foi enviado para helena.lima@hospital.example.')).toBeInTheDocument();

    const creates = api.callsTo('cadastro.medicoCreate');
    expect(creates[1]!.body).toEqual({
      nome: 'Helena Duarte Lima',
      crm: '778890',
      cpf: '529.982.247-25',
      email: 'helena.lima@hospital.example',
      idArea: 'ar-ped',
      tipo: 'Não funcionário',
      sexo: 'Feminino',
      dataNascimento: '1985-03-02',
      estadoCivil: 'Solteiro(a)',
      especialidade: 'Pediatria geral',
      especialidadesSecundarias: ['Neonatologia', 'Infectologia'],
      categoriaProfissional: 'Residente',
      telefone: '(11) 3222-1000',
      celular: '(11) 99876-5432',
    });
    expect(creates[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(creates[1]!.headers['idempotency-key']).toBe(creates[0]!.headers['idempotency-key']);
  });

  it('asks for the required fields on an empty submit, and a CPF typed without punctuation is sent formatted', async () => {
    const { user, api } = openCorpo({ 'cadastro.medicoCreate': (call) => ({ ...ANGELA, ...(call.body as object), conviteEnviado: false }) });
    await user.click(await screen.findByRole('button', { name: 'Novo médico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo médico' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    for (const msg of ['Informe o CRM.', 'Informe o CPF.', 'Email é obrigatório.', 'Selecione a área.', 'Selecione o tipo (Funcionário ou Não funcionário).'])
      expect(await within(dialog).findByText(msg)).toBeInTheDocument();
    expect(api.callsTo('cadastro.medicoCreate')).toHaveLength(0);

    await preencher(within(dialog).getByRole('textbox', { name: /^Nome completo/ }), 'Otávio Prado');
    await user.type(within(dialog).getByRole('textbox', { name: /^CRM/ }), '4455');
    await user.type(within(dialog).getByRole('textbox', { name: /^CPF/ }), '11144477735');
    await preencher(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'otavio@hospital.example');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Área/ }), 'Cardiologia');
    await user.click(within(dialog).getByRole('radio', { name: 'Funcionário' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // The account exists, but the invitation did not leave: a warning says so.
    expect(await screen.findByText('Médico “Otávio Prado” cadastrado e com conta de acesso, mas o e-mail de convite para otavio@hospital.example não foi enviado.')).toBeInTheDocument();
    expect(api.callsTo('cadastro.medicoCreate')[0]!.body).toMatchObject({ cpf: '111.444.777-35', especialidadesSecundarias: [], sexo: '' });
  });

  it('shows a future birth date with the other field errors in the first round (issue 28, defect 7)', async () => {
    const { user, api } = openCorpo();
    await user.click(await screen.findByRole('button', { name: 'Novo médico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo médico' });
    const amanha = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await user.type(within(dialog).getByLabelText('Data de nascimento'), amanha);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o CRM.')).toBeInTheDocument();
    for (const msg of ['Informe o CPF.', 'Email é obrigatório.', 'Selecione a área.', 'A data de nascimento não pode estar no futuro.']) expect(within(dialog).getByText(msg)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Data de nascimento')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('cadastro.medicoCreate')).toHaveLength(0);
  });

  it('a secondary specialty pasted past 100 characters stays whole, says so, and once included blocks the save (issue 28, defect 12)', async () => {
    const { user, api } = openCorpo();
    await user.click(await screen.findByRole('button', { name: 'Novo médico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo médico' });
    const secundarias = within(dialog).getByRole('textbox', { name: /^Especialidades secundárias/ });
    await preencher(secundarias, 'E'.repeat(103));
    expect(secundarias).toHaveValue('E'.repeat(103));
    expect(secundarias).toHaveAttribute('aria-invalid', 'true');
    expect(secundarias).toHaveAccessibleDescription('103 de 100 caracteres: apague 3 caracteres.');
    await user.keyboard('{Enter}');
    const incluidas = within(dialog).getByRole('list', { name: 'Especialidades secundárias incluídas' });
    expect(within(incluidas).getByRole('listitem')).toHaveTextContent('E'.repeat(103));
    expect(await within(dialog).findByText('A especialidade secundária deve ter no máximo 100 caracteres.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(api.callsTo('cadastro.medicoCreate')).toHaveLength(0);
  });

  it('edits a doctor from the whole record (an inactive area stays offered), and a server 400 shows on its field', async () => {
    let falhar = true;
    const { user, api } = openCorpo({
      'cadastro.medicoUpdate': (call) =>
        falhar ? errorResponse(400, 'Ocorreu um erro de validação.', { 'especialidadesSecundarias.0': ['Especialidade repetida.'] }) : { ...ANGELA, ...(call.body as object) },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Dra. Ângela Conceição' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar médico' });
    const nome = await within(dialog).findByRole('textbox', { name: /^Nome completo/ });
    expect(api.callsTo('medico.getById')[0]!.params).toEqual({ id: 'med-1' });
    expect(nome).toHaveValue('Dra. Ângela Conceição');
    expect(within(dialog).getByRole('textbox', { name: /^CPF/ })).toHaveValue('529.982.247-25');
    expect(within(dialog).getByLabelText('Data de nascimento')).toHaveValue('1980-05-17');
    expect(within(dialog).getByRole('combobox', { name: /^Área/ })).toHaveDisplayValue('Oncologia (inativa)');
    expect(within(dialog).getByRole('radio', { name: 'Funcionário' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Estado civil' })).toHaveValue('Casado(a)');
    expect(within(dialog).getByRole('button', { name: 'Ecocardiografia' })).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Celular/ }));
    await preencher(within(dialog).getByRole('textbox', { name: /^Celular/ }), '(11) 97777-1111');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Especialidade repetida.')).toBeInTheDocument();
    falhar = false;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Médico “Dra. Ângela Conceição” atualizado.')).toBeInTheDocument();
    const body = api.callsTo('cadastro.medicoUpdate')[1]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'med-1', idArea: 'ar-oncologia', celular: '(11) 97777-1111', especialidadesSecundarias: ['Ecocardiografia'] });
    expect(Object.keys(body).sort()).toEqual(['id', ...Object.keys(ANGELA).filter((k) => !['id', 'area', 'ativo'].includes(k))].sort());
  });

  it('a record that cannot be read says so in the dialog, with a retry', async () => {
    let falhar = true;
    const { user } = openCorpo({ 'medico.getById': () => (falhar ? errorResponse(404, 'Médico não encontrado.') : ANGELA) });
    await user.click(await screen.findByRole('button', { name: 'Editar Dra. Ângela Conceição' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar médico' });
    expect(await within(dialog).findByText('Médico não encontrado.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    falhar = false;
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Dra. Ângela Conceição');
  });

  it('deactivates a doctor only after a confirmation that says what it means, and reactivates at once', async () => {
    const { user, api } = openCorpo({ 'cadastro.medicoUpdateStatus': (c) => ({ ...ANGELA, ativo: (c.body as { ativar: boolean }).ativar }) });
    await user.click(await screen.findByRole('button', { name: 'Desativar Dra. Ângela Conceição' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(
      'Desativar o médico “Dra. Ângela Conceição”? O médico não poderá mais entrar no sistema; o histórico dele é mantido. É possível reativar depois.',
    );
    await user.click(within(aviso).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('O médico “Dra. Ângela Conceição” foi desativado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reativar Dr. Bruno Reis' }));
    await waitFor(() =>
      expect(api.callsTo('cadastro.medicoUpdateStatus').map((c) => c.body)).toEqual([
        { id: 'med-1', ativar: false },
        { id: 'med-2', ativar: true },
      ]),
    );
  });

  it('is for administrators: a doctor is sent to the login', async () => {
    signIn(USERS.medico);
    stubApi({});
    const { visited } = renderApp('/corpo');
    await waitFor(() => expect(visited).toContain('/login'));
  });

  describe('on a phone', () => {
    onAPhone();
    it('shows each doctor as a card, and the form full screen', async () => {
      const { user } = openCorpo();
      const lista = await screen.findByRole('list', { name: 'Corpo clínico' });
      const card = within(lista).getByRole('article', { name: 'Dra. Ângela Conceição' });
      expect(card).toHaveTextContent('CRM123456');
      expect(within(card).getByRole('button', { name: 'Editar Dra. Ângela Conceição' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Novo médico' }));
      const dialog = await screen.findByRole('dialog', { name: 'Novo médico' });
      expect(dialog.className).toMatch(/fullScreen/i);
    });
  });
});
