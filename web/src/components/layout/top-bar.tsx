import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { brand } from '@/components/theme/tokens';
import { HOSPITAL_NAME, PROGRAM_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { initials } from '@/lib/initials';
import { clearSession } from '@/lib/auth/session-store';
import { useSession } from '@/lib/auth/use-session';
import { MenuConfiguracoes } from './menu-configuracoes';

/** The phone menu's drawer (menu-drawer.tsx, loaded when first opened), which the menu button controls. */
export const MENU_DRAWER_ID = 'menu-principal-gaveta';

export interface TopBarProps {
  /** Below md, where the menu is a drawer: its state and the button that opens it. */
  menu?: {
    open: boolean;
    onOpen: () => void;
    /** The pointer or the focus reached the button: the drawer's code can start loading. */
    onIntent?: () => void;
  };
}

/** Top bar: app title, the user's name, an avatar that opens the profile, and Logout (spec section 2). */
export function TopBar({ menu }: TopBarProps) {
  const { claims } = useSession();
  const navigate = useNavigate();

  const logout = () => {
    clearSession();
    void navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 64 }, px: { xs: 1, sm: 3 } }}>
        {menu && (
          <IconButton
            color="inherit"
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            aria-controls={menu.open ? MENU_DRAWER_ID : undefined}
            aria-expanded={menu.open}
            onClick={menu.onOpen}
            onPointerEnter={menu.onIntent}
            onPointerDown={menu.onIntent}
            onFocus={menu.onIntent}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flexGrow: 1 }}>
          <Box
            aria-hidden
            sx={{
              display: { xs: 'none', sm: 'grid' },
              width: 36,
              height: 36,
              borderRadius: 2,
              bgcolor: 'rgba(255,255,255,0.16)',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 14,
              letterSpacing: 0.5,
              flexShrink: 0,
            }}
          >
            EMC
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
              {PROGRAM_NAME}
            </Typography>
            <Typography component="p" variant="caption" sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' } }} noWrap>
              {HOSPITAL_NAME}
            </Typography>
          </Box>
        </Box>
        {claims && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 } }}>
            {/* A long name is cut with an ellipsis; the whole of it is its title (and the profile's). */}
            <Typography component="p" variant="body2" noWrap title={claims.name} sx={{ fontWeight: 500, display: { xs: 'none', sm: 'block' }, maxWidth: { sm: 200, md: 360 } }} data-testid="user-name">
              {claims.name}
            </Typography>
            <MenuConfiguracoes />
            <Tooltip title="Abrir perfil">
              <IconButton aria-label="Abrir perfil" onClick={() => void navigate(paths.perfil.getHref())} sx={{ p: 0.5 }}>
                {/* The initials are a picture of the person, drawn by CSS (no text node), so the button's name is its label alone (WCAG 2.5.3). */}
                <Box
                  data-iniciais={initials(claims.name)}
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: brand[100],
                    color: brand[800],
                    fontSize: 15,
                    fontWeight: 600,
                    '&::before': { content: 'attr(data-iniciais)' },
                  }}
                />
              </IconButton>
            </Tooltip>
            <Button color="inherit" variant="outlined" onClick={logout} sx={{ borderColor: 'rgba(255,255,255,0.5)' }}>
              Logout
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
