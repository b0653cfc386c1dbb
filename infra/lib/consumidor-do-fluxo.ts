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
  /** The function (functions/src/{nome}/handler.ts): made here, or, for an API group's function that has a second entry for the stream, the one given. */
  nome: 'saida' | 'tarefas' | 'relatorios';
  funcao?: EmcFunction;
  table: ITable;
  environment: Record<string, string>;
  settings: FunctionSettings;
  targets: PermissionTargets;
  /** The stream records it is given, in Lambda's event-filtering syntax (functions/src/{nome}/filtro.ts). */
  filtro: object;
  batchSize: number;
  /** Deliveries of one record before it goes to the dead-letter queue. */
  retryAttempts: number;
  /** What the dead-letter queue made here holds, for its description. */
  mortas?: string;
  /** Another consumer's dead-letter queue, shared (and alarmed) instead of one of its own. */
  deadLetterQueue?: Queue;
}

/**
 * A function fed by the table's stream (architecture.md, "Events and jobs"): the outbox's sender
 * (`saida`), the jobs' runner (`tarefas`), and the report group's function for report jobs
 * (`relatorios`, its API function given as `funcao`: only its bundle has exceljs). A record it could
 * not handle is retried (ReportBatchItemFailures, bisected) up to `retryAttempts` times or 6 hours,
 * then lands in a dead-letter queue, which alarms; its item stays in the table, for `npm run verificar`
 * and the runbook (docs/operations.md, "Outbox dead letters", "Jobs dead letters").
 */
export class ConsumidorDoFluxo extends Construct {
  readonly function: EmcFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: ConsumidorDoFluxoProps) {
    super(scope, id);
    if (props.funcao) {
      this.function = props.funcao;
    } else {
      this.function = new EmcFunction(this, 'Function', { name: props.nome, environment: props.environment, settings: props.settings });
      grantCapabilities(this.function.role, capabilitiesFor(props.nome), props.targets);
    }

    this.deadLetterQueue = props.deadLetterQueue ?? deadLetterQueue(this, props.mortas ?? 'stream records its function could not handle');

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
