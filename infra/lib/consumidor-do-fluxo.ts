import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueue } from './dead-letter-queue';
import { EmcFunction, type FunctionSettings } from './lambda-function';
import { acknowledge } from './nag';
import { capabilitiesFor, grantCapabilities, type PermissionTargets } from './permissions';

export interface ConsumidorDoFluxoProps {
  /** The function (functions/src/{nome}/handler.ts). */
  nome: 'saida' | 'tarefas';
  table: ITable;
  environment: Record<string, string>;
  settings: FunctionSettings;
  targets: PermissionTargets;
  /** The stream records it is given, in Lambda's event-filtering syntax (functions/src/{nome}/filtro.ts). */
  filtro: object;
  batchSize: number;
  /** Deliveries of one record before it goes to the dead-letter queue. */
  retryAttempts: number;
  /** What the dead-letter queue holds, for its description. */
  mortas: string;
}

/**
 * A function fed by the table's stream (architecture.md, "Events and jobs"): the outbox's sender
 * (`saida`) and the jobs' runner (`tarefas`). A record it could not handle is retried
 * (ReportBatchItemFailures, bisected) up to `retryAttempts` times or 6 hours, then lands in a
 * dead-letter queue, which alarms; its item stays in the table, for `npm run verificar` and the
 * runbook (docs/operations.md, "Outbox dead letters", "Recount jobs dead letters").
 */
export class ConsumidorDoFluxo extends Construct {
  readonly function: EmcFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: ConsumidorDoFluxoProps) {
    super(scope, id);
    this.function = new EmcFunction(this, 'Function', { name: props.nome, environment: props.environment, settings: props.settings });
    grantCapabilities(this.function.role, capabilitiesFor(props.nome), props.targets);

    this.deadLetterQueue = deadLetterQueue(this, props.mortas);

    this.function.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: props.batchSize,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: props.retryAttempts,
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [FilterCriteria.filter(props.filtro as Record<string, unknown>)],
      }),
    );
    acknowledge(
      this.function.role,
      'AwsSolutions-IAM5[Resource::*]',
      "The DynamoDB event source's own grant: dynamodb:ListStreams has no resource-level permissions; reading records (DescribeStream, GetShardIterator, GetRecords) is granted on this table's stream only.",
    );
  }
}
