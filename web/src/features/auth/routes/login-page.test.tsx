import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { makeToken, signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';

const HELPDESK = 'Em caso de dificuldade, ligue para o Service Desk: (11) 4000-0000, ramal 1234.';

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Educação Médica Continuada' });
  return app;
}

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Senha');
const submitButton = () => screen.getByRole('button', { name: 'Entrar' });

/** Login routes the back end answers in these tests. */
function stubBackend(loginResponse: () => Response) {
  return stubFetch((url) => {
    if (url === '/api/login/logon') return loginResponse();
    if (url.startsWith('/api/secretarias/get-medicos-by-idsecretaria/')) return jsonResponse({ medicosSecretariaResponse: [] });
    return jsonResponse({ title: 'Não encontrado', status: 404 }, { status: 404 });
  });
}

describe('login form', () => {
  it('asks for the institutional email, shows the access-login example, and starts with Entrar disabled', async () => {
    await openLogin();
    expect(screen.getByText(/email institucional completo/i)).toBeInTheDocument();
    expect(screen.getByText('crm123456@hospital.example')).toBeInTheDocument();
    expect(screen.getByText('Hospital Exemplo')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByText(HELPDESK)).not.toBeInTheDocument();
  });

  it('shows each message once its field is touched', async () => {
    const { user } = await openLogin();
    expect(screen.queryByText('Email é obrigatório.')).not.toBeInTheDocument();

    await user.click(emailInput());
    await user.tab(); // to the password field
    expect(await screen.findByText('Email é obrigatório.')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Email é obrigatório.');
    expect(screen.queryByText('Senha é obrigatória.')).not.toBeInTheDocument();

    await user.type(emailInput(), 'nao-e-email');
    expect(await screen.findByText('Informe um email válido.')).toBeInTheDocument();

    await user.click(passwordInput());
    await user.click(emailInput());
    expect(await screen.findByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('submitting an invalid form marks every field touched and sends nothing', async () => {
    const fetch = stubBackend(() => jsonResponse(makeToken(USERS.admin)));
    await openLogin();
    fireEvent.submit(screen.getByRole('form', { name: 'Entrar no sistema' }));
    expect(await screen.findByText('Email é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('pressing Enter in an invalid form shows every message and sends nothing', async () => {
    const fetch = stubBackend(() => jsonResponse(makeToken(USERS.admin)));
    const { user } = await openLogin();
    await user.type(emailInput(), 'medico@hospital');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Informe um email válido.')).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a password over 256 characters gets its own message and nothing is sent', async () => {
    const fetch = stubBackend(() => jsonResponse(makeToken(USERS.admin)));
    const { user } = await openLogin();
    await user.type(emailInput(), 'admin@hospital.example');
    fireEvent.change(passwordInput(), { target: { value: 'x'.repeat(257) } });
    fireEvent.blur(passwordInput());
    expect(await screen.findByText('A senha deve ter no máximo 256 caracteres.')).toBeInTheDocument();
    expect(passwordInput()).toHaveAccessibleDescription('A senha deve ter no máximo 256 caracteres.');
    expect(screen.queryByText('Senha é obrigatória.')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(emailInput()).toHaveFocus();
    fireEvent.submit(screen.getByRole('form', { name: 'Entrar no sistema' }));
    // The submit has run its course once it focuses the field in error: where a valid one would have sent.
    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(passwordInput(), { target: { value: 'x'.repeat(256) } });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText('A senha deve ter no máximo 256 caracteres.')).not.toBeInTheDocument();
  });

  it('enables Entrar when valid, shows a spinner while loading, and sends the trimmed email', async () => {
    let answer: (r: Response) => void = () => {};
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openLogin();
    await user.type(emailInput(), '  admin@hospital.example ');
    await user.type(passwordInput(), 'Demo@2026!');
    await waitFor(() => expect(submitButton()).toBeEnabled());

    await user.click(submitButton());
    expect(await screen.findByRole('progressbar', { name: 'Entrando' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/login/logon');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'admin@hospital.example', password: 'Demo@2026!' });

    answer(jsonResponse({ title: 'Email ou senha incorretos.', status: 401 }, { status: 401 }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Entrando' })).not.toBeInTheDocument());
  });
});

async function logIn(user: ReturnType<typeof renderApp>['user'], email = 'usuario@hospital.example') {
  await user.type(emailInput(), email);
  await user.type(passwordInput(), 'Demo@2026!');
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await user.click(submitButton());
}

describe('login failure', () => {
  it('shows an error toast with the server messages and the helpdesk note', async () => {
    stubBackend(() => jsonResponse({ title: 'Ocorreu um erro de validação.', status: 400, errors: { email: ['Email ou senha incorretos.'] } }, { status: 400 }));
    const { user, router } = await openLogin();
    await logIn(user);
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Erro')).toBeInTheDocument();
    expect(within(toast).getByText('Email ou senha incorretos.')).toBeInTheDocument();
    expect(screen.getByText(HELPDESK)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token_emc')).toBeNull();
  });

  it("falls back to 'Impossível realizar o login.' when the answer carries no token", async () => {
    stubBackend(() => jsonResponse(''));
    const { user } = await openLogin();
    await logIn(user);
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Impossível realizar o login.')).toBeInTheDocument();
    expect(screen.getByText(HELPDESK)).toBeInTheDocument();
  });

  it("a 403 with an empty body gets 'Impossível realizar o login.', not the unknown-error text", async () => {
    stubBackend(() => new Response(null, { status: 403 }));
    const { user } = await openLogin();
    await logIn(user);
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Impossível realizar o login.')).toBeInTheDocument();
    expect(within(toast).queryByText('Ocorreu um erro desconhecido.')).not.toBeInTheDocument();
  });

  it('a 500 shows the processing message', async () => {
    stubBackend(() => jsonResponse({ title: 'x', status: 500 }, { status: 500 }));
    const { user } = await openLogin();
    await logIn(user);
    const toast = await screen.findByRole('alert');
    expect(
      within(toast).getByText('Ocorreu um erro no processamento, tente novamente mais tarde ou contate o nosso suporte.'),
    ).toBeInTheDocument();
  });
});

describe('routing after login (spec section 4)', () => {
  it('administrator: /home → /participacao/home', async () => {
    const token = makeToken(USERS.admin);
    stubBackend(() => jsonResponse(token));
    const { user, router } = await openLogin();
    await logIn(user, 'admin@hospital.example');
    expect(await screen.findByRole('heading', { name: 'Área de Análise' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participacao/home');
    expect(window.localStorage.getItem('token_emc')).toBe(token);
  });

  it('administrator and doctor: admin view, /participacao/home', async () => {
    stubBackend(() => jsonResponse(makeToken(USERS.adminMedico)));
    const { user, router } = await openLogin();
    await logIn(user, 'chefe@hospital.example');
    expect(await screen.findByRole('heading', { name: 'Área de Análise' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participacao/home');
    expect(window.localStorage.getItem('isAdminView')).toBe('true');
    expect(window.localStorage.getItem('isMedicoView')).toBe('false');
    expect(screen.getByText('Você está na visão de administrador.')).toBeInTheDocument();
  });

  it('doctor: stores the view doctor from the token and opens /participacao-medico/home', async () => {
    stubBackend(() => jsonResponse(makeToken(USERS.medico)));
    const { user, router } = await openLogin();
    await logIn(user, 'medico@hospital.example');
    expect(await screen.findByRole('heading', { name: 'Participações' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participacao-medico/home');
    expect(window.localStorage.getItem('view-idMedico')).toBe('med-1');
    expect(window.localStorage.getItem('view-nomeMedico')).toBe('Dra. Ângela Conceição');
    expect(window.localStorage.getItem('view-crmMedico')).toBe('123456');
    expect(window.localStorage.getItem('isMedicoView')).toBe('true');
  });

  it('secretary: /selecionar-medico', async () => {
    stubBackend(() => jsonResponse(makeToken(USERS.secretaria)));
    const { user, router } = await openLogin();
    await logIn(user, 'secretaria@hospital.example');
    expect(await screen.findByRole('heading', { name: 'Selecionar médico' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/selecionar-medico');
  });

  it('no role: /home, which the guard sends back to the login form', async () => {
    stubBackend(() => jsonResponse(makeToken(USERS.semPapel)));
    const { user, router } = await openLogin();
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('a token already stored', () => {
  it('valid: redirects without showing the form', async () => {
    signIn(USERS.admin);
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Área de Análise' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participacao/home');
  });

  it('valid, doctor: goes to the doctor home', async () => {
    signIn(USERS.medico);
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Participações' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participacao-medico/home');
  });

  it('expired: removed, and the form is shown', async () => {
    signIn({ ...USERS.admin, exp: Math.floor(Date.now() / 1000) - 60 });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('token_emc')).toBeNull());
  });
});
