import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      <Typography component="p" sx={{ fontSize: 64, fontWeight: 700, color: 'primary.main', lineHeight: 1 }} aria-hidden>
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        Página não encontrada
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        O endereço acessado não existe ou não está disponível.
      </Typography>
      <Button variant="contained" onClick={() => void navigate(paths.home.getHref())}>
        Voltar para home
      </Button>
    </Box>
  );
}
