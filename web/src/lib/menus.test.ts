import { describe, expect, it } from 'vitest';
import { isMenuItemActive, menuFor } from './menus';

describe('menuFor', () => {
  it('admin view: the administrator menu, in order', () => {
    expect(menuFor('admin').map(({ label, to }) => ({ label, to }))).toEqual([
      { label: 'Área de Análise', to: '/participacao/home' },
      { label: 'Desempenho', to: '/desempenho' },
      { label: 'Registro de Atividades', to: '/atividades' },
      { label: 'Corpo Clínico', to: '/corpo' },
      { label: 'Tabela de Créditos', to: '/tabela' },
      { label: 'Controle de Áreas', to: '/areas' },
      { label: 'Gerenciar Secretárias', to: '/gerenciar-secretarias' },
    ]);
  });

  it('doctor and secretary: the doctor menu', () => {
    const medicoMenu = [
      { label: 'Participações', to: '/participacao-medico/home' },
      { label: 'Histórico', to: '/historico' },
      { label: 'Sobre o Programa', to: '/sobre' },
      { label: 'Perguntas Frequentes', to: '/perguntas-frequentes' },
      { label: 'Contato', to: '/contato' },
    ];
    expect(menuFor('medico').map(({ label, to }) => ({ label, to }))).toEqual(medicoMenu);
    expect(menuFor('secretaria').map(({ label, to }) => ({ label, to }))).toEqual(medicoMenu);
  });

  it('none of the roles: empty', () => {
    expect(menuFor('none')).toEqual([]);
  });

  it('an item is current on its page and on the pages it covers, and below them; never on a longer sibling', () => {
    const [analise, , , , tabela] = menuFor('admin');
    const [participacoes] = menuFor('medico');
    expect(isMenuItemActive(analise!, '/participacao/home')).toBe(true);
    expect(isMenuItemActive(analise!, '/participacao/editar/p-1')).toBe(true);
    expect(isMenuItemActive(analise!, '/participacao-medico/home')).toBe(false);
    expect(isMenuItemActive(participacoes!, '/participacao-medico/editar/p-1')).toBe(true);
    for (const path of ['/tabela', '/categorias', '/formas']) expect(isMenuItemActive(tabela!, path)).toBe(true);
    expect(isMenuItemActive(tabela!, '/formas-x')).toBe(false);
    expect(isMenuItemActive(tabela!, '/areas')).toBe(false);
  });
});
