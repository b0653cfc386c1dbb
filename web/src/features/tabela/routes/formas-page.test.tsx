import { screen, waitFor, within } from '@testing-library/react';
import type { FormaAdmin } from '@emc/shared/catalogos';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const FORMAS: FormaAdmin[] = [
  { id: 'f-1', nome: 'Ouvinte', ativo: true },
  { id: 'f-2', nome: 'Moderador', ativo: false },
];

function openFormas(handlers: ApiHandlers = {}, path = '/formas') {
  signIn(USERS.admin);
  const api = stubApi({ ...ADMIN_BACKEND, 'tabela.formaGetAllPagination': () => page(FORMAS), ...handlers });
  return { ...renderApp(path), api };
}

describe('Formas de participação', () => {
  it('lists the forms with their situation, page by page, and searches by name', async () => {
    const { user, api } = openFormas(
      { 'tabela.formaGetAllPagination': (c) => page(FORMAS, { page: Number(c.query.page), totalItems: 12, totalPages: 2 }) },
      '/formas?page=2',
    );
    expect(await screen.findByRole('heading', { name: 'Formas de participação', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Tabela de Créditos' })).getByRole('link', { name: 'Formas de participação' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const rows = within(await screen.findByRole('table', { name: 'Formas de participação' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['NomeSituaçãoAções', 'OuvinteAtivaEditarDesativar', 'ModeradorInativaEditarReativar']);
    expect(screen.getByText('12 registros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /página 1/i }));
    await waitFor(() => expect(api.callsTo('tabela.formaGetAllPagination').at(-1)!.query).toEqual({ page: '1' }));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar forma de participação por nome' }), 'ouv');
    await waitFor(() => expect(api.callsTo('tabela.formaGetAllPagination').at(-1)!.query).toEqual({ page: '1', filter: 'ouv' }));
  });

  it('shows the empty list', async () => {
    openFormas({ 'tabela.formaGetAllPagination': () => page([]) });
    expect(await screen.findByText('Nenhuma forma de participação cadastrada.')).toBeInTheDocument();
  });

  it('creates a form: the name checked as typed, a 400 on its field, a duplicate (409) above it', async () => {
    let tentativa = 0;
    const { user, api } = openFormas({
      'tabela.formaCreate': (call) => {
        tentativa++;
        if (tentativa === 1) return errorResponse(400, 'Ocorreu um erro de validação.', { nome: ['O nome da forma de participação deve ter no máximo 100 caracteres.'] });
        if (tentativa === 2) return errorResponse(409, 'Já existe uma forma de participação com este nome.');
        return { id: 'f-3', ativo: true, ...(call.body as object) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nova forma de participação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova forma de participação' });
    const nome = within(dialog).getByRole('textbox', { name: /^Nome da forma de participação/ });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O nome da forma de participação deve ter ao menos 2 caracteres.')).toBeInTheDocument();
    await user.type(nome, 'Palestrante');
    await waitFor(() => expect(within(dialog).queryByText('O nome da forma de participação deve ter ao menos 2 caracteres.')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O nome da forma de participação deve ter no máximo 100 caracteres.')).toBeInTheDocument();
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Já existe uma forma de participação com este nome.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Forma de participação “Palestrante” cadastrada.')).toBeInTheDocument();
    expect(api.callsTo('tabela.formaCreate').map((c) => c.body)).toEqual(Array(3).fill({ nome: 'Palestrante' }));
  });

  it('renames a form', async () => {
    const { user, api } = openFormas({ 'tabela.formaUpdate': (c) => ({ ...FORMAS[0]!, ...(c.body as object) }) });
    await user.click(await screen.findByRole('button', { name: 'Editar Ouvinte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar forma de participação' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome da forma de participação/ }), ' presencial');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Forma de participação “Ouvinte presencial” atualizada.')).toBeInTheDocument();
    expect(api.callsTo('tabela.formaUpdate')[0]!.body).toEqual({ id: 'f-1', nome: 'Ouvinte presencial' });
  });

  it('deactivates only after a confirmation', async () => {
    const { user, api } = openFormas({ 'tabela.formaUpdateStatus': () => ({ ...FORMAS[0]!, ativo: false }) });
    await user.click(await screen.findByRole('button', { name: 'Desativar Ouvinte' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent('Desativar a forma de participação “Ouvinte”?');
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('tabela.formaUpdateStatus')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Desativar Ouvinte' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('A forma de participação “Ouvinte” foi desativada.')).toBeInTheDocument();
    expect(api.callsTo('tabela.formaUpdateStatus').map((c) => c.body)).toEqual([{ id: 'f-1', ativar: false }]);
  });

  it('is for administrators: a doctor is sent to the login', async () => {
    signIn(USERS.medico);
    stubApi({});
    const { visited } = renderApp('/formas');
    await waitFor(() => expect(visited).toContain('/login'));
  });

  describe('on a phone', () => {
    onAPhone();
    it('shows each form as a card, and the dialog fills the screen', async () => {
      const { user } = openFormas();
      const card = within(await screen.findByRole('list', { name: 'Formas de participação' })).getByRole('article', { name: 'Ouvinte' });
      expect(card).toHaveTextContent('SituaçãoAtiva');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Editar Ouvinte' }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar forma de participação' });
      expect(dialog.className).toMatch(/FullScreen/);
    });
  });
});
