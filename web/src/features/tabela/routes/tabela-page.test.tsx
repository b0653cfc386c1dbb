import { act, screen, waitFor, within } from '@testing-library/react';
import type { ClassificacaoAdmin } from '@emc/shared/catalogos';
import type { Ciclo } from '@emc/shared/participacao';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND, CATEGORIAS, CICLOS, FORMAS, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const LINHAS: ClassificacaoAdmin[] = [
  {
    id: 'cls-int',
    descricao: 'Congresso internacional',
    idCategoria: 'cat-congresso',
    categoria: 'Congresso',
    idForma: 'forma-palestrante',
    forma: 'Palestrante',
    valor: 'alto valor',
    pontos: 10,
    unidade: 'evento',
    tetoCiclo: 20,
    ativo: true,
  },
  {
    id: 'cls-curso',
    descricao: 'Curso de atualização',
    idCategoria: 'cat-antiga',
    categoria: 'Curso antigo',
    idForma: 'forma-ouvinte',
    forma: 'Ouvinte',
    valor: 'baixo valor',
    pontos: 0.5,
    unidade: 'hora',
    ativo: false,
  },
];

function openTabela(handlers: ApiHandlers = {}, path = '/tabela') {
  signIn(USERS.admin);
  const api = stubApi({
    ...ADMIN_BACKEND,
    'tabela.classificacaoGetAllPagination': () => page(LINHAS),
    'tabela.categorias': () => CATEGORIAS,
    'tabela.formas': () => FORMAS,
    ...handlers,
  });
  return { ...renderApp(path), api };
}

const tabela = () => screen.findByRole('table', { name: 'Classificações' });

describe('Tabela de Créditos', () => {
  it('lists the rows with value, points per unit, cap and situation, and searches by description from the URL', async () => {
    const { user, api, router } = openTabela({}, '/tabela?page=2');
    expect(await screen.findByRole('heading', { name: 'Tabela de Créditos', level: 1 })).toBeInTheDocument();
    const rows = within(await tabela()).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DescriçãoCategoriaFormaValorPontosTeto por cicloSituaçãoAções',
      'Congresso internacionalCongressoPalestranteAlto valor10 por evento20 créditosAtivaEditarDesativar',
      'Curso de atualizaçãoCurso antigoOuvinteBaixo valor0,5 por hora—InativaEditarReativar',
    ]);
    expect(api.callsTo('tabela.classificacaoGetAllPagination')[0]!.query).toEqual({ page: '2' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por descrição, categoria ou forma' }), 'congresso');
    await waitFor(() => expect(api.callsTo('tabela.classificacaoGetAllPagination').at(-1)!.query).toEqual({ page: '1', filter: 'congresso' }));
    expect(router.state.location.search).toBe('?busca=congresso');
  });

  it('a search pasted past 100 characters stays whole in the field, says so, and is not searched (issue 28, defect 12)', async () => {
    const { user, api, router } = openTabela();
    await tabela();
    const busca = screen.getByRole('searchbox', { name: 'Buscar por descrição, categoria ou forma' });
    await user.click(busca);
    await user.paste('c'.repeat(90));
    await waitFor(() => expect(busca).toHaveAccessibleDescription('90 de 100 caracteres'));
    await waitFor(() => expect(api.callsTo('tabela.classificacaoGetAllPagination').at(-1)!.query).toEqual({ page: '1', filter: 'c'.repeat(90) }));
    const lidas = api.callsTo('tabela.classificacaoGetAllPagination').length;
    // Fake timers (the clock still advances on its own, for the waits) so the search's pause can be run out at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.paste('d'.repeat(12));
    expect(busca).toHaveValue(`${'c'.repeat(90)}${'d'.repeat(12)}`);
    await waitFor(() => expect(busca).toHaveAccessibleDescription('102 de 100 caracteres: apague 2 caracteres.'));
    expect(busca).toHaveAttribute('aria-invalid', 'true');
    // Past the pause the search would have gone (350 ms): the URL and the list keep the last one that fits.
    await act(() => vi.advanceTimersByTimeAsync(400));
    vi.useRealTimers();
    expect(api.callsTo('tabela.classificacaoGetAllPagination')).toHaveLength(lidas);
    expect(router.state.location.search).toBe(`?busca=${'c'.repeat(90)}`);
    await user.type(busca, '{Backspace}{Backspace}');
    await waitFor(() => expect(api.callsTo('tabela.classificacaoGetAllPagination').at(-1)!.query).toEqual({ page: '1', filter: `${'c'.repeat(90)}${'d'.repeat(10)}` }));
    expect(busca).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a description pasted past 200 characters stays whole, with the limit under the field, and is not sent (issue 28, defect 12)', async () => {
    const { user, api } = openTabela();
    await user.click(await screen.findByRole('button', { name: 'Nova classificação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova classificação' });
    const descricao = within(dialog).getByRole('textbox', { name: /^Descrição/ });
    await user.click(descricao);
    await user.paste('x'.repeat(201));
    expect(descricao).toHaveValue('x'.repeat(201));
    expect(descricao).toHaveAttribute('aria-invalid', 'true');
    expect(descricao).toHaveAccessibleDescription(expect.stringContaining('201 de 200 caracteres: apague 1 caractere.'));
    expect(within(dialog).getByText('A descrição deve ter no máximo 200 caracteres.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(api.callsTo('tabela.classificacaoCreate')).toHaveLength(0);
  });

  it('moves between the three pages of the credit table by links, marking the current one', async () => {
    const { user, router } = openTabela({ 'tabela.categoriaGetAllPagination': () => page([]) });
    const nav = await screen.findByRole('navigation', { name: 'Tabela de Créditos' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
      ['Classificações', '/tabela', 'page'],
      ['Categorias', '/categorias', null],
      ['Formas de participação', '/formas', null],
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Categorias' }));
    expect(await screen.findByRole('heading', { name: 'Categorias', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/categorias');
    expect(within(screen.getByRole('navigation', { name: 'Tabela de Créditos' })).getByRole('link', { name: 'Categorias' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the empty list, and a load error with a retry', async () => {
    let falhar = true;
    const { user } = openTabela({ 'tabela.classificacaoGetAllPagination': () => (falhar ? errorResponse(500, 'x') : page([])) });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar: classificações.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma classificação cadastrada.')).toBeInTheDocument();
  });

  it('creates a row: fields checked as typed, points with a comma, a duplicate (409) above the form, a 400 on its field', async () => {
    let tentativa = 0;
    const { user, api } = openTabela({
      'tabela.classificacaoCreate': (call) => {
        tentativa++;
        if (tentativa === 1) return errorResponse(409, 'Já existe uma classificação com esta descrição, categoria e forma.');
        if (tentativa === 2) return errorResponse(400, 'Ocorreu um erro de validação.', { tetoCiclo: ['O teto por ciclo deve ser de no máximo 1000.'] });
        return { ...LINHAS[0]!, ...(call.body as object), id: 'cls-novo', categoria: 'Gestão hospitalar', forma: 'Ouvinte', ativo: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nova classificação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova classificação' });
    expect(dialog).toHaveTextContent('Alterar os pontos vale para as próximas aprovações; as participações já aprovadas mantêm seus créditos.');

    const descricao = within(dialog).getByRole('textbox', { name: /^Descrição/ });
    await user.type(descricao, 'Jo');
    expect(await within(dialog).findByText('A descrição deve ter ao menos 3 caracteres.')).toBeInTheDocument();
    await user.type(descricao, 'rnada de gestão');

    const pontos = within(dialog).getByRole('textbox', { name: /^Pontos/ });
    expect(pontos).toHaveAccessibleDescription(/Alterar os pontos vale para as próximas aprovações/);
    await user.type(pontos, '1.000');
    expect(await within(dialog).findByText('Use um número com no máximo uma vírgula decimal (ex.: 1,5).')).toBeInTheDocument();
    await user.clear(pontos);
    await user.type(pontos, '0,3');
    expect(await within(dialog).findByText('Os pontos devem ser em passos de 0,5.')).toBeInTheDocument();
    await user.clear(pontos);
    await user.type(pontos, '1,5');
    await waitFor(() => expect(pontos).toHaveAttribute('aria-invalid', 'false'));

    // Submitting with the selects still empty names each of them.
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione a categoria.')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione a forma de participação.')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione o valor (alto, médio ou baixo).')).toBeInTheDocument();
    expect(api.callsTo('tabela.classificacaoCreate')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Categoria/ }), 'Gestão hospitalar');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Forma de participação/ }), 'Ouvinte');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Valor/ }), 'Médio valor');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Unidade/ }), 'Por hora');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Já existe uma classificação com esta descrição, categoria e forma.');

    const teto = within(dialog).getByRole('textbox', { name: /^Teto por ciclo/ });
    await user.type(teto, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O teto por ciclo deve ser de no máximo 1000.')).toBeInTheDocument();
    expect(teto).toHaveAttribute('aria-invalid', 'true');

    const antes = api.callsTo('tabela.classificacaoGetAllPagination').length;
    await user.clear(teto);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Classificação “Jornada de gestão” cadastrada.')).toBeInTheDocument();

    const creates = api.callsTo('tabela.classificacaoCreate');
    const corpo = { descricao: 'Jornada de gestão', idCategoria: 'cat-gestao', idForma: 'forma-ouvinte', valor: 'medio valor', pontos: 1.5, unidade: 'hora' };
    expect(creates.map((c) => c.body)).toEqual([
      { ...corpo, tetoCiclo: null },
      { ...corpo, tetoCiclo: 12 },
      { ...corpo, tetoCiclo: null },
    ]);
    expect(new Set(creates.map((c) => c.headers['idempotency-key'])).size).toBe(1);
    expect(creates[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(api.callsTo('tabela.classificacaoGetAllPagination').length).toBeGreaterThan(antes));
  });

  it('edits a row: its values filled in (a deactivated category kept), new points saved for later approvals', async () => {
    const { user, api } = openTabela({
      'tabela.classificacaoUpdate': (call) => ({ ...LINHAS[1]!, ...(call.body as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Curso de atualização' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar classificação' });
    expect(within(dialog).getByRole('textbox', { name: /^Descrição/ })).toHaveValue('Curso de atualização');
    const categoria = within(dialog).getByRole('combobox', { name: /^Categoria/ });
    await waitFor(() => expect(within(categoria).getByRole('option', { name: 'Curso antigo (inativa)' })).toBeInTheDocument());
    expect(categoria).toHaveValue('cat-antiga');
    expect(within(dialog).getByRole('combobox', { name: /^Valor/ })).toHaveValue('baixo valor');
    expect(within(dialog).getByRole('combobox', { name: /^Unidade/ })).toHaveValue('hora');
    const pontos = within(dialog).getByRole('textbox', { name: /^Pontos/ });
    expect(pontos).toHaveValue('0,5');
    expect(within(dialog).getByRole('textbox', { name: /^Teto por ciclo/ })).toHaveValue('');

    await user.clear(pontos);
    await user.type(pontos, '1.5');
    await user.tab();
    expect(pontos).toHaveValue('1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Classificação “Curso de atualização” atualizada.')).toBeInTheDocument();
    expect(api.callsTo('tabela.classificacaoUpdate').map((c) => c.body)).toEqual([
      {
        id: 'cls-curso',
        descricao: 'Curso de atualização',
        idCategoria: 'cat-antiga',
        idForma: 'forma-ouvinte',
        valor: 'baixo valor',
        pontos: 1.5,
        unidade: 'hora',
        tetoCiclo: null,
      },
    ]);
  });

  it("a cap change shows the recount of the row's earlier approvals above the list, until it ends", async () => {
    const tarefa = { id: 'job-teto', tipo: 'teto' as const, estado: 'pendente' as const, feitos: 0, total: 0, alterados: 0, criadaEm: '2026-03-02T12:00:00.000Z' };
    let leituras = 0;
    const { user } = openTabela({
      'tabela.classificacaoUpdate': (call) => ({ ...LINHAS[0]!, ...(call.body as object), tarefa }),
      'tabela.tarefa': () => (++leituras < 2 ? { ...tarefa, estado: 'executando', feitos: 3, total: 8 } : { ...tarefa, estado: 'concluida', feitos: 8, total: 8, alterados: 5 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Congresso internacional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar classificação' });
    const teto = within(dialog).getByRole('textbox', { name: /^Teto por ciclo/ });
    await user.clear(teto);
    await user.type(teto, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('progressbar', { name: /recontando: (0|3) de (…|8) médicos e ciclos/ })).toBeInTheDocument();
    expect(await screen.findByText('Teto de “Congresso internacional” alterado. Aprovações anteriores recontadas: 5 médicos tiveram o total do ciclo alterado.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /recontando/ })).not.toBeInTheDocument();
  });

  it('offers a category created on the Categorias page in the next row form, without a reload', async () => {
    let ativas = CATEGORIAS;
    const { user } = openTabela({
      'tabela.categorias': () => ativas,
      'tabela.categoriaGetAllPagination': () => page([]),
      'tabela.categoriaCreate': (call) => {
        const nova = { id: 'cat-nova', ...(call.body as { nome: string; tipo: 'OUTRA' }) };
        ativas = [...ativas, nova];
        return { ...nova, ativo: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nova classificação' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nova classificação' });
    await within(dialog).findByRole('option', { name: 'Gestão hospitalar' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('navigation', { name: 'Tabela de Créditos' })).getByRole('link', { name: 'Categorias' }));
    await user.click(await screen.findByRole('button', { name: 'Nova categoria' }));
    dialog = await screen.findByRole('dialog', { name: 'Nova categoria' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome da categoria/ }), 'Residência médica');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo/ }), 'Outra');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Categoria “Residência médica” cadastrada.')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Tabela de Créditos' })).getByRole('link', { name: 'Classificações' }));
    await user.click(await screen.findByRole('button', { name: 'Nova classificação' }));
    dialog = await screen.findByRole('dialog', { name: 'Nova classificação' });
    expect(await within(dialog).findByRole('option', { name: 'Residência médica' })).toBeInTheDocument();
  });

  it('deactivates a row only after a confirmation, and reactivates at once', async () => {
    const { user, api } = openTabela({ 'tabela.classificacaoUpdateStatus': (c) => ({ ...LINHAS[0]!, ativo: (c.body as { ativar: boolean }).ativar }) });
    await user.click(await screen.findByRole('button', { name: 'Desativar Congresso internacional' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent('Desativar a classificação “Congresso internacional”? Ela deixa de ser oferecida na análise das participações');
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('tabela.classificacaoUpdateStatus')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desativar Congresso internacional' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('A classificação “Congresso internacional” foi desativada.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reativar Curso de atualização' }));
    await waitFor(() =>
      expect(api.callsTo('tabela.classificacaoUpdateStatus').map((c) => c.body)).toEqual([
        { id: 'cls-int', ativar: false },
        { id: 'cls-curso', ativar: true },
      ]),
    );
  });

  describe('Metas dos ciclos', () => {
    const metas = () => screen.findByRole('table', { name: 'Ciclos' });

    it('lists each cycle with its meta, and changes one: checked as typed, confirmed, a 400 on the field, the cycles read again', async () => {
      let ciclos: Ciclo[] = CICLOS;
      let tentativa = 0;
      const { user, api } = openTabela({
        'participacao.ciclos': () => ciclos,
        'tabela.cicloPrevia': (call) => ({ ciclo: 18, metaAtual: 50, meta: Number((call.query as { meta: string }).meta), mudam: 3, encerrado: true }),
        'tabela.cicloUpdate': (call) => {
          tentativa++;
          if (tentativa === 1) return errorResponse(400, 'Ocorreu um erro de validação.', { meta: ['A meta deve ser de no máximo 1000.'] });
          const { ciclo, meta } = call.body as { ciclo: number; meta: number };
          ciclos = ciclos.map((c) => (c.ciclo === ciclo ? { ...c, meta } : c));
          return ciclos.find((c) => c.ciclo === ciclo);
        },
      });
      const secao = await screen.findByRole('region', { name: 'Metas dos ciclos' });
      const rows = within(await metas()).getAllByRole('row');
      expect(rows.map((r) => r.textContent)).toEqual([
        'CicloMetaSituaçãoAções',
        'Ciclo 19 (2026)50 créditosAtualAlterar meta',
        'Ciclo 18 (2025)50 créditosEncerradoAlterar meta',
        'Ciclo 17 (2024)50 créditosEncerradoAlterar meta',
      ]);

      await user.click(within(secao).getByRole('button', { name: 'Alterar meta do ciclo 18' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alterar meta do ciclo 18 (2025)' });
      const meta = within(dialog).getByRole('textbox', { name: /^Meta/ });
      expect(meta).toHaveValue('50');
      await user.clear(meta);
      expect(await within(dialog).findByText('Informe a meta.')).toBeInTheDocument();
      await user.type(meta, '0');
      expect(await within(dialog).findByText('A meta deve ser maior que zero.')).toBeInTheDocument();
      await user.clear(meta);
      await user.type(meta, '62,5');
      // Asked first: how many doctors change, and that the cycle is closed (issue 28, defect 4).
      await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
      const confirmacao = await screen.findByRole('dialog', { name: 'Confirmar a nova meta do ciclo 18 (2025)' });
      expect(confirmacao).toHaveTextContent('O ciclo 18 (2025) está encerrado');
      expect(confirmacao).toHaveTextContent('A meta passa de 50 para 62,5 créditos. 3 médicos deixam de atingir a meta.');
      expect(api.callsTo('tabela.cicloPrevia').map((c) => c.query)).toEqual([{ ciclo: '18', meta: '62.5' }]);
      expect(api.callsTo('tabela.cicloUpdate')).toHaveLength(0);
      await user.click(within(confirmacao).getByRole('button', { name: 'Confirmar alteração' }));
      const deNovo = await screen.findByRole('dialog', { name: 'Alterar meta do ciclo 18 (2025)' });
      expect(await within(deNovo).findByText('A meta deve ser de no máximo 1000.')).toBeInTheDocument();

      const antes = api.callsTo('participacao.ciclos').length;
      await user.click(within(deNovo).getByRole('button', { name: 'Continuar' }));
      await user.click(within(await screen.findByRole('dialog', { name: /^Confirmar a nova meta/ })).getByRole('button', { name: 'Confirmar alteração' }));
      expect(await screen.findByText('Meta do ciclo 18 alterada para 62,5 créditos.')).toBeInTheDocument();
      expect(api.callsTo('tabela.cicloUpdate').map((c) => c.body)).toEqual([
        { ciclo: 18, meta: 62.5 },
        { ciclo: 18, meta: 62.5 },
      ]);
      await waitFor(() => expect(api.callsTo('participacao.ciclos').length).toBeGreaterThan(antes));
      expect(await within(await metas()).findByText('62,5 créditos')).toBeInTheDocument();
    });

    it("shows the recount's progress after a goal change, polled until it ends, then its result; and an error state", async () => {
      const tarefa = { id: 'job-1', tipo: 'meta' as const, estado: 'executando' as const, feitos: 120, total: 5000, alterados: 0, criadaEm: '2026-03-02T12:00:00.000Z' };
      let leituras = 0;
      const { user } = openTabela({
        'tabela.cicloPrevia': () => ({ ciclo: 19, metaAtual: 50, meta: 40, mudam: 1, encerrado: false }),
        'tabela.cicloUpdate': () => ({ ...CICLOS[0]!, meta: 40, tarefa }),
        'tabela.tarefa': () => (++leituras < 2 ? { ...tarefa, feitos: 2500 } : { ...tarefa, estado: 'concluida', feitos: 5000, alterados: 37 }),
      });
      const secao = await screen.findByRole('region', { name: 'Metas dos ciclos' });
      await user.click(within(secao).getByRole('button', { name: 'Alterar meta do ciclo 19' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alterar meta do ciclo 19 (2026)' });
      const meta = within(dialog).getByRole('textbox', { name: /^Meta/ });
      await user.clear(meta);
      await user.type(meta, '40');
      await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
      const confirmacao = await screen.findByRole('dialog', { name: 'Confirmar a nova meta do ciclo 19 (2026)' });
      expect(confirmacao).toHaveTextContent('1 médico passa a atingir a meta.');
      expect(confirmacao).not.toHaveTextContent('encerrado');
      await user.click(within(confirmacao).getByRole('button', { name: 'Confirmar alteração' }));

      const barra = await within(secao).findByRole('progressbar');
      expect(barra).toHaveAccessibleName(/recontando: (120|2\.500) de 5\.000 médicos/);
      expect(await within(secao).findByText('Meta do ciclo 19 alterada para 40 créditos. Recontagem concluída: 37 médicos mudaram de situação.', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(within(secao).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(leituras).toBeGreaterThanOrEqual(2);
    });

    it("shows a failed recount's message", async () => {
      const tarefa = { id: 'job-2', tipo: 'meta' as const, estado: 'falhou' as const, feitos: 100, total: 300, alterados: 4, criadaEm: '2026-03-02T12:00:00.000Z', erro: 'A recontagem não pôde terminar. Tente alterar novamente; nada foi perdido.' };
      const { user } = openTabela({
        'tabela.cicloPrevia': () => ({ ciclo: 19, metaAtual: 50, meta: 45, mudam: 0, encerrado: false }),
        'tabela.cicloUpdate': () => ({ ...CICLOS[0]!, meta: 45, tarefa }),
      });
      const secao = await screen.findByRole('region', { name: 'Metas dos ciclos' });
      await user.click(within(secao).getByRole('button', { name: 'Alterar meta do ciclo 19' }));
      const meta = within(await screen.findByRole('dialog')).getByRole('textbox', { name: /^Meta/ });
      await user.clear(meta);
      await user.type(meta, '45');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByText('Nenhum médico muda de situação.', { exact: false })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Confirmar alteração' }));
      expect(await within(secao).findByRole('alert')).toHaveTextContent('A recontagem não pôde terminar. Tente alterar novamente; nada foi perdido.');
    });

    it('pages the cycles ten at a time', async () => {
      const muitos: Ciclo[] = Array.from({ length: 12 }, (_, i) => ({ ...CICLOS[1]!, ciclo: 19 - i, ano: 2026 - i, atual: i === 0 }));
      const { user } = openTabela({ 'participacao.ciclos': () => muitos });
      expect(within(await metas()).getAllByRole('row')).toHaveLength(11);
      const secao = screen.getByRole('region', { name: 'Metas dos ciclos' });
      expect(secao).toHaveTextContent('12 registros');
      await user.click(within(secao).getByRole('button', { name: /página 2/i }));
      const rows = within(await metas()).getAllByRole('row');
      expect(rows.slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Ciclo 9 (2016)', 'Ciclo 8 (2015)']);
    });
  });

  it('is for administrators: a doctor is sent to the login', async () => {
    signIn(USERS.medico);
    stubApi({});
    const { visited } = renderApp('/tabela');
    await waitFor(() => expect(visited).toContain('/login'));
  });

  describe('on a phone', () => {
    onAPhone();
    it('shows each row and each cycle as a card with its details and actions', async () => {
      openTabela();
      const lista = await screen.findByRole('list', { name: 'Classificações' });
      const card = within(lista).getByRole('article', { name: 'Congresso internacional' });
      expect(card).toHaveTextContent('CategoriaCongressoFormaPalestranteValorAlto valorPontos10 por eventoTeto por ciclo20 créditosSituaçãoAtiva');
      expect(within(card).getByRole('button', { name: 'Editar Congresso internacional' })).toBeInTheDocument();
      const ciclo = within(await screen.findByRole('list', { name: 'Ciclos' })).getByRole('article', { name: 'Ciclo 19 (2026)' });
      expect(within(ciclo).getByRole('button', { name: 'Alterar meta do ciclo 19' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
