import { useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessages } from '@/lib/api-client';
import { useEnviar } from '@/lib/use-enviar';

/** `DELETE /api/faq|sobre/delete/{id}`. */
export type RemoverId = 'conteudo.faqDelete' | 'conteudo.sobreDelete';

export interface RemoverItemProps<T> {
  /** The item to remove; null closes the confirmation. */
  item: T | null;
  pergunta: (item: T) => string;
  sucesso: (item: T) => string;
  remover: RemoverId;
  onFechar: () => void;
}

/** 'Aviso' with the question, then the removal, a toast and the lists refreshed. */
export function RemoverItem<T extends { id: string }>({ item, pergunta, sucesso, remover, onFechar }: RemoverItemProps<T>) {
  const toast = useToast();
  const enviar = useEnviar();
  const [enviando, setEnviando] = useState(false);
  // The question stays while the dialog fades out.
  const [mostrado, setMostrado] = useState(item);
  if (item && item !== mostrado) setMostrado(item);

  const confirmar = async () => {
    if (!item) return;
    setEnviando(true);
    try {
      await enviar(remover, { params: { id: item.id } });
      toast.success('Sucesso', sucesso(item));
      onFechar();
    } catch (error) {
      toast.error('Erro', errorMessages(error).join(' '));
    } finally {
      setEnviando(false);
    }
  };

  return <ConfirmDialog open={item !== null} busy={enviando} message={mostrado ? pergunta(mostrado) : ''} onConfirm={() => void confirmar()} onCancel={onFechar} />;
}
