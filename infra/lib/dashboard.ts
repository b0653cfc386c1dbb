import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  Stats,
  TextWidget,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICA, METRICAS_NAMESPACE, METRICAS_SERVICO, type Metrica } from '@emc/shared/metricas';
import { type Alarms, TABLE_OPERATIONS, THRESHOLDS, sesReputation } from './alarms';

export interface OperationsDashboardProps {
  alarms: Alarms;
  functions: Record<string, IFunction>;
  preToken: IFunction;
  httpApi: HttpApi;
  table: ITable;
  remindersDeadLetterQueue: IQueue;
}

/** A business metric the functions emit with Powertools Metrics (shared/src/metricas.ts): its daily sum. */
export const businessMetric = (metricName: Metrica, label: string) =>
  new Metric({ namespace: METRICAS_NAMESPACE, metricName, dimensionsMap: { service: METRICAS_SERVICO }, statistic: Stats.SUM, period: Duration.days(1), label });

/**
 * The operations dashboard, `<stack>-operacao`: the alarms' state, then the metrics behind each
 * alarm (with the alarm's threshold drawn as a line), then the business metrics. docs/operations.md
 * describes it.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const period = Duration.minutes(5);
    const fns = Object.entries(props.functions);
    const perFunction = (metric: (fn: IFunction) => IMetric) => fns.map(([name, fn]) => withLabel(metric(fn), name));
    const line = (value: number, label: string) => ({ value, label });
    const graph = (title: string, left: IMetric[], annotation?: { value: number; label: string }, width = 8) =>
      new GraphWidget({ title, left, width, height: 6, leftAnnotations: annotation ? [annotation] : undefined });

    const rows: IWidget[][] = [
      [new AlarmStatusWidget({ title: 'Alarmes', alarms: props.alarms.alarms, width: 24, height: 6 })],
      [
        graph('API: requisições, 4xx e 5xx (soma, 5 min)', [
          withLabel(props.httpApi.metricCount({ period, statistic: Stats.SUM }), 'requisições'),
          withLabel(props.httpApi.metricClientError({ period, statistic: Stats.SUM }), '4xx'),
          withLabel(props.httpApi.metricServerError({ period, statistic: Stats.SUM }), '5xx'),
        ], line(THRESHOLDS.api5xx, 'alarme 5xx')),
        graph('API: latência (ms)', [
          withLabel(props.httpApi.metricLatency({ period, statistic: Stats.p(50) }), 'p50'),
          withLabel(props.httpApi.metricLatency({ period, statistic: Stats.p(99) }), 'p99'),
          withLabel(props.httpApi.metricIntegrationLatency({ period, statistic: Stats.p(99) }), 'p99 da função'),
        ], line(THRESHOLDS.apiLatencyP99Ms, 'alarme p99')),
        graph('Login: gatilho pre-token', [
          withLabel(props.preToken.metricDuration({ period, statistic: Stats.p(99) }), 'duração p99 (ms)'),
          withLabel(props.preToken.metricErrors({ period, statistic: Stats.SUM }), 'erros'),
        ], line(THRESHOLDS.preTokenDurationP99Ms, 'alarme (Cognito desiste em 5000)')),
      ],
      [
        graph('Funções: erros (soma, 5 min)', perFunction((fn) => fn.metricErrors({ period, statistic: Stats.SUM })), line(THRESHOLDS.functionErrors, 'alarme')),
        graph('Funções: throttles (soma, 5 min)', perFunction((fn) => fn.metricThrottles({ period, statistic: Stats.SUM })), line(THRESHOLDS.functionThrottles, 'alarme')),
        graph('Funções: duração p99 (ms)', perFunction((fn) => fn.metricDuration({ period, statistic: Stats.p(99) }))),
      ],
      [
        // One graph each: both sums are metric math over the same per-operation ids.
        graph('Tabela: throttles (soma, 5 min)', [
          withLabel(props.table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period }), 'throttles'),
        ], line(THRESHOLDS.tableThrottles, 'alarme'), 6),
        graph('Tabela: erros de sistema (soma, 5 min)', [
          withLabel(props.table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period }), 'erros de sistema'),
        ], line(THRESHOLDS.tableSystemErrors, 'alarme'), 6),
        graph('Tabela: capacidade consumida (soma, 5 min)', [
          withLabel(props.table.metricConsumedReadCapacityUnits({ period, statistic: Stats.SUM }), 'leitura (RCU)'),
          withLabel(props.table.metricConsumedWriteCapacityUnits({ period, statistic: Stats.SUM }), 'escrita (WCU)'),
        ], undefined, 6),
        graph('Lembretes: fila de não entregues', [
          withLabel(props.remindersDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: Stats.MAXIMUM }), 'mensagens'),
        ], line(THRESHOLDS.remindersDeadLetters, 'alarme'), 6),
      ],
      [
        graph('SES: taxa de rejeição (bounce)', [withLabel(sesReputation('Reputation.BounceRate'), 'bounce')], line(THRESHOLDS.sesBounceRate, 'alarme (AWS revisa em 0,05)'), 12),
        graph('SES: taxa de reclamação', [withLabel(sesReputation('Reputation.ComplaintRate'), 'reclamações')], line(THRESHOLDS.sesComplaintRate, 'alarme (AWS revisa em 0,001)'), 12),
      ],
      [new TextWidget({ markdown: '### Uso do Programa (métricas da aplicação, soma por dia)', width: 24, height: 1 })],
      [
        graph('Participações criadas', [businessMetric(METRICA.participacoesCriadas, 'criadas')]),
        graph('Decisões da análise', [businessMetric(METRICA.decisoesAprovadas, 'aprovadas'), businessMetric(METRICA.decisoesReprovadas, 'reprovadas')]),
        graph('Relatórios gerados', [businessMetric(METRICA.relatoriosGerados, 'relatórios')]),
      ],
      [graph('E-mails', [businessMetric(METRICA.emailsEnviados, 'enviados'), businessMetric(METRICA.emailsFalhados, 'com falha')], undefined, 24)],
    ];

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-operacao`,
      defaultInterval: Duration.days(7),
      widgets: rows,
    });
  }
}

/** The same metric with a legend label (the table's sums are metric math, which takes one too). */
function withLabel(metric: IMetric, label: string): IMetric {
  return metric instanceof Metric || metric instanceof MathExpression ? metric.with({ label }) : metric;
}
