import { useSearchParams } from 'react-router-dom';

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * The history table's cycle and page, kept in the URL (?ciclo=19&page=2); without `ciclo`, the
 * given default. Choosing a cycle replaces the history entry; turning a page adds one.
 */
export function useCicloQuery(cicloPadrao: number | undefined) {
  const [params, setParams] = useSearchParams();
  const ciclo = positiveInt(params.get('ciclo')) ?? cicloPadrao;
  const page = positiveInt(params.get('page')) ?? 1;

  const setQuery = (next: { ciclo?: number; page: number }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.ciclo !== undefined) copy.set('ciclo', String(next.ciclo));
        if (next.page > 1) copy.set('page', String(next.page));
        else copy.delete('page');
        return copy;
      },
      { replace: next.ciclo !== undefined },
    );

  return { ciclo, page, setQuery };
}
