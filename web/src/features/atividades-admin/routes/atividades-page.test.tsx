import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassificacaoItem } from '@emc/shared/analise';
import type { AtividadeAdmin, ImportacaoPresenca } from '@emc/shared/catalogos';
import { describe, expect, it } from 'vitest';
import { AVISO_AO_SAIR } from '@/components/feedback/aviso-ao-sair';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { testDay } from '@/testing/clock';
import { CATEGORIAS, CLASSIFICACOES, FORMAS, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { MAX_RODADAS } from '../components/importar-presenca-dialog';
import { onAPhone } from '@/testing/viewport';
import { stubXhr, type XhrAnswer } from '@/testing/xhr';

const PALESTRA: ClassificacaoItem = {
  id: 'cls-palestra',
  descricao: 'Palestra em congresso',
  idCategoria: 'cat-congresso',
  categoria: 'Congresso',
  idForma: 'forma-palestrante',
  forma: 'Palestrante',
  valor: 'alto valor',
  pontos: 5,
  unidade: 'evento',
};
const TABELA = [...CLASSIFICACOES, PALESTRA];

const JORNADA: AtividadeAdmin = {
  id: 'atv-1',
  nome: 'Jornada de Cardiologia',
  idCategoria: 'cat-congresso',
  categoria: 'Congresso',
  idForma: 'forma-ouvinte',
  forma: 'Ouvinte',
  idClassificacao: 'cls-nacional',
  classificacao: 'Congresso nacional (ouvinte)',
  instituicao: 'Hospital Exemplo',
  local: 'Auditório principal',
  dataInicio: testDay(-10),
  dataFim: testDay(-9),
  cargaHoraria: 16.5,
  ativo: true,
};
const ANTIGA: AtividadeAdmin = { ...JORNADA, id: 'atv-2', nome: 'Simpósio de Pediatria', idClassificacao: undefined, classificacao: undefined, cargaHoraria: 4, ativo: false };

const BACKEND: ApiHandlers = {
  'atividade.getAllPagination': () => page([JORNADA, ANTIGA]),
  'tabela.categorias': () => CATEGORIAS,
  'tabela.formas': () => FORMAS,
  'tabela.classificacoes': (c) => TABELA.filter((x) => x.idCategoria === c.query.idCategoria && x.idForma === c.query.idForma),
};

function openAtividades(handlers: ApiHandlers = {}, path = '/atividades') {
  signIn(USERS.admin);
  const api = stubApi({ ...BACKEND, ...handlers });
  return { ...renderApp(path), api };
}

const tabela = () => screen.findByRole('table', { name: 'Atividades' });
const br = (iso: string) => iso.split('-').reverse().join('/');
const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function abrirNova(user: ReturnType<typeof openAtividades>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Nova atividade' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
  await within(dialog).findByRole('option', { name: 'Congresso' });
  await within(dialog).findByRole('option', { name: 'Ouvinte' });
  return dialog;
}

const campo = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const select = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('combobox', { name });
const data = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const optionTexts = (el: HTMLElement) => within(el).getAllByRole('option').map((o) => o.textContent);

describe('Registro de Atividades', () => {
  it('lists the activities with category, form, period, hours and situation, and searches by name', async () => {
    const { user, api, router } = openAtividades({}, '/atividades?page=2');
    expect(await screen.findByRole('heading', { name: 'Registro de Atividades', level: 1 })).toBeInTheDocument();
    const rows = within(await tabela()).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Nome', 'Categoria', 'Forma', 'Período', 'Carga horária', 'Situação', 'Ações'],
      ['Jornada de Cardiologia', 'Congresso', 'Ouvinte', `${br(JORNADA.dataInicio)} a ${br(JORNADA.dataFim)}`, '16,5 h', 'Ativa', 'EditarImportar presençaDesativar'],
      ['Simpósio de Pediatria', 'Congresso', 'Ouvinte', `${br(ANTIGA.dataInicio)} a ${br(ANTIGA.dataFim)}`, '4 h', 'Inativa', 'EditarImportar presençaReativar'],
    ]);
    expect(api.callsTo('atividade.getAllPagination')[0]!.query).toEqual({ page: '2' });
    // Only an active activity takes an attendance list.
    expect(screen.getByRole('button', { name: 'Importar presença de Jornada de Cardiologia' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Importar presença de Simpósio de Pediatria' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar atividade por nome' }), 'jornada');
    await waitFor(() => expect(api.callsTo('atividade.getAllPagination').at(-1)!.query).toEqual({ page: '1', filter: 'jornada' }));
    expect(router.state.location.search).toBe('?busca=jornada');
  });

  it('shows the empty catalogue and a search without results', async () => {
    const { user } = openAtividades({ 'atividade.getAllPagination': () => page([]) });
    expect(await screen.findByText('Nenhuma atividade cadastrada.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar atividade por nome' }), 'xyz');
    expect(await screen.findByText('Nenhum resultado para “xyz”.')).toBeInTheDocument();
  });

  it('checks the fields as they are typed: required, the dates in order as either changes, hours with a comma', async () => {
    const { user, api } = openAtividades();
    const dialog = await abrirNova(user);

    // Submitting blank shows every required message; nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    for (const msg of [
      'O nome da atividade deve ter ao menos 3 caracteres.',
      'Selecione a categoria.',
      'Selecione a forma de participação.',
      'Informe a instituição promotora.',
      'Informe a data de início.',
      'Informe a data de término.',
      'Informe a carga horária em horas.',
    ])
      expect(await within(dialog).findByText(msg)).toBeInTheDocument();
    expect(api.callsTo('atividade.create')).toHaveLength(0);

    await user.type(campo(dialog, /Nome da atividade/), 'Si');
    expect(within(dialog).getByText('O nome da atividade deve ter ao menos 3 caracteres.')).toBeInTheDocument();
    await user.paste('mpósio');
    await waitFor(() => expect(within(dialog).queryByText('O nome da atividade deve ter ao menos 3 caracteres.')).not.toBeInTheDocument());

    // The end before the start is refused as either date changes.
    setDate(data(dialog, /Data de início/), testDay(-5));
    setDate(data(dialog, /Data de término/), testDay(-6));
    expect(await within(dialog).findByText('A data de término deve ser igual ou posterior à de início.')).toBeInTheDocument();
    setDate(data(dialog, /Data de início/), testDay(-7));
    await waitFor(() => expect(within(dialog).queryByText('A data de término deve ser igual ou posterior à de início.')).not.toBeInTheDocument());
    setDate(data(dialog, /Data de início/), testDay(-5));
    expect(await within(dialog).findByText('A data de término deve ser igual ou posterior à de início.')).toBeInTheDocument();
    setDate(data(dialog, /Data de término/), testDay(-4));
    await waitFor(() => expect(within(dialog).queryByText('A data de término deve ser igual ou posterior à de início.')).not.toBeInTheDocument());

    const horas = campo(dialog, /Carga horária/);
    await user.click(horas);
    await user.paste('1.000');
    expect(await within(dialog).findByText('Use um número de horas com no máximo uma vírgula decimal (ex.: 1,5).')).toBeInTheDocument();
    await user.clear(horas);
    await user.paste('0,3');
    expect(await within(dialog).findByText('A carga horária deve ser em passos de meia hora (ex.: 1,5).')).toBeInTheDocument();
    await user.clear(horas);
    await user.paste('1,5');
    await waitFor(() => expect(horas).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('keeps a pasted name, institution or place past 200 characters whole, with a counter and the limit under the field, and sends nothing (issue 28, defect 12)', async () => {
    const { user, api } = openAtividades();
    const dialog = await abrirNova(user);
    for (const [nome, mensagem] of [
      [/Nome da atividade/, 'O nome da atividade deve ter no máximo 200 caracteres.'],
      [/Instituição promotora/, 'A instituição promotora deve ter no máximo 200 caracteres.'],
      [/^Local/, 'O local deve ter no máximo 200 caracteres.'],
    ] as const) {
      const input = campo(dialog, nome);
      await user.click(input);
      await user.paste('A'.repeat(170));
      expect(input).toHaveAccessibleDescription(expect.stringContaining('170 de 200 caracteres'));
      expect(input).not.toHaveAttribute('aria-invalid', 'true');
      await user.paste('B'.repeat(35));
      expect(input).toHaveValue(`${'A'.repeat(170)}${'B'.repeat(35)}`);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('205 de 200 caracteres: apague 5 caracteres.'));
      expect(within(dialog).getByText(mensagem)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(api.callsTo('atividade.create')).toHaveLength(0);
  });

  it("refuses hours the activity's period cannot hold under the hours field, judged again as the dates change (issue 28, defect 1)", async () => {
    const { user, api } = openAtividades();
    const dialog = await abrirNova(user);
    const FORA = 'A carga horária não cabe no período informado.';
    setDate(data(dialog, /Data de início/), testDay(5));
    setDate(data(dialog, /Data de término/), testDay(5));
    const horas = campo(dialog, /Carga horária/);
    await user.click(horas);
    await user.paste('48');
    await user.tab();
    expect(await within(dialog).findByText(FORA)).toBeInTheDocument();
    setDate(data(dialog, /Data de término/), testDay(6));
    await waitFor(() => expect(within(dialog).queryByText(FORA)).not.toBeInTheDocument());
    setDate(data(dialog, /Data de início/), testDay(6));
    expect(await within(dialog).findByText(FORA)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(api.callsTo('atividade.create')).toHaveLength(0);
  });

  it('creates an activity: a server 400 shows on its field, then the saved body and one idempotency key', async () => {
    let tentativas = 0;
    const { user, api } = openAtividades({
      'atividade.create': (call) => {
        tentativas++;
        if (tentativas === 1) return errorResponse(400, 'Ocorreu um erro de validação.', { instituicao: ['Informe a instituição promotora por extenso.'] });
        return { ...JORNADA, ...(call.body as object), id: 'atv-3', categoria: 'Congresso', forma: 'Palestrante', ativo: true };
      },
    });
    const dialog = await abrirNova(user);
    for (const [nome, texto] of [
      [/Nome da atividade/, 'Simpósio de Arritmias'],
      [/Instituição promotora/, 'SBC'],
      [/^Local/, 'São Paulo'],
      [/Carga horária/, '1,5'],
    ] as const) {
      await user.click(campo(dialog, nome));
      await user.paste(texto);
    }
    await user.selectOptions(select(dialog, /Categoria/), 'Congresso');
    await user.selectOptions(select(dialog, /Forma de participação/), 'Palestrante');
    setDate(data(dialog, /Data de início/), testDay(-5));
    setDate(data(dialog, /Data de término/), testDay(-4));

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe a instituição promotora por extenso.')).toBeInTheDocument();
    expect(campo(dialog, /Instituição promotora/)).toHaveAttribute('aria-invalid', 'true');
    expect(campo(dialog, /Instituição promotora/)).toHaveFocus();

    await user.clear(campo(dialog, /Instituição promotora/));
    await user.paste('Sociedade Brasileira de Cardiologia');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Atividade “Simpósio de Arritmias” cadastrada.')).toBeInTheDocument();

    const creates = api.callsTo('atividade.create');
    expect(creates[1]!.body).toEqual({
      nome: 'Simpósio de Arritmias',
      idCategoria: 'cat-congresso',
      idForma: 'forma-palestrante',
      idClassificacao: null,
      instituicao: 'Sociedade Brasileira de Cardiologia',
      local: 'São Paulo',
      dataInicio: testDay(-5),
      dataFim: testDay(-4),
      cargaHoraria: 1.5,
    });
    // One idempotency key per opened form.
    expect(creates[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(creates[1]!.headers['idempotency-key']).toBe(creates[0]!.headers['idempotency-key']);
  });

  it('offers the suggested classifications of the chosen category and form, and clears one that no longer fits', async () => {
    const { user, api } = openAtividades();
    const dialog = await abrirNova(user);
    const classificacao = select(dialog, /Classificação sugerida/);
    expect(classificacao).toBeDisabled();
    expect(within(dialog).getByText('Escolha a categoria e a forma para ver as classificações.')).toBeInTheDocument();

    await user.selectOptions(select(dialog, /Categoria/), 'Congresso');
    await user.selectOptions(select(dialog, /Forma de participação/), 'Ouvinte');
    await waitFor(() => expect(classificacao).toBeEnabled());
    expect(optionTexts(classificacao)).toEqual([
      'Nenhuma',
      'Congresso nacional (ouvinte) — 0,5 ponto por hora',
      'Congresso internacional (ouvinte) — 10 pontos por evento, até 20 por ciclo',
    ]);
    expect(api.callsTo('tabela.classificacoes').at(-1)!.query).toEqual({ idCategoria: 'cat-congresso', idForma: 'forma-ouvinte' });
    await user.selectOptions(classificacao, 'cls-internacional');
    expect(classificacao).toHaveValue('cls-internacional');

    // Another form: its own rows, and the chosen one (not among them) is cleared.
    await user.selectOptions(select(dialog, /Forma de participação/), 'Palestrante');
    await waitFor(() => expect(optionTexts(classificacao)).toEqual(['Nenhuma', 'Palestra em congresso — 5 pontos por evento']));
    expect(classificacao).toHaveValue('');
    await user.selectOptions(classificacao, 'cls-palestra');

    // A category without rows for that form.
    await user.selectOptions(select(dialog, /Categoria/), 'Gestão hospitalar');
    expect(await within(dialog).findByText('Nenhuma classificação ativa para esta categoria e forma.')).toBeInTheDocument();
    expect(classificacao).toHaveValue('');
    expect(optionTexts(classificacao)).toEqual(['Nenhuma']);
  });

  it('edits an activity with its values filled in, keeping its suggestion, and a server 400 shows on the field', async () => {
    const { user, api } = openAtividades({
      'atividade.update': () => errorResponse(400, 'Ocorreu um erro de validação.', { idClassificacao: ['A classificação não pertence a esta categoria e forma.'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Jornada de Cardiologia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar atividade' });
    expect(campo(dialog, /Nome da atividade/)).toHaveValue('Jornada de Cardiologia');
    expect(campo(dialog, /Carga horária/)).toHaveValue('16,5');
    expect(data(dialog, /Data de início/)).toHaveValue(JORNADA.dataInicio);
    await waitFor(() => expect(select(dialog, /Classificação sugerida/)).toHaveValue('cls-nacional'));
    expect(select(dialog, /Categoria/)).toHaveValue('cat-congresso');
    expect(select(dialog, /Forma de participação/)).toHaveValue('forma-ouvinte');

    await user.type(campo(dialog, /Nome da atividade/), ' 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('A classificação não pertence a esta categoria e forma.')).toBeInTheDocument();
    expect(api.callsTo('atividade.update')[0]!.body).toEqual({
      id: 'atv-1',
      nome: 'Jornada de Cardiologia 2026',
      idCategoria: 'cat-congresso',
      idForma: 'forma-ouvinte',
      idClassificacao: 'cls-nacional',
      instituicao: 'Hospital Exemplo',
      local: 'Auditório principal',
      dataInicio: JORNADA.dataInicio,
      dataFim: JORNADA.dataFim,
      cargaHoraria: 16.5,
    });
  });

  it("clears an activity's own suggestion whose row was since deactivated, and says why", async () => {
    const { user, api } = openAtividades({
      'atividade.getAllPagination': () => page([{ ...ANTIGA, idClassificacao: 'cls-antiga', classificacao: 'Congresso regional (ouvinte)' }]),
      'atividade.update': (c) => ({ ...ANTIGA, ...(c.body as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Simpósio de Pediatria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar atividade' });
    const classificacao = select(dialog, /Classificação sugerida/);
    expect(
      await within(dialog).findByText('A classificação sugerida “Congresso regional (ouvinte)” foi desativada na tabela de créditos: escolha outra ou deixe sem.'),
    ).toBeInTheDocument();
    expect(classificacao).toHaveValue('');
    expect(optionTexts(classificacao)).toEqual([
      'Nenhuma',
      'Congresso nacional (ouvinte) — 0,5 ponto por hora',
      'Congresso internacional (ouvinte) — 10 pontos por evento, até 20 por ciclo',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('atividade.update')).toHaveLength(1));
    expect(api.callsTo('atividade.update')[0]!.body).toMatchObject({ id: 'atv-2', idClassificacao: null });
  });

  it('deactivates only after a confirmation that says what it means, and reactivates at once', async () => {
    const { user, api } = openAtividades({ 'atividade.updateStatus': (c) => ({ ...JORNADA, ativo: (c.body as { ativar: boolean }).ativar }) });
    await user.click(await screen.findByRole('button', { name: 'Desativar Jornada de Cardiologia' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(
      'Desativar a atividade “Jornada de Cardiologia”? Ela deixa de aparecer na busca dos médicos; as participações já registradas são mantidas. É possível reativar depois.',
    );
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('atividade.updateStatus')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desativar Jornada de Cardiologia' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('A atividade “Jornada de Cardiologia” foi desativada.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reativar Simpósio de Pediatria' }));
    await waitFor(() => expect(api.callsTo('atividade.updateStatus').map((c) => c.body)).toEqual([{ id: 'atv-1', ativar: false }, { id: 'atv-2', ativar: true }]));
  });

  describe('Importar presença', () => {
    const csv = (name = 'presenca.csv', text = 'CRM\n123456\n654321\n999999\n') => new File([text], name, { type: 'text/csv' });

    async function abrirImportacao(user: ReturnType<typeof openAtividades>['user']) {
      await user.click(await screen.findByRole('button', { name: 'Importar presença de Jornada de Cardiologia' }));
      return screen.findByRole('dialog', { name: 'Importar presença' });
    }

    it('sends the file with the activity, shows the progress, then what was created, what existed and the unknown CRMs', async () => {
      let responder: (answer: XhrAnswer) => void = () => undefined;
      const xhr = stubXhr(() => new Promise<XhrAnswer>((resolve) => (responder = resolve)));
      const { user, api } = openAtividades();
      const dialog = await abrirImportacao(user);
      expect(dialog).toHaveTextContent('Planilha CSV ou XLSX com os CRMs dos participantes, na primeira coluna ou numa coluna chamada CRM. Até 5.000 linhas.');
      expect(dialog).toHaveTextContent('Jornada de Cardiologia');
      const importar = within(dialog).getByRole('button', { name: 'Importar' });
      expect(importar).toBeDisabled();

      const input = within(dialog).getByLabelText('Planilha de presença');
      expect(input).toHaveAttribute('accept', '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      await user.upload(input, csv());
      expect(dialog).toHaveTextContent('presenca.csv');
      await user.click(importar);

      // Uploaded: the server is still processing it.
      expect(await within(dialog).findByText('Processando a planilha…')).toBeInTheDocument();
      expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Importando...' })).toBeDisabled();
      expect(xhr.requests).toHaveLength(1);
      expect(xhr.requests[0]!.url).toMatch(/\/api\/atividade\/importar-presenca$/);
      expect(xhr.requests[0]!.fields).toEqual({ idAtividade: 'atv-1', desde: '0' });
      expect(xhr.requests[0]!.file?.name).toBe('presenca.csv');

      const resultado: ImportacaoPresenca = { criadas: 1, jaExistentes: 2, naoEncontrados: ['654321', '999999'], inativos: ['111111'], concluida: true, total: 6, processados: 6 };
      responder({ status: 200, body: resultado });
      const status = await within(dialog).findByRole('status', { name: 'Resultado da importação' });
      expect(status).toHaveTextContent('Importação concluída.');
      expect(status).toHaveTextContent('1 participação criada');
      expect(status).toHaveTextContent('2 já existiam');
      expect(within(status).getByRole('textbox', { name: 'CRMs não encontrados (2)' })).toHaveValue('654321\n999999');
      expect(within(status).getByRole('textbox', { name: 'CRMs de médicos inativos (1)' })).toHaveValue('111111');
      expect(within(status).getByRole('button', { name: 'Copiar CRMs não encontrados' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('atividade.updateStatus')).toHaveLength(0);
    });

    it('counts in the plural, and says nothing of unknown CRMs when there are none', async () => {
      stubXhr(() => ({ status: 200, body: { criadas: 3, jaExistentes: 0, naoEncontrados: [], inativos: [], concluida: true, total: 3, processados: 3 } }));
      const { user } = openAtividades();
      const dialog = await abrirImportacao(user);
      await user.upload(within(dialog).getByLabelText('Planilha de presença'), csv('lista.xlsx'));
      await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
      const status = await within(dialog).findByRole('status', { name: 'Resultado da importação' });
      expect(status).toHaveTextContent('3 participações criadas');
      expect(status).toHaveTextContent('0 já existiam');
      expect(within(status).queryByRole('textbox')).not.toBeInTheDocument();
    });

    it('sends the same file again from where each call stopped, with a bar of the doctors gone through, and shows the sum of the calls', async () => {
      // A list of 5,000: 100 doctors had the participation already, 100 CRMs are unknown; the server's time limit cuts two calls.
      const naoEncontrados = Array.from({ length: 100 }, (_, i) => String(900000 + i));
      const rodadas: ImportacaoPresenca[] = [
        { criadas: 1140, jaExistentes: 40, naoEncontrados: naoEncontrados.slice(0, 20), inativos: [], concluida: false, total: 5000, processados: 1200 },
        { criadas: 1700, jaExistentes: 50, naoEncontrados: naoEncontrados.slice(20, 70), inativos: ['111111'], concluida: false, total: 5000, processados: 3001 },
        { criadas: 1959, jaExistentes: 10, naoEncontrados: naoEncontrados.slice(70), inativos: [], concluida: true, total: 5000, processados: 5000 },
      ];
      const respostas: ((answer: XhrAnswer) => void)[] = [];
      const xhr = stubXhr(() => new Promise<XhrAnswer>((resolve) => respostas.push(resolve)));
      const { user } = openAtividades();
      const dialog = await abrirImportacao(user);
      await user.upload(within(dialog).getByLabelText('Planilha de presença'), csv());
      await user.click(within(dialog).getByRole('button', { name: 'Importar' }));

      // Before the first answer the total is not known yet.
      expect(await within(dialog).findByRole('progressbar', { name: 'Processando a planilha…' })).not.toHaveAttribute('aria-valuenow');
      await waitFor(() => expect(respostas).toHaveLength(1));
      respostas[0]!({ status: 200, body: rodadas[0] });
      const barra = await within(dialog).findByRole('progressbar', { name: '1.200 de 5.000 médicos' });
      expect(barra).toHaveAttribute('aria-valuenow', '24');
      expect(barra).toHaveAttribute('aria-valuetext', '1.200 de 5.000 médicos');
      expect(dialog).toHaveTextContent('Continuando a importação… 1.140 participações criadas até aqui');
      expect(within(dialog).queryByRole('status', { name: 'Resultado da importação' })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Importando...' })).toBeDisabled();
      await waitFor(() => expect(respostas).toHaveLength(2));
      respostas[1]!({ status: 200, body: rodadas[1] });
      expect(await within(dialog).findByRole('progressbar', { name: '3.001 de 5.000 médicos' })).toHaveAttribute('aria-valuenow', '60');
      expect(dialog).toHaveTextContent('Continuando a importação… 2.840 participações criadas até aqui');
      await waitFor(() => expect(respostas).toHaveLength(3));
      respostas[2]!({ status: 200, body: rodadas[2] });

      const status = await within(dialog).findByRole('status', { name: 'Resultado da importação' });
      expect(status).toHaveTextContent('Importação concluída.');
      expect(status).toHaveTextContent('4.799 participações criadas');
      expect(status).toHaveTextContent('100 já existiam');
      expect(within(status).getByRole('textbox', { name: 'CRMs não encontrados (100)' })).toHaveValue(naoEncontrados.join('\n'));
      expect(within(status).getByRole('textbox', { name: 'CRMs de médicos inativos (1)' })).toHaveValue('111111');
      expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/Continuando a importação/)).not.toBeInTheDocument();
      // The same file and activity every time, each call from where the one before stopped.
      expect(xhr.requests.map((r) => [r.fields, r.file?.name])).toEqual(['0', '1200', '3001'].map((desde) => [{ idAtividade: 'atv-1', desde }, 'presenca.csv']));
      expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
    });

    it(`stops after ${MAX_RODADAS} calls that did not finish, says so, keeps the file, and Importar goes on from there`, async () => {
      let n = 0;
      const xhr = stubXhr(() =>
        ++n <= MAX_RODADAS
          ? { status: 200, body: { criadas: 10, jaExistentes: 0, naoEncontrados: [], inativos: [], concluida: false, total: 100_000, processados: 10 * n } }
          : { status: 200, body: { criadas: 5, jaExistentes: 0, naoEncontrados: [], inativos: [], concluida: true, total: 100_000, processados: 100_000 } },
      );
      const { user } = openAtividades();
      const dialog = await abrirImportacao(user);
      await user.upload(within(dialog).getByLabelText('Planilha de presença'), csv());
      await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
      const status = await within(dialog).findByRole('status', { name: 'Resultado da importação' });
      expect(xhr.requests).toHaveLength(MAX_RODADAS);
      expect(status).toHaveTextContent('A importação ainda não terminou. Clique em Importar para continuar; nada será duplicado.');
      expect(status).toHaveTextContent(`${(10 * MAX_RODADAS).toLocaleString('pt-BR')} participações criadas`);
      expect(status).not.toHaveTextContent('Importação concluída.');
      expect(dialog).toHaveTextContent('presenca.csv');

      await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
      const fim = await within(dialog).findByText('Importação concluída.');
      expect(xhr.requests.at(-1)!.fields).toEqual({ idAtividade: 'atv-1', desde: String(10 * MAX_RODADAS) });
      expect(fim.closest('[role="status"]')).toHaveTextContent(`${(10 * MAX_RODADAS + 5).toLocaleString('pt-BR')} participações criadas`);
    });

    it('stops when a call gets no further in the list, and says it did not finish', async () => {
      const xhr = stubXhr(() => ({ status: 200, body: { criadas: 0, jaExistentes: 0, naoEncontrados: [], inativos: [], concluida: false, total: 3, processados: 0 } }));
      const { user } = openAtividades();
      const dialog = await abrirImportacao(user);
      await user.upload(within(dialog).getByLabelText('Planilha de presença'), csv());
      await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
      const status = await within(dialog).findByRole('status', { name: 'Resultado da importação' });
      expect(status).toHaveTextContent('A importação ainda não terminou. Clique em Importar para continuar; nada será duplicado.');
      expect(xhr.requests).toHaveLength(1);
      expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeEnabled();
    });

    it('says what earlier calls created when a later one fails', async () => {
      let n = 0;
      stubXhr(() =>
        ++n === 1
          ? { status: 200, body: { criadas: 1, jaExistentes: 0, naoEncontrados: [], inativos: [], concluida: false, total: 3, processados: 1 } }
          : { status: 409, body: { title: 'Muitas alterações simultâneas. Tente novamente em instantes.', status: 409 } },
      );
      const { user } = openAtividades();
      const dialog = await abrirImportacao(user);
      await user.upload(within(dialog).getByLabelText('Planilha de presença'), csv());
      await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
      const alerta = await within(dialog).findByRole('alert');
      expect(alerta).toHaveTextContent('Muitas alterações simultâneas. Tente novamente em instantes.');
      expect(alerta).toHaveTextContent('1 participação criada até aqui; envie o mesmo arquivo de novo para concluir, nada será duplicado.');
      expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeEnabled();
    });

    it("shows a 400's message in the dialog, and nothing else changes", async () => {
      const xhr = stubXhr(() => ({
        status: 400,
        body: { title: 'Ocorreu um erro de validação.', status: 400, errors: { file: ['A planilha não tem nenhum CRM na primeira coluna nem numa coluna chamada CRM.'] } },
      }));
      const { user, api } = openAtividades();
      const dialog = await abrirImportacao(user);
      const lidas = api.callsTo('atividade.getAllPagination').length;
      await user.upload(within(dialog).getByLabelText('Planilha de presença'), csv('vazia.csv', 'nome\nFulano\n'));
      await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('A planilha não tem nenhum CRM na primeira coluna nem numa coluna chamada CRM.');
      expect(within(dialog).queryByRole('status', { name: 'Resultado da importação' })).not.toBeInTheDocument();
      // The same file may be sent again once fixed; the list was not reloaded.
      expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeEnabled();
      expect(xhr.requests).toHaveLength(1);
      expect(api.callsTo('atividade.getAllPagination')).toHaveLength(lidas);
    });

    it('a sheet chosen and not imported yet: leaving the page asks first, and "Não" keeps it (issue 28, defect 11)', async () => {
      stubXhr(() => ({ status: 200, body: {} }));
      const { user, router } = openAtividades();
      const dialog = await abrirImportacao(user);
      await user.upload(within(dialog).getByLabelText('Planilha de presença'), csv());
      void router.navigate('/areas');
      const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
      expect(aviso).toHaveTextContent(AVISO_AO_SAIR);
      await user.click(within(aviso).getByRole('button', { name: 'Não' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/atividades');
      expect(dialog).toHaveTextContent('presenca.csv');
      expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeEnabled();
    });

    it('refuses a file that is not CSV or XLSX before sending it', async () => {
      const xhr = stubXhr(() => ({ status: 200, body: {} }));
      const { user } = openAtividades();
      const dialog = await abrirImportacao(user);
      // applyAccept off: the browser's filter can be bypassed ("All files").
      const semFiltro = userEvent.setup({ applyAccept: false });
      await semFiltro.upload(within(dialog).getByLabelText('Planilha de presença'), new File(['%PDF-1.7'], 'lista.pdf', { type: 'application/pdf' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('lista.pdf: Formato não aceito. Envie uma planilha CSV ou XLSX.');
      expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
      expect(xhr.requests).toHaveLength(0);
    });
  });

  it('is for administrators: a doctor is sent to the login', async () => {
    signIn(USERS.medico);
    stubApi({});
    const { visited } = renderApp('/atividades');
    await waitFor(() => expect(visited).toContain('/login'));
  });

  describe('on a phone', () => {
    onAPhone();
    it('shows each activity as a card with its actions, and the dialogs take the whole screen', async () => {
      stubXhr(() => ({ status: 200, body: { criadas: 1, jaExistentes: 0, naoEncontrados: ['999999'], inativos: [], concluida: true, total: 2, processados: 2 } }));
      const { user } = openAtividades();
      const lista = await screen.findByRole('list', { name: 'Atividades' });
      const card = within(lista).getByRole('article', { name: 'Jornada de Cardiologia' });
      expect(card).toHaveTextContent(`Período${br(JORNADA.dataInicio)} a ${br(JORNADA.dataFim)}`);
      expect(card).toHaveTextContent('Carga horária16,5 h');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Importar presença de Jornada de Cardiologia' }));
      const dialog = await screen.findByRole('dialog', { name: 'Importar presença' });
      expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
      await user.upload(within(dialog).getByLabelText('Planilha de presença'), new File(['123456\n999999\n'], 'presenca.csv', { type: 'text/csv' }));
      await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
      expect(await within(dialog).findByRole('textbox', { name: 'CRMs não encontrados (1)' })).toHaveValue('999999');
      await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));

      await user.click(screen.getByRole('button', { name: 'Nova atividade' }));
      expect((await screen.findByRole('dialog', { name: 'Nova atividade' })).className).toMatch(/MuiDialog-paperFullScreen/);
    });
  });
});

