import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/feedback/toast';
import { errorMessages } from '@/lib/api-client';

/** 'Ativo' or 'Inativo' (or the feminine forms), as a chip. */
export function AtivoChip({ ativo, feminino = false }: { ativo: boolean; feminino?: boolean }) {
  const label = ativo ? (feminino ? 'Ativa' : 'Ativo') : feminino ? 'Inativa' : 'Inativo';
  return <Chip size="small" label={label} color={ativo ? 'success' : 'default'} variant={ativo ? 'filled' : 'outlined'} />;
}

export interface AlternarAtivoProps {
  ativo: boolean;
  /** What is (de)activated, as the sentences say it: 'a área “Cardiologia”'. */
  descricao: string;
  /** What deactivating means for the people who use it, said in the confirmation. */
  efeito?: string;
  /** Sends the change; rejects with the API's error. */
  onChange: (ativar: boolean) => Promise<unknown>;
  /** The name read by screen readers: 'Desativar Cardiologia'. */
  nome: string;
  /** 'desativada' rather than 'desativado'. */
  feminino?: boolean;
}

const capitalizar = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * 'Desativar' (after a confirmation: nothing is ever deleted, and history keeps pointing at it) or
 * 'Reativar' (at once). A toast says how it went.
 */
export function AlternarAtivo({ ativo, descricao, efeito, onChange, nome, feminino = false }: AlternarAtivoProps) {
  const toast = useToast();
  const [confirmando, setConfirmando] = useState(false);
  const [enviando, setEnviando] = useState(false);

  const enviar = async (ativar: boolean) => {
    setEnviando(true);
    try {
      await onChange(ativar);
      toast.success('Sucesso', `${capitalizar(descricao)} foi ${ativar ? 'reativad' : 'desativad'}${feminino ? 'a' : 'o'}.`);
      setConfirmando(false);
    } catch (error) {
      toast.error('Erro', errorMessages(error).join(' '));
    } finally {
      setEnviando(false);
    }
  };

  if (!ativo)
    return (
      <Button size="small" onClick={() => void enviar(true)} disabled={enviando} aria-label={`Reativar ${nome}`}>
        Reativar
      </Button>
    );
  return (
    <>
      <Button size="small" color="error" onClick={() => setConfirmando(true)} disabled={enviando} aria-label={`Desativar ${nome}`}>
        Desativar
      </Button>
      <ConfirmDialog
        open={confirmando}
        busy={enviando}
        message={`Desativar ${descricao}? ${efeito ?? 'Nada é excluído: o histórico que já o usa é mantido.'} É possível reativar depois.`}
        onConfirm={() => void enviar(false)}
        onCancel={() => setConfirmando(false)}
      />
    </>
  );
}
