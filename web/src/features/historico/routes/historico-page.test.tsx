import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { detalhe, MEDICO_BACKEND, HISTORICO_PARTICIPACOES, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';
import { cicloLabel, historicoYAxisMax } from '../components/chart-scale';
import { SEM_APROVADAS } from './historico-page';

describe('history chart scale', () => {
  it('y axis max: 140 when totalPontos ≤ 120, totalPontos + 20 above', () => {
    expect(historicoYAxisMax(0)).toBe(140);
    expect(historicoYAxisMax(50)).toBe(140);
    expect(historicoYAxisMax(120)).toBe(140);
    expect(historicoYAxisMax(120.5)).toBe(140.5);
    expect(historicoYAxisMax(121)).toBe(141);
    expect(historicoYAxisMax(228)).toBe(248);
    expect(historicoYAxisMax(undefined)).toBe(140);
    expect(cicloLabel(19)).toBe('Ciclo 19');
  });
});

describe('historico', () => {
  it('shows the chart, the total, the current cycle by default and its approved participations', async () => {
    signIn(USERS.medico);
    const api = stubApi(MEDICO_BACKEND);
    renderApp('/historico');
    expect(await screen.findByRole('heading', { name: 'Histórico', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Total de participações: 31')).toBeInTheDocument();
    expect(api.callsTo('medico.historicoCiclos')[0]!.params).toEqual({ id: 'med-1' });

    // The chart's numbers, for screen readers too.
    const dados = screen.getByRole('table', { name: 'Créditos por ciclo e meta' });
    expect(within(dados).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([12, 13, 14, 15, 16, 17, 18, 19].map((c) => `Ciclo ${c}`));

    const ciclo = screen.getByRole('combobox', { name: 'Ciclo' });
    await waitFor(() => expect(ciclo).toHaveValue('19'));
    const tabela = await screen.findByRole('table', { name: 'Participações aprovadas no Ciclo 19' });
    expect(within(tabela).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Categoria', 'Título', 'Participação', 'Créditos', 'Valor', 'Ações']);
    const [, primeira, segunda] = within(tabela).getAllByRole('row');
    expect(within(primeira!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Congresso', 'Congresso de Cardiologia', 'Palestrante', '10', 'Alto valor', '']);
    expect(segunda).toHaveTextContent('4,5');
    expect(segunda).toHaveTextContent('Médio valor');
    expect(api.callsTo('medico.historicoParticipacoesCiclos')[0]!.query).toEqual({ idMedico: 'med-1', ciclo: '19', page: '1' });
  });

  it('a page past the last (?page=5 of 1) shows the last page, with its pagination', async () => {
    signIn(USERS.medico);
    const api = stubApi({
      ...MEDICO_BACKEND,
      'medico.historicoParticipacoesCiclos': (req) =>
        req.query.page === '1' ? page(HISTORICO_PARTICIPACOES) : page([], { page: Number(req.query.page), totalItems: 2, totalPages: 1 }),
    });
    const { router } = renderApp('/historico?ciclo=19&page=5');
    const tabela = await screen.findByRole('table', { name: 'Participações aprovadas no Ciclo 19' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(router.state.location.search).toBe('?ciclo=19'));
    expect(api.callsTo('medico.historicoParticipacoesCiclos').map((c) => c.query.page)).toEqual(['5', '1']);
    expect(screen.queryByText(SEM_APROVADAS)).not.toBeInTheDocument();
  });

  it('an unknown cycle (?ciclo=99) falls back to the current one, in the select, the table and the URL', async () => {
    signIn(USERS.medico);
    const api = stubApi(MEDICO_BACKEND);
    const { router } = renderApp('/historico?ciclo=99&page=3');
    await screen.findByRole('table', { name: 'Participações aprovadas no Ciclo 19' });
    expect(screen.getByRole('combobox', { name: 'Ciclo' })).toHaveValue('19');
    await waitFor(() => expect(router.state.location.search).toBe('?ciclo=19'));
    expect(api.callsTo('medico.historicoParticipacoesCiclos').map((c) => c.query.ciclo)).not.toContain('99');
  });

  it("the row menu 'Ações' offers 'Ver detalhes', which opens the participation", async () => {
    signIn(USERS.medico);
    stubApi({ ...MEDICO_BACKEND, 'participacao.getById': () => detalhe({ id: 'h-2', titulo: 'Curso de ACLS' }) });
    const { user, router } = renderApp('/historico');
    const tabela = await screen.findByRole('table', { name: /Participações aprovadas/ });
    const botoes = within(tabela).getAllByRole('button', { name: 'Ações' });
    expect(botoes).toHaveLength(2);
    expect(botoes[1]).toHaveAccessibleDescription('Curso de ACLS');
    await user.click(botoes[1]!);
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Ver detalhes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao-medico/editar/h-2'));
    expect(await screen.findByRole('heading', { name: 'Curso de ACLS', level: 1 })).toBeInTheDocument();
  });

  it('choosing another cycle loads it; an empty cycle says so', async () => {
    signIn(USERS.medico);
    const api = stubApi({
      ...MEDICO_BACKEND,
      'medico.historicoParticipacoesCiclos': (call) => (call.query.ciclo === '18' ? page([]) : page(HISTORICO_PARTICIPACOES)),
    });
    const { user } = renderApp('/historico');
    await screen.findByRole('table', { name: 'Participações aprovadas no Ciclo 19' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ciclo' }), 'Ciclo 18 (2025)');
    expect(await screen.findByText('Nenhuma participação aprovada neste ciclo.')).toBeInTheDocument();
    expect(api.callsTo('medico.historicoParticipacoesCiclos').at(-1)!.query).toEqual({ idMedico: 'med-1', ciclo: '18', page: '1' });
  });

  it('pages through a cycle', async () => {
    signIn(USERS.medico);
    const api = stubApi({
      ...MEDICO_BACKEND,
      'medico.historicoParticipacoesCiclos': (call) =>
        page([{ ...HISTORICO_PARTICIPACOES[0]!, id: `h-${call.query.page}`, titulo: `Atividade ${call.query.page}` }], {
          page: Number(call.query.page),
          totalPages: 2,
        }),
    });
    const { user } = renderApp('/historico');
    await screen.findByText('Atividade 1');
    await user.click(within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Atividade 2')).toBeInTheDocument();
    expect(api.callsTo('medico.historicoParticipacoesCiclos').at(-1)!.query.page).toBe('2');
  });
});

describe('historico on a phone (390 px)', () => {
  onAPhone();

  it('lists the cycle’s participations as cards with every column, and "Ações" → "Ver detalhes" still opens one', async () => {
    signIn(USERS.medico);
    stubApi({ ...MEDICO_BACKEND, 'participacao.getById': () => detalhe({ id: 'h-2', titulo: 'Curso de ACLS' }) });
    const { user, router } = renderApp('/historico');
    const lista = await screen.findByRole('list', { name: 'Participações aprovadas no Ciclo 19' });
    expect(screen.queryByRole('table', { name: /Participações aprovadas/ })).not.toBeInTheDocument();
    const cards = within(lista).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-labelledby') && within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Congresso de Cardiologia',
      'Curso de ACLS',
    ]);
    expect(cards[0]).toHaveAccessibleName('Congresso de Cardiologia');
    expect(cards[0]).toHaveTextContent('Congresso · Palestrante');
    expect(cards[0]).toHaveTextContent('Créditos:10');
    expect(cards[0]).toHaveTextContent('Valor:Alto valor');
    expect(cards[1]).toHaveTextContent('Créditos:4,5');

    const acoes = within(cards[1]!).getByRole('button', { name: 'Ações' });
    expect(acoes).toHaveAccessibleDescription('Curso de ACLS');
    await user.click(acoes);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Ver detalhes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao-medico/editar/h-2'));
  });
});
