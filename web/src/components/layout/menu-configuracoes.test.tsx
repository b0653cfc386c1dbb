import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { ADMIN_BACKEND, MEDICO_BACKEND, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const ITENS = [
  ['Perguntas Frequentes', '/configuracoes/perguntas-frequentes'],
  ['Sobre o Programa', '/configuracoes/sobre'],
  ['Mensagens de contato', '/configuracoes/mensagens'],
  ['Lembretes enviados', '/configuracoes/lembretes'],
  ['Auditoria', '/configuracoes/auditoria'],
];

function abrirComoAdmin(path = '/areas') {
  signIn(USERS.admin);
  stubApi({
    ...ADMIN_BACKEND,
    'areas.getAllPagination': () => page([]),
    'conteudo.faqGetAll': () => [],
    'comunicacao.contatoLista': () => page([]),
  });
  return renderApp(path);
}

const engrenagem = () => screen.findByRole('button', { name: 'Configurações' });

describe('settings menu (top bar)', () => {
  it('opens with the keyboard, moves with the arrows, and Escape gives the focus back', async () => {
    const { user } = abrirComoAdmin();
    const botao = await engrenagem();
    expect(botao).toHaveAttribute('aria-haspopup', 'menu');
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(botao).not.toHaveAttribute('aria-controls');
    // Not an item of the spec's menu.
    expect(within(screen.getByRole('navigation', { name: 'Menu principal' })).queryByText('Perguntas Frequentes')).not.toBeInTheDocument();

    botao.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Configurações' });
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    expect(botao).toHaveAttribute('aria-controls', menu.id);
    const itens = within(menu).getAllByRole('menuitem');
    expect(itens.map((i) => [i.textContent, i.getAttribute('href')])).toEqual(ITENS);
    await waitFor(() => expect(itens[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(itens[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(itens[ITENS.length - 1]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(botao).toHaveFocus();
    expect(botao).toHaveAttribute('aria-expanded', 'false');

    // Space opens it too; Enter on an item opens its page, closes the menu and moves the focus to the page.
    await user.keyboard(' ');
    await screen.findByRole('menu', { name: 'Configurações' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Mensagens de contato', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The focus goes to the chosen page's content, as a page load would.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('marks the current page, and starts the focus there', async () => {
    const { user } = abrirComoAdmin('/configuracoes/perguntas-frequentes');
    await user.click(await engrenagem());
    const atual = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Perguntas Frequentes' });
    expect(atual).toHaveAttribute('aria-current', 'page');
    // The focus starts on it.
    await waitFor(() => expect(atual).toHaveFocus());
  });

  it('is only for an administrator in admin view', async () => {
    signIn(USERS.medico);
    stubApi(MEDICO_BACKEND);
    const medico = renderApp('/participacao-medico/home');
    expect(await screen.findByRole('heading', { name: 'Participações', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Configurações' })).not.toBeInTheDocument();
    medico.unmount();

    // An administrator who is also a doctor, in doctor view: no gear.
    signIn(USERS.adminMedico);
    window.localStorage.setItem('isMedicoView', 'true');
    window.localStorage.setItem('isAdminView', 'false');
    stubApi(MEDICO_BACKEND);
    const emVisaoMedico = renderApp('/participacao-medico/home');
    expect(await screen.findByRole('heading', { name: 'Participações', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Configurações' })).not.toBeInTheDocument();
    emVisaoMedico.unmount();

    window.localStorage.setItem('isMedicoView', 'false');
    window.localStorage.setItem('isAdminView', 'true');
    stubApi({ ...ADMIN_BACKEND, 'areas.getAllPagination': () => page([]) });
    renderApp('/areas');
    expect(await engrenagem()).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();
    it('sits in the top bar beside the menu button, the avatar and Logout', async () => {
      const { user } = abrirComoAdmin();
      await engrenagem();
      const barra = screen.getByRole('banner');
      expect(within(barra).getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
      const botao = within(barra).getByRole('button', { name: 'Configurações' });
      await user.click(botao);
      expect(botao).toHaveAttribute('aria-expanded', 'true');
      expect(within(await screen.findByRole('menu')).getAllByRole('menuitem')).toHaveLength(ITENS.length);
    });
  });
});
