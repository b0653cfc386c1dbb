import { screen, waitFor, within } from '@testing-library/react';
import type { LembretesPreferencia, MeusDados } from '@emc/shared/comunicacao';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_DIALOG_TITLE } from '@/components/feedback/error-dialog';
import { saveBlob } from '@/lib/save-blob';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { MEDICO_BACKEND, PERFIL } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { LEMBRETES_AJUDA, LEMBRETES_DESLIGADOS, LEMBRETES_FALHA, LEMBRETES_LABEL, LEMBRETES_LIGADOS } from '../components/lembretes-switch';
import { MEUS_DADOS_FALHA } from '../components/meus-dados-botao';
import { dataNascimento, especialidadesSecundarias, perfilCampos, texto } from '../components/perfil-campos';
import { meusDadosDescricao } from './perfil-page';

vi.mock('@/lib/save-blob', () => ({ saveBlob: vi.fn() }));
afterEach(() => vi.mocked(saveBlob).mockReset());

describe('profile formatting', () => {
  it("missing values show '-'", () => {
    expect(texto(undefined)).toBe('-');
    expect(texto(null)).toBe('-');
    expect(texto('  ')).toBe('-');
    expect(texto('Titular')).toBe('Titular');
  });

  it('dataNascimento: only the part before the first space', () => {
    expect(dataNascimento('05/03/1980 00:00:00')).toBe('05/03/1980');
    expect(dataNascimento('05/03/1980')).toBe('05/03/1980');
    expect(dataNascimento('')).toBe('-');
    expect(dataNascimento(undefined)).toBe('-');
  });

  it("especialidadesSecundarias: comma-joined, or '-' when empty", () => {
    expect(especialidadesSecundarias(['Clínica médica', 'Medicina intensiva'])).toBe('Clínica médica, Medicina intensiva');
    expect(especialidadesSecundarias(['Geriatria'])).toBe('Geriatria');
    expect(especialidadesSecundarias([])).toBe('-');
    expect(especialidadesSecundarias([' ', ''])).toBe('-');
    expect(especialidadesSecundarias(undefined)).toBe('-');
  });

  it('every field, labelled in Portuguese, in order', () => {
    expect(perfilCampos({ nome: 'Ana' }).map((c) => `${c.label}: ${c.value}`)).toEqual([
      'Nome: Ana',
      'CRM: -',
      'Status: -',
      'CPF: -',
      'Sexo: -',
      'Data de nascimento: -',
      'Estado civil: -',
      'Especialidade: -',
      'Especialidades secundárias: -',
      'Categoria profissional: -',
      'Tipo: -',
      'Telefone: -',
      'Celular: -',
      'Email: -',
      'Área: -',
    ]);
  });
});

function campos(): Record<string, string> {
  const dl = screen.getByRole('region', { name: 'Dados do médico' });
  return Object.fromEntries(within(dl).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
}

describe('perfil', () => {
  it("without a parameter: the doctor's own profile, read-only", async () => {
    signIn(USERS.medico);
    const api = stubApi(MEDICO_BACKEND);
    renderApp('/perfil');
    expect(await screen.findByRole('region', { name: 'Dados do médico' })).toBeInTheDocument();
    expect(api.callsTo('medico.perfil')[0]!.params).toEqual({ id: 'med-1' });
    expect(campos()).toMatchObject({
      Nome: 'Dra. Ângela Conceição',
      CPF: '123.456.789-09',
      'Data de nascimento': '05/03/1980',
      'Especialidades secundárias': 'Clínica médica, Medicina intensiva',
      Telefone: '-',
      Área: 'Clínica',
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a secretary sees the viewed doctor; a parameter picks the doctor', async () => {
    signIn(USERS.secretaria);
    window.localStorage.setItem('view-idMedico', 'med-7');
    window.localStorage.setItem('isMedicoView', 'true');
    const api = stubApi({ ...MEDICO_BACKEND, 'medico.perfil': (call) => ({ ...PERFIL, id: call.params.id, cpf: '***.456.789-**' }) });
    const { unmount } = renderApp('/perfil');
    await screen.findByRole('region', { name: 'Dados do médico' });
    expect(api.callsTo('medico.perfil')[0]!.params).toEqual({ id: 'med-7' });
    expect(campos().CPF).toBe('***.456.789-**');
    unmount();

    renderApp('/perfil/med-3');
    await screen.findByRole('region', { name: 'Dados do médico' });
    expect(api.callsTo('medico.perfil').at(-1)!.params).toEqual({ id: 'med-3' });
  });

  it('403: the forbidden state', async () => {
    signIn(USERS.secretaria);
    stubApi({ ...MEDICO_BACKEND, 'medico.perfil': () => errorResponse(403, 'Você não tem permissão para acessar este recurso.') });
    renderApp('/perfil/med-99');
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para acessar este recurso.')).toBeInTheDocument();
  });

  it('a failed load opens the error dialog', async () => {
    signIn(USERS.medico);
    stubApi({ ...MEDICO_BACKEND, 'medico.perfil': () => errorResponse(500, 'x') });
    renderApp('/perfil');
    expect(await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE })).toBeInTheDocument();
  });
});

const MEUS_DADOS: MeusDados = {
  geradoEm: '2026-11-23T12:00:00.000Z',
  linksValidosAte: '2026-11-23T12:15:00.000Z',
  perfil: PERFIL,
  receberLembretes: true,
  participacoes: [],
  lembretes: [{ ciclo: 19, data: '2026-11-01', situacao: 'enviado', tentativaEm: '2026-11-01T09:00:00.000Z' }],
  mensagensContato: [],
};

function openPerfil(handlers: ApiHandlers = {}, user: Record<string, unknown> = USERS.medico, path = '/perfil') {
  signIn(user);
  const api = stubApi({ ...MEDICO_BACKEND, 'medico.meusDados': () => MEUS_DADOS, ...handlers });
  return { ...renderApp(path), api };
}

const preferencias = () => screen.findByRole('region', { name: 'Dados e preferências' });
const interruptor = () => screen.getByRole('switch', { name: LEMBRETES_LABEL });

/** The toast with this message, and its title and severity (MUI's class). */
async function toastCom(mensagem: string) {
  const alerta = (await screen.findByText(mensagem)).closest('[role="alert"]') as HTMLElement;
  return { titulo: alerta.querySelector('.MuiAlertTitle-root')?.textContent, severidade: /MuiAlert-color(\w+)/.exec(alerta.className)?.[1]?.toLowerCase() };
}

describe('perfil: Meus dados (LGPD)', () => {
  it('the doctor downloads their data as meus_dados_emc_{crm}.json, with the line saying what it holds', async () => {
    let responder: (v: MeusDados) => void = () => undefined;
    const { user, api } = openPerfil({ 'medico.meusDados': () => new Promise<MeusDados>((r) => (responder = r)) });
    const secao = await preferencias();
    const botao = within(secao).getByRole('button', { name: 'Meus dados' });
    expect(botao).toHaveAccessibleDescription(meusDadosDescricao(true));
    expect(meusDadosDescricao(true)).toMatch(/^Baixe em um arquivo JSON tudo o que o programa guarda sobre você: o perfil, as participações .*\(LGPD\)\.$/);

    await user.click(botao);
    const baixando = await within(secao).findByRole('button', { name: 'Baixando ...' });
    expect(baixando).toBeDisabled();
    expect(api.callsTo('medico.meusDados').map((c) => c.params)).toEqual([{ id: 'med-1' }]);
    responder(MEUS_DADOS);

    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, nome] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(nome).toBe('meus_dados_emc_123456.json');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(MEUS_DADOS);
    expect(await within(secao).findByRole('button', { name: 'Meus dados' })).toBeEnabled();
    expect(api.callsTo('medico.meusDados')[0]!.headers.Authorization).toMatch(/^Bearer /);
  });

  it('a failed download says so in an error toast, and the button is back', async () => {
    const { user } = openPerfil({ 'medico.meusDados': () => errorResponse(500, 'x') });
    const secao = await preferencias();
    await user.click(within(secao).getByRole('button', { name: 'Meus dados' }));
    expect(await toastCom(MEUS_DADOS_FALHA)).toEqual({ titulo: 'Erro', severidade: 'error' });
    expect(within(secao).getByRole('button', { name: 'Meus dados' })).toBeEnabled();
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it("a linked secretary downloads the viewed doctor's data, under that doctor's CRM", async () => {
    window.localStorage.setItem('view-idMedico', 'med-7');
    window.localStorage.setItem('isMedicoView', 'true');
    const { user, api } = openPerfil({ 'medico.perfil': () => ({ ...PERFIL, id: 'med-7', crm: '777.001-SP' }) }, USERS.secretaria);
    const secao = await preferencias();
    expect(within(secao).getByText(meusDadosDescricao(false))).toBeInTheDocument();
    await user.click(within(secao).getByRole('button', { name: 'Meus dados' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('meus_dados_emc_777001SP.json');
    expect(api.callsTo('medico.meusDados')[0]!.params).toEqual({ id: 'med-7' });
  });
});

describe('perfil: the deadline reminders switch', () => {
  it('shows the saved choice; turning it off and on saves each, with a confirmation toast', async () => {
    let receber = true;
    const { user, api } = openPerfil({
      'comunicacao.lembretesPreferencia': (call): LembretesPreferencia => {
        receber = (call.body as { receber: boolean }).receber;
        return { idMedico: 'med-1', receberLembretes: receber };
      },
    });
    await preferencias();
    expect(interruptor()).toBeChecked();
    expect(interruptor()).toHaveAccessibleDescription(LEMBRETES_AJUDA);

    await user.click(interruptor());
    expect(await toastCom(LEMBRETES_DESLIGADOS)).toEqual({ titulo: 'Sucesso', severidade: 'success' });
    expect(interruptor()).not.toBeChecked();

    // By keyboard: Space on the focused switch.
    interruptor().focus();
    await user.keyboard(' ');
    expect(await toastCom(LEMBRETES_LIGADOS)).toEqual({ titulo: 'Sucesso', severidade: 'success' });
    expect(interruptor()).toBeChecked();
    expect(api.callsTo('comunicacao.lembretesPreferencia').map((c) => c.body)).toEqual([
      { idMedico: 'med-1', receber: false },
      { idMedico: 'med-1', receber: true },
    ]);
    expect(api.callsTo('comunicacao.lembretesPreferencia')[0]!.method).toBe('PUT');
  });

  it('a doctor who opted out sees it off', async () => {
    openPerfil({ 'medico.perfil': () => ({ ...PERFIL, receberLembretes: false }) });
    await preferencias();
    expect(interruptor()).not.toBeChecked();
  });

  it('changes at once, and goes back with an error toast when the call fails', async () => {
    let falhar: () => void = () => undefined;
    const { user } = openPerfil({
      'comunicacao.lembretesPreferencia': () => new Promise<Response>((r) => (falhar = () => r(errorResponse(403, 'Você não tem permissão para acessar este recurso.')))),
    });
    await preferencias();
    await user.click(interruptor());
    await waitFor(() => expect(interruptor()).not.toBeChecked());
    falhar();
    const toast = await toastCom(`${LEMBRETES_FALHA} Você não tem permissão para acessar este recurso.`);
    expect(toast).toEqual({ titulo: 'Erro', severidade: 'error' });
    await waitFor(() => expect(interruptor()).toBeChecked());
  });

  it('a linked secretary changes it for the viewed doctor', async () => {
    window.localStorage.setItem('view-idMedico', 'med-7');
    window.localStorage.setItem('isMedicoView', 'true');
    const { user, api } = openPerfil(
      {
        'medico.perfil': () => ({ ...PERFIL, id: 'med-7' }),
        'comunicacao.lembretesPreferencia': (): LembretesPreferencia => ({ idMedico: 'med-7', receberLembretes: false }),
      },
      USERS.secretaria,
    );
    await preferencias();
    await user.click(interruptor());
    await toastCom(LEMBRETES_DESLIGADOS);
    expect(api.callsTo('comunicacao.lembretesPreferencia')[0]!.body).toEqual({ idMedico: 'med-7', receber: false });
  });

  it('an administrator viewing a doctor gets Meus dados but not the switch (the choice is the doctor’s)', async () => {
    const { user } = openPerfil({ 'medico.perfil': (call) => ({ ...PERFIL, id: call.params.id }) }, USERS.admin, '/perfil/med-3');
    const secao = await preferencias();
    expect(within(secao).getByRole('button', { name: 'Meus dados' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(within(secao).getByRole('button', { name: 'Meus dados' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
  });

  it('an administrator who is also a doctor has the switch on their own profile only', async () => {
    const { unmount } = openPerfil({ 'medico.perfil': (call) => ({ ...PERFIL, id: call.params.id }) }, USERS.adminMedico);
    await preferencias();
    expect(interruptor()).toBeInTheDocument();
    unmount();
    openPerfil({ 'medico.perfil': (call) => ({ ...PERFIL, id: call.params.id }) }, USERS.adminMedico, '/perfil/med-3');
    await preferencias();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('nothing of it on a forbidden profile', async () => {
    const { unmount } = openPerfil({ 'medico.perfil': () => errorResponse(403, 'Você não tem permissão para acessar este recurso.') }, USERS.secretaria, '/perfil/med-99');
    await screen.findByRole('heading', { name: 'Acesso negado' });
    expect(screen.queryByRole('region', { name: 'Dados e preferências' })).not.toBeInTheDocument();
    unmount();
  });
});
