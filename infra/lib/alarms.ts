import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmsProps {
  email: string;
  functions: Record<string, IFunction>;
  httpApi: HttpApi;
}

/** Mails `alarmEmail` when a function throws or the API answers 5xx. Only built when alarmEmail is set. */
export class Alarms extends Construct {
  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const topic = new Topic(this, 'Topic', { displayName: 'Programa de EMC: alarmes', enforceSSL: true });
    topic.addSubscription(new EmailSubscription(props.email));
    const action = new SnsAction(topic);
    const period = Duration.minutes(5);

    for (const [name, fn] of Object.entries(props.functions)) {
      new Alarm(this, `Errors-${name}`, {
        alarmDescription: `emc-${name}: function errors`,
        metric: fn.metricErrors({ period }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
    }
    new Alarm(this, 'Api5xx', {
      alarmDescription: 'emc API: 5xx answers',
      metric: props.httpApi.metricServerError({ period }),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(action);
  }
}
