import { screen, waitFor, within } from '@testing-library/react';
import type { AreaItem } from '@emc/shared/catalogos';
import { RELATORIO_MSG, type DesempenhoTotal } from '@emc/shared/relatorios';
import type { Tarefa } from '@emc/shared/tarefas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_DIALOG_TITLE } from '@/components/feedback/error-dialog';
import { baixarArquivo } from '@/lib/download-link';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { jsonResponse } from '@/testing/fetch';
import { ADMIN_BACKEND } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';
import { percentual, porMes } from '../components/desempenho-numeros';

vi.mock('@/lib/download-link', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/download-link')>()), baixarArquivo: vi.fn() }));
afterEach(() => vi.mocked(baixarArquivo).mockReset());

const meses = (valores: number[]) => valores.map((quantidadeParticipacoes, i) => ({ mes: i + 1, quantidadeParticipacoes }));

function desempenho(over: Partial<DesempenhoTotal> = {}): DesempenhoTotal {
  return {
    cicloAtual: 19,
    meta: 50,
    quantidadeMedicosParticipantes: 12,
    quantidadeMedicosFuncionarios: 8,
    quantidadeMedicosNaoFuncionarios: 4,
    quantidadeMedicosParticipantesAtigiramMeta: 5,
    quantidadeMedicosFuncionariosAtigiramMeta: 4,
    quantidadeMedicosNaoFuncionariosAtigiramMeta: 1,
    graficoMesList: meses([3, 5, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    graficoMesListCicloAnterior: meses([2, 4, 6, 8, 1, 1, 1, 1, 1, 1, 1, 10]),
    ...over,
  };
}

const DESEMPENHO_18 = desempenho({
  cicloAtual: 18,
  quantidadeMedicosParticipantes: 3,
  quantidadeMedicosFuncionarios: 3,
  quantidadeMedicosNaoFuncionarios: 0,
  quantidadeMedicosParticipantesAtigiramMeta: 1,
  quantidadeMedicosFuncionariosAtigiramMeta: 1,
  quantidadeMedicosNaoFuncionariosAtigiramMeta: 0,
});

const AREAS: AreaItem[] = [
  { id: 'a-1', nome: 'Cardiologia' },
  { id: 'a-2', nome: 'Pediatria' },
];

function openDesempenho(handlers: ApiHandlers = {}, path = '/desempenho') {
  signIn(USERS.admin);
  const api = stubApi({
    ...ADMIN_BACKEND,
    'areas.getListName': () => AREAS,
    'indicador.getDesempenhoTotal': (call) => (call.query.ciclo === '18' ? DESEMPENHO_18 : desempenho()),
    ...handlers,
  });
  return { ...renderApp(path), api };
}

const linhas = (tabela: HTMLElement) => within(tabela).getAllByRole('row').map((r) => Array.from(r.children, (c) => c.textContent));
const relatorio = (titulo: string) => screen.getByRole('region', { name: titulo });

/** Waits for the generator's options, picks one and clicks Gerar. */
async function gerar(user: ReturnType<typeof renderApp>['user'], titulo: string, valor: string) {
  const card = relatorio(titulo);
  const select = within(card).getByRole('combobox', { name: 'Ciclo' });
  await waitFor(() => expect(select).not.toBeDisabled());
  await user.selectOptions(select, valor);
  await user.click(within(card).getByRole('button', { name: 'Gerar' }));
  return card;
}

describe('Desempenho: numbers', () => {
  it('percentages have one decimal, and no participants give -', () => {
    expect(percentual(1, 3)).toBe('33,3%');
    expect(percentual(4, 8)).toBe('50,0%');
    expect(percentual(0, 4)).toBe('0,0%');
    expect(percentual(0, 0)).toBe('-');
  });

  it('the months come out January first, gaps as zeros', () => {
    expect(porMes([{ mes: 12, quantidadeParticipacoes: 7 }, { mes: 2, quantidadeParticipacoes: 1 }])).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7]);
    expect(porMes(undefined)).toEqual(Array(12).fill(0));
  });
});

describe('Desempenho', () => {
  it('shows the current cycle by default: the participants table and the months against the cycle before', async () => {
    const { api } = openDesempenho();
    expect(await screen.findByRole('heading', { name: 'Desempenho', level: 1 })).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    expect(linhas(tabela)).toEqual([
      ['Médicos', 'Participantes', 'Atingiram a meta', '% que atingiu'],
      ['Funcionários', '8', '4', '50,0%'],
      ['Não funcionários', '4', '1', '25,0%'],
      ['Total', '12', '5', '41,7%'],
    ]);
    expect(api.callsTo('indicador.getDesempenhoTotal')[0]!.query).toEqual({});
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ciclo exibido' })).toHaveValue('19'));

    expect(screen.getByText('Total no Ciclo 19: 17 participações')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Participações registradas por mês no Ciclo 19, comparadas ao Ciclo 18' })).toBeInTheDocument();
    const dados = screen.getByRole('table', { name: 'Participações registradas por mês no Ciclo 19, comparadas ao Ciclo 18' });
    const mensal = linhas(dados);
    expect(mensal[0]).toEqual(['Mês', 'Ciclo 19', 'Ciclo 18']);
    expect(mensal.slice(1).map((l) => l[0])).toEqual(['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro']);
    expect(mensal[3]).toEqual(['Março', '9', '6']);
    expect(mensal[12]).toEqual(['Dezembro', '0', '10']);
  });

  it('choosing another cycle fetches it and keeps it in the URL', async () => {
    const { api, user, router } = openDesempenho();
    await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    const ciclo = screen.getByRole('combobox', { name: 'Ciclo exibido' });
    await waitFor(() => expect(ciclo).not.toBeDisabled());
    await user.selectOptions(ciclo, '18');
    const tabela = await screen.findByRole('table', { name: 'Participantes do Ciclo 18' });
    expect(linhas(tabela).slice(1)).toEqual([
      ['Funcionários', '3', '1', '33,3%'],
      ['Não funcionários', '0', '0', '-'],
      ['Total', '3', '1', '33,3%'],
    ]);
    expect(api.callsTo('indicador.getDesempenhoTotal').at(-1)!.query).toEqual({ ciclo: '18' });
    expect(router.state.location.search).toBe('?ciclo=18');

    // Back to the current cycle: the URL loses the parameter and the first answer is reused.
    await user.selectOptions(ciclo, '19');
    await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    expect(router.state.location.search).toBe('');
  });

  it('a cycle in the URL is shown; one the program does not have falls back to the current one', async () => {
    const { api, unmount } = openDesempenho({}, '/desempenho?ciclo=18');
    await screen.findByRole('table', { name: 'Participantes do Ciclo 18' });
    expect(api.callsTo('indicador.getDesempenhoTotal')[0]!.query).toEqual({ ciclo: '18' });
    unmount();

    const outro = openDesempenho({}, '/desempenho?ciclo=99');
    await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    expect(outro.api.callsTo('indicador.getDesempenhoTotal').map((c) => c.query.ciclo)).not.toContain('99');
  });

  it('a cycle without participations shows zeros, and the chart says there are none', async () => {
    const vazio = desempenho({
      cicloAtual: 19,
      quantidadeMedicosParticipantes: 0,
      quantidadeMedicosFuncionarios: 0,
      quantidadeMedicosNaoFuncionarios: 0,
      quantidadeMedicosParticipantesAtigiramMeta: 0,
      quantidadeMedicosFuncionariosAtigiramMeta: 0,
      quantidadeMedicosNaoFuncionariosAtigiramMeta: 0,
      graficoMesList: meses(Array(12).fill(0)),
      graficoMesListCicloAnterior: meses(Array(12).fill(0)),
    });
    openDesempenho({ 'indicador.getDesempenhoTotal': () => vazio });
    const tabela = await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    expect(linhas(tabela).slice(1)).toEqual([
      ['Funcionários', '0', '0', '-'],
      ['Não funcionários', '0', '0', '-'],
      ['Total', '0', '0', '-'],
    ]);
    expect(screen.getByText('Nenhuma participação registrada no Ciclo 19.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('skeletons while the figures load', async () => {
    let responder: (v: unknown) => void = () => undefined;
    openDesempenho({ 'indicador.getDesempenhoTotal': () => new Promise((resolve) => (responder = resolve)) });
    expect(await screen.findByLabelText('Carregando participantes')).toBeInTheDocument();
    expect(screen.getByLabelText('Carregando gráfico')).toBeInTheDocument();
    responder(desempenho());
    expect(await screen.findByRole('table', { name: 'Participantes do Ciclo 19' })).toBeInTheDocument();
  });

  it('a failed load opens the error dialog and leaves a retry', async () => {
    let falhar = true;
    const { user } = openDesempenho({ 'indicador.getDesempenhoTotal': () => (falhar ? errorResponse(500, 'x') : desempenho()) });
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar o desempenho.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Participantes do Ciclo 19' })).toBeInTheDocument();
  });
});

describe('Desempenho: report generators', () => {
  const casos = [
    { titulo: 'Comparativo geral', campo: 'Ciclo', escolha: '18', id: 'relatorios.comparativo', query: { ciclo: '18' }, arquivo: 'relatorio_comparativo_geral.xlsx' },
    { titulo: 'Geral por ciclo', campo: 'Ciclo', escolha: '19', id: 'relatorios.geral', query: { ciclo: '19' }, arquivo: 'relatorio_geral_por_ciclo.xlsx' },
    { titulo: 'Por área', campo: 'Área', escolha: 'a-2', id: 'relatorios.area', query: { idArea: 'a-2' }, arquivo: 'relatorio_por_areas.xlsx' },
    { titulo: 'Consulta detalhada', campo: 'Ciclo', escolha: '17', id: 'relatorios.detalhado', query: { ciclo: '17' }, arquivo: 'relatorio_consulta_detalhada.xlsx' },
  ] as const;

  it.each(casos)('$titulo: disabled until chosen, then Gerando ..., then the file under $arquivo', async ({ titulo, campo, escolha, id, query, arquivo }) => {
    let terminar: () => void = () => undefined;
    vi.mocked(baixarArquivo).mockImplementation(() => new Promise<void>((resolve) => (terminar = resolve)));
    const link = `"https://files.example/relatorios/${arquivo}?X-Amz-Signature=abc"`;
    const { api, user } = openDesempenho({ [id]: () => link });
    await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });

    const card = relatorio(titulo);
    const select = within(card).getByRole('combobox', { name: campo });
    const gerar = within(card).getByRole('button', { name: 'Gerar' });
    await waitFor(() => expect(select).not.toBeDisabled());
    expect(select).toHaveValue('');
    expect(gerar).toBeDisabled();

    await user.selectOptions(select, escolha);
    expect(gerar).toBeEnabled();
    await user.click(gerar);
    const gerando = await within(card).findByRole('button', { name: 'Gerando ...' });
    expect(gerando).toBeDisabled();
    expect(select).toBeDisabled();
    await waitFor(() => expect(baixarArquivo).toHaveBeenCalledWith(link, arquivo, expect.anything()));
    expect(api.callsTo(id).map((c) => c.query)).toEqual([query]);

    terminar();
    expect(await within(card).findByRole('button', { name: 'Gerar' })).toBeEnabled();
    expect(screen.queryByText(RELATORIO_MSG.falha)).not.toBeInTheDocument();
  });

  it('a failed call shows the report failure toast, and the button comes back', async () => {
    const { user } = openDesempenho({ 'relatorios.geral': () => errorResponse(500, 'x') });
    await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    const geral = await gerar(user, 'Geral por ciclo', '19');
    expect(await screen.findByText(RELATORIO_MSG.falha)).toBeInTheDocument();
    expect(within(geral).getByRole('button', { name: 'Gerar' })).toBeEnabled();
    expect(baixarArquivo).not.toHaveBeenCalled();
  });

  it('a failed download (an expired link) shows the same toast', async () => {
    vi.mocked(baixarArquivo).mockRejectedValue(new Error('download failed: 403'));
    const { api, user } = openDesempenho({ 'relatorios.detalhado': () => 'https://files.example/relatorios/x.xlsx' });
    await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    const detalhado = await gerar(user, 'Consulta detalhada', '18');
    expect(await screen.findByText(RELATORIO_MSG.falha)).toBeInTheDocument();
    expect(baixarArquivo).toHaveBeenCalledTimes(1);
    expect(within(detalhado).getByRole('button', { name: 'Gerar' })).toBeEnabled();
    expect(api.callsTo('relatorios.detalhado').map((c) => c.query)).toEqual([{ ciclo: '18' }]);
  });

  it('the area select lists the active areas', async () => {
    openDesempenho();
    await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    const select = within(relatorio('Por área')).getByRole('combobox', { name: 'Área' });
    await waitFor(() => expect(select).not.toBeDisabled());
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione a área', 'Cardiologia', 'Pediatria']);
    const ciclos = within(relatorio('Comparativo geral')).getByRole('combobox', { name: 'Ciclo' });
    expect(within(ciclos).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione o ciclo', 'Ciclo 19 (2026)', 'Ciclo 18 (2025)', 'Ciclo 17 (2024)']);
  });

  const tarefa = (over: Partial<Tarefa> = {}): Tarefa => ({
    id: 'job1',
    tipo: 'relatorio',
    relatorio: 'detalhado',
    estado: 'pendente',
    feitos: 0,
    total: 120_000,
    alterados: 0,
    criadaEm: '2026-03-10T12:00:00.000Z',
    ...over,
  });

  it('a large report: 202 with its job, a progress bar of the rows written, then its download; the live region says it is ready', async () => {
    const respostas = [tarefa({ estado: 'executando', feitos: 45_000 }), tarefa({ estado: 'concluida', feitos: 120_000, link: 'https://files.example/relatorios/job1/relatorio_consulta_detalhada.xlsx?X-Amz-Signature=abc' })];
    let leituras = 0;
    // The first read is held until the job as the request answered it has been seen.
    let soltar: () => void = () => undefined;
    const segurada = new Promise<void>((resolve) => (soltar = resolve));
    const { api, user } = openDesempenho({
      'relatorios.detalhado': () => jsonResponse({ tarefa: tarefa() }, { status: 202 }),
      'relatorios.tarefa': async () => {
        await segurada;
        return respostas[Math.min(leituras++, respostas.length - 1)];
      },
    });
    await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    const card = await gerar(user, 'Consulta detalhada', '19');

    // The job as the request answered it, then as read a second later.
    const barra = await within(card).findByRole('progressbar', { name: 'Progresso do relatório Consulta detalhada' });
    expect(barra).toHaveAttribute('aria-valuenow', '0');
    expect(barra).toHaveAttribute('aria-valuemax', '120000');
    expect(within(card).getByText('Gerando a planilha: 0 de 120.000 linhas')).toBeInTheDocument();
    soltar();
    await waitFor(() => expect(within(card).getByText('Gerando a planilha: 45.000 de 120.000 linhas')).toBeInTheDocument(), { timeout: 4000 });
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45000');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '45.000 de 120.000 linhas');
    expect(within(card).getByRole('button', { name: 'Gerar' })).toBeEnabled();
    expect(baixarArquivo).not.toHaveBeenCalled();

    const pronto = await within(card).findByRole('status', {}, { timeout: 4000 }).then(async (s) => {
      await waitFor(() => expect(s).toHaveTextContent('Relatório pronto: 120.000 linhas.'), { timeout: 4000 });
      return s;
    });
    expect(pronto).toHaveAttribute('aria-live', 'polite');
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    const leiturasAntes = api.callsTo('relatorios.tarefa').length;
    await user.click(within(card).getByRole('button', { name: 'Baixar relatorio_consulta_detalhada.xlsx' }));
    // The link is signed again on the click, then the file is saved under the spec's name.
    await waitFor(() => expect(baixarArquivo).toHaveBeenCalledWith(respostas[1]!.link, 'relatorio_consulta_detalhada.xlsx', expect.anything()));
    expect(api.callsTo('relatorios.tarefa').length).toBe(leiturasAntes + 1);
    expect(api.callsTo('relatorios.tarefa')[0]!.params).toEqual({ id: 'job1' });
  });

  it("a job that failed shows its Portuguese message as an alert", async () => {
    const { user } = openDesempenho({
      'relatorios.geral': () => jsonResponse({ tarefa: tarefa({ relatorio: 'geral' }) }, { status: 202 }),
      'relatorios.tarefa': () => tarefa({ relatorio: 'geral', estado: 'falhou', feitos: 10, erro: RELATORIO_MSG.tarefaFalhou }),
    });
    await screen.findByRole('table', { name: 'Participantes do Ciclo 19' });
    const card = await gerar(user, 'Geral por ciclo', '19');
    const alerta = await within(card).findByRole('alert', {}, { timeout: 4000 });
    expect(alerta).toHaveTextContent(RELATORIO_MSG.tarefaFalhou);
    expect(within(card).queryByRole('button', { name: /Baixar/ })).not.toBeInTheDocument();
  });

  it("the e-mail's link (?relatorio=) opens the job on its report's card, with its download; a job gone says so", async () => {
    openDesempenho({ 'relatorios.tarefa': () => tarefa({ relatorio: 'area', estado: 'concluida', feitos: 300, total: 300, link: 'https://files.example/x' }) }, '/desempenho?relatorio=job1');
    const card = relatorio('Por área');
    expect(await within(card).findByRole('button', { name: 'Baixar relatorio_por_areas.xlsx' })).toBeEnabled();
    expect(within(card).getByRole('status')).toHaveTextContent('Relatório pronto: 300 linhas.');
    expect(within(relatorio('Consulta detalhada')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('a job the link names that is gone: the 404 message above the generators', async () => {
    openDesempenho({ 'relatorios.tarefa': () => errorResponse(404, RELATORIO_MSG.tarefaNaoEncontrada) }, '/desempenho?relatorio=velho');
    expect(await screen.findByText(RELATORIO_MSG.tarefaNaoEncontrada)).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();
    it('everything is there, and the four generators are reachable', async () => {
      openDesempenho();
      expect(await screen.findByRole('table', { name: 'Participantes do Ciclo 19' })).toBeInTheDocument();
      for (const titulo of ['Comparativo geral', 'Geral por ciclo', 'Por área', 'Consulta detalhada']) {
        expect(within(relatorio(titulo)).getByRole('button', { name: 'Gerar' })).toBeInTheDocument();
      }
    });
  });
});
