import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi } from '@/testing/api';
import { detalhe, MEDICO_BACKEND, page, resumo } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';

describe('participacao-medico/home', () => {
  it('status tabs with their counts, the list of the selected status, and each item opens its page', async () => {
    signIn(USERS.medico);
    const api = stubApi({
      ...MEDICO_BACKEND,
      'medico.participacoesStatus': (call) =>
        call.query.status === '4'
          ? page([resumo({ id: 'p-4', titulo: 'Curso de ACLS', status: 4, statusNome: 'Em ajuste', quantidadeAnexos: 0, motivo: 'Envie o certificado com a carga horária.' })])
          : call.query.status === '2'
            ? page([resumo({ id: 'p-2', titulo: 'Congresso de Cardiologia', status: 2, statusNome: 'Aprovada', credito: 7.5 })])
            : page([resumo()]),
      'participacao.getById': () => detalhe({ id: 'p-4', titulo: 'Curso de ACLS' }),
    });
    const { user, router } = renderApp('/participacao-medico/home');
    expect(await screen.findByRole('heading', { name: 'Participações', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Dra. Ângela Conceição · CRM 123456')).toBeInTheDocument();

    const tabs = screen.getByRole('tablist', { name: 'Status das participações' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Pendente/ })).toHaveTextContent('3'));
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Pendente3 participações',
      'Aprovada12 participações',
      'Reprovada1 participação',
      'Em ajuste2 participações',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Aprovada 12 participações' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /Pendente/ })).toHaveAttribute('aria-selected', 'true');

    const card = await screen.findByRole('article', { name: 'Jornada de Clínica Médica' });
    expect(card).toHaveTextContent('Congresso · Ouvinte');
    expect(card).toHaveTextContent('Período:02/02/2026 a 03/02/2026');
    expect(card).toHaveTextContent('Carga horária:8 h');
    expect(card).toHaveTextContent('Ciclo:19');
    expect(card).not.toHaveTextContent('Créditos');
    expect(card).not.toHaveTextContent('sem comprovante');
    expect(api.callsTo('medico.participacoesStatus')[0]!.query).toEqual({ idMedico: 'med-1', status: '1', page: '1' });

    await user.click(within(tabs).getByRole('tab', { name: /Aprovada/ }));
    const aprovada = await screen.findByRole('article', { name: 'Congresso de Cardiologia' });
    expect(aprovada).toHaveTextContent('Créditos:7,5');
    expect(router.state.location.search).toBe('?status=2');

    await user.click(within(tabs).getByRole('tab', { name: /Em ajuste/ }));
    const ajuste = await screen.findByRole('article', { name: 'Curso de ACLS' });
    expect(ajuste).toHaveTextContent('sem comprovante');
    expect(ajuste).toHaveTextContent('Comentário da coordenação: Envie o certificado com a carga horária.');

    await user.click(within(ajuste).getByRole('link', { name: 'Curso de ACLS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao-medico/editar/p-4'));
  });

  it("a participation from the activity's attendance list says so instead of 'sem comprovante'", async () => {
    signIn(USERS.medico);
    stubApi({ ...MEDICO_BACKEND, 'medico.participacoesStatus': () => page([resumo({ id: 'p-7', titulo: 'Curso BLS', status: 2, statusNome: 'Aprovada', quantidadeAnexos: 0, origem: 'presenca' })]) });
    renderApp('/participacao-medico/home?status=2');
    const card = await screen.findByRole('article', { name: 'Curso BLS' });
    expect(card).toHaveTextContent('Presença registrada pela lista da atividade');
    expect(card).not.toHaveTextContent('sem comprovante');
  });

  it('pages through the list with the pagination control', async () => {
    signIn(USERS.medico);
    const api = stubApi({
      ...MEDICO_BACKEND,
      'medico.participacoesStatus': (call) =>
        page([resumo({ id: `p-${call.query.page}`, titulo: `Participação da página ${call.query.page}` })], {
          page: Number(call.query.page),
          totalPages: 3,
          totalItems: 25,
        }),
    });
    const { user, router } = renderApp('/participacao-medico/home');
    await screen.findByRole('article', { name: 'Participação da página 1' });
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    await user.click(within(nav).getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('article', { name: 'Participação da página 2' });
    expect(within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?status=1&page=2');
    expect(api.callsTo('medico.participacoesStatus').at(-1)!.query.page).toBe('2');
  });

  it('empty status and load errors', async () => {
    signIn(USERS.medico);
    stubApi({ ...MEDICO_BACKEND, 'medico.participacoesStatus': () => page([]) });
    const { unmount } = renderApp('/participacao-medico/home?status=3');
    expect(await screen.findByText('Nenhuma participação reprovada.')).toBeInTheDocument();
    unmount();

    stubApi({ ...MEDICO_BACKEND, 'medico.participacoesStatus': () => errorResponse(500, 'x') });
    renderApp('/participacao-medico/home');
    expect(await screen.findByText(/Ocorreu um erro no processamento, tente novamente mais tarde/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('a secretary on an unlinked doctor (403) gets the forbidden state', async () => {
    signIn(USERS.secretaria);
    window.localStorage.setItem('view-idMedico', 'med-9');
    window.localStorage.setItem('isMedicoView', 'true');
    const forbidden = () => errorResponse(403, 'Você não tem permissão para acessar este recurso.');
    stubApi({ ...MEDICO_BACKEND, 'medico.participacoesStatus': forbidden, 'medico.participacoesQuantidade': forbidden });
    renderApp('/participacao-medico/home');
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova participação' })).not.toBeInTheDocument();
  });
});
