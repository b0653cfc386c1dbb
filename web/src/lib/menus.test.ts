import { describe, expect, it } from 'vitest';
import { menuFor } from './menus';

describe('menuFor', () => {
  it('admin view: the administrator menu, in order', () => {
    expect(menuFor('admin')).toEqual([
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
    expect(menuFor('medico')).toEqual(medicoMenu);
    expect(menuFor('secretaria')).toEqual(medicoMenu);
  });

  it('none of the roles: empty', () => {
    expect(menuFor('none')).toEqual([]);
  });
});
