import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, USERS } from '@/testing/jwt';
import { renderRoutes } from '@/testing/render';
import { RequireRoles } from './require-roles';

function setup() {
  return renderRoutes(
    [
      { path: '/login', element: <h1>Tela de login</h1> },
      {
        path: '/restrita',
        element: (
          <RequireRoles roles={['Administradores', 'Secretarias']}>
            <h1>Conteúdo restrito</h1>
          </RequireRoles>
        ),
      },
    ],
    '/restrita',
  );
}

describe('RequireRoles', () => {
  it('renders the route for a valid token with a matching role', async () => {
    signIn(USERS.secretaria);
    setup();
    expect(await screen.findByRole('heading', { name: 'Conteúdo restrito' })).toBeInTheDocument();
  });

  it('sends a user without a token to /login', async () => {
    const { router } = setup();
    expect(await screen.findByRole('heading', { name: 'Tela de login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user without a matching role to /login', async () => {
    signIn(USERS.medico);
    setup();
    expect(await screen.findByRole('heading', { name: 'Tela de login' })).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo restrito')).not.toBeInTheDocument();
  });

  it('sends a user with an expired token to /login', async () => {
    signIn({ ...USERS.admin, exp: Math.floor(Date.now() / 1000) - 1 });
    setup();
    expect(await screen.findByRole('heading', { name: 'Tela de login' })).toBeInTheDocument();
  });
});
