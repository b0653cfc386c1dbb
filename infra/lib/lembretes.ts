import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueue } from './dead-letter-queue';
import { EmcFunction, type FunctionSettings } from './lambda-function';
import { acknowledge, arnRef } from './nag';
import { capabilitiesFor, grantCapabilities, type PermissionTargets } from './permissions';

export interface LembretesProps {
  /** What the function reads: TABLE_NAME, APP_URL, FIRST_CYCLE_YEAR (its e-mail is the outbox's sender's). */
  environment: Record<string, string>;
  settings: FunctionSettings;
  targets: PermissionTargets;
}

/**
 * The deadline reminders (decisions.md "Reminders"): the `lembretes` function
 * (functions/src/lembretes/handler.ts) and the EventBridge Scheduler schedule that runs it at 08:00
 * in São Paulo on days 1 to 7 of October, November and December. The 1st sends the month's
 * reminders; the next six days retry what failed or was not sent (the function knows the due date
 * from the day, and a reminder is sent once). An invocation Scheduler could not deliver after its
 * retries lands in a dead-letter queue.
 */
export class Lembretes extends Construct {
  readonly function: EmcFunction;
  readonly schedule: Schedule;
  readonly deadLetterQueue: Queue;
  /** The role Scheduler invokes the function with. */
  readonly scheduleRole: Role;

  constructor(scope: Construct, id: string, props: LembretesProps) {
    super(scope, id);
    this.function = new EmcFunction(this, 'Function', { name: 'lembretes', environment: props.environment, settings: props.settings });
    grantCapabilities(this.function.role, capabilitiesFor('lembretes'), props.targets);

    this.deadLetterQueue = deadLetterQueue(this, "the reminders schedule's invocations EventBridge Scheduler could not deliver");

    // Our own role, so its one finding is acknowledged here: Scheduler may invoke this function only,
    // for this account's schedules only.
    this.scheduleRole = new Role(this, 'ScheduleRole', {
      description: 'emc lembretes schedule: invokes the reminders function',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
    });
    this.schedule = new Schedule(this, 'Schedule', {
      description: 'Lembretes de prazo do Programa de EMC: 08:00 (São Paulo), dias 1 a 7 de outubro, novembro e dezembro',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '8', day: '1-7', month: '10-12', timeZone: TimeZone.AMERICA_SAO_PAULO }),
      target: new LambdaInvoke(this.function.fn, {
        input: ScheduleTargetInput.fromObject({}),
        retryAttempts: 3,
        maxEventAge: Duration.hours(2),
        deadLetterQueue: this.deadLetterQueue,
        role: this.scheduleRole,
      }),
    });
    acknowledge(
      this.scheduleRole,
      `AwsSolutions-IAM5[Resource::${arnRef(this.function.fn)}:*]`,
      "CDK's grantInvoke adds the function's qualified ARNs (`<function ARN>:*`, its versions and aliases) beside the function itself; the role can invoke this one function and nothing else.",
    );
  }
}
