import { BUSCA_MAX } from '@emc/shared/catalogos';
import { useEffect, useState } from 'react';
import { useSearchParamsEmFila } from '@/lib/use-search-params-em-fila';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { parsePage } from '@/lib/use-status-query';

/** A back-office list's `?page&filter`, as its route takes them. */
export interface ListaQuery {
  page: string;
  filter?: string;
}

/**
 * A back-office list's page and search, kept in the URL (?busca=ana&page=2) so a reload or the
 * back button returns to the same place. `texto` is what the field shows; `filter` is what is
 * searched, once typing has paused, and a new search starts at page 1. `query` is what the list's
 * `get-all-pagination?page&filter` route is sent (an empty search is not, nor one past BUSCA_MAX).
 */
export function useListaQuery() {
  const [params, setParams] = useSearchParamsEmFila();
  const page = parsePage(params.get('page'));
  const filter = params.get('busca') ?? '';
  const [texto, setTexto] = useState(filter);
  const debounced = useDebouncedValue(texto.trim(), 350);

  useEffect(() => {
    // A search past the limit is not sent (the server would refuse it): the field says so, the list stays.
    if (debounced === filter || debounced.length > BUSCA_MAX) return;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (debounced) copy.set('busca', debounced);
        else copy.delete('busca');
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search changes the URL
  }, [debounced]);

  const setPage = (p: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (p > 1) copy.set('page', String(p));
      else copy.delete('page');
      return copy;
    });

  const query: ListaQuery = { page: String(page), filter: filter || undefined };
  return { page, filter, query, texto, setTexto, setPage };
}
