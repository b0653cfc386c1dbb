import { screen, waitFor, within } from '@testing-library/react';
import { declaracaoArquivo } from '@emc/shared/relatorios';
import { describe, expect, it, vi } from 'vitest';
import { enterMedicoView } from '@/lib/auth/view-state';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { detalhe, MEDICO_BACKEND, HISTORICO_PARTICIPACOES, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';
import { cicloLabel } from '@emc/shared/ciclo';
import { historicoYAxisMax } from '../components/chart-scale';
import { DECLARACAO_AJUDA, DECLARACAO_FALHA } from '../components/declaracao-botao';
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

/** The statement's presigned link, as the API answers it (a JSON string), and its file. */
const LINK = 'https://files.example/relatorios/declaracoes/med-1/ABCD.pdf?X-Amz-Signature=1';

/**
 * The API stubbed by route id, and the statement's presigned link (another origin) answered by
 * `arquivo`; every saved file's name is collected (the temporary link's click does not navigate).
 */
function stubDeclaracao(handlers: ApiHandlers, arquivo: () => Response | Promise<Response> = () => new Response(new Blob(['%PDF-1.7']), { status: 200 })) {
  const api = stubApi(handlers);
  const arquivos: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.startsWith('https://files.example/')) return api.mock(input, init);
      arquivos.push({ url, init });
      return arquivo();
    }),
  );
  const salvos: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    salvos.push(this.download);
  });
  return { ...api, arquivos, salvos };
}

/** A promise and its resolver, to hold an answer while the test looks at the button. */
function adiado<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('historico: the credit statement (Declaração de créditos)', () => {
  it("issues the chosen cycle's statement: 'Gerando ...' while it runs, then saves the PDF under its name", async () => {
    signIn(USERS.medico);
    const resposta = adiado<string>();
    const api = stubDeclaracao({ ...MEDICO_BACKEND, 'relatorios.declaracao': () => resposta.promise });
    const { user } = renderApp('/historico');
    await screen.findByRole('table', { name: 'Participações aprovadas no Ciclo 19' });

    const botao = screen.getByRole('button', { name: 'Declaração de créditos' });
    expect(botao).toHaveAccessibleDescription(DECLARACAO_AJUDA);
    expect(botao).toBeEnabled();
    await user.click(botao);
    const gerando = await screen.findByRole('button', { name: 'Gerando ...' });
    expect(gerando).toBeDisabled();
    // The statement's code loads on the click, then asks the API.
    await waitFor(() => expect(api.callsTo('relatorios.declaracao')).toHaveLength(1));
    expect(api.callsTo('relatorios.declaracao')[0]).toMatchObject({ params: { idMedico: 'med-1' }, query: { ciclo: '19' } });

    // The API answers the link as a JSON string (spec section 7).
    resposta.resolve(LINK);
    await waitFor(() => expect(api.salvos).toEqual([declaracaoArquivo(19)]));
    expect(api.salvos).toEqual(['declaracao_creditos_ciclo_19.pdf']);
    expect(api.arquivos).toHaveLength(1);
    expect(api.arquivos[0]!.url).toBe(LINK);
    expect(api.arquivos[0]!.init).toMatchObject({ credentials: 'omit' });
    expect(await screen.findByRole('button', { name: 'Declaração de créditos' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows the cycle select: another cycle issues that cycle’s statement', async () => {
    signIn(USERS.medico);
    const api = stubDeclaracao({ ...MEDICO_BACKEND, 'relatorios.declaracao': () => LINK });
    const { user } = renderApp('/historico');
    await screen.findByRole('table', { name: 'Participações aprovadas no Ciclo 19' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ciclo' }), 'Ciclo 17 (2024)');
    await user.click(screen.getByRole('button', { name: 'Declaração de créditos' }));
    await waitFor(() => expect(api.salvos).toEqual(['declaracao_creditos_ciclo_17.pdf']));
    expect(api.callsTo('relatorios.declaracao').map((c) => c.query)).toEqual([{ ciclo: '17' }]);
  });

  it('a secretary gets the statement of the doctor she acts for', async () => {
    signIn(USERS.secretaria);
    enterMedicoView({ id: 'med-7', nome: 'Dr. Pedro Alves', crm: '445566' });
    const api = stubDeclaracao({ ...MEDICO_BACKEND, 'relatorios.declaracao': () => LINK });
    const { user } = renderApp('/historico?ciclo=18');
    await screen.findByRole('table', { name: 'Participações aprovadas no Ciclo 18' });
    await user.click(screen.getByRole('button', { name: 'Declaração de créditos' }));
    await waitFor(() => expect(api.salvos).toEqual(['declaracao_creditos_ciclo_18.pdf']));
    expect(api.callsTo('relatorios.declaracao')[0]).toMatchObject({ params: { idMedico: 'med-7' }, query: { ciclo: '18' } });
  });

  it('a refusal of the API, or a link that does not download, shows the error toast and the button again', async () => {
    signIn(USERS.medico);
    let falhas = 0;
    const api = stubDeclaracao(
      {
        ...MEDICO_BACKEND,
        'relatorios.declaracao': () => (falhas++ === 0 ? errorResponse(500, 'x') : LINK),
      },
      () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }),
    );
    const { user } = renderApp('/historico');
    await screen.findByRole('table', { name: 'Participações aprovadas no Ciclo 19' });

    await user.click(screen.getByRole('button', { name: 'Declaração de créditos' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(DECLARACAO_FALHA);
    expect(await screen.findByRole('button', { name: 'Declaração de créditos' })).toBeEnabled();

    // The link is answered, but the file cannot be fetched (expired, say): the same toast.
    await user.click(screen.getByRole('button', { name: 'Declaração de créditos' }));
    await waitFor(() => expect(api.arquivos).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').every((a) => a.textContent?.includes(DECLARACAO_FALHA))).toBe(true);
    expect(api.salvos).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Declaração de créditos' })).toBeEnabled();
  });

  it('the button waits for the cycles: disabled until the select has one', async () => {
    signIn(USERS.medico);
    const ciclos = adiado<unknown>();
    stubDeclaracao({ ...MEDICO_BACKEND, 'participacao.ciclos': () => ciclos.promise });
    renderApp('/historico');
    expect(await screen.findByRole('button', { name: 'Declaração de créditos' })).toBeDisabled();
    ciclos.resolve((MEDICO_BACKEND['participacao.ciclos'] as () => unknown)());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Declaração de créditos' })).toBeEnabled());
  });
});

describe('historico: the statement on a phone (390 px)', () => {
  onAPhone();

  it('the button stays reachable next to the cycle select', async () => {
    signIn(USERS.medico);
    const api = stubDeclaracao({ ...MEDICO_BACKEND, 'relatorios.declaracao': () => LINK });
    const { user } = renderApp('/historico');
    await screen.findByRole('list', { name: 'Participações aprovadas no Ciclo 19' });
    await user.click(screen.getByRole('button', { name: 'Declaração de créditos' }));
    await waitFor(() => expect(api.salvos).toEqual(['declaracao_creditos_ciclo_19.pdf']));
  });
});
