import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { detalhe, MEDICO_BACKEND } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';

describe('routes', () => {
  it('/ redirects to /login', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('/home redirects to /participacao/home', async () => {
    signIn(USERS.admin);
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Área de Análise', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participacao/home');
  });

  it('guarded routes send an anonymous user to /login', async () => {
    for (const path of ['/participacao/home', '/participacao/editar/p1', '/participacao-medico/home', '/desempenho', '/selecionar-medico']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      unmount();
    }
  });

  it('a doctor may not open the administrator routes', async () => {
    signIn(USERS.medico);
    const { router } = renderApp('/desempenho');
    // The guard sends them to /login, which resumes their session at their own home.
    expect(await screen.findByRole('heading', { name: 'Participações', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participacao-medico/home');
  });

  it('the settings pages are for administrators: anyone else ends at the login or their own home', async () => {
    for (const path of ['/configuracoes/perguntas-frequentes', '/configuracoes/sobre', '/configuracoes/mensagens', '/configuracoes/lembretes', '/configuracoes/auditoria']) {
      const anonimo = renderApp(path);
      await waitFor(() => expect(anonimo.router.state.location.pathname).toBe('/login'));
      anonimo.unmount();
      signIn(USERS.medico);
      const medico = renderApp(path);
      await waitFor(() => expect(medico.router.state.location.pathname).toBe('/participacao-medico/home'));
      medico.unmount();
      window.localStorage.clear();
    }
  });

  it('the wildcard and /not-found show the not-found page; its button goes to /home', async () => {
    signIn(USERS.medico);
    const { user, router } = renderApp('/nao-existe/de-jeito-nenhum');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar para home' }));
    // /home → /participacao/home is for administrators; a doctor ends at their own home.
    expect(await screen.findByRole('heading', { name: 'Participações', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participacao-medico/home');
  });

  it('/error shows the generic error page with the same button', async () => {
    renderApp('/error');
    expect(await screen.findByRole('heading', { name: 'Ocorreu um erro no processamento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para home' })).toHaveAttribute('href', '/home');
  });

  it('sobre, perguntas-frequentes and contato have no role guard: an administrator, a doctor and a secretary open them', async () => {
    for (const user of [USERS.admin, USERS.medico, USERS.secretaria]) {
      for (const [path, heading] of [
        ['/sobre', 'Sobre o Programa'],
        ['/perguntas-frequentes', 'Perguntas Frequentes'],
        ['/contato', 'Contato'],
      ] as const) {
        signIn(user);
        stubApi({ ...MEDICO_BACKEND, 'conteudo.sobreGetAll': () => [], 'conteudo.faqGetAll': () => [] });
        const { router, unmount } = renderApp(path);
        expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path);
        unmount();
      }
    }
  });

  it('historico and perfil have no role guard; an administrator with no doctor is told to choose one', async () => {
    for (const [path, heading, text] of [
      ['/historico', 'Histórico', 'Selecione um médico para ver o histórico.'],
      ['/perfil', 'Perfil', 'Selecione um médico para ver o perfil.'],
    ] as const) {
      signIn(USERS.admin);
      const { router, unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
  });

  it('participacao-medico/editar/:id opens the participation page', async () => {
    signIn(USERS.medico);
    stubApi({ ...MEDICO_BACKEND, 'participacao.getById': () => detalhe({ id: 'p-9', titulo: 'Simpósio de Nefrologia' }) });
    renderApp('/participacao-medico/editar/p-9');
    expect(await screen.findByRole('heading', { name: 'Simpósio de Nefrologia', level: 1 })).toBeInTheDocument();
  });
});
