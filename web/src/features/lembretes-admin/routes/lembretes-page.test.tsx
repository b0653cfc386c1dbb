import { screen, waitFor, within } from '@testing-library/react';
import type { LembreteEnviado } from '@emc/shared/comunicacao';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND, CICLOS, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const LEMBRETES: LembreteEnviado[] = [
  { idMedico: 'med-1', nome: 'Dra. Ângela Conceição', crm: '123456', ciclo: 19, data: '2025-12-01', situacao: 'falhou', tentativaEm: '2025-12-01T11:00:00.000Z', tentativas: 2, totalPontos: 12.5, meta: 40 },
  { idMedico: 'med-2', nome: 'Dr. Bruno Lima', crm: '654321', ciclo: 19, data: '2025-11-01', situacao: 'enviado', tentativaEm: '2025-11-01T10:00:00.000Z', tentativas: 1, totalPontos: 30, meta: 40 },
];

function abrir(handlers: ApiHandlers = {}, path = '/configuracoes/lembretes') {
  signIn(USERS.admin);
  const api = stubApi({ ...ADMIN_BACKEND, 'comunicacao.lembreteLista': () => page(LEMBRETES), ...handlers });
  return { ...renderApp(path), api };
}

const EXPLICACAO =
  'Os lembretes saem por e-mail em 1º de outubro, 1º de novembro e 1º de dezembro, para os médicos ativos abaixo da meta do ciclo que não os desativaram no Perfil.';

describe('Configurações › Lembretes enviados', () => {
  it('lists who was reminded, when, whether it went and with how many attempts, and the total and meta', async () => {
    const { api } = abrir();
    expect(await screen.findByRole('heading', { name: 'Lembretes enviados', level: 1 })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'Lembretes enviados' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'MédicoCRMData do lembreteSituaçãoQuandoTotalMeta',
      'Dra. Ângela Conceição12345601/12/2025 (ciclo 19)Falhou2 tentativas01/12/2025 08:0012,540',
      'Dr. Bruno Lima65432101/11/2025 (ciclo 19)Enviado1 tentativa01/11/2025 07:003040',
    ]);
    expect(api.callsTo('comunicacao.lembreteLista')[0]!.query).toEqual({ page: '1' });
  });

  it('filters one cycle from the URL on, back at page 1', async () => {
    const { user, api, router } = abrir({}, '/configuracoes/lembretes?page=3');
    await screen.findByRole('table', { name: 'Lembretes enviados' });
    expect(api.callsTo('comunicacao.lembreteLista')[0]!.query).toEqual({ page: '3' });
    const ciclo = screen.getByRole('combobox', { name: 'Ciclo' });
    await waitFor(() => expect(within(ciclo).getAllByRole('option').length).toBe(CICLOS.length + 1));
    await user.selectOptions(ciclo, String(CICLOS[1]!.ciclo));
    await waitFor(() => expect(api.callsTo('comunicacao.lembreteLista').at(-1)!.query).toEqual({ page: '1', ciclo: String(CICLOS[1]!.ciclo) }));
    expect(router.state.location.search).toBe(`?ciclo=${CICLOS[1]!.ciclo}`);
    await user.selectOptions(ciclo, '');
    await waitFor(() => expect(api.callsTo('comunicacao.lembreteLista').at(-1)!.query).toEqual({ page: '1' }));
  });

  it('an empty log explains when reminders go out and to whom', async () => {
    const { user } = abrir({ 'comunicacao.lembreteLista': () => page([]) });
    expect(await screen.findByText(`Nenhum lembrete enviado ainda. ${EXPLICACAO}`)).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ciclo' }), String(CICLOS[0]!.ciclo));
    expect(await screen.findByText(`Nenhum lembrete no ciclo ${CICLOS[0]!.ciclo}. ${EXPLICACAO}`)).toBeInTheDocument();
  });

  it('a load error offers to try again', async () => {
    let falhar = true;
    const { user } = abrir({ 'comunicacao.lembreteLista': () => (falhar ? errorResponse(500, 'x') : page(LEMBRETES)) });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar: lembretes enviados.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Lembretes enviados' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();
    it('each reminder is a card', async () => {
      abrir();
      const lista = await screen.findByRole('list', { name: 'Lembretes enviados' });
      const card = within(lista).getByRole('article', { name: 'Dra. Ângela Conceição' });
      expect(card).toHaveTextContent('SituaçãoFalhou2 tentativas');
      expect(card).toHaveTextContent('Meta40');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
