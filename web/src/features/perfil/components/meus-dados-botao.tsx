import Download from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useToast } from '@/components/feedback/toast';
import { useDownloadEmCurso } from '@/lib/use-download-em-curso';
import { baixarMeusDados } from '../api/get-meus-dados';

export const MEUS_DADOS_BOTAO = 'Meus dados';
export const MEUS_DADOS_BAIXANDO = 'Baixando ...';
export const MEUS_DADOS_FALHA = 'Não foi possível baixar os dados. Tente novamente.';

/** "Meus dados": the JSON download (LGPD), 'Baixando ...' (disabled) meanwhile, an error toast if it fails. */
export function MeusDadosBotao({ idMedico, crm, descricaoId }: { idMedico: string; crm: string; descricaoId?: string }) {
  const toast = useToast();
  const { emCurso, baixar } = useDownloadEmCurso(() => toast.error('Erro', MEUS_DADOS_FALHA));
  return (
    <Button
      variant="outlined"
      onClick={() => void baixar((signal) => baixarMeusDados(idMedico, crm, signal))}
      disabled={emCurso}
      aria-describedby={descricaoId}
      startIcon={emCurso ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download aria-hidden />}
      sx={{ minHeight: 40, whiteSpace: 'nowrap', alignSelf: 'flex-start' }}
    >
      {emCurso ? MEUS_DADOS_BAIXANDO : MEUS_DADOS_BOTAO}
    </Button>
  );
}
