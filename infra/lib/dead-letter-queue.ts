import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';

/**
 * A dead-letter queue (SSE, TLS only, 14 days): what `holds` could not be delivered, kept for the
 * runbook and its alarm (alarms.ts); nothing consumes it automatically, so it has no queue of its own.
 */
export function deadLetterQueue(scope: Construct, holds: string): Queue {
  const queue = new Queue(scope, 'DeadLetterQueue', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
  acknowledge(queue, 'AwsSolutions-SQS3', `This queue is itself a dead-letter queue: it holds ${holds}, for 14 days, and nothing consumes it automatically.`);
  return queue;
}
