import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { baixarDeclaracao } from '../api/get-declaracao';

export const DECLARACAO_BOTAO = 'Declaração de créditos';
export const DECLARACAO_GERANDO = 'Gerando ...';
export const DECLARACAO_FALHA = 'Não foi possível gerar a declaração. Tente novamente.';
export const DECLARACAO_AJUDA = 'A declaração em PDF lista as participações aprovadas do ciclo escolhido, com um código de verificação.';

/**
 * "Declaração de créditos" of the chosen cycle: asks the API for the statement's link and saves the
 * PDF; 'Gerando ...' (disabled) meanwhile, and a toast when it fails. `descricaoId` names the helper
 * text the page shows beside it.
 */
export function DeclaracaoBotao({ idMedico, ciclo, descricaoId }: { idMedico: string; ciclo: number | undefined; descricaoId?: string }) {
  const toast = useToast();
  const [gerando, setGerando] = useState(false);
  const emCurso = useRef<AbortController | null>(null);
  // Leaving the page cancels the download; nothing is said about it then.
  useEffect(() => () => emCurso.current?.abort(), []);

  const gerar = async () => {
    if (ciclo === undefined || emCurso.current) return;
    const controller = new AbortController();
    emCurso.current = controller;
    setGerando(true);
    try {
      await baixarDeclaracao(idMedico, ciclo, controller.signal);
    } catch {
      if (!controller.signal.aborted) toast.error('Erro', DECLARACAO_FALHA);
    } finally {
      emCurso.current = null;
      if (!controller.signal.aborted) setGerando(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void gerar()}
      disabled={gerando || ciclo === undefined}
      aria-describedby={descricaoId}
      startIcon={gerando ? <CircularProgress size={18} color="inherit" aria-hidden /> : <PictureAsPdf aria-hidden />}
      sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
    >
      {gerando ? DECLARACAO_GERANDO : DECLARACAO_BOTAO}
    </Button>
  );
}
