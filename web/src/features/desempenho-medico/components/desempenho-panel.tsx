import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ViewedDoctor } from '@/lib/session';

/**
 * Sidebar performance panel for the viewed doctor. The cycle summary (progress ring and totals from
 * GET /api/medico/desempenho/{id}) is added here by the performance issue.
 */
export function DesempenhoPanel({ doctor }: { doctor: ViewedDoctor | null }) {
  return (
    <Card component="section" aria-labelledby="desempenho-panel-title">
      <CardContent>
        <Typography id="desempenho-panel-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          Meu desempenho
        </Typography>
        {doctor && (
          <>
            <Typography component="p" sx={{ fontWeight: 600 }} data-testid="desempenho-panel-nome">
              {doctor.nome}
            </Typography>
            {doctor.crm && (
              <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                CRM {doctor.crm}
              </Typography>
            )}
          </>
        )}
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          O resumo dos seus créditos no ciclo atual aparece neste painel.
        </Typography>
      </CardContent>
    </Card>
  );
}
