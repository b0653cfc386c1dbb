import { CfnElement, type Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionNames } from '@emc/functions/bundling';
import { EmcFunction } from '@emc/infra/lambda-function';
import { AUDITORIA_RETENCAO_ANOS } from '@emc/shared/auditoria';
import { METRICA, METRICAS_NAMESPACE, METRICAS_SERVICO } from '@emc/shared/metricas';
import { NO_BUNDLING, synth } from './synth';

/**
 * What the hospital's cloud team relies on at night (docs/operations.md): log retention, the
 * alarms and their topic, the dashboard, the table's backups, and the settings that change them.
 */

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };
type Built = { stack: Stack; resources: Record<string, Resource> };

const build = (context: Record<string, unknown> = {}): Built => {
  const { stack, template } = synth({ ...NO_BUNDLING, ...context });
  return { stack, resources: template.toJSON().Resources as Record<string, Resource> };
};
const ofType = (b: Built, type: string) => Object.entries(b.resources).filter(([, r]) => r.Type === type);
const only = (b: Built, type: string) => {
  const found = ofType(b, type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};
const logicalId = (b: Built, construct: { node: { defaultChild?: unknown } }) => b.stack.getLogicalId(construct.node.defaultChild as CfnElement);
const fnIds = (b: Built) =>
  new Map(
    b.stack.node
      .findAll()
      .filter((n): n is EmcFunction => n instanceof EmcFunction)
      .map((f) => [f.name, logicalId(b, f.fn)] as const),
  );
const alarmsByName = (b: Built) => new Map(ofType(b, 'AWS::CloudWatch::Alarm').map(([, a]) => [a.Properties.AlarmName as string, a.Properties] as const));

let defaults: Built;
let custom: Built;
const RESTORED = 'emc-prod-restaurada-2025';
const RESTORED_STREAM = `arn:aws:dynamodb:us-east-1:123456789012:table/${RESTORED}/stream/2025-06-01T12:00:00.000`;

beforeAll(() => {
  defaults = build();
  custom = build({
    logRetentionDays: 365,
    auditRetentionYears: 10,
    backupRetentionDays: 90,
    restoredTableName: RESTORED,
    restoredTableStreamArn: RESTORED_STREAM,
    alarmEmail: 'ti@hospital.example',
  });
});

describe('logs', () => {
  it('keeps every log group 180 days by default (Marco Civil, Art. 15: 6 months of access logs)', () => {
    const groups = ofType(defaults, 'AWS::Logs::LogGroup');
    // One per function, the API's access logs, and whatever CDK adds for its own handlers.
    expect(groups.length).toBeGreaterThanOrEqual(functionNames.length + 1);
    for (const [id, g] of groups) expect(g.Properties.RetentionInDays, id).toBe(180);
    const [, stage] = only(defaults, 'AWS::ApiGatewayV2::Stage');
    const accessLogs = stage.Properties.AccessLogSettings.DestinationArn['Fn::GetAtt'][0] as string;
    expect(defaults.resources[accessLogs]!.Properties.RetentionInDays).toBe(180);
  });

  it('follows logRetentionDays', () => {
    for (const [id, g] of ofType(custom, 'AWS::Logs::LogGroup')) expect(g.Properties.RetentionInDays, id).toBe(365);
  });

  it('accepts only the retentions CloudWatch offers, and warns below 6 months', () => {
    expect(() => build({ logRetentionDays: 100 })).toThrow(/logRetentionDays="100" must be one of 1, 3, 5/);
    expect(() => build({ logRetentionDays: 9999 })).toThrow(/logRetentionDays/);
    const short = build({ logRetentionDays: 90 });
    const warnings = Annotations.fromStack(short.stack).findWarning('*', Match.stringLikeRegexp('Marco Civil'));
    expect(warnings).toHaveLength(1);
  });
});

describe('functions settings', () => {
  it('tells every function the audit retention (default 5 years, or auditRetentionYears)', () => {
    for (const [built, years] of [[defaults, AUDITORIA_RETENCAO_ANOS], [custom, 10]] as const) {
      const ids = fnIds(built);
      expect(ids.size).toBe(functionNames.length);
      for (const [name, id] of ids) {
        expect(built.resources[id]!.Properties.Environment.Variables, name).toMatchObject({
          AUDIT_RETENTION_YEARS: String(years),
          POWERTOOLS_SERVICE_NAME: METRICAS_SERVICO,
          POWERTOOLS_METRICS_NAMESPACE: METRICAS_NAMESPACE,
        });
      }
    }
    expect(() => build({ auditRetentionYears: 0 })).toThrow(/auditRetentionYears="0" must be an integer from 1 to 20/);
    expect(() => build({ auditRetentionYears: 21 })).toThrow(/auditRetentionYears/);
  });
});

describe('alarms', () => {
  const topicOf = (b: Built) => only(b, 'AWS::SNS::Topic')[0];

  it('has each alarm of docs/operations.md, with its threshold, and every alarm notifies the topic on alarm and on OK', () => {
    const alarms = alarmsByName(defaults);
    const topic = { Ref: topicOf(defaults) };
    // 2 per function (errors, throttles); 10 more: API 5xx and p99, the trigger's duration, the table's 2, SES's 2, the reminders', the outbox's and the jobs' DLQs.
    expect(alarms.size).toBe(functionNames.length * 2 + 10);
    for (const [name, a] of alarms) {
      expect(a.AlarmActions, name).toEqual([topic]);
      expect(a.OKActions, name).toEqual([topic]);
      expect(a.ComparisonOperator, name).toBe('GreaterThanOrEqualToThreshold');
      expect(a.AlarmDescription, name).toContain('docs/operations.md');
    }
    const a = (name: string) => {
      const found = alarms.get(`emc-prod-${name}`);
      expect(found, name).toBeDefined();
      return found!;
    };
    expect(a('api-5xx')).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx', Statistic: 'Sum', Period: 300, Threshold: 5, EvaluationPeriods: 1 });
    expect(a('api-latencia-p99')).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: 'Latency', ExtendedStatistic: 'p99', Threshold: 3000, EvaluationPeriods: 3, DatapointsToAlarm: 3 });
    for (const fn of functionNames) {
      expect(a(`funcao-${fn}-erros`)).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Statistic: 'Sum', Threshold: 1 });
      expect(a(`funcao-${fn}-throttles`)).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Statistic: 'Sum', Threshold: 1 });
    }
    // Cognito gives the trigger 5 s: the alarm fires well before a sign-in fails.
    const preToken = a('pre-token-duracao-p99');
    expect(preToken).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Duration', ExtendedStatistic: 'p99', Threshold: 3000 });
    expect(preToken.Dimensions).toEqual([{ Name: 'FunctionName', Value: { Ref: fnIds(defaults).get('pre-token') } }]);
    expect(a('ses-taxa-de-rejeicao')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Statistic: 'Maximum', Threshold: 0.02 });
    expect(a('ses-taxa-de-reclamacao')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Statistic: 'Maximum', Threshold: 0.0005 });
    // AWS reviews an account at 5% bounces and 0.1% complaints: both alarms fire below.
    expect(a('ses-taxa-de-rejeicao').Threshold).toBeLessThan(0.05);
    expect(a('ses-taxa-de-reclamacao').Threshold).toBeLessThan(0.001);
    for (const [alarme, construct] of [['lembretes-dlq', 'Lembretes'], ['saida-dlq', 'Saida'], ['tarefas-dlq', 'Tarefas']] as const) {
      const [queueId] = ofType(defaults, 'AWS::SQS::Queue').find(([id]) => id.startsWith(construct))!;
      expect(a(alarme)).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 1,
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      });
    }
  });

  it('watches the throttles and system errors of every operation the functions call on the table', () => {
    const [tableId] = only(defaults, 'AWS::DynamoDB::Table');
    for (const [name, metric] of [['dynamodb-throttles', 'ThrottledRequests'], ['dynamodb-erros-de-sistema', 'SystemErrors']] as const) {
      const alarm = alarmsByName(defaults).get(`emc-prod-${name}`)!;
      expect(alarm.Threshold, name).toBe(1);
      const stats = (alarm.Metrics as any[]).filter((m) => m.MetricStat).map((m) => m.MetricStat);
      expect(stats.map((s) => s.Metric.Dimensions.find((d: any) => d.Name === 'Operation').Value).sort(), name).toEqual(
        ['BatchGetItem', 'BatchWriteItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'TransactWriteItems', 'UpdateItem'],
      );
      for (const s of stats) {
        expect(s.Metric).toMatchObject({ Namespace: 'AWS/DynamoDB', MetricName: metric });
        expect(s.Metric.Dimensions).toContainEqual({ Name: 'TableName', Value: { Ref: tableId } });
      }
    }
  });

  it('mails alarmEmail only when it is set; the topic exists either way', () => {
    expect(ofType(defaults, 'AWS::SNS::Subscription')).toHaveLength(0);
    const [, subscription] = only(custom, 'AWS::SNS::Subscription');
    expect(subscription.Properties).toMatchObject({ Protocol: 'email', Endpoint: 'ti@hospital.example', TopicArn: { Ref: topicOf(custom) } });
  });
});

describe('dashboard', () => {
  it('shows every alarm and the business metrics the functions emit', () => {
    const [, dashboard] = only(defaults, 'AWS::CloudWatch::Dashboard');
    expect(dashboard.Properties.DashboardName).toBe('emc-prod-operacao');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const [id] of ofType(defaults, 'AWS::CloudWatch::Alarm')) expect(body, id).toContain(id);
    for (const metric of Object.values(METRICA)) {
      expect(body, metric).toContain(`[\\"${METRICAS_NAMESPACE}\\",\\"${metric}\\",\\"service\\",\\"${METRICAS_SERVICO}\\"`);
    }
    for (const metric of ['Reputation.BounceRate', 'Reputation.ComplaintRate', 'ThrottledRequests', 'SystemErrors', 'Latency', 'ApproximateNumberOfMessagesVisible']) {
      expect(body, metric).toContain(metric);
    }
  });
});

describe('backups', () => {
  it('keeps the table restorable: PITR, deletion protection, retained', () => {
    const [, table] = only(defaults, 'AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({ DeletionProtectionEnabled: true, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } });
  });

  it('backs the table up daily with AWS Backup, kept 35 days, in its own vault encrypted with a rotated key', () => {
    const [tableId] = only(defaults, 'AWS::DynamoDB::Table');
    const [, plan] = only(defaults, 'AWS::Backup::BackupPlan');
    const [vaultId, vault] = only(defaults, 'AWS::Backup::BackupVault');
    const [keyId, key] = only(defaults, 'AWS::KMS::Key');
    expect(plan.Properties.BackupPlan.BackupPlanRule).toEqual([
      expect.objectContaining({
        ScheduleExpression: 'cron(0 2 * * ? *)',
        ScheduleExpressionTimezone: 'America/Sao_Paulo',
        Lifecycle: { DeleteAfterDays: 35 },
        TargetBackupVault: { 'Fn::GetAtt': [vaultId, 'BackupVaultName'] },
      }),
    ]);
    expect(vault.Properties.EncryptionKeyArn).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    expect(vault.DeletionPolicy).toBe('Retain');
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(key.DeletionPolicy).toBe('Retain');
    const [, selection] = only(defaults, 'AWS::Backup::BackupSelection');
    expect(selection.Properties.BackupSelection.Resources).toEqual([{ 'Fn::GetAtt': [tableId, 'Arn'] }]);
    const roleId = selection.Properties.BackupSelection.IamRoleArn['Fn::GetAtt'][0] as string;
    expect(defaults.resources[roleId]!.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'backup.amazonaws.com' } },
    ]);
  });

  it('follows backupRetentionDays, and accepts 1 to 3650', () => {
    const [, plan] = only(custom, 'AWS::Backup::BackupPlan');
    expect(plan.Properties.BackupPlan.BackupPlanRule[0].Lifecycle).toEqual({ DeleteAfterDays: 90 });
    expect(() => build({ backupRetentionDays: 0 })).toThrow(/backupRetentionDays/);
    expect(() => build({ backupRetentionDays: 3651 })).toThrow(/backupRetentionDays/);
  });
});

describe('restoredTableName (docs/operations.md, "Restore the table")', () => {
  const restoredArn = (arn: unknown) => JSON.stringify(arn).includes(`:table/${RESTORED}`);

  it('points every function, grant, alarm and backup at the restored table, and keeps the stack\'s own table as it was', () => {
    const [tableId, table] = only(custom, 'AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    for (const [name, id] of fnIds(custom)) {
      const fn = custom.resources[id]!;
      expect(fn.Properties.Environment.Variables.TABLE_NAME, name).toBe(RESTORED);
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      const policies = ofType(custom, 'AWS::IAM::Policy').filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(roleId));
      const text = JSON.stringify(policies.map(([, p]) => p.Properties.PolicyDocument));
      expect(text, name).not.toContain(tableId);
      if (text.includes('dynamodb:')) expect(text, name).toContain(`:table/${RESTORED}`);
    }
    const [, selection] = only(custom, 'AWS::Backup::BackupSelection');
    expect(selection.Properties.BackupSelection.Resources.every(restoredArn)).toBe(true);
    const throttles = alarmsByName(custom).get('emc-prod-dynamodb-throttles')!;
    expect(JSON.stringify(throttles.Metrics)).toContain(`"TableName","Value":"${RESTORED}"`);
    expect(JSON.stringify(throttles.Metrics)).not.toContain(tableId);
  });

  it("feeds the outbox's sender and the jobs' runners (recounts, reports) from the restored table's stream", () => {
    const mappings = ofType(custom, 'AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(3);
    for (const [, mapping] of mappings) expect(mapping.Properties.EventSourceArn).toBe(RESTORED_STREAM);
  });

  it('rejects a name DynamoDB would not accept, and a restored table without its stream', () => {
    expect(() => build({ restoredTableName: 'tabela com espaço', restoredTableStreamArn: RESTORED_STREAM })).toThrow(/restoredTableName/);
    expect(() => build({ restoredTableName: RESTORED })).toThrow(/restoredTableStreamArn/);
    expect(() => build({ restoredTableName: RESTORED, restoredTableStreamArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/x' })).toThrow(/restoredTableStreamArn/);
  });
});
