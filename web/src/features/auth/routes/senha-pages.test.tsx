import { SENHA_MSG, SENHA_REGRAS } from '@emc/shared/senha';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AVISO_AO_SAIR } from '@/components/feedback/bloqueio-ao-sair';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { makeToken, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';

const DESAFIO = { title: 'É necessário definir uma nova senha.', status: 403, desafio: 'NEW_PASSWORD_REQUIRED', session: 'sessao-do-cognito' };
const VALIDACAO = 'Ocorreu um erro de validação.';
const BOA = 'Senha-Nova-2026!';

afterEach(() => window.sessionStorage.clear());

/** The rules' items, each as its text (the state is said in words). */
const regras = () => within(screen.getByRole('list', { name: 'A senha deve ter:' })).getAllByRole('listitem').map((li) => li.textContent);
const novaSenha = () => screen.getByLabelText('Nova senha');
const confirmacao = () => screen.getByLabelText('Confirme a nova senha');

/** Logs in as an invited user, whose logon answers the first-access challenge. */
async function primeiroAcesso(backend: (url: string, init: RequestInit) => Response) {
  const fetch = stubFetch((url, init) => (url === '/api/login/logon' ? jsonResponse(DESAFIO, { status: 403 }) : backend(url, init)));
  const app = renderApp('/login');
  await app.user.type(await screen.findByLabelText('Email'), ' Convidada@Hospital.Example ');
  await app.user.type(screen.getByLabelText('Senha'), 'Temporaria-1!');
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
  await screen.findByRole('heading', { name: 'Definir nova senha', level: 1 });
  return { ...app, fetch };
}

describe('Definir nova senha (first access)', () => {
  it("opens from the login's 403 challenge, with the session out of the URL, the e-mail and the rules", async () => {
    const { router } = await primeiroAcesso(() => jsonResponse({}, { status: 404 }));
    expect(router.state.location.pathname).toBe('/definir-senha');
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(window.sessionStorage.getItem('emc-desafio-senha')!)).toEqual({ email: 'convidada@hospital.example', session: 'sessao-do-cognito' });
    expect(screen.getByText('convidada@hospital.example')).toBeInTheDocument();
    expect(regras()).toEqual(SENHA_REGRAS.map((r) => `${r.texto} (pendente)`));
    expect(novaSenha()).toHaveAccessibleDescription(expect.stringContaining('Ao menos 10 caracteres'));
    expect(screen.getByRole('button', { name: 'Definir senha e entrar' })).toBeDisabled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('ticks each rule as it is met, says when the confirmation differs, and enables the button only when all is right', async () => {
    const { user } = await primeiroAcesso(() => jsonResponse({}, { status: 404 }));
    const botao = screen.getByRole('button', { name: 'Definir senha e entrar' });
    await user.type(novaSenha(), 'abc');
    expect(regras()).toEqual(['Ao menos 10 caracteres (pendente)', 'Uma letra minúscula (atendida)', 'Uma letra maiúscula (pendente)', 'Um número (pendente)', 'Um símbolo (por exemplo ! @ # $ %) (pendente)']);
    expect(screen.getByText('1 de 5 regras atendidas.')).toBeInTheDocument();
    await user.tab(); // past the show-password button
    await user.tab();
    expect(await screen.findByText(SENHA_MSG.fraca)).toBeInTheDocument();
    expect(novaSenha()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(novaSenha());
    await user.type(novaSenha(), BOA);
    expect(regras().every((t) => t?.endsWith('(atendida)'))).toBe(true);
    await user.type(confirmacao(), `${BOA}x`);
    await user.tab();
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
    expect(confirmacao()).toHaveAccessibleDescription('As senhas não conferem.');
    expect(botao).toBeDisabled();
    await user.type(confirmacao(), '{Backspace}');
    await waitFor(() => expect(botao).toBeEnabled());
    expect(screen.queryByText('As senhas não conferem.')).not.toBeInTheDocument();
  });

  it('refuses the temporary password typed at the login as the new one, with a message, and sends nothing (issue 28, defect 9)', async () => {
    const { user, fetch } = await primeiroAcesso(() => jsonResponse({}, { status: 404 }));
    await user.type(novaSenha(), 'Temporaria-1!');
    await user.type(confirmacao(), 'Temporaria-1!');
    await user.tab();
    expect(await screen.findByText(SENHA_MSG.igualTemporaria)).toBeInTheDocument();
    expect(novaSenha()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Definir senha e entrar' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/login/logon')).toHaveLength(0);
    // Any other password that meets the rules is fine.
    await user.clear(novaSenha());
    await user.type(novaSenha(), BOA);
    await user.clear(confirmacao());
    await user.type(confirmacao(), BOA);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Definir senha e entrar' })).toBeEnabled());
    expect(screen.queryByText(SENHA_MSG.igualTemporaria)).not.toBeInTheDocument();
  });

  it('sends e-mail, session and password, shows a spinner, stores the token and routes as the login does', async () => {
    const token = makeToken(USERS.medico);
    let answer: (r: Response) => void = () => {};
    const { user, router, fetch } = await primeiroAcesso(() => new Response());
    fetch.mockImplementation((input) => {
      const url = String(input);
      if (url === '/api/login/nova-senha') return new Promise<Response>((resolve) => (answer = resolve));
      return Promise.resolve(jsonResponse({}, { status: 404 }));
    });
    await user.type(novaSenha(), BOA);
    await user.type(confirmacao(), BOA);
    await user.click(screen.getByRole('button', { name: 'Definir senha e entrar' }));
    expect(await screen.findByRole('progressbar', { name: 'Salvando' })).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([u]) => u === '/api/login/nova-senha')!;
    expect(JSON.parse(init.body as string)).toEqual({ email: 'convidada@hospital.example', session: 'sessao-do-cognito', novaSenha: BOA });

    answer(jsonResponse(token));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participacao-medico/home'));
    expect(window.localStorage.getItem('token_emc')).toBe(token);
    expect(window.localStorage.getItem('view-idMedico')).toBe('med-1');
    expect(window.sessionStorage.getItem('emc-desafio-senha')).toBeNull();
  });

  it('asks before a typed password is left, and "Não" keeps it (issue 28, defect 11)', async () => {
    const { user, router } = await primeiroAcesso(() => jsonResponse({}, { status: 404 }));
    await user.type(novaSenha(), BOA);
    void router.navigate('/login');
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(AVISO_AO_SAIR);
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/definir-senha');
    expect(novaSenha()).toHaveValue(BOA);
  });

  it("puts the server's 400 on the password field", async () => {
    const { user } = await primeiroAcesso(() => jsonResponse({ title: VALIDACAO, status: 400, errors: { novaSenha: ['A senha não pode ser usada.'] } }, { status: 400 }));
    await user.type(novaSenha(), BOA);
    await user.type(confirmacao(), BOA);
    await user.click(screen.getByRole('button', { name: 'Definir senha e entrar' }));
    expect(await screen.findByText('A senha não pode ser usada.')).toBeInTheDocument();
    expect(novaSenha()).toHaveAccessibleDescription(expect.stringContaining('A senha não pode ser usada.'));
    // Focus moves after the message renders (an effect), on a busy machine a moment later.
    await waitFor(() => expect(novaSenha()).toHaveFocus());
  });

  it('an expired session sends back to the login, and so does opening the page without a challenge', async () => {
    const { user } = await primeiroAcesso(() => jsonResponse({ title: VALIDACAO, status: 400, errors: { session: [SENHA_MSG.sessaoExpirada] } }, { status: 400 }));
    await user.type(novaSenha(), BOA);
    await user.type(confirmacao(), BOA);
    await user.click(screen.getByRole('button', { name: 'Definir senha e entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SENHA_MSG.sessaoExpirada);
    expect(window.sessionStorage.getItem('emc-desafio-senha')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Voltar para o login' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();

    renderApp('/definir-senha');
    expect((await screen.findAllByRole('alert')).some((a) => a.textContent === SENHA_MSG.sessaoExpirada)).toBe(true);
  });
});

describe('Esqueci minha senha', () => {
  it('is linked from the login, sends the e-mail, then offers the reset page with the e-mail', async () => {
    const fetch = stubFetch((url) => (url === '/api/login/esqueci-senha' ? jsonResponse({ mensagem: SENHA_MSG.esqueciEnviado }) : jsonResponse({}, { status: 404 })));
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    await screen.findByRole('heading', { name: 'Esqueci minha senha', level: 1 });
    expect(router.state.location.pathname).toBe('/esqueci-senha');

    const enviar = screen.getByRole('button', { name: 'Enviar código' });
    expect(enviar).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'Ana@Hospital.Example');
    await waitFor(() => expect(enviar).toBeEnabled());
    await user.click(enviar);
    const aviso = await screen.findByRole('status');
    expect(aviso).toHaveTextContent(SENHA_MSG.esqueciEnviado);
    expect(aviso).toHaveFocus();
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({ email: 'ana@hospital.example' });
    expect(screen.getByRole('link', { name: 'Informar o código' })).toHaveAttribute('href', '/redefinir-senha?email=ana%40hospital.example');
  });

  it('Enter with an invalid e-mail shows its message and sends nothing', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    const { user } = renderApp('/esqueci-senha');
    await user.type(await screen.findByLabelText('Email'), 'nao-e-email{Enter}');
    expect(await screen.findByText('Informe um email válido.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Redefinir senha', () => {
  const preencher = async (user: ReturnType<typeof renderApp>['user'], codigo = '12345678') => {
    await user.type(await screen.findByLabelText('Código recebido por e-mail'), codigo);
    await user.type(novaSenha(), BOA);
    await user.type(confirmacao(), BOA);
  };

  it('takes the e-mail from the link; a wrong code gets the message on the code field', async () => {
    const fetch = stubFetch(() => jsonResponse({ title: VALIDACAO, status: 400, errors: { codigo: [SENHA_MSG.codigoInvalido] } }, { status: 400 }));
    const { user } = renderApp('/redefinir-senha?email=ana%40hospital.example');
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@hospital.example');
    expect(regras()).toHaveLength(SENHA_REGRAS.length);
    await preencher(user, '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText(SENHA_MSG.codigoInvalido)).toBeInTheDocument();
    expect(screen.getByLabelText('Código recebido por e-mail')).toHaveAccessibleDescription(SENHA_MSG.codigoInvalido);
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({ email: 'ana@hospital.example', codigo: '12345678', novaSenha: BOA });
  });

  it('a code pasted with spaces is kept whole (no length cut) and sent as its digits (issue 28, defect 12)', async () => {
    const fetch = stubFetch(() => jsonResponse({ mensagem: SENHA_MSG.redefinida }));
    const { user } = renderApp('/redefinir-senha?email=ana%40hospital.example');
    const codigo = await screen.findByLabelText('Código recebido por e-mail');
    await user.click(codigo);
    await user.paste(' 1 2 3 4 5 6 7 8 ');
    expect(codigo).toHaveValue(' 1 2 3 4 5 6 7 8 ');
    await user.type(novaSenha(), BOA);
    await user.type(confirmacao(), BOA);
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toMatchObject({ codigo: '12345678' });
  });

  it('asks before a typed code and password are left: "Não" keeps them, "Sim" goes (issue 28, defect 11)', async () => {
    stubFetch(() => jsonResponse({}, { status: 404 }));
    const { user, router } = renderApp('/redefinir-senha?email=ana%40hospital.example');
    await preencher(user);
    await user.click(screen.getByRole('link', { name: 'Voltar para o login' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveAccessibleDescription(AVISO_AO_SAIR);
    expect(within(aviso).getByRole('button', { name: 'Não' })).toHaveFocus();
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/redefinir-senha');
    expect(screen.getByLabelText('Código recebido por e-mail')).toHaveValue('12345678');
    expect(novaSenha()).toHaveValue(BOA);

    // Escape is 'Não' too; then Back asks, and 'Sim' leaves.
    await user.click(screen.getByRole('link', { name: 'Pedir um novo código' }));
    await screen.findByRole('dialog', { name: 'Aviso' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/redefinir-senha');
    void router.navigate('/login');
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("on success says 'Sucesso' with the message and goes to the login", async () => {
    stubFetch(() => jsonResponse({ mensagem: SENHA_MSG.redefinida }));
    const { user, router } = renderApp('/redefinir-senha?email=ana%40hospital.example');
    await preencher(user);
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Sucesso')).toBeInTheDocument();
    expect(within(toast).getByText(SENHA_MSG.redefinida)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
