import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ViewedMedico } from '@/lib/auth/view-state';

/** Sidebar panel for a secretary: the doctor currently chosen, and a way to change it. */
export function SecretariaPanel({ medico }: { medico: ViewedMedico | null }) {
  const navigate = useNavigate();
  return (
    <Card component="section" aria-labelledby="secretaria-panel-title">
      <CardContent>
        <Typography id="secretaria-panel-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          Médico selecionado
        </Typography>
        {medico ? (
          <>
            <Typography component="p" sx={{ fontWeight: 600 }} data-testid="secretaria-panel-nome">
              {medico.nome}
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              CRM {medico.crm}
            </Typography>
          </>
        ) : (
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            Nenhum médico selecionado.
          </Typography>
        )}
        <Button variant="outlined" fullWidth sx={{ mt: 2 }} onClick={() => navigate(paths.selecionarMedico.getHref())}>
          Trocar médico
        </Button>
      </CardContent>
    </Card>
  );
}
