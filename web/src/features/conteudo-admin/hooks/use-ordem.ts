import { useRef, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { ApiError, apiRequest, errorMessages } from '@/lib/api-client';
import { useRevalidateAfter } from '@/lib/use-enviar';

/** `PUT /api/faq|sobre/reordenar { ids }`: every id, in the new order; answers the list. */
export type ReordenarId = 'conteudo.faqReordenar' | 'conteudo.sobreReordenar';

export interface ItemOrdenado {
  id: string;
  titulo: string;
  ordem: number;
}

/** Where the focus goes once the list is drawn in its new order: the moved item's button. */
export interface FocoAposMover {
  id: string;
  direcao: -1 | 1;
  indice: number;
  vez: number;
}

export interface UseOrdemOptions<T extends ItemOrdenado> {
  itens: T[] | undefined;
  mutate: KeyedMutator<T[]>;
  reordenar: ReordenarId;
}

/**
 * Moves an item one place up or down: the list shows the new order at once and saves it; the move is
 * announced to screen readers. A failure puts the old order back; a 409 (another administrator changed
 * the list) reloads it, and its message stays above the list.
 */
export function useOrdem<T extends ItemOrdenado>({ itens, mutate, reordenar }: UseOrdemOptions<T>) {
  const revalidate = useRevalidateAfter();
  const [anuncio, setAnuncio] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [foco, setFoco] = useState<FocoAposMover | null>(null);
  const emCurso = useRef(false);
  const vezes = useRef(0);

  const mover = async (item: T, direcao: -1 | 1) => {
    if (!itens || emCurso.current) return;
    const de = itens.findIndex((i) => i.id === item.id);
    const para = de + direcao;
    if (de < 0 || para < 0 || para >= itens.length) return;
    const nova = [...itens];
    [nova[de], nova[para]] = [nova[para]!, nova[de]!];
    const numerada = nova.map((i, k) => ({ ...i, ordem: k + 1 }));
    emCurso.current = true;
    setErro(null);
    setFoco({ id: item.id, direcao, indice: para, vez: ++vezes.current });
    try {
      // Sent here rather than with useEnviar: the reads refresh once the answer is in the list's cache.
      // The route answers the whole list, this list's items (FaqItem[] or SobreItem[]).
      const salva = apiRequest(reordenar, { body: { ids: numerada.map((i) => i.id) } }) as Promise<unknown> as Promise<T[]>;
      await mutate(salva, { optimisticData: numerada, rollbackOnError: true, populateCache: true, revalidate: false });
      setAnuncio(`“${item.titulo}” agora está na posição ${para + 1} de ${itens.length}.`);
      void revalidate(reordenar);
    } catch (error) {
      setErro(errorMessages(error).join(' '));
      setFoco({ id: item.id, direcao, indice: de, vez: ++vezes.current });
      if (error instanceof ApiError && error.status === 409) void mutate();
    } finally {
      emCurso.current = false;
    }
  };

  return { mover, anuncio, erro, fecharErro: () => setErro(null), foco };
}
