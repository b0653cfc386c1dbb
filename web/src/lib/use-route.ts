import type { ReadRouteId, ResponseOf, Route } from '@emc/shared/routes';
import useSWR, { preload, type SWRConfiguration, type SWRResponse } from 'swr';
import type * as z from 'zod/mini';
import { apiRequest, type RequestOptions } from './api-client';

type RouteOf<I> = Extract<Route, { id: I }>;
/** A route's `params` or `query` as its schema takes them: required when the schema requires something. */
type Part<R, K extends 'params' | 'query'> = R extends { [P in K]: infer S extends z.core.$ZodType }
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a read sends: its path parameters and its query, typed by the route's schemas in the manifest. */
export type ReadInput<I extends ReadRouteId> = Part<RouteOf<I>, 'params'> & Part<RouteOf<I>, 'query'>;

/**
 * Every cached answer's swr key: the route id, then what was sent. swr hashes the object by value
 * (an undefined field counts as absent), so the same request is the same entry; another feature can
 * revalidate a route by its id alone (use-enviar.ts) without importing the feature that reads it.
 */
export type RouteKey<I extends ReadRouteId = ReadRouteId> = readonly [I, ReadInput<I>];

export function routeKey<I extends ReadRouteId>(id: I, input: ReadInput<I>): RouteKey<I> {
  return [id, input] as const;
}

// ReadInput<I> is RequestOptions<I>'s params and query, made exact; TypeScript cannot see it through the generic.
const fetchRoute = <I extends ReadRouteId>([id, input]: RouteKey<I>) => apiRequest(id, input as RequestOptions<I>);

/**
 * Reads a GET route of the manifest through swr: `input` is its params and query (`{}` when it has
 * none), or null to read nothing yet. The answer is typed by the route's entry in RouteResponses.
 */
export function useRoute<I extends ReadRouteId>(id: I, input: ReadInput<I> | null, options?: SWRConfiguration<ResponseOf<I>, Error>): SWRResponse<ResponseOf<I>, Error> {
  return useSWR<ResponseOf<I>, Error, RouteKey<I> | null>(input ? routeKey(id, input) : null, fetchRoute, options);
}

/**
 * Starts a read before its page renders (app/preload-data.ts), under the very key useRoute uses for
 * the same input, so the page's hook takes the answer. A failure is left to that hook; unclaimed, it
 * is not an unhandled rejection.
 */
export function preloadRoute<I extends ReadRouteId>(id: I, input: ReadInput<I>): void {
  void Promise.resolve(preload(routeKey(id, input), fetchRoute)).catch(() => undefined);
}

/** Reference data kept for the session (categories, forms, cycles): a screen that mounts it again does not read it again. */
export const REFERENCE_DATA = { revalidateIfStale: false } as const satisfies SWRConfiguration;
