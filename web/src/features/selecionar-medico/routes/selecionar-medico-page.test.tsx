import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';

const MEDICOS = [
  { id: 'med-1', crm: '123456', nome: 'Dra. Ana Souza' },
  { id: 'med-2', crm: '654321', nome: 'Dr. Bruno Lima' },
];

function stubMedicos(response: () => Response) {
  return stubFetch((url) => {
    if (url === '/api/secretarias/get-medicos-by-idsecretaria/sec-1') return response();
    return jsonResponse({ title: 'Não encontrado', status: 404 }, { status: 404 });
  });
}

describe('selecionar-medico', () => {
  it("loads the secretary's doctors with her token and idUsuario", async () => {
    const token = signIn(USERS.secretaria);
    const fetch = stubMedicos(() => jsonResponse({ medicosSecretariaResponse: MEDICOS }));
    renderApp('/selecionar-medico');
    expect(await screen.findByRole('radio', { name: /Dra\. Ana Souza/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Dr\. Bruno Lima\s*CRM 654321/ })).toBeInTheDocument();
    expect(fetch.mock.calls[0]![1].headers).toMatchObject({ Authorization: `Bearer ${token}` });
    // Top bar only: no menu and no footer on this page.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('Confirmar is disabled until a doctor is chosen; confirming stores the view and opens the doctor home', async () => {
    signIn(USERS.secretaria);
    stubMedicos(() => jsonResponse({ medicosSecretariaResponse: MEDICOS }));
    const { user, router } = renderApp('/selecionar-medico');
    const confirmar = await screen.findByRole('button', { name: 'Confirmar' });
    await screen.findByRole('radio', { name: /Dr\. Bruno Lima/ });
    expect(confirmar).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Dr\. Bruno Lima/ }));
    expect(confirmar).toBeEnabled();
    await user.click(confirmar);

    expect(await screen.findByRole('heading', { name: 'Participações' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participacao-medico/home');
    expect(window.localStorage.getItem('view-idMedico')).toBe('med-2');
    expect(window.localStorage.getItem('view-nomeMedico')).toBe('Dr. Bruno Lima');
    expect(window.localStorage.getItem('view-crmMedico')).toBe('654321');
    expect(window.localStorage.getItem('isMedicoView')).toBe('true');
    // The page and the secretary panel show the chosen doctor.
    expect(screen.getByText('Dr. Bruno Lima · CRM 654321')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Painel lateral' });
    expect(within(sidebar).getByRole('heading', { name: 'Médico selecionado' })).toBeInTheDocument();
    expect(within(sidebar).getByText('Dr. Bruno Lima')).toBeInTheDocument();
    expect(within(sidebar).getByText('CRM 654321')).toBeInTheDocument();

    await user.click(within(sidebar).getByRole('button', { name: 'Trocar médico' }));
    expect(await screen.findByRole('heading', { name: 'Selecionar médico' })).toBeInTheDocument();
  });

  it('can be operated by keyboard', async () => {
    signIn(USERS.secretaria);
    stubMedicos(() => jsonResponse({ medicosSecretariaResponse: MEDICOS }));
    const { user } = renderApp('/selecionar-medico');
    const first = await screen.findByRole('radio', { name: /Dra\. Ana Souza/ });
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('shows the first error message when the load fails', async () => {
    signIn(USERS.secretaria);
    stubMedicos(() =>
      jsonResponse(
        { title: 'Ocorreu um erro de validação.', status: 400, errors: { id: ['Secretária não encontrada.', 'Outro erro.'] } },
        { status: 400 },
      ),
    );
    renderApp('/selecionar-medico');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Secretária não encontrada.');
    expect(alert).not.toHaveTextContent('Outro erro.');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });

  it('shows a spinner while loading and the empty state when no doctor is linked', async () => {
    signIn(USERS.secretaria);
    let answer: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/selecionar-medico');
    expect(await screen.findByRole('progressbar', { name: 'Carregando médicos' })).toBeInTheDocument();
    answer(jsonResponse({ medicosSecretariaResponse: [] }));
    expect(
      await screen.findByText('Nenhum médico vinculado à sua conta. Procure a coordenação do programa.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('is for secretaries only', async () => {
    signIn(USERS.medico);
    const { router } = renderApp('/selecionar-medico');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/selecionar-medico'));
  });
});
