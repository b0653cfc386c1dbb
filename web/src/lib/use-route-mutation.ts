import type { ResponseOf } from '@emc/shared/routes';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { RequestOptions } from './api-client';
import { useEnviar, type JsonWriteRouteId } from './use-enviar';
import type { RouteKey } from './use-route';

export interface RouteMutationOptions<I extends JsonWriteRouteId> extends Omit<SWRMutationConfiguration<ResponseOf<I>, Error, RouteKey | readonly [I], RequestOptions<I>>, 'revalidate' | 'onSuccess'> {
  /** The cached read the answer replaces (with `populateCache`), or whose mutation state this is: a participation's detail. */
  key?: RouteKey;
}

/**
 * A write as swr mutation state (`trigger(input)`, `isMutating`): the request of useEnviar, so the
 * manifest's reads are revalidated after a success. With `key` and `populateCache`, the answer
 * replaces that cached read instead of it being read again.
 */
export function useRouteMutation<I extends JsonWriteRouteId>(id: I, { key, ...options }: RouteMutationOptions<I> = {}) {
  const enviar = useEnviar();
  return useSWRMutation(key ?? ([id] as const), (_key: unknown, { arg }: { arg: RequestOptions<I> }) => enviar(id, arg), { revalidate: false, ...options });
}
