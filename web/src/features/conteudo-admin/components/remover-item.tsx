import type { RouteId } from '@emc/shared/routes';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessages } from '@/lib/api-client';
import { useRevalidateRoutes } from '@/lib/swr-keys';

export interface RemoverItemProps<T> {
  /** The item to remove; null closes the confirmation. */
  item: T | null;
  pergunta: (item: T) => string;
  sucesso: (item: T) => string;
  remover: (id: string) => Promise<unknown>;
  reads: readonly RouteId[];
  onFechar: () => void;
}

/** 'Aviso' with the question, then the removal, a toast and the lists refreshed. */
export function RemoverItem<T extends { id: string }>({ item, pergunta, sucesso, remover, reads, onFechar }: RemoverItemProps<T>) {
  const toast = useToast();
  const refresh = useRevalidateRoutes();
  const [enviando, setEnviando] = useState(false);
  // The question stays while the dialog fades out.
  const [mostrado, setMostrado] = useState(item);
  if (item && item !== mostrado) setMostrado(item);

  const confirmar = async () => {
    if (!item) return;
    setEnviando(true);
    try {
      await remover(item.id);
      toast.success('Sucesso', sucesso(item));
      onFechar();
      await refresh(reads);
    } catch (error) {
      toast.error('Erro', errorMessages(error).join(' '));
    } finally {
      setEnviando(false);
    }
  };

  return <ConfirmDialog open={item !== null} busy={enviando} message={mostrado ? pergunta(mostrado) : ''} onConfirm={() => void confirmar()} onCancel={onFechar} />;
}
