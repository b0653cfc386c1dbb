import { STATUS } from '@emc/shared/status';
import { filtrosSalvos } from '../hooks/use-fila-filtros';
import { getFila } from './get-fila';

/**
 * The next participation to review: the first of the Pendente queue (oldest first) with the saved
 * filters that is not the one just decided; undefined when the queue has no other.
 */
export async function proximaDaFila(atual: string): Promise<string | undefined> {
  const fila = await getFila(STATUS.PENDENTE, 1, filtrosSalvos());
  return fila.responseList.find((p) => p.id !== atual)?.id;
}
