import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CONFIGURACOES_MENU } from './menu-configuracoes';

export interface MenuConfiguracoesListaProps {
  ancora: HTMLElement | null;
  menuId: string;
  botaoId: string;
  /** A page was chosen: the focus goes to that page's content, not back to the button. */
  escolhido: boolean;
  onEscolher: () => void;
  onClose: () => void;
  /** After the closing transition of a menu whose page was chosen. */
  onFechado: () => void;
}

/** The settings menu itself (MUI's Menu), loaded when the gear is first used (menu-configuracoes.tsx). */
export function MenuConfiguracoesLista({ ancora, menuId, botaoId, escolhido, onEscolher, onClose, onFechado }: MenuConfiguracoesListaProps) {
  const { pathname } = useLocation();
  return (
    <Menu
      anchorEl={ancora}
      open={ancora !== null}
      onClose={onClose}
      disableRestoreFocus={escolhido}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { id: menuId, 'aria-labelledby': botaoId },
        transition: { onExited: onFechado },
      }}
    >
      {CONFIGURACOES_MENU.map((item) => {
        const atual = pathname === item.to;
        return (
          <MenuItem key={item.to} component={RouterLink} to={item.to} selected={atual} aria-current={atual ? 'page' : undefined} onClick={onEscolher}>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
