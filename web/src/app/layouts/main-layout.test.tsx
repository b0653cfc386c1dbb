import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '@/lib/navigation';
import { stubApi } from '@/testing/api';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { ADMIN_BACKEND, MEDICO_BACKEND, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

vi.mock('@/lib/navigation', () => ({ reloadTo: vi.fn() }));

const ADMIN_LABELS = [
  'Área de Análise',
  'Desempenho',
  'Registro de Atividades',
  'Corpo Clínico',
  'Tabela de Créditos',
  'Controle de Áreas',
  'Gerenciar Secretárias',
];
const MEDICO_LABELS = ['Participações', 'Histórico', 'Sobre o Programa', 'Perguntas Frequentes', 'Contato'];

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menu principal' }))
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

function setMedicoView(medico: { id: string; nome: string; crm: string }) {
  window.localStorage.setItem('view-idMedico', medico.id);
  window.localStorage.setItem('view-nomeMedico', medico.nome);
  window.localStorage.setItem('view-crmMedico', medico.crm);
  window.localStorage.setItem('isMedicoView', 'true');
  window.localStorage.setItem('isAdminView', 'false');
}

beforeEach(() => {
  vi.mocked(reloadTo).mockReset();
});

describe('main layout', () => {
  it('administrator: top bar, admin menu, no sidebar, footer', async () => {
    signIn(USERS.admin);
    stubApi({ ...ADMIN_BACKEND, 'analise.participacoesAdministrador': () => page([]) });
    renderApp('/participacao/home');
    expect(await screen.findByRole('heading', { name: 'Área de Análise', level: 1 })).toBeInTheDocument();
    expect(menuLinks()).toEqual([
      ['Área de Análise', '/participacao/home'],
      ['Desempenho', '/desempenho'],
      ['Registro de Atividades', '/atividades'],
      ['Corpo Clínico', '/corpo'],
      ['Tabela de Créditos', '/tabela'],
      ['Controle de Áreas', '/areas'],
      ['Gerenciar Secretárias', '/gerenciar-secretarias'],
    ]);
    expect(screen.getByRole('link', { name: 'Área de Análise' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Carla Admin')).toBeInTheDocument();
    const avatar = screen.getByRole('button', { name: 'Abrir perfil' });
    expect(avatar).toHaveTextContent('');
    expect(avatar.querySelector('[data-iniciais]')).toHaveAttribute('data-iniciais', 'CA');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByText(/Você está na visão/)).not.toBeInTheDocument();
    expect(await screen.findByText('Nenhuma participação para exibir.')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Av. Exemplo, 1000 – Bela Vista – São Paulo/SP – CEP 01310-000');
    expect(footer).toHaveTextContent('© 2026 Hospital Exemplo. Todos os direitos reservados.');
    expect(footer).toHaveTextContent('CNPJ');
  });

  it('doctor: doctor menu and the performance panel for themselves', async () => {
    signIn(USERS.medico);
    stubApi(MEDICO_BACKEND);
    renderApp('/participacao-medico/home');
    expect(await screen.findByRole('heading', { name: 'Participações', level: 1 })).toBeInTheDocument();
    expect(menuLinks().map(([label]) => label)).toEqual(MEDICO_LABELS);
    expect(screen.getByText('Dra. Ângela Conceição · CRM 123456')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Painel lateral' });
    expect(within(sidebar).getByRole('heading', { name: 'Meu desempenho' })).toBeInTheDocument();
    expect(within(sidebar).getByText('Dra. Ângela Conceição')).toBeInTheDocument();
    expect(screen.queryByText(/Você está na visão/)).not.toBeInTheDocument();
  });

  it('secretary: doctor menu and the secretary panel', async () => {
    signIn(USERS.secretaria);
    stubApi(MEDICO_BACKEND);
    setMedicoView({ id: 'med-1', nome: 'Dra. Ana Souza', crm: '123456' });
    renderApp('/participacao-medico/home');
    expect(await screen.findByRole('heading', { name: 'Participações', level: 1 })).toBeInTheDocument();
    expect(menuLinks().map(([label]) => label)).toEqual(MEDICO_LABELS);
    const sidebar = screen.getByRole('complementary', { name: 'Painel lateral' });
    expect(within(sidebar).getByRole('heading', { name: 'Médico selecionado' })).toBeInTheDocument();
    expect(within(sidebar).getByText('Dra. Ana Souza')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Trocar médico' })).toBeInTheDocument();
  });

  it('a secretary who has not chosen a doctor is sent to choose one', async () => {
    signIn(USERS.secretaria);
    stubFetch(() => jsonResponse({ medicosSecretariaResponse: [] }));
    const { router } = renderApp('/participacao-medico/home');
    expect(await screen.findByRole('heading', { name: 'Selecionar médico' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/selecionar-medico');
  });

  it('a user with none of the roles gets an empty menu and no sidebar', async () => {
    signIn(USERS.semPapel);
    stubApi({ 'conteudo.sobreGetAll': () => [] });
    renderApp('/sobre');
    expect(await screen.findByRole('heading', { name: 'Sobre o Programa', level: 1 })).toBeInTheDocument();
    expect(menuLinks()).toEqual([]);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('the avatar opens the profile route and menu links navigate', async () => {
    signIn(USERS.medico);
    stubApi(MEDICO_BACKEND);
    const { user, router } = renderApp('/participacao-medico/home');
    await user.click(await screen.findByRole('button', { name: 'Abrir perfil' }));
    expect(router.state.location.pathname).toBe('/perfil');
    expect(await screen.findByRole('heading', { name: 'Perfil', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Histórico' }));
    expect(router.state.location.pathname).toBe('/historico');
    // The route's code loads lazily; the link turns current once the page is shown.
    expect(await screen.findByRole('heading', { name: 'Histórico', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Histórico' })).toHaveAttribute('aria-current', 'page');
  });

  it('Logout clears the token and the doctor-view data and goes to /login', async () => {
    signIn(USERS.medico);
    stubApi(MEDICO_BACKEND);
    setMedicoView({ id: 'med-1', nome: 'Dra. Ângela Conceição', crm: '123456' });
    window.localStorage.setItem('emc-filtro-ciclo', '19');
    const { user, router } = renderApp('/participacao-medico/home');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    for (const key of ['token_emc', 'view-idMedico', 'view-nomeMedico', 'view-crmMedico', 'isMedicoView', 'isAdminView']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });
});

describe('administrator-doctor banner', () => {
  it('admin view: admin menu, no sidebar; switching stores the own doctor data and reloads into doctor view', async () => {
    signIn(USERS.adminMedico);
    window.localStorage.setItem('isAdminView', 'true');
    window.localStorage.setItem('isMedicoView', 'false');
    const { user } = renderApp('/participacao/home');
    expect(await screen.findByText('Você está na visão de administrador.')).toBeInTheDocument();
    expect(menuLinks().map(([label]) => label)).toEqual(ADMIN_LABELS);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para visão de médico' }));
    expect(window.localStorage.getItem('isMedicoView')).toBe('true');
    expect(window.localStorage.getItem('isAdminView')).toBe('false');
    expect(window.localStorage.getItem('view-idMedico')).toBe('med-chefe');
    expect(window.localStorage.getItem('view-nomeMedico')).toBe('Dr. João Chefe');
    expect(window.localStorage.getItem('view-crmMedico')).toBe('765432');
    expect(reloadTo).toHaveBeenCalledWith('/participacao-medico/home');
  });

  it('doctor view: doctor menu and performance panel; switching back reloads into admin view', async () => {
    signIn(USERS.adminMedico);
    stubApi(MEDICO_BACKEND);
    setMedicoView({ id: 'med-chefe', nome: 'Dr. João Chefe', crm: '765432' });
    const { user } = renderApp('/participacao-medico/home');
    expect(await screen.findByText('Você está na visão de médico.')).toBeInTheDocument();
    expect(menuLinks().map(([label]) => label)).toEqual(MEDICO_LABELS);
    expect(within(screen.getByRole('complementary')).getByRole('heading', { name: 'Meu desempenho' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para visão de administrador' }));
    expect(window.localStorage.getItem('isAdminView')).toBe('true');
    expect(window.localStorage.getItem('isMedicoView')).toBe('false');
    expect(reloadTo).toHaveBeenCalledWith('/participacao/home');
    await waitFor(() => expect(screen.getByText('Você está na visão de administrador.')).toBeInTheDocument());
  });
});

describe('administrator-doctor opening a page of the other view (issue 28)', () => {
  it('doctor view, an admin URL: the view switches to admin, with the admin menu and a banner that says so', async () => {
    signIn(USERS.adminMedico);
    stubApi({ ...MEDICO_BACKEND, ...ADMIN_BACKEND });
    setMedicoView({ id: 'med-chefe', nome: 'Dr. João Chefe', crm: '765432' });
    const { router } = renderApp('/participacao/home');
    expect(await screen.findByRole('heading', { name: 'Área de Análise', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Visão atual' })).toHaveTextContent(
      'Você está na visão de administrador. A visão mudou para administrador para abrir esta página.',
    );
    expect(menuLinks().map(([label]) => label)).toEqual(ADMIN_LABELS);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('isAdminView')).toBe('true');
    expect(window.localStorage.getItem('isMedicoView')).toBe('false');
    expect(router.state.location.pathname).toBe('/participacao/home');
  });

  it('admin view, a doctor URL: the view switches to doctor, with the doctor menu, the panel and the banner', async () => {
    signIn(USERS.adminMedico);
    stubApi(MEDICO_BACKEND);
    window.localStorage.setItem('isAdminView', 'true');
    window.localStorage.setItem('isMedicoView', 'false');
    const { router } = renderApp('/participacao-medico/home');
    expect(await screen.findByRole('heading', { name: 'Participações', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Visão atual' })).toHaveTextContent('Você está na visão de médico. A visão mudou para médico para abrir esta página.');
    expect(menuLinks().map(([label]) => label)).toEqual(MEDICO_LABELS);
    expect(within(screen.getByRole('complementary')).getByRole('heading', { name: 'Meu desempenho' })).toBeInTheDocument();
    expect(window.localStorage.getItem('view-idMedico')).toBe('med-chefe');
    expect(router.state.location.pathname).toBe('/participacao-medico/home');
  });

  it('a page of the current view says nothing of a switch; a plain administrator on a doctor page is left in admin view', async () => {
    signIn(USERS.adminMedico);
    stubApi(MEDICO_BACKEND);
    setMedicoView({ id: 'med-chefe', nome: 'Dr. João Chefe', crm: '765432' });
    const { unmount } = renderApp('/historico');
    expect(await screen.findByText('Você está na visão de médico.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Visão atual' })).not.toHaveTextContent('A visão mudou');
    unmount();
    window.localStorage.clear();
    signIn(USERS.admin);
    renderApp('/historico');
    expect(await screen.findByText('Selecione um médico para ver o histórico.')).toBeInTheDocument();
    expect(menuLinks().map(([label]) => label)).toEqual(ADMIN_LABELS);
    expect(window.localStorage.getItem('isMedicoView')).toBeNull();
  });
});

describe('on a phone (390 px, below md)', () => {
  onAPhone();

  it('the menu is a drawer behind the top bar’s menu button; a link navigates and closes it', async () => {
    signIn(USERS.medico);
    stubApi(MEDICO_BACKEND);
    const { user, router } = renderApp('/participacao-medico/home');
    expect(await screen.findByRole('heading', { name: 'Participações', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    const botao = screen.getByRole('button', { name: 'Abrir menu' });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    await user.click(botao);
    const gaveta = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    expect(within(gaveta).getAllByRole('link').map((a) => a.textContent)).toEqual(MEDICO_LABELS);
    expect(within(gaveta).getByRole('link', { name: 'Participações' })).toHaveAttribute('aria-current', 'page');
    const dialogo = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialogo).toHaveTextContent('Dra. Ângela Conceição');
    expect(botao).toHaveAttribute('aria-controls', dialogo.id);

    await user.click(within(gaveta).getByRole('link', { name: 'Histórico' }));
    expect(router.state.location.pathname).toBe('/historico');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Histórico', level: 1 })).toBeInTheDocument();
  });

  it('Escape and "Fechar menu" close the drawer', async () => {
    signIn(USERS.admin);
    const { user } = renderApp('/participacao/home');
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const gaveta = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(gaveta).getAllByRole('link').map((a) => a.textContent)).toEqual(ADMIN_LABELS);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(await screen.findByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument());
  });

  it('doctor: no sidebar first; a compact summary after the title and "Nova participação" expands on demand', async () => {
    signIn(USERS.medico);
    stubApi(MEDICO_BACKEND);
    const { user } = renderApp('/participacao-medico/home');
    const titulo = await screen.findByRole('heading', { name: 'Participações', level: 1 });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    const resumo = await screen.findByRole('region', { name: 'Meu desempenho' });
    const acao = screen.getByRole('button', { name: 'Nova participação' });
    const depois = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(depois(titulo, acao) && depois(acao, resumo)).toBe(true);
    expect(depois(resumo, screen.getByRole('tablist'))).toBe(true);

    expect(await within(resumo).findByRole('status')).toHaveTextContent('Faltam 18 créditos para a meta');
    expect(within(resumo).queryByRole('heading', { name: 'Pontos por valor' })).not.toBeInTheDocument();
    const expandir = within(resumo).getByRole('button', { name: 'Mostrar detalhes do desempenho' });
    expect(expandir).toHaveAttribute('aria-expanded', 'false');
    await user.click(expandir);
    expect(within(resumo).getByRole('button', { name: 'Ocultar detalhes do desempenho' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(resumo).getByRole('heading', { name: 'Pontos por valor' })).toBeInTheDocument();
  });

  it('secretary: the compact summary names the chosen doctor and offers "Trocar médico"', async () => {
    signIn(USERS.secretaria);
    stubApi(MEDICO_BACKEND);
    setMedicoView({ id: 'med-1', nome: 'Dra. Ana Souza', crm: '123456' });
    renderApp('/historico');
    expect(await screen.findByRole('heading', { name: 'Histórico', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const resumo = screen.getByRole('region', { name: 'Médico selecionado' });
    expect(resumo).toHaveTextContent('Dra. Ana Souza');
    expect(within(resumo).getByRole('button', { name: 'Trocar médico' })).toBeInTheDocument();
  });
});
