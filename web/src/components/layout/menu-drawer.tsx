import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PROGRAM_NAME } from '@/config/app';
import { isMenuItemActive, type MenuItem } from '@/lib/menus';
import { MENU_DRAWER_ID } from './top-bar';

export interface MenuDrawerProps {
  items: readonly MenuItem[];
  open: boolean;
  onClose: () => void;
  /** The user's name, which the top bar has no room for on a phone. */
  userName?: string;
}

/** The menu below the md breakpoint: a drawer from the left, opened by the top bar's menu button. */
export function MenuDrawer({ items, open, onClose, userName }: MenuDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: MENU_DRAWER_ID, 'aria-label': 'Menu', sx: { width: 'min(300px, 85vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {PROGRAM_NAME}
          </Typography>
          {userName && (
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {userName}
            </Typography>
          )}
        </Box>
        <IconButton aria-label="Fechar menu" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Menu principal">
        <List component="ul" sx={{ py: 1 }}>
          {items.map((item) => (
            <li key={item.to}>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                className={isMenuItemActive(item, pathname) ? 'active' : undefined}
                aria-current={isMenuItemActive(item, pathname) ? 'page' : undefined}
                onClick={onClose}
                sx={{
                  minHeight: 48,
                  px: 2.5,
                  color: 'text.primary',
                  '&.active': { color: 'primary.main', bgcolor: 'action.selected', fontWeight: 600 },
                }}
              >
                {item.label}
              </ListItemButton>
            </li>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
