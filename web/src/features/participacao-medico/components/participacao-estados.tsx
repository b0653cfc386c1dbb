import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PARTICIPACAO_MSG } from '@emc/shared/messages';
import { paths } from '@/config/paths';

export const NOT_FOUND_TEXT = PARTICIPACAO_MSG.naoEncontrada;

/** 'Voltar para participações', above the participation page. */
export function BackLink() {
  return (
    <Link component={RouterLink} to={paths.participacaoMedico.home.getHref()} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <ArrowBack fontSize="small" aria-hidden />
      Voltar para participações
    </Link>
  );
}

/** A participation that does not exist (404), or no longer does. */
export function NotFoundState() {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h5">
        {NOT_FOUND_TEXT}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        Ela pode ter sido excluída, ou o endereço está incorreto.
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.participacaoMedico.home.getHref()}>
        Voltar para participações
      </Button>
    </Paper>
  );
}

/** The participation page while it loads. */
export function ParticipacaoSkeleton() {
  return (
    <Box role="status" aria-label="Carregando participação" aria-busy="true">
      <Skeleton variant="text" width="60%" height={48} />
      <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
    </Box>
  );
}
