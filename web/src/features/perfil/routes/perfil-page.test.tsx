import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_DIALOG_TITLE } from '@/components/feedback/error-dialog';
import { errorResponse, stubApi } from '@/testing/api';
import { MEDICO_BACKEND, PERFIL } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { dataNascimento, especialidadesSecundarias, perfilCampos, texto } from '../components/perfil-campos';

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
