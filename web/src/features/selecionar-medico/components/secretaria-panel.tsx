import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ViewedMedico } from '@/lib/auth/view-state';

/**
 * Sidebar panel for a secretary: the doctor currently chosen, and a way to change it.
 * compact: the phone's summary, one row under the page's title.
 */
export function SecretariaPanel({ medico, compact = false }: { medico: ViewedMedico | null; compact?: boolean }) {
  const navigate = useNavigate();
  const titleId = compact ? 'secretaria-compacto-titulo' : 'secretaria-panel-title';
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={compact ? { p: 2, '&:last-child': { pb: 2 } } : undefined}>
        <Box sx={compact ? { display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' } : undefined}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              id={titleId}
              component="h2"
              variant={compact ? 'body2' : 'h6'}
              sx={compact ? { color: 'text.secondary' } : { mb: 1.5 }}
            >
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
          </Box>
          <Button
            variant="outlined"
            fullWidth={!compact}
            sx={compact ? { minHeight: 44 } : { mt: 2 }}
            onClick={() => void navigate(paths.selecionarMedico.getHref())}
          >
            Trocar médico
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
