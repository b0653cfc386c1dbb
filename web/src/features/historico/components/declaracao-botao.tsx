import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { useToast } from '@/components/feedback/toast';
import { useDownloadEmCurso } from '@/lib/use-download-em-curso';

export const DECLARACAO_BOTAO = 'Declaração de créditos';
export const DECLARACAO_GERANDO = 'Gerando ...';
export const DECLARACAO_FALHA = 'Não foi possível gerar a declaração. Tente novamente.';
export const DECLARACAO_AJUDA = 'A declaração em PDF lista as participações aprovadas do ciclo escolhido, com um código de verificação.';

/**
 * "Declaração de créditos" of the chosen cycle: asks the API for the statement's link and saves the
 * PDF; 'Gerando ...' (disabled) meanwhile, a toast when it fails, and leaving the page cancels it quietly. `descricaoId` names the helper
 * text the page shows beside it.
 */
export function DeclaracaoBotao({ idMedico, ciclo, descricaoId }: { idMedico: string; ciclo: number | undefined; descricaoId?: string }) {
  const toast = useToast();
  const { emCurso: gerando, baixar } = useDownloadEmCurso(() => toast.error('Erro', DECLARACAO_FALHA));
  const gerar = () => {
    // Loaded on use: the statement's file name comes from the reports' module (and its schemas).
    if (ciclo !== undefined) void baixar(async (signal) => (await import('../api/get-declaracao')).baixarDeclaracao(idMedico, ciclo, signal));
  };

  return (
    <Button
      variant="outlined"
      onClick={gerar}
      disabled={gerando || ciclo === undefined}
      aria-describedby={descricaoId}
      startIcon={gerando ? <CircularProgress size={18} color="inherit" aria-hidden /> : <PictureAsPdf aria-hidden />}
      sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
    >
      {gerando ? DECLARACAO_GERANDO : DECLARACAO_BOTAO}
    </Button>
  );
}
