import Button from '@mui/material/Button';
import type { MensagemContato } from '@emc/shared/comunicacao';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { errorMessages } from '@/lib/api-client';
import { useEnviar } from '@/lib/use-enviar';

/** 'Marcar como respondida' or 'Marcar como pendente', then a toast and the list refreshed. */
export function MarcarResposta({ mensagem }: { mensagem: MensagemContato }) {
  const toast = useToast();
  const enviar = useEnviar();
  const [enviando, setEnviando] = useState(false);
  const respondida = !mensagem.respondida;
  const rotulo = respondida ? 'Marcar como respondida' : 'Marcar como pendente';

  const marcar = async () => {
    setEnviando(true);
    try {
      await enviar('comunicacao.contatoStatus', { body: { id: mensagem.id, respondida } }, { waitForReads: true });
      toast.success('Sucesso', `Mensagem “${mensagem.assunto}” marcada como ${respondida ? 'respondida' : 'pendente'}.`);
    } catch (error) {
      toast.error('Erro', errorMessages(error).join(' '));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Button size="small" variant={respondida ? 'outlined' : 'text'} onClick={() => void marcar()} disabled={enviando} aria-label={`${rotulo}: ${mensagem.assunto}`}>
      {rotulo}
    </Button>
  );
}
