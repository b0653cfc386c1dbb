import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isMenuItemActive, type MenuItem } from '@/lib/menus';

/**
 * The horizontal menu under the top bar, from the md breakpoint up (below it the menu is MenuDrawer).
 * Renders an empty nav for a user with none of the roles.
 */
export function MenuBar({ items }: { items: readonly MenuItem[] }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Menu principal"
      sx={{
        display: items.length ? { xs: 'none', md: 'block' } : undefined,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: items.length ? undefined : 0,
      }}
    >
      {items.length > 0 && (
        <Container maxWidth={false}>
          <Box
            component="ul"
            sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, py: 0.75, listStyle: 'none', overflowX: 'auto', scrollbarWidth: 'thin' }}
          >
            {items.map((item) => (
              <li key={item.to}>
                <Button
                  component={RouterLink}
                  to={item.to}
                  className={isMenuItemActive(item, pathname) ? 'active' : undefined}
                  aria-current={isMenuItemActive(item, pathname) ? 'page' : undefined}
                  color="inherit"
                  sx={{
                    whiteSpace: 'nowrap',
                    color: 'text.secondary',
                    '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
                  }}
                >
                  {item.label}
                </Button>
              </li>
            ))}
          </Box>
        </Container>
      )}
    </Box>
  );
}
