import type { Ciclo } from '@emc/shared/participacao';
import { useEffect } from 'react';
import { useSearchParamsEmFila } from '@/lib/use-search-params-em-fila';
import { clampPage } from '@/components/ui/pagination';
import { positiveInt } from '@/lib/use-status-query';

/**
 * The history table's cycle and page, kept in the URL (?ciclo=19&page=2). A cycle the program does
 * not have (?ciclo=99), or none, is the current one; until the cycles are known there is none yet.
 * A page past the last (?page=5 of 1) moves to the last, once the total is known (spec section 5).
 * Choosing a cycle, and these corrections, replace the history entry; turning a page adds one.
 */
export function useCicloQuery(ciclos: readonly Ciclo[] | undefined, totalPages?: number) {
  const [params, setParams] = useSearchParamsEmFila();
  const pedido = positiveInt(params.get('ciclo'));
  const atual = ciclos?.find((c) => c.atual)?.ciclo ?? ciclos?.[0]?.ciclo;
  const ciclo = pedido !== undefined && ciclos?.some((c) => c.ciclo === pedido) ? pedido : atual;
  const page = positiveInt(params.get('page')) ?? 1;

  const setQuery = (next: { ciclo?: number; page: number }, replace = next.ciclo !== undefined) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.ciclo !== undefined) copy.set('ciclo', String(next.ciclo));
        if (next.page > 1) copy.set('page', String(next.page));
        else copy.delete('page');
        return copy;
      },
      { replace },
    );

  const cicloDesconhecido = ciclos !== undefined && pedido !== undefined && pedido !== ciclo;
  const paginaAlem = totalPages !== undefined && totalPages >= 1 && page > totalPages;
  useEffect(() => {
    if (cicloDesconhecido && ciclo !== undefined) setQuery({ ciclo, page: 1 });
    else if (paginaAlem) setQuery({ page: clampPage(page, totalPages) }, true);
    // setQuery changes every render; these flags say when to correct the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cicloDesconhecido, paginaAlem, ciclo, page, totalPages]);

  /** True while the URL is being corrected: what it asked for is not what will show. */
  const corrigindo = cicloDesconhecido || paginaAlem;
  return { ciclo, page, setQuery, corrigindo };
}
