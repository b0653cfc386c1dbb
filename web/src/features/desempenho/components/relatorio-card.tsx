import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RELATORIO_MSG, type TipoRelatorio } from '@emc/shared/relatorios';
import type { Tarefa } from '@emc/shared/tarefas';
import { useId, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { useDownloadEmCurso } from '@/lib/use-download-em-curso';
import { gerarRelatorio } from '../api/gerar-relatorio';
import { RelatorioTarefa } from './relatorio-tarefa';

export interface OpcaoRelatorio {
  valor: string;
  rotulo: string;
}

export interface RelatorioCardProps {
  tipo: TipoRelatorio;
  titulo: string;
  descricao: string;
  /** The select's label ('Ciclo', 'Área') and its empty option ('Selecione o ciclo'). */
  campo: string;
  selecione: string;
  /** Undefined while they load. */
  opcoes: readonly OpcaoRelatorio[] | undefined;
  /** Shown under the select when its options could not be loaded. */
  erroOpcoes?: string;
  /** A job of this report the page was opened with (its e-mail's link, `?relatorio={id}`). */
  tarefaDoLink?: Tarefa;
}

/**
 * One report generator (spec section 4): its select starts empty and 'Gerar' stays disabled until
 * something is chosen; while the report is built and downloaded the button says 'Gerando ...' and
 * both are disabled; any failure shows the spec's toast (section 8). A report too large for its
 * request comes back as a job: the card then shows its progress and, when it is done, its download.
 */
export function RelatorioCard({ tipo, titulo, descricao, campo, selecione, opcoes, erroOpcoes, tarefaDoLink }: RelatorioCardProps) {
  const [valor, setValor] = useState('');
  const [tarefa, setTarefa] = useState<Tarefa | undefined>();
  const acompanhada = tarefa ?? tarefaDoLink;
  const toast = useToast();
  const { emCurso: gerando, baixar } = useDownloadEmCurso(() => toast.error('Erro', RELATORIO_MSG.falha));
  const tituloId = useId();
  const descricaoId = useId();

  return (
    <Card component="section" variant="outlined" aria-labelledby={tituloId} aria-describedby={descricaoId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Typography id={tituloId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {titulo}
        </Typography>
        <Typography id={descricaoId} component="p" variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
          {descricao}
        </Typography>
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            id={`relatorio-${tipo}`}
            select
            size="small"
            label={campo}
            value={valor}
            onChange={(event) => setValor(event.target.value)}
            disabled={!opcoes || gerando}
            error={Boolean(erroOpcoes)}
            helperText={erroOpcoes}
            sx={{ flex: '1 1 160px', minWidth: 0 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{opcoes ? selecione : erroOpcoes ? 'Indisponível' : 'Carregando…'}</option>
            {opcoes?.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.rotulo}
              </option>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() =>
              void baixar(async (signal) => {
                const nova = await gerarRelatorio(tipo, valor, signal);
                if (nova) setTarefa(nova);
              })
            }
            disabled={!valor || gerando}
            aria-describedby={tituloId}
            startIcon={gerando ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ flex: '0 0 auto', minWidth: 112, height: 40 }}
          >
            {gerando ? 'Gerando ...' : 'Gerar'}
          </Button>
        </div>
        {acompanhada && <RelatorioTarefa key={acompanhada.id} inicial={acompanhada} tipo={tipo} />}
      </CardContent>
    </Card>
  );
}
