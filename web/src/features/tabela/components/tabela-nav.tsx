import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const ITENS = [
  { label: 'Classificações', to: paths.tabela.getHref() },
  { label: 'Categorias', to: paths.categorias.getHref() },
  { label: 'Formas de participação', to: paths.formas.getHref() },
] as const;

/**
 * The credit table's three pages as tabs that are links (each its own address, so a reload or a
 * shared link opens the same one); the current one has aria-current="page". They wrap on a phone.
 */
export function TabelaNav() {
  return (
    <Box component="nav" aria-label="Tabela de Créditos" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
        {ITENS.map((item) => (
          <li key={item.to}>
            <Button
              component={NavLink}
              to={item.to}
              end
              color="inherit"
              sx={{
                borderRadius: 0,
                borderBottom: 2,
                borderColor: 'transparent',
                color: 'text.secondary',
                px: 2,
                py: 1.25,
                '&.active': { color: 'primary.main', borderColor: 'primary.main', fontWeight: 600 },
              }}
            >
              {item.label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
