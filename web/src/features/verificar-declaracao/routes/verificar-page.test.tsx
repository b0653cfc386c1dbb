import { screen, waitFor, within } from '@testing-library/react';
import { DECLARACAO_MSG, type DeclaracaoVerificada } from '@emc/shared/relatorios';
import { describe, expect, it } from 'vitest';
import { HOSPITAL_NAME } from '@/config/app';
import { errorResponse, stubApi } from '@/testing/api';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';
import { VERIFICACAO_TITULO } from '../components/verificacao-layout';
import { CONFIRA_CODIGO, DECLARACAO_VALIDA, FALHA_VERIFICAR } from './verificar-page';

const CODIGO = 'K7M2-9QXR-4TBN';
const DECLARACAO: DeclaracaoVerificada = {
  nome: 'Dra. Ângela Conceição',
  crm: '123456',
  ciclo: 19,
  totalPontos: 52.5,
  // 23 Nov 2026, 14:05 in São Paulo (UTC−3).
  emitidaEm: '2026-11-23T17:05:42.123Z',
};

/** The page's fields as label → value. */
function campos(): Record<string, string> {
  const dl = document.querySelector('dl')!;
  return Object.fromEntries(within(dl).getAllByRole('term').map((dt) => [dt.textContent!, dt.nextElementSibling!.textContent!]));
}

/** Nothing of the app's shell: no menu, no top bar, no sidebar. */
function semMoldura() {
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  // The top bar's header (the page's own header sits inside its section, which no banner is).
  expect(document.querySelectorAll('header.MuiAppBar-root, .MuiAppBar-root')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: /Abrir menu|Abrir perfil/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Meu desempenho' })).not.toBeInTheDocument();
}

describe('/verificar/{codigo}: the public verification of a credit statement', () => {
  it('signed out: the hospital, the title and only name, CRM, cycle, total and issue date (São Paulo time)', async () => {
    const api = stubApi({ 'declaracao.verificar': () => DECLARACAO });
    const { router } = renderApp(`/verificar/${CODIGO}`);
    expect(await screen.findByRole('heading', { name: DECLARACAO_VALIDA, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: VERIFICACAO_TITULO, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(HOSPITAL_NAME);
    expect(screen.getByText(CODIGO)).toBeInTheDocument();
    expect(campos()).toEqual({
      Nome: 'Dra. Ângela Conceição',
      CRM: '123456',
      Ciclo: '19',
      'Total de créditos': '52,5',
      'Emitida em': '23/11/2026 14:05',
    });
    semMoldura();
    expect(router.state.location.pathname).toBe(`/verificar/${CODIGO}`);

    const [chamada] = api.callsTo('declaracao.verificar');
    expect(chamada!.params).toEqual({ codigo: CODIGO });
    expect(chamada!.headers).not.toHaveProperty('Authorization');
  });

  it('signed in: stays on the page (no redirect), shows no shell, and sends no token', async () => {
    signIn(USERS.medico);
    const api = stubApi({ 'declaracao.verificar': () => DECLARACAO, 'medico.desempenho': () => ({}) });
    const { router } = renderApp(`/verificar/${CODIGO}`);
    expect(await screen.findByRole('heading', { name: DECLARACAO_VALIDA })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/verificar/${CODIGO}`);
    semMoldura();
    expect(api.calls.map((c) => c.id)).toEqual(['declaracao.verificar']);
    expect(api.calls[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('a code typed in lower case and without hyphens is shown as printed and sent as typed', async () => {
    const api = stubApi({ 'declaracao.verificar': () => DECLARACAO });
    renderApp('/verificar/k7m29qxr4tbn');
    await screen.findByRole('heading', { name: DECLARACAO_VALIDA });
    expect(screen.getByText(CODIGO)).toBeInTheDocument();
    expect(api.callsTo('declaracao.verificar')[0]!.params).toEqual({ codigo: 'k7m29qxr4tbn' });
  });

  it('an unknown code (404) or one that is not a code (400): "Declaração não encontrada" and what to check, no fields', async () => {
    stubApi({ 'declaracao.verificar': () => errorResponse(404, DECLARACAO_MSG.naoEncontrada) });
    const { unmount } = renderApp('/verificar/ABCD-EFGH-JKMN');
    expect(await screen.findByRole('heading', { name: DECLARACAO_MSG.naoEncontrada, level: 2 })).toBeInTheDocument();
    expect(screen.getByText(CONFIRA_CODIGO)).toBeInTheDocument();
    expect(document.querySelector('dl')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();

    stubApi({ 'declaracao.verificar': () => errorResponse(400, 'Ocorreu um erro de validação.', { codigo: [DECLARACAO_MSG.codigoInvalido] }) });
    renderApp('/verificar/não-é-um-código');
    expect(await screen.findByRole('heading', { name: DECLARACAO_MSG.naoEncontrada })).toBeInTheDocument();
    expect(screen.getByText(CONFIRA_CODIGO)).toBeInTheDocument();
    expect(screen.queryByText(DECLARACAO_MSG.codigoInvalido)).not.toBeInTheDocument();
  });

  it('while the answer is on its way: a loading state', async () => {
    let responder!: (d: DeclaracaoVerificada) => void;
    stubApi({ 'declaracao.verificar': () => new Promise<DeclaracaoVerificada>((r) => (responder = r)) });
    renderApp(`/verificar/${CODIGO}`);
    expect(await screen.findByRole('progressbar', { name: 'Verificando a declaração' })).toBeInTheDocument();
    expect(screen.getByText('Verificando a declaração…').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(responder).toBeTypeOf('function'));
    responder(DECLARACAO);
    expect(await screen.findByRole('heading', { name: DECLARACAO_VALIDA })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a server error or no network: says so with "Tentar novamente", which asks again', async () => {
    let vez = 0;
    const api = stubApi({
      'declaracao.verificar': () => {
        vez += 1;
        if (vez === 1) return errorResponse(500, 'x');
        if (vez === 2) throw new TypeError('Failed to fetch');
        return DECLARACAO;
      },
    });
    const { user } = renderApp(`/verificar/${CODIGO}`);
    expect(await screen.findByRole('heading', { name: FALHA_VERIFICAR })).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro no processamento, tente novamente mais tarde ou contate o nosso suporte.')).toBeInTheDocument();
    expect(screen.queryByText(DECLARACAO_MSG.naoEncontrada)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ocorreu um erro desconhecido.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: FALHA_VERIFICAR })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: DECLARACAO_VALIDA })).toBeInTheDocument();
    expect(campos().Nome).toBe('Dra. Ângela Conceição');
    expect(api.callsTo('declaracao.verificar')).toHaveLength(3);
  });
});

describe('/verificar on a phone (390 px)', () => {
  onAPhone();

  it('shows the same fields, without the shell', async () => {
    stubApi({ 'declaracao.verificar': () => DECLARACAO });
    renderApp(`/verificar/${CODIGO}`);
    await screen.findByRole('heading', { name: DECLARACAO_VALIDA });
    expect(Object.keys(campos())).toEqual(['Nome', 'CRM', 'Ciclo', 'Total de créditos', 'Emitida em']);
    semMoldura();
  });
});
