import { STATUS_CODES, type StatusCode } from '@emc/shared/status';
import { useEffect } from 'react';
import { useSearchParamsEmFila } from '@/lib/use-search-params-em-fila';

/** The URL's ?status, 1 (Pendente) when absent or unknown. */
export function parseStatus(value: string | null): StatusCode {
  const n = Number(value);
  return (STATUS_CODES as readonly number[]).includes(n) ? (n as StatusCode) : 1;
}

/** A URL parameter as a positive integer (a page, a cycle), or undefined when absent or anything else. */
export function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** The URL's ?page, 1 when absent or not a positive integer. */
export function parsePage(value: string | null): number {
  return positiveInt(value) ?? 1;
}

/**
 * A participations list's status and page, kept in the URL (?status=1&page=2). A change that
 * names a page adds a history entry; a change of status alone replaces the current one.
 */
export function useStatusQuery() {
  const [params, setParams] = useSearchParamsEmFila();
  const status = parseStatus(params.get('status'));
  const page = parsePage(params.get('page'));

  const setQuery = (next: { status?: StatusCode; page?: number }) => {
    const s = next.status ?? status;
    const p = next.page ?? page;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('status', String(s));
        if (p > 1) copy.set('page', String(p));
        else copy.delete('page');
        return copy;
      },
      { replace: next.page === undefined },
    );
  };

  return { status, page, setQuery };
}

/**
 * Once the list has loaded (`totalPages`), a page past the last (after a deletion, a decision, or
 * a stale link) moves to the last one that exists.
 */
export function useClampPage(page: number, totalPages: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages) setPage(totalPages);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [totalPages, page]);
}
