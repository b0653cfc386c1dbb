import { routeById, type ResponseOf, type Route, type WriteRouteId } from '@emc/shared/routes';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, type RequestOptions } from './api-client';

/** The writes sent as JSON; the multipart ones go through apiUpload and useRevalidateAfter. */
export type JsonWriteRouteId = Exclude<WriteRouteId, Extract<Route, { multipart: true }>['id']>;

/** The read routes a write declares in the manifest (`invalidates`). */
export function invalidatedBy(id: WriteRouteId): readonly string[] {
  const route = routeById(id);
  return 'invalidates' in route ? route.invalidates : [];
}

/**
 * Revalidates every cached answer of the reads a write declares (all pages, all filters): swr reads
 * again the ones on screen, keeping what they show meanwhile. For a write sent some other way (an
 * upload, several writes refreshed once); useEnviar and useRouteMutation call it themselves.
 */
export function useRevalidateAfter(): (id: WriteRouteId) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: WriteRouteId) => {
      const ids = invalidatedBy(id);
      // Only the filter: swr then revalidates each key and keeps its current data meanwhile.
      return ids.length ? mutate((key) => Array.isArray(key) && ids.includes(key[0] as string)) : Promise.resolve([]);
    },
    [mutate],
  );
}

export interface EnviarOptions {
  /** Resolve only once the reads it makes stale are read again (a row action whose row shows the change), not as soon as the write answers. */
  waitForReads?: boolean;
}

/**
 * Sends a write of the manifest (apiRequest) and, when it succeeds, revalidates the reads its entry
 * declares; a failure revalidates nothing and rejects with the ApiError.
 */
export function useEnviar() {
  const revalidate = useRevalidateAfter();
  return useCallback(
    async <I extends JsonWriteRouteId>(id: I, input: RequestOptions<I>, { waitForReads = false }: EnviarOptions = {}): Promise<ResponseOf<I>> => {
      const answer = await apiRequest(id, input);
      const reads = revalidate(id);
      if (waitForReads) await reads;
      return answer;
    },
    [revalidate],
  );
}
