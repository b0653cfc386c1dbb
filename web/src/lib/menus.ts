import { paths } from '@/config/paths';
import type { SessionView } from './auth/view-state';

/** The top menus (spec section 2, "Menus"). Data only; the menu bar renders whichever applies. */

export interface MenuItem {
  label: string;
  to: string;
  /** Other pages that belong to the item: the item is the current one on them and below them. */
  ativoEm?: readonly string[];
}

/** Whether the item is the current page's: its own path, or one of the paths it also covers (and what is below them). */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const covers = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return covers(item.to) || (item.ativoEm ?? []).some(covers);
}

export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Área de Análise', to: paths.participacao.home.getHref(), ativoEm: [paths.participacao.root.getHref()] },
  { label: 'Desempenho', to: paths.desempenho.getHref() },
  { label: 'Registro de Atividades', to: paths.atividades.getHref() },
  { label: 'Corpo Clínico', to: paths.corpo.getHref() },
  { label: 'Tabela de Créditos', to: paths.tabela.getHref(), ativoEm: [paths.categorias.getHref(), paths.formas.getHref()] },
  { label: 'Controle de Áreas', to: paths.areas.getHref() },
  { label: 'Gerenciar Secretárias', to: paths.gerenciarSecretarias.getHref() },
];

export const MEDICO_MENU: readonly MenuItem[] = [
  { label: 'Participações', to: paths.participacaoMedico.home.getHref(), ativoEm: [paths.participacaoMedico.root.getHref()] },
  { label: 'Histórico', to: paths.historico.getHref() },
  { label: 'Sobre o Programa', to: paths.sobre.getHref() },
  { label: 'Perguntas Frequentes', to: paths.perguntasFrequentes.getHref() },
  { label: 'Contato', to: paths.contato.getHref() },
];

/** Admin view → the administrator menu; doctor or secretary → the doctor menu; none of the roles → empty. */
export function menuFor(view: SessionView): readonly MenuItem[] {
  switch (view) {
    case 'admin':
      return ADMIN_MENU;
    case 'medico':
    case 'secretaria':
      return MEDICO_MENU;
    default:
      return [];
  }
}
