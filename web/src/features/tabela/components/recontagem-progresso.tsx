import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { tarefaTerminada, type Tarefa } from '@emc/shared/tarefas';
import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import { useRoute } from '@/lib/use-route';

/** How often a running job is read again. */
export const INTERVALO_MS = 1000;

const UNIDADE: Record<Tarefa['tipo'], string> = { meta: 'médicos', teto: 'médicos e ciclos', relatorio: 'linhas' };

/** The sentence for a job that ended. */
function resultado(t: Tarefa, concluida: string): { severity: 'success' | 'error' | 'info'; texto: string } {
  if (t.estado === 'falhou') return { severity: 'error', texto: t.erro ?? 'A recontagem não pôde terminar.' };
  if (t.estado === 'substituida') return { severity: 'info', texto: 'Uma alteração mais recente do mesmo ciclo assumiu a recontagem.' };
  return { severity: 'success', texto: concluida };
}

/**
 * A recount job's progress after 'Alterar meta' or a cap change (architecture.md, "Events and jobs"):
 * "Recontando: 120 de 5.000 médicos" with a determinate bar, read again every second until it ends,
 * then the result (`concluida(t)`) or the error. A live region, so a screen reader hears the end.
 */
export function RecontagemProgresso({ inicial, titulo, concluida }: { inicial: Tarefa; titulo: string; concluida: (t: Tarefa) => string }) {
  const id = useId();
  const { data } = useRoute('tabela.tarefa', { params: { id: inicial.id } }, { fallbackData: inicial, refreshInterval: (t) => (t && tarefaTerminada(t) ? 0 : INTERVALO_MS) });
  const t = data ?? inicial;
  if (tarefaTerminada(t)) {
    const { severity, texto } = resultado(t, concluida(t));
    return (
      <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ my: 1.5 }}>
        {texto}
      </Alert>
    );
  }
  const pct = t.total > 0 ? Math.min(100, (t.feitos / t.total) * 100) : 0;
  return (
    <Box role="status" sx={{ my: 1.5 }}>
      <Typography id={id} variant="body2" sx={{ mb: 0.5 }}>
        {titulo} — recontando: {formatNumber(t.feitos)} de {t.total > 0 ? formatNumber(t.total) : '…'} {UNIDADE[t.tipo]}
      </Typography>
      <LinearProgress variant={t.total > 0 ? 'determinate' : 'indeterminate'} value={pct} aria-labelledby={id} />
    </Box>
  );
}
