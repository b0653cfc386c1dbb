import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RELATORIO_MSG, RELATORIOS, type TipoRelatorio } from '@emc/shared/relatorios';
import type { Tarefa } from '@emc/shared/tarefas';
import { useId } from 'react';
import { useToast } from '@/components/feedback/toast';
import { formatNumber } from '@/lib/format';
import { useDownloadEmCurso } from '@/lib/use-download-em-curso';
import { baixarDaTarefa, useTarefaDeRelatorio } from '../api/tarefa-de-relatorio';

const linhas = (n: number) => `${formatNumber(n)} ${n === 1 ? 'linha' : 'linhas'}`;

/**
 * A large report's job on its card (architecture.md, "Events and jobs"): while it runs, "Gerando a
 * planilha: 12.345 de 100.000 linhas" over a determinate bar, read again every second; when it is
 * done, the download of its file (a link signed on the click); when it failed, the job's message. A
 * live region says when it ended, so a screen reader hears it without following the bar.
 */
export function RelatorioTarefa({ inicial, tipo }: { inicial: Tarefa; tipo: TipoRelatorio }) {
  const id = useId();
  const { data } = useTarefaDeRelatorio(inicial.id, inicial);
  const t = data ?? inicial;
  const toast = useToast();
  const { emCurso: baixando, baixar } = useDownloadEmCurso(() => toast.error('Erro', RELATORIO_MSG.falha));
  const { arquivo, titulo } = RELATORIOS[tipo];
  const executando = t.estado === 'pendente' || t.estado === 'executando';

  let fim: string | undefined;
  if (t.estado === 'concluida') fim = `Relatório pronto: ${linhas(t.feitos)}.`;
  else if (t.estado === 'falhou') fim = t.erro ?? RELATORIO_MSG.tarefaFalhou;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      {executando && (
        <Box>
          <Typography id={id} variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            Gerando a planilha: {formatNumber(t.feitos)} de {t.total > 0 ? linhas(t.total) : '… linhas'}
          </Typography>
          <LinearProgress
            variant={t.total > 0 ? 'determinate' : 'indeterminate'}
            value={Math.min(t.feitos, t.total)}
            min={0}
            max={Math.max(1, t.total)}
            aria-label={`Progresso do relatório ${titulo}`}
            aria-describedby={id}
            aria-valuetext={`${formatNumber(t.feitos)} de ${linhas(t.total)}`}
          />
        </Box>
      )}
      <div role="status" aria-live="polite">
        {t.estado === 'concluida' && (
          <Alert severity="success" sx={{ py: 0 }}>
            {fim}
          </Alert>
        )}
      </div>
      {t.estado === 'falhou' && (
        <Alert severity="error" role="alert" sx={{ py: 0 }}>
          {fim}
        </Alert>
      )}
      {t.estado === 'concluida' && (
        <Button
          variant="outlined"
          onClick={() => void baixar((signal) => baixarDaTarefa(t.id, tipo, signal))}
          disabled={baixando}
          startIcon={baixando ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          sx={{ alignSelf: 'flex-start', maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          Baixar {arquivo}
        </Button>
      )}
    </Box>
  );
}
