import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, Metric, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITable, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface AlarmsProps {
  /** `alarmEmail`: subscribed to the topic when set. */
  email: string | undefined;
  /** Every function of the app, by name (API groups, pre-token, lembretes). */
  functions: Record<string, IFunction>;
  /** The Cognito pre-token trigger (also in `functions`). */
  preToken: IFunction;
  httpApi: HttpApi;
  table: ITable;
  /** The reminders schedule's dead-letter queue (lembretes.ts). */
  remindersDeadLetterQueue: IQueue;
  /** The outbox's stream mapping's dead-letter queue (saida.ts). */
  outboxDeadLetterQueue: IQueue;
  /** The jobs' stream mapping's dead-letter queue (tarefas.ts). */
  jobsDeadLetterQueue: IQueue;
}

/** The operations the functions call (the table's grants, permissions.ts); CloudWatch reports them per operation. */
export const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/** SES's account-level reputation (a fraction: 0.05 is 5%); AWS reviews an account at 5% bounces or 0.1% complaints. */
export const sesReputation = (metricName: 'Reputation.BounceRate' | 'Reputation.ComplaintRate') =>
  new Metric({ namespace: 'AWS/SES', metricName, statistic: Stats.MAXIMUM, period: Duration.hours(1) });

/** The thresholds, in one place so docs/operations.md and the dashboard's lines agree with the alarms. */
export const THRESHOLDS = {
  /** 5xx answers in 5 minutes. */
  api5xx: 5,
  /** API p99 latency, ms, 3 periods of 5 minutes in a row. */
  apiLatencyP99Ms: 3000,
  /** Unhandled errors (or timeouts) of one function in 5 minutes. */
  functionErrors: 1,
  /** Throttled invocations of one function in 5 minutes. */
  functionThrottles: 1,
  /** The pre-token trigger's p99 duration, ms (Cognito fails the sign-in at 5 s). */
  preTokenDurationP99Ms: 3000,
  /** Throttled table requests in 5 minutes. */
  tableThrottles: 1,
  /** DynamoDB 500s in 5 minutes. */
  tableSystemErrors: 1,
  /** SES bounce rate (AWS reviews the account at 0.05 and pauses it at 0.10). */
  sesBounceRate: 0.02,
  /** SES complaint rate (AWS reviews the account at 0.001 and pauses it at 0.005). */
  sesComplaintRate: 0.0005,
  /** Reminder invocations Scheduler could not deliver. */
  remindersDeadLetters: 1,
  /** Outbox e-mails the sender could not send after its retries (saida.ts). */
  outboxDeadLetters: 1,
  /** Jobs (recounts; reports, fed to the relatorios function) their runner could not take up after its retries. */
  jobsDeadLetters: 1,
} as const;

/**
 * The alarms docs/operations.md lists, all on one SNS topic (mailed to `alarmEmail` when set; the
 * topic exists either way, so a pager or chat integration can subscribe to it). Each alarm also
 * notifies when it returns to OK.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    this.topic = new Topic(this, 'Topic', { displayName: 'Programa de EMC: alarmes', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    const action = new SnsAction(this.topic);
    const period = Duration.minutes(5);

    const alarm = (id: string, name: string, description: string, metric: IMetric, threshold: number, evaluationPeriods = 1, treatMissingData = TreatMissingData.NOT_BREACHING) => {
      const a = new Alarm(this, id, {
        alarmName: `${stackName}-${name}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods,
        datapointsToAlarm: evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData,
      });
      a.addAlarmAction(action);
      a.addOkAction(action);
      this.alarms.push(a);
      return a;
    };

    alarm('Api5xx', 'api-5xx', 'The API answered 5xx 5 times or more in 5 minutes: users are seeing errors. docs/operations.md, "API 5xx".',
      props.httpApi.metricServerError({ period, statistic: Stats.SUM }), THRESHOLDS.api5xx);
    alarm('ApiLatencyP99', 'api-latencia-p99', 'The API p99 latency stayed at 3 s or more for 15 minutes. docs/operations.md, "API p99 latency".',
      props.httpApi.metricLatency({ period, statistic: Stats.p(99) }), THRESHOLDS.apiLatencyP99Ms, 3);

    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(`Errors-${name}`, `funcao-${name}-erros`, `emc-${name}: an unhandled error or a timeout. docs/operations.md, "Function errors".`,
        fn.metricErrors({ period, statistic: Stats.SUM }), THRESHOLDS.functionErrors);
      alarm(`Throttles-${name}`, `funcao-${name}-throttles`, `emc-${name}: Lambda refused invocations (account concurrency reached). docs/operations.md, "Function throttles".`,
        fn.metricThrottles({ period, statistic: Stats.SUM }), THRESHOLDS.functionThrottles);
    }
    alarm('PreTokenDuration', 'pre-token-duracao-p99', 'The sign-in trigger took 3 s or more (p99, 5 minutes); Cognito fails the sign-in at 5 s. docs/operations.md, "Pre-token duration".',
      props.preToken.metricDuration({ period, statistic: Stats.p(99) }), THRESHOLDS.preTokenDurationP99Ms);

    alarm('TableThrottles', 'dynamodb-throttles', 'DynamoDB throttled requests on the table. docs/operations.md, "Table throttles".',
      props.table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period }), THRESHOLDS.tableThrottles);
    alarm('TableSystemErrors', 'dynamodb-erros-de-sistema', 'DynamoDB answered 500 (its own errors) on the table. docs/operations.md, "Table system errors".',
      props.table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period }), THRESHOLDS.tableSystemErrors);

    // SES publishes reputation only while it has mail to measure: missing data keeps the last state.
    alarm('SesBounceRate', 'ses-taxa-de-rejeicao', 'SES bounce rate at 2% or more (AWS reviews the account at 5%). docs/operations.md, "SES bounce rate".',
      sesReputation('Reputation.BounceRate'), THRESHOLDS.sesBounceRate, 1, TreatMissingData.IGNORE);
    alarm('SesComplaintRate', 'ses-taxa-de-reclamacao', 'SES complaint rate at 0.05% or more (AWS reviews the account at 0.1%). docs/operations.md, "SES complaint rate".',
      sesReputation('Reputation.ComplaintRate'), THRESHOLDS.sesComplaintRate, 1, TreatMissingData.IGNORE);

    alarm('RemindersDeadLetters', 'lembretes-dlq', 'A reminders run could not be delivered to the function and is in the dead-letter queue. docs/operations.md, "Reminders dead letters".',
      props.remindersDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: Stats.MAXIMUM }), THRESHOLDS.remindersDeadLetters);
    alarm('OutboxDeadLetters', 'saida-dlq', 'An e-mail of the outbox could not be sent after its retries; its stream record is in the dead-letter queue. docs/operations.md, "Outbox dead letters".',
      props.outboxDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: Stats.MAXIMUM }), THRESHOLDS.outboxDeadLetters);
    alarm('JobsDeadLetters', 'tarefas-dlq', 'A job (a goal or cap recount, or a large report) could not be run after its retries; its stream record is in the dead-letter queue. docs/operations.md, "Jobs dead letters".',
      props.jobsDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: Stats.MAXIMUM }), THRESHOLDS.jobsDeadLetters);
  }
}
