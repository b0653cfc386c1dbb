import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueue } from './dead-letter-queue';
import { FILTRO_SAIDA } from '../../functions/src/saida/filtro';
import { EmcFunction, type FunctionSettings } from './lambda-function';
import { acknowledge } from './nag';
import { capabilitiesFor, grantCapabilities, type PermissionTargets } from './permissions';

export interface SaidaProps {
  table: ITable;
  /** What the function reads: TABLE_NAME, MAIL_FROM. */
  environment: Record<string, string>;
  settings: FunctionSettings;
  targets: PermissionTargets;
}

/** Deliveries of one record before it goes to the dead-letter queue (each delivery tries SES 5 times, about 8 s). */
export const SAIDA_RETRY_ATTEMPTS = 10;

/**
 * The e-mail outbox's sender (decisions.md, "Integrity rules"): the `saida` function
 * (functions/src/saida/handler.ts) reads the table's stream, filtered to new outbox items. A record it
 * could not send is retried (ReportBatchItemFailures, bisected) up to SAIDA_RETRY_ATTEMPTS times or
 * 6 hours, then lands in a dead-letter queue, which alarms; the outbox item stays in the table,
 * unsent, for `npm run verificar` and the runbook (docs/operations.md, "Outbox dead letters").
 */
export class Saida extends Construct {
  readonly function: EmcFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: SaidaProps) {
    super(scope, id);
    this.function = new EmcFunction(this, 'Function', { name: 'saida', environment: props.environment, settings: props.settings });
    grantCapabilities(this.function.role, capabilitiesFor('saida'), props.targets);

    this.deadLetterQueue = deadLetterQueue(this, "the outbox stream's records of e-mails the sender could not send after its retries");

    this.function.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: SAIDA_RETRY_ATTEMPTS,
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [FilterCriteria.filter(FILTRO_SAIDA as unknown as Record<string, unknown>)],
      }),
    );
    acknowledge(
      this.function.role,
      'AwsSolutions-IAM5[Resource::*]',
      "The DynamoDB event source's own grant: dynamodb:ListStreams has no resource-level permissions; reading records (DescribeStream, GetShardIterator, GetRecords) is granted on this table's stream only.",
    );
  }
}
