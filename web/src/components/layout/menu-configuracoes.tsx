import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

/** The administrators' settings pages (issue 12), not items of the spec's menu. One line per page. */
export const CONFIGURACOES_MENU: readonly { label: string; to: string }[] = [
  { label: 'Perguntas Frequentes', to: paths.configuracoes.faq.getHref() },
  { label: 'Sobre o Programa', to: paths.configuracoes.sobre.getHref() },
  { label: 'Mensagens de contato', to: paths.configuracoes.mensagens.getHref() },
  { label: 'Lembretes enviados', to: paths.configuracoes.lembretes.getHref() },
  { label: 'Auditoria', to: paths.configuracoes.auditoria.getHref() },
];

/**
 * The gear in the top bar of an administrator in admin view: a menu of the settings pages. The
 * button opens it with a click, Enter or Space; the arrows move between its items, Escape closes it
 * and gives the focus back to the button (MUI's Menu). Choosing a page puts the focus on the page's
 * content (the main region), as a page load would.
 */
export function MenuConfiguracoes() {
  const { view } = useSession();
  const { pathname } = useLocation();
  const id = useId();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  // A page chosen: the focus goes to that page's content, not back to the button.
  const [escolhido, setEscolhido] = useState(false);
  if (view !== 'admin') return null;
  const aberto = ancora !== null;
  const menuId = `${id}-menu`;
  const botaoId = `${id}-botao`;

  return (
    <>
      <Tooltip title="Configurações">
        <IconButton
          id={botaoId}
          color="inherit"
          aria-label="Configurações"
          aria-haspopup="menu"
          aria-expanded={aberto}
          aria-controls={aberto ? menuId : undefined}
          onClick={(e) => setAncora(e.currentTarget)}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={ancora}
        open={aberto}
        onClose={() => setAncora(null)}
        disableRestoreFocus={escolhido}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { id: menuId, 'aria-labelledby': botaoId },
          transition: {
            onExited: () => {
              if (!escolhido) return;
              setEscolhido(false);
              document.querySelector<HTMLElement>('main')?.focus();
            },
          },
        }}
      >
        {CONFIGURACOES_MENU.map((item) => {
          const atual = pathname === item.to;
          return (
            <MenuItem
              key={item.to}
              component={RouterLink}
              to={item.to}
              selected={atual}
              aria-current={atual ? 'page' : undefined}
              onClick={() => {
                setEscolhido(true);
                setAncora(null);
              }}
            >
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
