import { screen, waitFor, within } from '@testing-library/react';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVISO_AO_SAIR } from '@/components/feedback/aviso-ao-sair';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { testInstant } from '@/testing/clock';
import { ADMIN_BACKEND, contexto, detalhe, filaItem, MOTIVO_TETO, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';

const CONFLITO = 'A participação foi alterada por outro usuário. Recarregue a página.';

let urls = 0;
const createObjectURL = vi.fn(() => `blob:comprovante-${++urls}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  urls = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});
afterEach(() => vi.unstubAllGlobals());

const arquivo = (tipo: string) => () => new Response(new Blob(['%PDF-1.7 comprovante'], { type: tipo }), { headers: { 'content-type': tipo } });

function openDetalhe(p: Partial<ParticipacaoDetalhe> = {}, handlers: ApiHandlers = {}) {
  signIn(USERS.admin);
  const atual = detalhe({ podeEditar: false, podeExcluir: false, ...p });
  const api = stubApi({ ...ADMIN_BACKEND, 'participacao.getById': () => atual, 'anexo.getById': arquivo('application/pdf'), ...handlers });
  return { ...renderApp(`/participacao/editar/${atual.id}`), api };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const confirmar = async (user: ReturnType<typeof renderApp>['user']) => {
  const aviso = await dialog('Aviso');
  await user.click(within(aviso).getByRole('button', { name: 'Sim' }));
};

describe('participacao/editar (review)', () => {
  it('header, the PDF certificate inline in a frame, the data, other participations of the cycle, duplicates and the history', async () => {
    openDetalhe(
      {
        historico: [
          { em: testInstant(-39), por: 'Dra. Ângela Conceição', de: null, para: 1 },
          { em: testInstant(-30), por: 'Carla Admin', de: 1, para: 4, texto: 'Envie o certificado com a carga horária.' },
          { em: testInstant(-28), por: 'Dra. Ângela Conceição', de: 4, para: 1 },
        ],
      },
      {
        'analise.contexto': () =>
          contexto({ duplicatas: [{ ...filaItem({ id: 'p-9', titulo: 'Jornada de Clínica Médica (cópia)' }), motivo: 'mesmo arquivo' }] }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Jornada de Clínica Médica', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Dra. Ângela Conceição · CRM 123456');
    expect(within(main).getAllByText('Pendente', { selector: '.MuiChip-label' }).length).toBeGreaterThan(0);
    expect(main).toHaveTextContent('Hospital Exemplo');

    const frame = await screen.findByTitle('Comprovante: certificado.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:comprovante-1');
    expect((createObjectURL.mock.calls[0] as unknown as [Blob])[0].type).toBe('application/pdf');

    const outras = await screen.findByRole('list', { name: 'Outras participações do ciclo' });
    expect(within(outras).getByRole('link', { name: 'Curso de ACLS' })).toHaveAttribute('href', '/participacao/editar/p-7');
    expect(outras).toHaveTextContent('4 créditos');
    const duplicatas = screen.getByRole('list', { name: 'Possíveis duplicatas' });
    expect(within(duplicatas).getByRole('link', { name: 'Jornada de Clínica Médica (cópia)' })).toHaveAttribute('href', '/participacao/editar/p-9');
    expect(duplicatas).toHaveTextContent('Mesmo arquivo de comprovante');
    expect(main).toHaveTextContent('possível duplicata');

    const historico = screen.getByRole('list', { name: 'Histórico de status' });
    expect(within(historico).getAllByRole('listitem')).toHaveLength(3);
    expect(historico).toHaveTextContent('Pendente → Em ajuste');
    expect(historico).toHaveTextContent('Envie o certificado com a carga horária.');
  });

  it('lists the first 5 possible duplicates, then "e mais N", which shows the rest; past the limit it says there are more', async () => {
    const dups = (n: number) => Array.from({ length: n }, (_, i) => ({ ...filaItem({ id: `d-${i}`, titulo: `Cópia ${i + 1}` }), motivo: 'mesmo arquivo' as const }));
    const { user, unmount } = openDetalhe({}, { 'analise.contexto': () => contexto({ duplicatas: dups(12) }) });
    const lista = await screen.findByRole('list', { name: 'Possíveis duplicatas' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'e mais 7' }));
    expect(within(lista).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /^e mais/ })).not.toBeInTheDocument();
    unmount();

    const outro = openDetalhe({}, { 'analise.contexto': () => contexto({ duplicatas: dups(20), duplicatasMais: true }) });
    await outro.user.click(await screen.findByRole('button', { name: 'e mais de 15' }));
    expect(within(screen.getByRole('list', { name: 'Possíveis duplicatas' })).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('main')).toHaveTextContent('Há mais de 20 possíveis duplicatas; a lista mostra as 20 primeiras.');
  });

  it("no certificate: 'sem comprovante', except for a participation from the activity's attendance list, whose proof is the list", async () => {
    const { unmount } = openDetalhe({ anexos: [] });
    expect(await screen.findByText('Esta participação não tem comprovante.')).toBeInTheDocument();
    expect(screen.getByText('sem comprovante')).toBeInTheDocument();
    unmount();

    openDetalhe({ anexos: [], origem: 'presenca' });
    expect(await screen.findByText('Presença registrada pela lista da atividade.')).toBeInTheDocument();
    expect(screen.getByText('Presença registrada pela lista da atividade')).toBeInTheDocument();
    expect(screen.queryByText('sem comprovante')).not.toBeInTheDocument();
    expect(screen.queryByText('Esta participação não tem comprovante.')).not.toBeInTheDocument();
  });

  it('an image certificate is an image; choosing another revokes the previous URL', async () => {
    const { user } = openDetalhe(
      {
        anexos: [
          { id: 'anx-1', nomeOriginal: 'certificado.pdf', tipo: 'application/pdf', tamanho: 245_760, criadoEm: testInstant(-39) },
          { id: 'anx-2', nomeOriginal: 'foto.png', tipo: 'image/png', tamanho: 120_000, criadoEm: testInstant(-39) },
        ],
      },
      { 'anexo.getById': (call) => arquivo(call.params.id === 'anx-2' ? 'image/png' : 'application/pdf')() },
    );
    expect(await screen.findByTitle('Comprovante: certificado.pdf')).toHaveAttribute('src', 'blob:comprovante-1');
    await user.click(screen.getByRole('button', { name: 'foto.png' }));
    const img = await screen.findByRole('img', { name: 'Comprovante: foto.png' });
    expect(img).toHaveAttribute('src', 'blob:comprovante-2');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:comprovante-1');
    expect(screen.queryByTitle('Comprovante: certificado.pdf')).not.toBeInTheDocument();
  });

  it('the classification picker shows each row, the credits it would give and the cap sentence; approving sends the version after "Sim", then "Próxima da fila" opens the next pending one', async () => {
    const { user, api, router } = openDetalhe(
      {},
      {
        'analise.aprovar': () => detalhe({ status: 2, statusNome: 'Aprovada', credito: 4, versao: 4, podeEditar: false, podeExcluir: false }),
        'analise.participacoesAdministrador': () => page([filaItem({ id: 'p-1' }), filaItem({ id: 'p-3', titulo: 'Simpósio de Nefrologia' })]),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const aprovar = await dialog('Aprovar participação');
    const [nacional, internacional] = within(aprovar).getAllByRole('radio');
    await waitFor(() => expect(nacional).toHaveFocus());
    const labelNacional = nacional!.closest('label')!;
    expect(labelNacional).toHaveTextContent('Congresso nacional (ouvinte)');
    expect(labelNacional).toHaveTextContent('Médio valor · 0,5 ponto por hora');
    expect(labelNacional).toHaveTextContent('Daria 4 créditos');
    const labelInternacional = internacional!.closest('label')!;
    expect(labelInternacional).toHaveTextContent('Alto valor · 10 pontos por evento · limite de 20 créditos por ciclo');
    expect(labelInternacional).toHaveTextContent('Daria 6 créditos (calculado: 10)');
    expect(labelInternacional).toHaveTextContent(MOTIVO_TETO);
    expect(api.callsTo('tabela.classificacoes')[0]!.query).toEqual({ idCategoria: 'cat-congresso', idForma: 'forma-ouvinte' });

    // Nothing chosen: the message, and nothing sent.
    await user.click(within(aprovar).getByRole('button', { name: 'Aprovar' }));
    expect(within(aprovar).getByText('Selecione a classificação da tabela de créditos.')).toBeInTheDocument();

    await user.click(nacional!);
    await user.type(within(aprovar).getByRole('textbox', { name: 'Observação (opcional)' }), 'Certificado conferido.');
    await user.click(within(aprovar).getByRole('button', { name: 'Aprovar' }));
    const aviso = await dialog('Aviso');
    expect(aviso).toHaveTextContent('Deseja aprovar esta participação como "Congresso nacional (ouvinte)", com 4 créditos?');
    expect(api.callsTo('analise.aprovar')).toHaveLength(0);
    await confirmar(user);

    await waitFor(() => expect(api.callsTo('analise.aprovar')).toHaveLength(1));
    expect(api.callsTo('analise.aprovar')[0]!.body).toEqual({ id: 'p-1', idClassificacao: 'cls-nacional', observacao: 'Certificado conferido.', versao: 3 });
    expect(await screen.findByText('Participação aprovada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aprovar participação' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reabrir' })).toBeInTheDocument();

    const filaAntes = api.callsTo('analise.participacoesAdministrador').length;
    await user.click(screen.getByRole('button', { name: 'Próxima da fila' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao/editar/p-3'));
    expect(api.callsTo('analise.participacoesAdministrador').at(-1)!.query).toEqual({ status: '1', page: '1' });
    expect(api.callsTo('analise.participacoesAdministrador').length).toBeGreaterThan(filaAntes);
  });

  it('rejecting needs a reason; "Não" sends nothing; "Sim" sends reprovar with status 3', async () => {
    const { user, api } = openDetalhe({}, { 'analise.reprovarComentar': () => detalhe({ status: 3, statusNome: 'Reprovada', motivo: 'Fora do período.', versao: 4 }) });
    await user.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const reprovar = await dialog('Reprovar participação');
    const motivo = within(reprovar).getByRole('textbox', { name: /Motivo da reprovação/ });
    expect(motivo).toHaveFocus();
    await user.click(within(reprovar).getByRole('button', { name: 'Reprovar' }));
    expect(within(reprovar).getByText('Informe o motivo.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument();

    await user.type(motivo, 'Fora do período.');
    await user.click(within(reprovar).getByRole('button', { name: 'Reprovar' }));
    await user.click(within(await dialog('Aviso')).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument());
    expect(api.callsTo('analise.reprovarComentar')).toHaveLength(0);

    await user.click(within(await dialog('Reprovar participação')).getByRole('button', { name: 'Reprovar' }));
    await confirmar(user);
    await waitFor(() => expect(api.callsTo('analise.reprovarComentar')).toHaveLength(1));
    expect(api.callsTo('analise.reprovarComentar')[0]!.body).toEqual({ id: 'p-1', motivo: 'Fora do período.', status: 3, reprovar: true, versao: 3 });
    expect(await screen.findByText('Participação reprovada.')).toBeInTheDocument();
  });

  it('a reason typed in a decision dialog: leaving the page asks first, "Não" keeps it, "Sim" leaves (issue 28, defect 11)', async () => {
    const { user, router } = openDetalhe();
    await user.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const reprovar = await dialog('Reprovar participação');
    const motivo = within(reprovar).getByRole('textbox', { name: /Motivo da reprovação/ });
    await user.type(motivo, 'Certificado ilegível.');
    void router.navigate('/participacao/home');
    const aviso = await dialog('Aviso');
    expect(aviso).toHaveTextContent(AVISO_AO_SAIR);
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/participacao/editar/p-1');
    expect(within(await dialog('Reprovar participação')).getByRole('textbox', { name: /Motivo da reprovação/ })).toHaveValue('Certificado ilegível.');
    void router.navigate('/participacao/home');
    await confirmar(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao/home'));
  });

  it('a decision dialog left untouched, or closed with Cancelar, leaves without asking', async () => {
    const { user, router } = openDetalhe();
    await user.click(await screen.findByRole('button', { name: 'Solicitar ajuste' }));
    const ajuste = await dialog('Solicitar ajuste');
    await user.type(within(ajuste).getByRole('textbox', { name: /Comentário para o médico/ }), 'Anexe o certificado.');
    await user.click(within(ajuste).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Solicitar ajuste' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    await dialog('Aprovar participação');
    void router.navigate('/participacao/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao/home'));
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument();
  });

  it('"Solicitar ajuste" needs a comment and sends status 4 without reprovar', async () => {
    const { user, api } = openDetalhe({}, { 'analise.reprovarComentar': () => detalhe({ status: 4, statusNome: 'Em ajuste', motivo: 'Anexe o certificado.', versao: 4 }) });
    await user.click(await screen.findByRole('button', { name: 'Solicitar ajuste' }));
    const ajuste = await dialog('Solicitar ajuste');
    await user.click(within(ajuste).getByRole('button', { name: 'Solicitar ajuste' }));
    expect(within(ajuste).getByText('Informe o comentário.')).toBeInTheDocument();
    await user.type(within(ajuste).getByRole('textbox', { name: /Comentário para o médico/ }), 'Anexe o certificado.');
    await user.click(within(ajuste).getByRole('button', { name: 'Solicitar ajuste' }));
    await confirmar(user);
    await waitFor(() => expect(api.callsTo('analise.reprovarComentar')).toHaveLength(1));
    expect(api.callsTo('analise.reprovarComentar')[0]!.body).toEqual({ id: 'p-1', motivo: 'Anexe o certificado.', status: 4, reprovar: false, versao: 3 });
  });

  it('an approved participation offers only "Reabrir", which needs a reason and moves it to Em ajuste', async () => {
    const { user, api } = openDetalhe(
      { status: 2, statusNome: 'Aprovada', credito: 4, versao: 7, classificacao: 'Congresso nacional (ouvinte)', valor: 'medio valor', idClassificacao: 'cls-nacional' },
      { 'analise.reprovarComentar': () => detalhe({ status: 4, statusNome: 'Em ajuste', motivo: 'Carga horária divergente.', versao: 8 }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Reabrir' }));
    expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    const reabrir = await dialog('Reabrir participação');
    await user.click(within(reabrir).getByRole('button', { name: 'Reabrir' }));
    expect(within(reabrir).getByText('Informe o motivo.')).toBeInTheDocument();
    await user.type(within(reabrir).getByRole('textbox', { name: /Motivo da reabertura/ }), 'Carga horária divergente.');
    await user.click(within(reabrir).getByRole('button', { name: 'Reabrir' }));
    expect(await dialog('Aviso')).toHaveTextContent('os seus créditos deixam de contar');
    await confirmar(user);
    await waitFor(() => expect(api.callsTo('analise.reprovarComentar')).toHaveLength(1));
    expect(api.callsTo('analise.reprovarComentar')[0]!.body).toEqual({ id: 'p-1', motivo: 'Carga horária divergente.', status: 4, reprovar: false, versao: 7 });
    expect(await screen.findByText('Participação reaberta: ela volta ao médico em ajuste.')).toBeInTheDocument();
  });

  it('own participation (podeDecidir false): no decisions, the reason instead', async () => {
    openDetalhe({}, { 'analise.contexto': () => contexto({ podeDecidir: false }) });
    expect(await screen.findByText('Você não pode analisar a própria participação.')).toBeInTheDocument();
    for (const name of ['Aprovar', 'Reprovar', 'Solicitar ajuste', 'Reabrir']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('a 409 shows its message and reloads the participation; a 403 shows its own', async () => {
    let recusa = 409;
    const { user, api } = openDetalhe(
      {},
      {
        'analise.reprovarComentar': () =>
          recusa === 409 ? errorResponse(409, CONFLITO) : errorResponse(403, 'Você não pode analisar a própria participação.'),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const reprovar = await dialog('Reprovar participação');
    await user.type(within(reprovar).getByRole('textbox', { name: /Motivo/ }), 'Duplicada.');
    await user.click(within(reprovar).getByRole('button', { name: 'Reprovar' }));
    const antes = api.callsTo('participacao.getById').length;
    await confirmar(user);
    expect(await screen.findByText(CONFLITO)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('participacao.getById').length).toBeGreaterThan(antes));
    expect(api.callsTo('analise.contexto').length).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    recusa = 403;
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    const denovo = await dialog('Reprovar participação');
    await user.type(within(denovo).getByRole('textbox', { name: /Motivo/ }), 'Duplicada.');
    await user.click(within(denovo).getByRole('button', { name: 'Reprovar' }));
    await confirmar(user);
    expect(await screen.findByText('Você não pode analisar a própria participação.')).toBeInTheDocument();
  });

  it('"Próxima da fila" with no other pending participation goes back to the queue', async () => {
    const { user, router } = openDetalhe(
      {},
      {
        'analise.reprovarComentar': () => detalhe({ status: 3, statusNome: 'Reprovada', versao: 4 }),
        'analise.participacoesAdministrador': () => page([]),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const reprovar = await dialog('Reprovar participação');
    await user.type(within(reprovar).getByRole('textbox', { name: /Motivo/ }), 'Fora do período.');
    await user.click(within(reprovar).getByRole('button', { name: 'Reprovar' }));
    await confirmar(user);
    await user.click(await screen.findByRole('button', { name: 'Próxima da fila' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao/home'));
    expect(await screen.findByText('Não há outra participação pendente com os filtros atuais.')).toBeInTheDocument();
  });
});
