import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/auth/session-store';
import { formatDate } from '@/lib/format';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND, filaItem, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

function openFila(path = '/participacao/home', handlers: ApiHandlers = {}) {
  signIn(USERS.admin);
  const api = stubApi({ ...ADMIN_BACKEND, ...handlers });
  return { ...renderApp(path), api };
}

const tabs = () => screen.getByRole('tablist', { name: 'Status das participações' });

describe('Área de Análise', () => {
  it('status tabs with the counts, Pendente first, and each card with the doctor, the data and a link to its review', async () => {
    const { user, router, api } = openFila('/participacao/home', {
      'analise.participacoesAdministrador': (call) =>
        call.query.status === '2'
          ? page([filaItem({ id: 'p-2', titulo: 'Congresso de Cardiologia', status: 2, statusNome: 'Aprovada', credito: 7.5 })])
          : page([filaItem()]),
    });
    expect(await screen.findByRole('heading', { name: 'Área de Análise', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(within(tabs()).getByRole('tab', { name: /Pendente/ })).toHaveTextContent('7'));
    expect(within(tabs()).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Pendente7 participações',
      'Aprovada40 participações',
      'Reprovada2 participações',
      'Em ajuste1 participação',
    ]);
    expect(within(tabs()).getByRole('tab', { name: /Pendente/ })).toHaveAttribute('aria-selected', 'true');

    const item = filaItem();
    const card = await screen.findByRole('article', { name: item.titulo });
    expect(card).toHaveTextContent('Dra. Ângela Conceição · CRM 123456');
    expect(card).toHaveTextContent('Congresso · Ouvinte');
    expect(card).toHaveTextContent(`Período:${formatDate(item.dataInicio)} a ${formatDate(item.dataFim)}`);
    expect(card).toHaveTextContent('Carga horária:8 h');
    expect(card).toHaveTextContent('Ciclo:19');
    expect(card).toHaveTextContent(`Registrada em:${formatDate(item.registradaEm)}`);
    expect(card).not.toHaveTextContent('Créditos');
    expect(api.callsTo('analise.participacoesAdministrador')[0]!.query).toEqual({ status: '1', page: '1' });
    expect(api.callsTo('analise.participacoesQuantidade')[0]!.query).toEqual({});

    await user.click(within(tabs()).getByRole('tab', { name: /Aprovada/ }));
    expect(await screen.findByRole('article', { name: 'Congresso de Cardiologia' })).toHaveTextContent('Créditos:7,5');
    expect(router.state.location.search).toBe('?status=2');

    await user.click(within(screen.getByRole('article', { name: 'Congresso de Cardiologia' })).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao/editar/p-2'));
  });

  it('flags a participation without a certificate and a possible duplicate', async () => {
    openFila('/participacao/home', {
      'analise.participacoesAdministrador': () =>
        page([filaItem({ id: 'p-1', titulo: 'Sem arquivo', quantidadeAnexos: 0 }), filaItem({ id: 'p-2', titulo: 'Repetida', possivelDuplicata: true })]),
    });
    const semArquivo = await screen.findByRole('article', { name: 'Sem arquivo' });
    expect(semArquivo).toHaveTextContent('sem comprovante');
    expect(semArquivo).not.toHaveTextContent('possível duplicata');
    const repetida = screen.getByRole('article', { name: 'Repetida' });
    expect(repetida).toHaveTextContent('possível duplicata');
    expect(repetida).not.toHaveTextContent('sem comprovante');
  });

  it("a participation from the activity's attendance list needs no certificate: the list is its proof", async () => {
    openFila('/participacao/home', {
      'analise.participacoesAdministrador': () => page([filaItem({ id: 'p-1', titulo: 'Curso BLS', quantidadeAnexos: 0, origem: 'presenca' })]),
    });
    const card = await screen.findByRole('article', { name: 'Curso BLS' });
    expect(card).toHaveTextContent('Presença registrada pela lista da atividade');
    expect(card).not.toHaveTextContent('sem comprovante');
  });

  it('category and cycle filters go to the list and the counts, are saved in browser storage, and survive a reload and a logout', async () => {
    const { user, api, unmount } = openFila();
    await screen.findByRole('article', { name: filaItem().titulo });

    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Gestão hospitalar' }));
    await waitFor(() => expect(api.callsTo('analise.participacoesAdministrador').at(-1)!.query).toEqual({ status: '1', page: '1', categoria: 'cat-gestao' }));
    expect(api.callsTo('analise.participacoesQuantidade').at(-1)!.query).toEqual({ categoria: 'cat-gestao' });

    await user.click(screen.getByRole('combobox', { name: 'Ciclo' }));
    expect(screen.getByRole('option', { name: 'Todos os ciclos' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Ciclo 18 (2025)' }));
    await waitFor(() =>
      expect(api.callsTo('analise.participacoesAdministrador').at(-1)!.query).toEqual({ status: '1', page: '1', categoria: 'cat-gestao', ciclo: '18' }),
    );
    expect(window.localStorage.getItem('emc-filtro-categoria')).toBe('cat-gestao');
    expect(window.localStorage.getItem('emc-filtro-ciclo')).toBe('18');
    unmount();

    // Logout clears the session, not the saved filters; the next visit starts with them.
    clearSession();
    expect(window.localStorage.getItem('emc-filtro-categoria')).toBe('cat-gestao');
    const again = openFila();
    await waitFor(() => expect(again.api.callsTo('analise.participacoesAdministrador')[0]!.query).toEqual({ status: '1', page: '1', categoria: 'cat-gestao', ciclo: '18' }));
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveTextContent('Gestão hospitalar');
    expect(screen.getByRole('combobox', { name: 'Ciclo' })).toHaveTextContent('Ciclo 18 (2025)');
  });

  it('the name filter suggests doctors from 3 characters and sends the chosen name as texto', async () => {
    const { user, api } = openFila();
    await screen.findByRole('article', { name: filaItem().titulo });
    const busca = screen.getByRole('combobox', { name: 'Médico ou CRM' });

    await user.type(busca, 'Ân');
    // The typed text, once debounced, filters the queue; a search for it would have been asked in that same render, before.
    await waitFor(() => expect(api.callsTo('analise.participacoesAdministrador').at(-1)!.query).toEqual({ status: '1', page: '1', texto: 'Ân' }));
    expect(api.callsTo('medico.byNameCrm')).toHaveLength(0);

    await user.type(busca, 'g');
    const opcao = await screen.findByRole('option', { name: /Dra\. Ângela Conceição/ });
    expect(opcao).toHaveTextContent('CRM 123456');
    expect(screen.getByRole('option', { name: /Dr\. Ângelo Martins/ })).toHaveTextContent('CRM 654321');
    expect(api.callsTo('medico.byNameCrm')[0]!.params).toEqual({ text: 'Âng' });

    await user.click(opcao);
    await waitFor(() =>
      expect(api.callsTo('analise.participacoesAdministrador').at(-1)!.query).toEqual({ status: '1', page: '1', texto: 'Dra. Ângela Conceição' }),
    );
    expect(api.callsTo('analise.participacoesQuantidade').at(-1)!.query).toEqual({ texto: 'Dra. Ângela Conceição' });
    expect(window.localStorage.getItem('emc-filtro-nome')).toBe('Dra. Ângela Conceição');
  });

  it('a whole long name filters; a text past 200 characters stays whole, says so and does not filter (issue 28, defects 8 and 12)', async () => {
    const { user, api } = openFila();
    await screen.findByRole('article', { name: filaItem().titulo });
    const busca = screen.getByRole('combobox', { name: 'Médico ou CRM' });
    const nome = `Joaquina${'X'.repeat(120)}`;
    await user.click(busca);
    await user.paste(nome);
    await waitFor(() => expect(api.callsTo('analise.participacoesAdministrador').at(-1)!.query).toEqual({ status: '1', page: '1', texto: nome }));
    // A name of up to 150 characters is still suggested.
    expect(api.callsTo('medico.byNameCrm').at(-1)!.params).toEqual({ text: nome });
    const lidas = api.callsTo('analise.participacoesAdministrador').length;
    // Fake timers (the clock still advances on its own, for the waits) so the filter's pause can be run out at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.paste('Y'.repeat(80));
    await waitFor(() => expect(busca).toHaveAccessibleDescription('208 de 200 caracteres: apague 8 caracteres.'));
    expect(busca).toHaveAttribute('aria-invalid', 'true');
    expect(busca).toHaveValue(`${nome}${'Y'.repeat(80)}`);
    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    expect(api.callsTo('analise.participacoesAdministrador')).toHaveLength(lidas);
    expect(window.localStorage.getItem('emc-filtro-nome')).toBe(nome);
  });

  it('typed text (a CRM) filters once it stops changing; a page past the last becomes the last', async () => {
    const { user, api, router } = openFila('/participacao/home?status=1&page=9', {
      'analise.participacoesAdministrador': (call) =>
        page([filaItem({ id: `p-${call.query.page}`, titulo: `Página ${call.query.page}` })], { page: Math.min(3, Number(call.query.page)), totalPages: 3, totalItems: 25 }),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=1&page=3'));
    expect(await screen.findByRole('article', { name: 'Página 3' })).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Médico ou CRM' }), '654321');
    await waitFor(() => expect(api.callsTo('analise.participacoesAdministrador').at(-1)!.query).toEqual({ status: '1', page: '1', texto: '654321' }));
    expect(router.state.location.search).toBe('?status=1');
  });

  it('an empty queue, and a load error with a retry', async () => {
    const { unmount } = openFila('/participacao/home', { 'analise.participacoesAdministrador': () => page([]) });
    expect(await screen.findByText('Nenhuma participação para exibir.')).toBeInTheDocument();
    unmount();

    let falhar = true;
    const { user } = openFila('/participacao/home', {
      'analise.participacoesAdministrador': () => (falhar ? errorResponse(500, 'x') : page([filaItem()])),
    });
    expect(await screen.findByText(/Ocorreu um erro no processamento, tente novamente mais tarde/)).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: filaItem().titulo })).toBeInTheDocument();
  });
});

describe('Área de Análise on a phone', () => {
  onAPhone();

  it('the filters fold behind "Filtros", which counts the ones in use; the queue is a list of cards', async () => {
    window.localStorage.setItem('emc-filtro-ciclo', '19');
    const { user } = openFila();
    expect(await screen.findByRole('article', { name: filaItem().titulo })).toBeInTheDocument();
    const filtros = screen.getByRole('button', { name: 'Filtros (1)' });
    expect(filtros).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Ciclo' })).not.toBeInTheDocument();
    await user.click(filtros);
    expect(filtros).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: 'Ciclo' })).toHaveTextContent('Ciclo 19 (2026)');
  });
});
