import { act, screen, waitFor, within } from '@testing-library/react';
import type { EntradaAuditoria, PaginaAuditoria } from '@emc/shared/auditoria';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_DIALOG_TITLE } from '@/components/feedback/error-dialog';
import { errorResponse, stubApi, type ApiCall, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const ADMIN = { idUsuario: 'adm-1', nome: 'Ana Administradora', email: 'admin@hospital.example' };

function entrada(id: string, extra: Partial<EntradaAuditoria> = {}): EntradaAuditoria {
  return { id, em: '2026-03-16T13:05:00.000Z', usuario: ADMIN, acao: 'alteracao', entidade: 'area', idEntidade: `area-${id}`, descricao: `Área ${id}`, alteracoes: [], ...extra };
}

const CRIACAO = entrada('e-2', {
  acao: 'criacao',
  descricao: 'Cardiologia',
  alteracoes: [
    { campo: 'nome', depois: 'Cardiologia' },
    { campo: 'ativo', depois: true },
  ],
});
const ALTERACAO = entrada('e-1', {
  em: '2026-03-10T18:30:00.000Z',
  entidade: 'ciclo',
  descricao: 'Ciclo 19',
  usuario: { idUsuario: 'adm-2', nome: 'Bruno Chefe', email: 'chefe@hospital.example' },
  alteracoes: [
    { campo: 'meta', antes: 100, depois: 120.5 },
    { campo: 'ativo', antes: true, depois: false },
    { campo: 'areas', antes: ['Cardiologia'], depois: ['Cardiologia', 'Pediatria'] },
    { campo: 'inicio', antes: '2026-01-01', depois: '2026-02-01' },
    { campo: 'observacao', antes: 'x'.repeat(120) },
  ],
});

/** Three pages by cursor: c2 and c3 are the second's and the third's. */
const PAGINAS: Record<string, PaginaAuditoria> = {
  '': { itens: [CRIACAO, ALTERACAO], proximo: 'c2' },
  c2: { itens: [entrada('e-0', { descricao: 'Pediatria' })], proximo: 'c3' },
  c3: { itens: [entrada('e-00', { descricao: 'Neurologia' })] },
};

function abrir(handlers: ApiHandlers = {}, path = '/configuracoes/auditoria') {
  signIn(USERS.admin);
  const api = stubApi({ ...ADMIN_BACKEND, 'auditoria.lista': (c: ApiCall) => PAGINAS[c.query.cursor ?? '']!, ...handlers });
  return { ...renderApp(path), api };
}

const tabela = () => screen.findByRole('table', { name: 'Registros de auditoria' });
const ultimaConsulta = (api: ReturnType<typeof abrir>['api']) => api.callsTo('auditoria.lista').at(-1)!.query;

describe('Configurações › Auditoria', () => {
  it('lists the entries newest first: São Paulo time, who, the action and entity by name, and each change as "campo: antes → depois"', async () => {
    const { api } = abrir();
    expect(await screen.findByRole('heading', { name: 'Auditoria', level: 1 })).toBeInTheDocument();
    const rows = within(await tabela()).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Data e hora', 'Usuário', 'Ação', 'Entidade', 'Alterações']);
    const [data, usuario, acao, entidade, alteracoes] = within(rows[1]!).getAllByRole('cell');
    expect(data).toHaveTextContent('16/03/2026 10:05');
    expect(usuario).toHaveTextContent('Ana Administradora');
    expect(usuario).toHaveTextContent('admin@hospital.example');
    expect(acao).toHaveTextContent('Criação');
    expect(entidade).toHaveTextContent('ÁreaCardiologia');
    expect(within(alteracoes!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['nome: — → Cardiologia', 'ativo: — → Sim']);
    expect(within(alteracoes!).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('auditoria.lista')[0]!.query).toEqual({});
  });

  it('a long entry starts collapsed, long values cut, and opens to show every field in full', async () => {
    const { user } = abrir();
    const rows = within(await tabela()).getAllByRole('row');
    const [, usuario, acao, entidade, alteracoes] = within(rows[2]!).getAllByRole('cell');
    expect(usuario).toHaveTextContent('Bruno Chefe');
    expect(acao).toHaveTextContent('Alteração');
    expect(entidade).toHaveTextContent('Meta do cicloCiclo 19');
    expect(within(alteracoes!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['meta: 100 → 120,5', 'ativo: Sim → Não', 'areas: Cardiologia → Cardiologia, Pediatria']);
    const botao = within(alteracoes!).getByRole('button', { name: 'Mostrar tudo (5 campos)' });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    await user.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    expect(botao).toHaveTextContent('Mostrar menos');
    const itens = within(alteracoes!).getAllByRole('listitem').map((li) => li.textContent);
    expect(itens.slice(3)).toEqual(['inicio: 01/01/2026 → 01/02/2026', `observacao: ${'x'.repeat(120)} → —`]);
    await user.click(botao);
    expect(within(alteracoes!).getAllByRole('listitem')).toHaveLength(3);
  });

  it('pages forward by the server’s cursor and back through the kept ones, showing the page number', async () => {
    const { user, api } = abrir();
    await tabela();
    const paginas = screen.getByRole('navigation', { name: 'Páginas da auditoria' });
    expect(within(paginas).getByText('Página 1')).toBeInTheDocument();
    expect(within(paginas).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(within(paginas).getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Pediatria')).toBeInTheDocument();
    expect(ultimaConsulta(api)).toEqual({ cursor: 'c2' });
    expect(within(paginas).getByText('Página 2')).toBeInTheDocument();
    // The focus goes to the new page's entries.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Registros de auditoria, página 2' })).toHaveFocus());
    await user.click(within(paginas).getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Neurologia')).toBeInTheDocument();
    expect(ultimaConsulta(api)).toEqual({ cursor: 'c3' });
    expect(within(paginas).getByText('Página 3')).toBeInTheDocument();
    expect(within(paginas).getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await user.click(within(paginas).getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByText('Pediatria')).toBeInTheDocument();
    expect(within(paginas).getByText('Página 2')).toBeInTheDocument();
    await user.click(within(paginas).getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByText('Cardiologia', { selector: 'span' })).toBeInTheDocument();
    expect(within(paginas).getByText('Página 1')).toBeInTheDocument();
    // Going back asks the kept cursor's page again (fresh), never a cursor of another page.
    await waitFor(() => expect(api.callsTo('auditoria.lista').map((c) => c.query.cursor ?? '')).toEqual(['', 'c2', 'c3', 'c2', '']));
  });

  it('filters by entity, user and dates (in the URL), each starting again at page 1', async () => {
    const { user, api, router } = abrir();
    await tabela();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('Página 2');
    const filtros = screen.getByRole('search', { name: 'Filtros da auditoria' });
    const entidade = within(filtros).getByRole('combobox', { name: 'Entidade' });
    expect(within(entidade).getAllByRole('option')[0]).toHaveTextContent('Todas');
    await user.selectOptions(entidade, 'Área');
    await waitFor(() => expect(ultimaConsulta(api)).toEqual({ entidade: 'area' }));
    expect(await screen.findByText('Página 1')).toBeInTheDocument();
    await user.type(within(filtros).getByRole('textbox', { name: 'Usuário (e-mail)' }), 'chefe@hospital.example');
    await waitFor(() => expect(ultimaConsulta(api)).toEqual({ entidade: 'area', usuario: 'chefe@hospital.example' }));
    // Fewer calls than keystrokes: the e-mail is applied once typing pauses.
    expect(api.callsTo('auditoria.lista').length).toBeLessThan(8);
    await user.type(within(filtros).getByLabelText('De'), '2026-03-01');
    await waitFor(() => expect(ultimaConsulta(api)).toEqual({ entidade: 'area', usuario: 'chefe@hospital.example', de: '2026-03-01' }));
    expect(router.state.location.search).toBe('?entidade=area&usuario=chefe%40hospital.example&de=2026-03-01');
    await user.click(within(filtros).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(ultimaConsulta(api)).toEqual({}));
    expect(within(filtros).getByRole('textbox', { name: 'Usuário (e-mail)' })).toHaveValue('');
  });

  it('an e-mail pasted past 254 characters stays whole, says so under the field, and is not applied (issue 28, defect 12)', async () => {
    const { user, api, router } = abrir();
    await tabela();
    const lidas = api.callsTo('auditoria.lista').length;
    const usuario = within(screen.getByRole('search', { name: 'Filtros da auditoria' })).getByRole('textbox', { name: 'Usuário (e-mail)' });
    const longo = `${'a'.repeat(250)}@hospital.example`;
    // Fake timers (the clock still advances on its own, for the waits) so the e-mail's pause can be run out at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(usuario);
    await user.paste(longo);
    expect(usuario).toHaveValue(longo);
    await waitFor(() => expect(usuario).toHaveAttribute('aria-invalid', 'true'));
    expect(usuario).toHaveAccessibleDescription('267 de 254 caracteres: apague 13 caracteres.');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await user.keyboard('{Enter}');
    vi.useRealTimers();
    expect(api.callsTo('auditoria.lista')).toHaveLength(lidas);
    expect(router.state.location.search).toBe('');
  });

  it('a filter the server refuses shows its message beside the field', async () => {
    const { api } = abrir(
      {
        'auditoria.lista': (c) =>
          c.query.ate ? errorResponse(400, 'Ocorreu um erro de validação.', { 'query.ate': ['A data inicial deve ser anterior ou igual à final.'] }) : PAGINAS['']!,
      },
      '/configuracoes/auditoria?de=2026-03-10&ate=2026-03-01',
    );
    const ate = await screen.findByLabelText('Até');
    await waitFor(() => expect(ate).toHaveAttribute('aria-invalid', 'true'));
    expect(ate).toHaveAccessibleDescription('A data inicial deve ser anterior ou igual à final.');
    expect(screen.getByLabelText('De')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Corrija o filtro indicado acima para ver os registros.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('auditoria.lista')[0]!.query).toEqual({ de: '2026-03-10', ate: '2026-03-01' });
  });

  it('an empty result says so; a failed load opens the error dialog and offers to try again', async () => {
    let falhar = true;
    const { user } = abrir({ 'auditoria.lista': () => (falhar ? errorResponse(503, 'Serviço indisponível.') : { itens: [] }) });
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog).toHaveTextContent('Serviço indisponível.');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar: registros de auditoria.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas da auditoria' })).not.toBeInTheDocument();
  });

  it('shows a labelled loading state until the first page arrives', async () => {
    let responder: (p: PaginaAuditoria) => void = () => undefined;
    abrir({ 'auditoria.lista': () => new Promise<PaginaAuditoria>((r) => (responder = r)) });
    expect(await screen.findByRole('status', { name: 'Carregando registros de auditoria' })).toBeInTheDocument();
    responder(PAGINAS['']!);
    expect(await tabela()).toBeInTheDocument();
  });

  it('is for administrators: a doctor is sent away', async () => {
    signIn(USERS.medico);
    stubApi({});
    const { router } = renderApp('/configuracoes/auditoria');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/configuracoes/auditoria'));
  });

  describe('on a phone', () => {
    onAPhone();
    it('each entry is a card named by its action and entity, with when, who and the changes', async () => {
      abrir();
      const lista = await screen.findByRole('list', { name: 'Registros de auditoria' });
      const card = within(lista).getByRole('article', { name: 'Criação · Área: Cardiologia' });
      expect(card).toHaveTextContent('16/03/2026 10:05');
      expect(card).toHaveTextContent('admin@hospital.example');
      expect(card).toHaveTextContent('nome: — → Cardiologia');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
