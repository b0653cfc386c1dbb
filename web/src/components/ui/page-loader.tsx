import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Suspense fallback while a route's code loads. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240, width: '100%' }}>
      <CircularProgress aria-label="Carregando página" />
    </Box>
  );
}
