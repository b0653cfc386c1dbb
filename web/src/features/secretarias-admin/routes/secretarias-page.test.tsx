import { screen, waitFor, within } from '@testing-library/react';
import type { MedicoBusca } from '@emc/shared/analise';
import type { SecretariaDetalhe, SecretariaItem } from '@emc/shared/pessoas';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const MEDICOS: MedicoBusca[] = [
  { id: 'med-1', nome: 'Dra. Ângela Conceição', crm: '123456' },
  { id: 'med-2', nome: 'Dr. Ângelo Martins', crm: '654321' },
  { id: 'med-3', nome: 'Dr. Caio Prado', crm: '111222' },
];

const LISTA: SecretariaItem[] = [
  { id: 'sec-1', nome: 'Sônia Secretária', email: 'sonia@hospital.example', ativo: true, quantidadeMedicos: 2 },
  { id: 'sec-2', nome: 'Rita Antiga', email: 'rita@hospital.example', ativo: false, quantidadeMedicos: 0 },
];

/** What create and update answer: the body's secretary with her doctors. */
function detalhe(body: unknown, id = 'sec-9'): SecretariaDetalhe {
  const b = body as { id?: string; nome: string; email: string; idsMedicos: string[] };
  return { id: b.id ?? id, nome: b.nome, email: b.email, ativo: true, quantidadeMedicos: b.idsMedicos.length, medicos: MEDICOS.filter((m) => b.idsMedicos.includes(m.id)) };
}

function openSecretarias(handlers: ApiHandlers = {}, path = '/gerenciar-secretarias') {
  signIn(USERS.admin);
  const api = stubApi({
    ...ADMIN_BACKEND,
    'secretarias.getAllPagination': () => page(LISTA),
    // The server matches a CRM's digits or a name's start, accent-insensitively.
    'medico.byNameCrm': (c) => {
      const t = c.params.text!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      return MEDICOS.filter((m) => m.crm.startsWith(t) || m.nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/^dra?\. /, '').startsWith(t));
    },
    'secretarias.getUserByEmail': () => ({ existe: false }),
    'cadastro.secretariaCreateUser': (c) => ({ id: 'usr-9', ...(c.body as object), conviteEnviado: true }),
    'cadastro.secretariaCreate': (c) => detalhe(c.body),
    'cadastro.secretariaUpdate': (c) => detalhe(c.body),
    'secretarias.getMedicosByIdSecretaria': () => ({ medicosSecretariaResponse: MEDICOS.slice(0, 2) }),
    ...handlers,
  });
  return { ...renderApp(path), api };
}

const tabela = () => screen.findByRole('table', { name: 'Secretárias' });

async function abrirNova(user: ReturnType<typeof openSecretarias>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Nova secretária' }));
  return screen.findByRole('dialog', { name: 'Nova secretária' });
}

/** Searches the picker and clicks the suggestion of that doctor. */
async function vincular(user: ReturnType<typeof openSecretarias>['user'], dialog: HTMLElement, busca: string, nome: string) {
  const campo = within(dialog).getByRole('combobox', { name: 'Vincular médico' });
  await user.clear(campo);
  await user.type(campo, busca);
  await user.click(await screen.findByRole('option', { name: new RegExp(nome) }));
  expect(campo).toHaveValue('');
}

describe('Gerenciar Secretárias', () => {
  it('lists the secretaries with their number of doctors and situation, and searches from the URL onwards', async () => {
    const { user, api, router } = openSecretarias({}, '/gerenciar-secretarias?page=2');
    expect(await screen.findByRole('heading', { name: 'Gerenciar Secretárias', level: 1 })).toBeInTheDocument();
    const rows = within(await tabela()).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NomeE-mailMédicos vinculadosSituaçãoAções',
      'Sônia Secretáriasonia@hospital.example2AtivaEditarRemover',
      'Rita Antigarita@hospital.example0Inativa',
    ]);
    expect(api.callsTo('secretarias.getAllPagination')[0]!.query).toEqual({ page: '2' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }), 'sonia');
    await waitFor(() => expect(api.callsTo('secretarias.getAllPagination').at(-1)!.query).toEqual({ page: '1', filter: 'sonia' }));
    expect(router.state.location.search).toBe('?busca=sonia');
  });

  it('shows the empty list', async () => {
    openSecretarias({ 'secretarias.getAllPagination': () => page([]) });
    expect(await screen.findByText('Nenhuma secretária cadastrada.')).toBeInTheDocument();
  });

  it('creates a secretary with a new account: doctors found by name or CRM become chips, one removed with the keyboard; the account, then the secretary', async () => {
    const { user, api } = openSecretarias();
    const dialog = await abrirNova(user);
    within(dialog).getByRole('textbox', { name: /^Nome/ }).focus();
    await user.paste('Lúcia Nova');
    within(dialog).getByRole('textbox', { name: /^E-mail/ }).focus();
    await user.paste('Lucia.Nova@Hospital.example');
    expect(within(dialog).getByText('Nenhum médico vinculado. Ela só vê os médicos vinculados a ela.')).toBeInTheDocument();

    const campo = within(dialog).getByRole('combobox', { name: 'Vincular médico' });
    await user.type(campo, 'ân');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(campo, 'z');
    expect(await within(dialog).findByText('Nenhum médico encontrado.')).toBeInTheDocument();
    await vincular(user, dialog, 'ang', 'Ângela');
    await vincular(user, dialog, '6543', 'Ângelo');
    await vincular(user, dialog, 'caio', 'Caio');
    // A doctor already linked is not offered again.
    await user.type(campo, 'ang');
    expect(await within(dialog).findByText('Os médicos encontrados já estão vinculados.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.clear(campo);
    const vinculados = within(dialog).getByRole('list', { name: 'Médicos vinculados' });
    expect(within(vinculados).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Dra. Ângela Conceição · CRM 123456',
      'Dr. Ângelo Martins · CRM 654321',
      'Dr. Caio Prado · CRM 111222',
    ]);
    expect(within(dialog).getByText('3 médicos vinculados')).toBeInTheDocument();

    // Backspace on a chip removes it, and the focus moves to the next one.
    const angelo = within(vinculados).getByRole('button', { name: 'Dr. Ângelo Martins · CRM 654321' });
    expect(angelo).toHaveAccessibleDescription('Tecle Delete ou Backspace para remover.');
    angelo.focus();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(within(vinculados).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(within(vinculados).getByRole('button', { name: 'Dr. Caio Prado · CRM 111222' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Secretária “Lúcia Nova” cadastrada. O convite de acesso foi enviado para lucia.nova@hospital.example.')).toBeInTheDocument();
    expect(api.callsTo('secretarias.getUserByEmail')[0]!.params).toEqual({ email: 'lucia.nova@hospital.example' });
    expect(api.callsTo('cadastro.secretariaCreateUser').map((c) => c.body)).toEqual([{ nome: 'Lúcia Nova', email: 'lucia.nova@hospital.example' }]);
    const [create] = api.callsTo('cadastro.secretariaCreate');
    expect(create!.body).toEqual({ nome: 'Lúcia Nova', email: 'lucia.nova@hospital.example', idsMedicos: ['med-1', 'med-3'] });
    expect(create!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(create!.headers['idempotency-key']).not.toBe(api.callsTo('cadastro.secretariaCreateUser')[0]!.headers['idempotency-key']);
    const ordem = api.calls.map((c) => c.id).filter((id) => id.startsWith('cadastro.') || id === 'secretarias.getUserByEmail');
    expect(ordem).toEqual(['secretarias.getUserByEmail', 'cadastro.secretariaCreateUser', 'cadastro.secretariaCreate']);
    // Four debounced searches: more time than the default on a busy machine.
  }, 20_000);

  it('reuses an account that already has the e-mail (a doctor’s), after saying so', async () => {
    const { user, api } = openSecretarias({
      'secretarias.getUserByEmail': () => ({ existe: true, id: 'usr-med', nome: 'Dr. Caio Prado', email: 'caio@hospital.example', roles: ['Medicos'], ativo: true }),
    });
    const dialog = await abrirNova(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Caio Prado');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'caio@hospital.example');
    await vincular(user, dialog, 'ang', 'Ângela');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Já existe uma conta com este e-mail (Dr. Caio Prado; perfil: médico). Ela será reutilizada: a secretária entra com o login e a senha dessa conta, e nenhum convite novo é enviado.',
    );
    expect(api.callsTo('cadastro.secretariaCreate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reutilizar a conta e salvar' }));
    expect(await screen.findByText('Secretária “Caio Prado” cadastrada com a conta já existente de caio@hospital.example.')).toBeInTheDocument();
    expect(api.callsTo('cadastro.secretariaCreateUser')).toHaveLength(0);
    expect(api.callsTo('cadastro.secretariaCreate')[0]!.body).toEqual({ nome: 'Caio Prado', email: 'caio@hospital.example', idsMedicos: ['med-1'] });
  });

  it('a failed create after the account was made is retried without making the account again; the invitation that did not leave is a warning', async () => {
    let falhar = true;
    const { user, api } = openSecretarias({
      'cadastro.secretariaCreateUser': (c) => ({ id: 'usr-9', ...(c.body as object), conviteEnviado: false }),
      'cadastro.secretariaCreate': (c) => (falhar ? errorResponse(409, 'Já existe uma secretária com este e-mail.') : detalhe(c.body)),
    });
    const dialog = await abrirNova(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Marta Dois');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'marta@hospital.example');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Já existe uma secretária com este e-mail.');
    falhar = false;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Secretária “Marta Dois” cadastrada e com conta de acesso, mas o e-mail de convite para marta@hospital.example não foi enviado.')).toBeInTheDocument();
    expect(api.callsTo('secretarias.getUserByEmail')).toHaveLength(1);
    expect(api.callsTo('cadastro.secretariaCreateUser')).toHaveLength(1);
    const creates = api.callsTo('cadastro.secretariaCreate');
    expect(creates).toHaveLength(2);
    expect(creates[1]!.headers['idempotency-key']).toBe(creates[0]!.headers['idempotency-key']);
  });

  it('checks the fields as typed', async () => {
    const { user, api } = openSecretarias();
    const dialog = await abrirNova(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'nao-e-email');
    expect(await within(dialog).findByText('Informe um email válido.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O nome deve ter ao menos 3 caracteres.')).toBeInTheDocument();
    expect(api.callsTo('secretarias.getUserByEmail')).toHaveLength(0);
  });

  it('edits her doctors: loads them, unlinks one with its ✕, links another, and sends the whole list', async () => {
    const { user, api } = openSecretarias();
    await user.click(await screen.findByRole('button', { name: 'Editar Sônia Secretária' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar secretária' });
    const vinculados = await within(dialog).findByRole('list', { name: 'Médicos vinculados' });
    expect(api.callsTo('secretarias.getMedicosByIdSecretaria')[0]!.params).toEqual({ id: 'sec-1' });
    expect(within(dialog).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Sônia Secretária');
    const angela = within(vinculados).getByRole('button', { name: 'Dra. Ângela Conceição · CRM 123456' });
    await user.click(angela.querySelector('svg')!);
    await waitFor(() => expect(within(vinculados).getAllByRole('listitem')).toHaveLength(1));
    await vincular(user, dialog, '1112', 'Caio');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Secretária “Sônia Secretária” atualizada.')).toBeInTheDocument();
    expect(api.callsTo('cadastro.secretariaUpdate')[0]!.body).toEqual({ id: 'sec-1', nome: 'Sônia Secretária', email: 'sonia@hospital.example', idsMedicos: ['med-2', 'med-3'] });
    expect(api.callsTo('secretarias.getUserByEmail')).toHaveLength(0);
  });

  it('removes a secretary only after a confirmation that says what it means', async () => {
    const { user, api } = openSecretarias({ 'cadastro.secretariaDelete': (c) => ({ id: c.params.id }) });
    await user.click(await screen.findByRole('button', { name: 'Remover Sônia Secretária' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(
      'Remover a secretária Sônia Secretária? Os vínculos com os médicos são desfeitos e o acesso dela é desativado. O histórico é mantido.',
    );
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('cadastro.secretariaDelete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remover Sônia Secretária' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Secretária “Sônia Secretária” removida.')).toBeInTheDocument();
    expect(api.callsTo('cadastro.secretariaDelete')[0]!.params).toEqual({ id: 'sec-1' });
  });

  it('is for administrators: a secretary is sent to the login', async () => {
    signIn(USERS.secretaria);
    stubApi({});
    const { visited } = renderApp('/gerenciar-secretarias');
    await waitFor(() => expect(visited).toContain('/login'));
  });

  describe('on a phone', () => {
    onAPhone();
    it('shows each secretary as a card with her actions', async () => {
      openSecretarias();
      const lista = await screen.findByRole('list', { name: 'Secretárias' });
      const card = within(lista).getByRole('article', { name: 'Sônia Secretária' });
      expect(card).toHaveTextContent('Médicos vinculados2');
      expect(within(card).getByRole('button', { name: 'Remover Sônia Secretária' })).toBeInTheDocument();
    });
  });
});
