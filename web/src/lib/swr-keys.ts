import type { RouteId } from '@emc/shared/routes';
import { useCallback } from 'react';
import { preload, useSWRConfig } from 'swr';

/**
 * Every swr key in the app is `[routeId, ...arguments]`, so one feature can refresh another's data
 * by route id without importing it (features do not import each other).
 */
export type RouteKey<I extends RouteId = RouteId> = readonly [I, ...(string | number)[]];

export function routeKey<I extends RouteId>(id: I, ...args: (string | number)[]): RouteKey<I> {
  return [id, ...args] as const;
}

/**
 * The cached reads, across features, that a participation's create, update, delete, new attachment
 * or an administrator's decision can change.
 */
export const PARTICIPACAO_READS: readonly RouteId[] = [
  'analise.participacoesAdministrador',
  'analise.participacoesQuantidade',
  'analise.contexto',
  'medico.participacoesQuantidade',
  'medico.participacoesStatus',
  'medico.desempenho',
  'medico.historicoCiclos',
  'medico.historicoParticipacoesCiclos',
];

/** Revalidates every cached entry of the given routes (all pages, all statuses). */
export function useRevalidateRoutes(): (ids: readonly RouteId[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    // Only the key: swr then revalidates and keeps the current data on screen meanwhile.
    (ids: readonly RouteId[]) => mutate((key) => Array.isArray(key) && ids.includes(key[0] as RouteId)),
    [mutate],
  );
}

/**
 * Starts a read before its page renders (app/preload-data.ts), under the key its hook will use, so the
 * hook takes the answer. A failure is left to that hook; unclaimed, it is not an unhandled rejection.
 */
export function preloadRoute<T>(key: RouteKey, fetcher: () => Promise<T>): void {
  void Promise.resolve(preload(key, fetcher)).catch(() => undefined);
}
