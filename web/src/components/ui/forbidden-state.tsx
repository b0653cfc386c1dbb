import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MSG } from '@emc/shared/messages';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

export interface ForbiddenStateProps {
  /** Defaults to 'Você não tem permissão para acessar este recurso.'. */
  message?: string;
  /** Where the button goes; defaults to the user's home (the doctor's area in doctor view). */
  backTo?: string;
  backLabel?: string;
}

/** What a page shows for a 403: the caller may not act for that doctor or resource. */
export function ForbiddenState({ message = MSG.forbidden, backTo, backLabel = 'Voltar para home' }: ForbiddenStateProps) {
  const navigate = useNavigate();
  const { view } = useSession();
  const home = backTo ?? (view === 'medico' || view === 'secretaria' ? paths.participacaoMedico.home.getHref() : paths.home.getHref());
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'warning.main', mb: 1 }}>
        <LockOutlined sx={{ fontSize: 48 }} />
      </Box>
      <Typography component="h2" variant="h5">
        Acesso negado
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={() => void navigate(home)}>
        {backLabel}
      </Button>
    </Paper>
  );
}
