import { MetricUnit, Metrics } from '@aws-lambda-powertools/metrics';
import { METRICAS_NAMESPACE, METRICAS_SERVICO, type Metrica } from '@emc/shared/metricas';
import { aoPublicar } from './metricas-publicar';

/**
 * The business metrics (shared/src/metricas.ts), emitted with Powertools Metrics once per invocation
 * (metricas-publicar.ts) as one CloudWatch embedded-metric-format line: namespace EMC, the one
 * dimension service=emc. Count only what committed (after the write, after the send), not attempts.
 *
 * Counts are summed here and added once each at the flush, so a run that sends 500 reminders writes
 * EmailsEnviados: 500, not 500 samples. The line is Powertools' EMF object after the project's log
 * fields (`level`, `message`, `timestamp`; `service` is the dimension's own), so it is one more JSON
 * log line like the others (the local stack's log capture and its tests read them) and still EMF,
 * which only asks for `_aws` at the root. It is written whatever POWERTOOLS_LOG_LEVEL says (metrics
 * are not logs), and not at all under POWERTOOLS_METRICS_DISABLED.
 */
const contagens = new Map<Metrica, number>();

/** Powertools' own switch (POWERTOOLS_METRICS_DISABLED, else POWERTOOLS_DEV), which it keeps protected. */
class MetricasEmc extends Metrics {
  desligadas(): boolean {
    return this.isDisabled();
  }
}
let metrics: MetricasEmc | undefined;

/** Adds `n` (default 1) to a metric of this invocation. */
export function contar(metrica: Metrica, n = 1): void {
  if (!(n > 0)) return;
  if (!contagens.size) aoPublicar(publicar);
  contagens.set(metrica, (contagens.get(metrica) ?? 0) + n);
}

/** The EMF line of what was counted since the last one, or undefined when nothing was; the counts start over. */
export function linhaDeMetricas(agora: Date = new Date()): string | undefined {
  if (!contagens.size) return undefined;
  metrics ??= new MetricasEmc({ namespace: METRICAS_NAMESPACE, serviceName: METRICAS_SERVICO });
  for (const [metrica, n] of contagens) metrics.addMetric(metrica, MetricUnit.Count, n);
  contagens.clear();
  const emf = metrics.serializeMetrics();
  metrics.clearMetrics();
  if (metrics.desligadas()) return undefined;
  return JSON.stringify({ level: 'INFO', message: 'métricas', timestamp: agora.toISOString(), ...emf });
}

function publicar(): void {
  const linha = linhaDeMetricas();
  if (linha) process.stdout.write(`${linha}\n`);
}
