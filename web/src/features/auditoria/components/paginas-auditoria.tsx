import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * The audit trail's pages go by cursor, so there is no page count: the previous and next page, and
 * the current page's number (announced when it changes).
 */
export function PaginasAuditoria({ pagina, temProxima, anterior, proxima }: { pagina: number; temProxima: boolean; anterior: () => void; proxima: () => void }) {
  return (
    <Box component="nav" aria-label="Páginas da auditoria" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <Button variant="outlined" startIcon={<ChevronLeftIcon aria-hidden />} disabled={pagina === 1} onClick={anterior}>
        Página anterior
      </Button>
      <Typography aria-live="polite" aria-atomic="true" sx={{ order: { xs: -1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' }, textAlign: 'center' }}>
        Página {pagina}
      </Typography>
      <Button variant="outlined" endIcon={<ChevronRightIcon aria-hidden />} disabled={!temProxima} onClick={proxima}>
        Próxima página
      </Button>
    </Box>
  );
}
