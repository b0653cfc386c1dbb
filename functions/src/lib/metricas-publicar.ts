import type middy from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * Where an invocation's business metrics are flushed, without Powertools: metricas.ts registers its
 * publisher on the first metric it counts, so a group that never counts one does not bundle
 * Powertools Metrics (about 13 KB), while every handler flushes through this one call.
 */
let publicador: (() => void) | undefined;

export function aoPublicar(publicar: () => void): void {
  publicador = publicar;
}

/** Writes the metrics counted since the last flush (nothing when none was). */
export function publicarMetricas(): void {
  publicador?.();
}

/** middy middleware: the metrics go out once per invocation, after the answer or the error. */
export const comMetricas = <E, R>(): middy.MiddlewareObj<E, R, Error, Context> => ({
  after: publicarMetricas,
  onError: publicarMetricas,
});
