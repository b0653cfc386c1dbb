import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { detalhe, MEDICO_BACKEND } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { testInstant } from '@/testing/clock';
import { onAPhone } from '@/testing/viewport';
import { stubXhr } from '@/testing/xhr';

function openPage(p: ParticipacaoDetalhe | (() => unknown), handlers: ApiHandlers = {}) {
  signIn(USERS.medico);
  const api = stubApi({ ...MEDICO_BACKEND, 'participacao.getById': typeof p === 'function' ? p : () => p, ...handlers });
  const app = renderApp(`/participacao-medico/editar/${typeof p === 'function' ? 'p-1' : p.id}`);
  return { ...app, api };
}

const main = () => screen.getByRole('main');

describe('participation page', () => {
  it('shows the fields, the status, the certificates and the history', async () => {
    openPage(
      detalhe({
        historico: [
          { em: '2026-02-05T13:30:00Z', por: 'Sônia Secretária', emNomeDe: 'Dra. Ângela Conceição', de: null, para: 1 },
          { em: '2026-02-10T18:05:00Z', por: 'Carla Admin', de: 1, para: 4, texto: 'Falta a carga horária no certificado.' },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Jornada de Clínica Médica', level: 1 })).toBeInTheDocument();
    expect(main()).toHaveTextContent('Dra. Ângela Conceição · CRM 123456');
    expect(within(main()).getByText('Pendente', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(main()).toHaveTextContent('Hospital Exemplo');
    expect(main()).toHaveTextContent('02/02/2026');
    expect(main()).toHaveTextContent('8 h');

    const anexos = screen.getByRole('list', { name: 'Comprovantes' });
    expect(anexos).toHaveTextContent('certificado.pdf');
    expect(anexos).toHaveTextContent('240,0 KB');
    expect(anexos).toHaveTextContent('05/02/2026 10:31');

    const historico = screen.getByRole('list', { name: 'Histórico de status' });
    const [registro, ajuste] = within(historico).getAllByRole('listitem');
    expect(registro).toHaveTextContent('Pendente');
    expect(registro).toHaveTextContent('05/02/2026 10:30 · por Sônia Secretária em nome de Dra. Ângela Conceição');
    expect(ajuste).toHaveTextContent('Pendente → Em ajuste');
    expect(ajuste).toHaveTextContent('10/02/2026 15:05 · por Carla Admin');
    expect(ajuste).toHaveTextContent('Falta a carga horária no certificado.');
  });

  it("Em ajuste: the coordination's comment and how to resubmit", async () => {
    openPage(detalhe({ status: 4, statusNome: 'Em ajuste', motivo: 'Envie o certificado com a carga horária.' }));
    const alert = (await screen.findByText('Comentário da coordenação')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Envie o certificado com a carga horária.');
    expect(alert).toHaveTextContent(/salve a participação: ela volta para análise/);
  });

  it('Reprovada: the reason; no edit or delete', async () => {
    openPage(detalhe({ status: 3, statusNome: 'Reprovada', motivo: 'Atividade fora do período.', podeEditar: false, podeExcluir: false }));
    const alert = (await screen.findByText('Motivo da reprovação')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Atividade fora do período.');
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Substituir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar comprovante' })).not.toBeInTheDocument();
  });

  it('Aprovada: credits, the computed credits and the cap reason, value, classification and observation', async () => {
    openPage(
      detalhe({
        status: 2,
        statusNome: 'Aprovada',
        credito: 6,
        creditoCalculado: 10,
        motivoTeto: 'O limite de 20 créditos por ciclo para esta classificação foi atingido.',
        valor: 'alto valor',
        classificacao: 'Congresso internacional',
        observacao: 'Aprovada com o certificado enviado.',
        podeEditar: false,
        podeExcluir: false,
      }),
    );
    await screen.findByRole('heading', { name: 'Jornada de Clínica Médica', level: 1 });
    const text = main().textContent ?? '';
    expect(text).toContain('Créditos6');
    expect(text).toContain('Créditos calculados10');
    expect(text).toContain('O limite de 20 créditos por ciclo para esta classificação foi atingido.');
    expect(text).toContain('ValorAlto valor');
    expect(text).toContain('ClassificaçãoCongresso internacional');
    expect(screen.getByText('Observação da coordenação')).toBeInTheDocument();
  });

  it('editing sends the version read, shows the new values and a success toast', async () => {
    const { user, api } = openPage(detalhe({ status: 4, statusNome: 'Em ajuste', motivo: 'Corrija o título.' }), {
      'participacao.update': (call) =>
        detalhe({ ...(call.body as Partial<ParticipacaoDetalhe>), status: 1, statusNome: 'Pendente', versao: 4, motivo: undefined }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar participação' });
    const titulo = within(form).getByRole('textbox', { name: /Título/ });
    expect(titulo).toHaveValue('Jornada de Clínica Médica');
    expect(within(form).getByRole('combobox', { name: /Categoria/ })).toHaveValue('cat-congresso');
    await user.clear(titulo);
    await user.type(titulo, 'Jornada Paulista de Clínica Médica');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('heading', { name: 'Jornada Paulista de Clínica Médica', level: 1 })).toBeInTheDocument();
    const [update] = api.callsTo('participacao.update');
    expect(update!.method).toBe('PUT');
    expect(update!.body).toEqual({
      id: 'p-1',
      versao: 3,
      titulo: 'Jornada Paulista de Clínica Médica',
      idCategoria: 'cat-congresso',
      idForma: 'forma-ouvinte',
      idAtividade: null,
      instituicao: 'Hospital Exemplo',
      dataInicio: '2026-02-02',
      dataFim: '2026-02-03',
      cargaHoraria: 8,
      descricao: 'Dois dias de atualização.',
    });
    expect(await screen.findByText('Participação atualizada.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Editar participação' })).not.toBeInTheDocument();
    expect(within(main()).getByText('Pendente', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByText('Comentário da coordenação')).not.toBeInTheDocument();
  });

  it('editing refuses a start date before the first cycle and hours the period cannot hold, under their fields (issue 28, defects 1 and 6)', async () => {
    const { user, api } = openPage(detalhe());
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar participação' });
    const inicio = within(form).getByLabelText(/Data de início/) as HTMLInputElement;
    fireEvent.change(inicio, { target: { value: `${String(Number(inicio.value.slice(0, 4)) - 1824).padStart(4, '0')}-03-01` } });
    fireEvent.blur(inicio);
    const horas = within(form).getByRole('textbox', { name: /Carga horária/ });
    await user.clear(horas);
    await user.type(horas, '49');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(form).findByText('A data de início é anterior ao primeiro ciclo do programa.')).toBeInTheDocument();
    fireEvent.change(inicio, { target: { value: within(form).getByLabelText<HTMLInputElement>(/Data de término/).value } });
    expect(await within(form).findByText('A carga horária não cabe no período informado.')).toBeInTheDocument();
    expect(horas).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('participacao.update')).toHaveLength(0);
  });

  it('a 400 from the server on edit shows under its field, with no toast', async () => {
    const { user } = openPage(detalhe(), {
      'participacao.update': () => errorResponse(400, 'Ocorreu um erro de validação.', { dataInicio: ['A data de início é anterior ao primeiro ciclo do programa.'] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar participação' });
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(form).findByText('A data de início é anterior ao primeiro ciclo do programa.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Data de início/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Erro')).not.toBeInTheDocument();
  });

  it('editing sends the cleaned text: no control or bidi characters', async () => {
    const { user, api } = openPage(detalhe(), {
      'participacao.update': (call) => detalhe({ ...(call.body as Partial<ParticipacaoDetalhe>), versao: 4 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar participação' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Título/ }), { target: { value: 'Jornada \u202Eanidem\u202C' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Instituição promotora/ }), { target: { value: '\u2067Hospital\u0000 Exemplo\u2069' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Descrição/ }), { target: { value: 'Dois dias\rde \u200Fatualização.\u0085' } });
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(api.callsTo('participacao.update')).toHaveLength(1));
    expect(api.callsTo('participacao.update')[0]!.body).toMatchObject({
      titulo: 'Jornada anidem',
      instituicao: 'Hospital Exemplo',
      descricao: 'Dois dias\nde atualização.',
    });
  });

  it('a 409 shows its message and offers a reload', async () => {
    const conflito = 'A participação foi alterada por outro usuário. Recarregue a página.';
    let versao = 3;
    const { user, api } = openPage(() => detalhe({ versao }), { 'participacao.update': () => errorResponse(409, conflito) });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar participação' });
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }));

    expect(await within(form).findByText(conflito)).toBeInTheDocument();
    // The form's alert and the toast (whose host may still be loading its chunk).
    await waitFor(() => expect(screen.getAllByText(conflito).length).toBeGreaterThanOrEqual(2));
    versao = 5;
    await user.click(within(form).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(api.callsTo('participacao.getById')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.click(within(await screen.findByRole('form', { name: 'Editar participação' })).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(api.callsTo('participacao.update')).toHaveLength(2));
    expect(api.callsTo('participacao.update')[1]!.body).toMatchObject({ versao: 5 });
  });

  it("Excluir asks with 'Aviso', 'Sim' and 'Não', then deletes and goes back to the list", async () => {
    const { user, api, router } = openPage(detalhe(), { 'participacao.delete': (call) => ({ id: call.params.id }) });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    let dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Não', 'Sim']);
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument());
    expect(api.callsTo('participacao.delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao-medico/home'));
    expect(api.callsTo('participacao.delete')[0]!).toMatchObject({ method: 'DELETE', params: { id: 'p-1' } });
    expect(await screen.findByText('Participação excluída.')).toBeInTheDocument();
  });

  it('downloads a certificate as a blob under its original name', async () => {
    const createObjectURL = vi.fn(() => 'blob:certificado');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = openPage(detalhe(), { 'anexo.getById': () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })) });
    await user.click(await screen.findByRole('button', { name: 'Baixar certificado.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('anexo.getById')[0]!.params).toEqual({ id: 'anx-1' });
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('certificado.pdf');
    expect(link.href).toBe('blob:certificado');
  });

  it("adds a certificate and replaces one, with the multipart fields and progress", async () => {
    const { user } = openPage(detalhe());
    const xhr = stubXhr((r) => ({ status: 200, body: { id: 'anx-2', nomeOriginal: r.fields.nomeOriginal, tipo: 'application/pdf', tamanho: 3, criadoEm: testInstant() } }));
    const input = await screen.findByLabelText('Arquivo de comprovante');

    await user.click(screen.getByRole('button', { name: 'Adicionar comprovante' }));
    await user.upload(input, new File(['%PDF-1.7'], 'declaracao.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Comprovante adicionado.')).toBeInTheDocument();
    expect(xhr.requests[0]!).toMatchObject({
      method: 'POST',
      url: '/api/participacao_anexo/upload-anexo',
      fields: { idParticipacao: 'p-1', idUsuario: 'med-user-1', nomeOriginal: 'declaracao.pdf' },
    });

    await user.click(screen.getByRole('button', { name: 'Substituir certificado.pdf' }));
    await user.upload(input, new File(['%PDF-1.7'], 'certificado-novo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Comprovante substituído.')).toBeInTheDocument();
    expect(xhr.requests[1]!).toMatchObject({
      method: 'PUT',
      url: '/api/participacao_anexo/update-anexo',
      fields: { id: 'anx-1', idUsuario: 'med-user-1', nomeOriginal: 'certificado-novo.pdf' },
    });
  });

  it("no certificate: the 'sem comprovante' warning; at 5 certificates no more can be added", async () => {
    openPage(detalhe({ anexos: [] }));
    expect(await screen.findByText('sem comprovante')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar comprovante' })).toBeInTheDocument();
  });

  it("from the activity's attendance list: no warning, the list is its proof", async () => {
    openPage(detalhe({ anexos: [], origem: 'presenca', status: 2, statusNome: 'Aprovada', podeEditar: false, podeExcluir: false }));
    expect(await screen.findByText('Presença registrada pela lista da atividade.')).toBeInTheDocument();
    expect(screen.queryByText('sem comprovante')).not.toBeInTheDocument();
    expect(main()).not.toHaveTextContent('Esta participação não tem comprovante.');
  });

  it('403: the forbidden state', async () => {
    openPage(() => errorResponse(403, 'Você não tem permissão para acessar este recurso.'));
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para acessar este recurso.')).toBeInTheDocument();
  });

  it('404: participation not found', async () => {
    openPage(() => errorResponse(404, 'Recurso não encontrado.'));
    expect(await screen.findByRole('heading', { name: 'Participação não encontrada.' })).toBeInTheDocument();
  });
});

describe('participation page on a phone (390 px)', () => {
  onAPhone();
  const FOTO_PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'foto.png', { type: 'image/png' });

  it("'Adicionar comprovante' and 'Substituir' offer the camera ('Tirar foto') or a file; a photo is sent like a file", async () => {
    const { user } = openPage(detalhe());
    const xhr = stubXhr((r) => ({ status: 200, body: { id: 'anx-2', nomeOriginal: r.fields.nomeOriginal, tipo: 'image/png', tamanho: 12, criadoEm: testInstant() } }));
    const camera = await screen.findByLabelText('Foto do comprovante');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');

    const adicionar = screen.getByRole('button', { name: 'Adicionar comprovante' });
    expect(adicionar).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(adicionar);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Escolher arquivo', 'Tirar foto']);
    const abrirCamera = vi.spyOn(camera, 'click');
    await user.click(within(menu).getByRole('menuitem', { name: 'Tirar foto' }));
    expect(abrirCamera).toHaveBeenCalledTimes(1);
    await user.upload(camera, FOTO_PNG());
    expect(await screen.findByText('Comprovante adicionado.')).toBeInTheDocument();
    expect(xhr.requests[0]!).toMatchObject({ method: 'POST', fields: { idParticipacao: 'p-1', nomeOriginal: 'foto.png' } });

    await user.click(screen.getByRole('button', { name: 'Substituir certificado.pdf' }));
    const arquivo = screen.getByLabelText('Arquivo de comprovante');
    const abrirArquivo = vi.spyOn(arquivo, 'click');
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Escolher arquivo' }));
    expect(abrirArquivo).toHaveBeenCalledTimes(1);
    await user.upload(arquivo, new File(['%PDF-1.7'], 'certificado-novo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Comprovante substituído.')).toBeInTheDocument();
    expect(xhr.requests[1]!).toMatchObject({ method: 'PUT', fields: { id: 'anx-1', nomeOriginal: 'certificado-novo.pdf' } });
  });
});
