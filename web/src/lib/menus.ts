import type { SessionView } from './session';

/** The top menus (spec section 2, "Menus"). Data only; the menu bar renders whichever applies. */

export interface MenuItem {
  label: string;
  to: string;
}

export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Área de Análise', to: '/participacao/home' },
  { label: 'Desempenho', to: '/desempenho' },
  { label: 'Registro de Atividades', to: '/atividades' },
  { label: 'Corpo Clínico', to: '/corpo' },
  { label: 'Tabela de Créditos', to: '/tabela' },
  { label: 'Controle de Áreas', to: '/areas' },
  { label: 'Gerenciar Secretárias', to: '/gerenciar-secretarias' },
];

export const DOCTOR_MENU: readonly MenuItem[] = [
  { label: 'Participações', to: '/participacao-medico/home' },
  { label: 'Histórico', to: '/historico' },
  { label: 'Sobre o Programa', to: '/sobre' },
  { label: 'Perguntas Frequentes', to: '/perguntas-frequentes' },
  { label: 'Contato', to: '/contato' },
];

/** Admin view → the administrator menu; doctor or secretary → the doctor menu; none of the roles → empty. */
export function menuFor(view: SessionView): readonly MenuItem[] {
  switch (view) {
    case 'admin':
      return ADMIN_MENU;
    case 'medico':
    case 'secretaria':
      return DOCTOR_MENU;
    default:
      return [];
  }
}
