import { screen, waitFor, within } from '@testing-library/react';
import type { CategoriaAdmin } from '@emc/shared/catalogos';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const CATEGORIAS: CategoriaAdmin[] = [
  { id: 'cat-1', nome: 'Congresso', tipo: 'OUTRA', ativo: true },
  { id: 'cat-2', nome: 'Gestão hospitalar', tipo: 'GESTAO', ativo: true },
  { id: 'cat-3', nome: 'Artigo científico', tipo: 'PUBLICACAO', ativo: false },
];

function openCategorias(handlers: ApiHandlers = {}, path = '/categorias') {
  signIn(USERS.admin);
  const api = stubApi({ ...ADMIN_BACKEND, 'tabela.categoriaGetAllPagination': () => page(CATEGORIAS), ...handlers });
  return { ...renderApp(path), api };
}

describe('Categorias', () => {
  it('lists the categories with their tipo and situation, and searches by name', async () => {
    const { user, api, router } = openCategorias();
    expect(await screen.findByRole('heading', { name: 'Categorias', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Tabela de Créditos' });
    expect(within(nav).getByRole('link', { name: 'Categorias' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Classificações' })).not.toHaveAttribute('aria-current');
    const rows = within(await screen.findByRole('table', { name: 'Categorias' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NomeTipoSituaçãoAções',
      'CongressoOutraAtivaEditarDesativar',
      'Gestão hospitalarGestãoAtivaEditarDesativar',
      'Artigo científicoPublicaçãoInativaEditarReativar',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar categoria por nome' }), 'gestao');
    await waitFor(() => expect(api.callsTo('tabela.categoriaGetAllPagination').at(-1)!.query).toEqual({ page: '1', filter: 'gestao' }));
    expect(router.state.location.search).toBe('?busca=gestao');
  });

  it('a search without results says so', async () => {
    const { user } = openCategorias({ 'tabela.categoriaGetAllPagination': (c) => page(c.query.filter ? [] : CATEGORIAS) });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar categoria por nome' }), 'xyz');
    expect(await screen.findByText('Nenhum resultado para “xyz”.')).toBeInTheDocument();
  });

  it('creates a category: name checked as typed, the tipo required, a duplicate (409) above the form, then the lists refresh', async () => {
    let criadas = 0;
    const { user, api } = openCategorias({
      'tabela.categoriaCreate': (call) => {
        criadas++;
        return criadas === 1 ? errorResponse(409, 'Já existe uma categoria com este nome.') : { id: 'cat-9', ativo: true, ...(call.body as object) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nova categoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova categoria' });
    const nome = within(dialog).getByRole('textbox', { name: /^Nome da categoria/ });
    await user.type(nome, 'R');
    expect(await within(dialog).findByText('O nome da categoria deve ter ao menos 2 caracteres.')).toBeInTheDocument();
    await user.type(nome, 'esidência');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione o tipo da categoria.')).toBeInTheDocument();
    expect(api.callsTo('tabela.categoriaCreate')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo/ }), 'Gestão');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Já existe uma categoria com este nome.');

    const lista = api.callsTo('tabela.categoriaGetAllPagination').length;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Categoria “Residência” cadastrada.')).toBeInTheDocument();
    const creates = api.callsTo('tabela.categoriaCreate');
    expect(creates.map((c) => c.body)).toEqual([
      { nome: 'Residência', tipo: 'GESTAO' },
      { nome: 'Residência', tipo: 'GESTAO' },
    ]);
    expect(creates[1]!.headers['idempotency-key']).toBe(creates[0]!.headers['idempotency-key']);
    await waitFor(() => expect(api.callsTo('tabela.categoriaGetAllPagination').length).toBeGreaterThan(lista));
  });

  it('edits a category, and a server 400 shows on its field', async () => {
    const { user, api } = openCategorias({
      'tabela.categoriaUpdate': () => errorResponse(400, 'Ocorreu um erro de validação.', { tipo: ['Selecione o tipo da categoria.'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Gestão hospitalar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoria' });
    expect(within(dialog).getByRole('textbox', { name: /^Nome da categoria/ })).toHaveValue('Gestão hospitalar');
    const tipo = within(dialog).getByRole('combobox', { name: /^Tipo/ });
    expect(tipo).toHaveValue('GESTAO');
    await user.selectOptions(tipo, 'Publicação');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione o tipo da categoria.')).toBeInTheDocument();
    expect(tipo).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('tabela.categoriaUpdate')[0]!.body).toEqual({ id: 'cat-2', nome: 'Gestão hospitalar', tipo: 'PUBLICACAO' });
  });

  it('deactivates only after a confirmation, and a refused change shows the server message', async () => {
    const { user, api } = openCategorias({
      'tabela.categoriaUpdateStatus': (c) =>
        (c.body as { ativar: boolean }).ativar ? errorResponse(409, 'A categoria já está ativa.') : { ...CATEGORIAS[0]!, ativo: false },
    });
    await user.click(await screen.findByRole('button', { name: 'Desativar Congresso' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent('Desativar a categoria “Congresso”? Ela deixa de ser oferecida no registro de participações e de atividades');
    await user.click(within(aviso).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('A categoria “Congresso” foi desativada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reativar Artigo científico' }));
    expect(await screen.findByText('A categoria já está ativa.')).toBeInTheDocument();
    expect(api.callsTo('tabela.categoriaUpdateStatus').map((c) => c.body)).toEqual([
      { id: 'cat-1', ativar: false },
      { id: 'cat-3', ativar: true },
    ]);
  });

  describe('on a phone', () => {
    onAPhone();
    it('shows each category as a card with its tipo, situation and actions', async () => {
      openCategorias();
      const card = within(await screen.findByRole('list', { name: 'Categorias' })).getByRole('article', { name: 'Artigo científico' });
      expect(card).toHaveTextContent('TipoPublicaçãoSituaçãoInativa');
      expect(within(card).getByRole('button', { name: 'Reativar Artigo científico' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
