import type { RouteId } from '@emc/shared/routes';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

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
