import { screen, waitFor, within } from '@testing-library/react';
import type { AreaAdmin } from '@emc/shared/catalogos';
import { describe, expect, it } from 'vitest';
import { AVISO_AO_SAIR } from '@/components/feedback/aviso-ao-sair';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const AREAS: AreaAdmin[] = [
  { id: 'a-1', nome: 'Cardiologia', ativo: true },
  { id: 'a-2', nome: 'Pediatria', ativo: false },
];

function openAreas(handlers: ApiHandlers = {}, path = '/areas') {
  signIn(USERS.admin);
  const api = stubApi({ ...ADMIN_BACKEND, 'areas.getAllPagination': () => page(AREAS), ...handlers });
  return { ...renderApp(path), api };
}

const tabela = () => screen.findByRole('table', { name: 'Áreas' });

describe('Controle de Áreas', () => {
  it('lists the areas with their situation, and searches by name from the URL onwards, back at page 1', async () => {
    const { user, api, router } = openAreas({}, '/areas?page=2');
    expect(await screen.findByRole('heading', { name: 'Controle de Áreas', level: 1 })).toBeInTheDocument();
    const rows = within(await tabela()).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['NomeSituaçãoAções', 'CardiologiaAtivaEditarDesativar', 'PediatriaInativaEditarReativar']);
    expect(api.callsTo('areas.getAllPagination')[0]!.query).toEqual({ page: '2' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar área por nome' }), 'cardio');
    await waitFor(() => expect(api.callsTo('areas.getAllPagination').at(-1)!.query).toEqual({ page: '1', filter: 'cardio' }));
    expect(router.state.location.search).toBe('?busca=cardio');
  });

  it('shows the empty list, a search without results, and a load error with a retry', async () => {
    const { user } = openAreas({ 'areas.getAllPagination': (c) => (c.query.filter ? page([]) : page([])) });
    expect(await screen.findByText('Nenhuma área cadastrada.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar área por nome' }), 'xyz');
    expect(await screen.findByText('Nenhum resultado para “xyz”.')).toBeInTheDocument();
  });

  it('a load error offers to try again', async () => {
    let falhar = true;
    const { user } = openAreas({ 'areas.getAllPagination': () => (falhar ? errorResponse(500, 'x') : page(AREAS)) });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar: áreas.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await tabela()).toBeInTheDocument();
  });

  it('creates an area: the name is checked as typed, a duplicate shows the server message, and the list refreshes', async () => {
    let criadas = 0;
    const { user, api } = openAreas({
      'areas.create': (call) => {
        criadas++;
        return criadas === 1 ? errorResponse(409, 'Já existe uma área com este nome.') : { id: 'a-3', nome: (call.body as { nome: string }).nome, ativo: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nova área' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova área' });
    const nome = within(dialog).getByRole('textbox', { name: /Nome da área/ });
    await user.type(nome, 'N');
    expect(await within(dialog).findByText('O nome da área deve ter ao menos 2 caracteres.')).toBeInTheDocument();
    await user.type(nome, 'eurologia');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Já existe uma área com este nome.');
    const antes = api.callsTo('areas.getAllPagination').length;
    await user.clear(nome);
    await user.type(nome, 'Neurologia Infantil');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Área “Neurologia Infantil” cadastrada.')).toBeInTheDocument();
    const creates = api.callsTo('areas.create');
    expect(creates.map((c) => c.body)).toEqual([{ nome: 'Neurologia' }, { nome: 'Neurologia Infantil' }]);
    // One idempotency key per form.
    expect(creates[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(creates[1]!.headers['idempotency-key']).toBe(creates[0]!.headers['idempotency-key']);
    await waitFor(() => expect(api.callsTo('areas.getAllPagination').length).toBeGreaterThan(antes));
  });

  it('a changed form dialog asks before the page is left (issue 28): "Não" stays, "Sim" leaves', async () => {
    const { user, router } = openAreas();
    await user.click(await screen.findByRole('button', { name: 'Nova área' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova área' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nome da área/ }), 'Neuro');
    void router.navigate('/tabela');
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(AVISO_AO_SAIR);
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/areas');
    expect(within(dialog).getByRole('textbox', { name: /Nome da área/ })).toHaveValue('Neuro');
    void router.navigate('/tabela');
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabela'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('an untouched form dialog leaves without asking', async () => {
    const { user, router } = openAreas();
    await user.click(await screen.findByRole('button', { name: 'Nova área' }));
    await screen.findByRole('dialog', { name: 'Nova área' });
    void router.navigate('/tabela');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabela'));
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument();
  });

  it('renames an area, and a server 400 shows on the field', async () => {
    const { user, api } = openAreas({
      'areas.update': () => errorResponse(400, 'Ocorreu um erro de validação.', { nome: ['O nome da área deve ter no máximo 100 caracteres.'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Cardiologia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar área' });
    const nome = within(dialog).getByRole('textbox', { name: /Nome da área/ });
    expect(nome).toHaveValue('Cardiologia');
    await user.type(nome, ' Clínica');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O nome da área deve ter no máximo 100 caracteres.')).toBeInTheDocument();
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('areas.update')[0]!.body).toEqual({ id: 'a-1', nome: 'Cardiologia Clínica' });
  });

  it('deactivates only after a confirmation, and reactivates at once', async () => {
    const { user, api } = openAreas({ 'areas.updateStatus': (c) => ({ ...AREAS[0]!, ativo: (c.body as { ativar: boolean }).ativar }) });
    await user.click(await screen.findByRole('button', { name: 'Desativar Cardiologia' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent('Desativar a área “Cardiologia”?');
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('areas.updateStatus')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desativar Cardiologia' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('A área “Cardiologia” foi desativada.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reativar Pediatria' }));
    await waitFor(() => expect(api.callsTo('areas.updateStatus').map((c) => c.body)).toEqual([{ id: 'a-1', ativar: false }, { id: 'a-2', ativar: true }]));
  });

  it('is for administrators: a doctor is sent to the login', async () => {
    signIn(USERS.medico);
    stubApi({});
    const { visited } = renderApp('/areas');
    await waitFor(() => expect(visited).toContain('/login'));
  });

  describe('on a phone', () => {
    onAPhone();
    it('shows each area as a card with its situation and actions', async () => {
      openAreas();
      const lista = await screen.findByRole('list', { name: 'Áreas' });
      const card = within(lista).getByRole('article', { name: 'Cardiologia' });
      expect(card).toHaveTextContent('SituaçãoAtiva');
      expect(within(card).getByRole('button', { name: 'Editar Cardiologia' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
