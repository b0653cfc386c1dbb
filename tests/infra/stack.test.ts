import { runInNewContext } from 'node:vm';
import { CfnElement, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionNames } from '@emc/functions/bundling';
import { EmcFunction } from '@emc/infra/lambda-function';
import { AUDITORIA_RETENCAO_ANOS } from '@emc/shared/auditoria';
import { METRICAS_NAMESPACE, METRICAS_SERVICO } from '@emc/shared/metricas';
import { ROLES, USER_WRITABLE_ATTRIBUTES } from '@emc/shared/roles';
import { routeGroups, routeKey, routes } from '@emc/shared/routes';
import { TABLE_INDEXES, TABLE_KEYS, TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import { fakeWebDist, NO_BUNDLING, synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

let template: Template;
let stack: Stack;
let resources: Record<string, Resource>;
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const only = (type: string) => {
  const found = ofType(type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** The Lambda functions of the app (infra/lib/lambda-function.ts), by name. */
function appFunctions(): Map<string, [string, Resource]> {
  const map = new Map<string, [string, Resource]>();
  for (const node of stack.node.findAll()) {
    if (!(node instanceof EmcFunction)) continue;
    const cfn = node.fn.node.defaultChild as CfnElement;
    const id = stack.getLogicalId(cfn);
    expect(map.has(node.name), `two functions named ${node.name}`).toBe(false);
    map.set(node.name, [id, resources[id]!]);
  }
  return map;
}

/** The statements of the inline policies attached to a role (by logical id). */
function statementsOf(roleId: string): { Action: string | string[]; Resource: unknown }[] {
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId })))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
}
const actionsOf = (roleId: string) => statementsOf(roleId).flatMap((s) => [s.Action].flat());

beforeAll(() => {
  // The resource graph, without esbuild (assets.test.ts bundles for real and checks the template is this
  // one but for the functions' asset keys); a throwaway web/dist so the site deployment is built too.
  ({ template, stack } = synth({ ...NO_BUNDLING, webDist: fakeWebDist() }));
  resources = template.toJSON().Resources as Record<string, Resource>;
});

it('synthesizes with no CDK warning but the webOrigin reminder', () => {
  const warnings = Annotations.fromStack(stack).findWarning('*', Match.anyValue());
  expect(warnings.map((w) => String(w.entry.data))).toEqual([expect.stringContaining('No webOrigin')]);
});

describe('data', () => {
  it('has one table with PITR, deletion protection, RETAIN and on-demand billing', () => {
    const [, table] = only('AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
    });
  });

  it('has every GSI of shared/src/table.ts, with its projection, and no other', () => {
    const [, table] = only('AWS::DynamoDB::Table');
    const gsis = table.Properties.GlobalSecondaryIndexes as any[];
    expect(gsis.map((g) => g.IndexName).sort()).toEqual(TABLE_INDEXES.map((i) => i.name).sort());
    for (const index of TABLE_INDEXES) {
      expect(gsis.find((g) => g.IndexName === index.name)).toEqual({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: index.projection, ...(index.include ? { NonKeyAttributes: [...index.include] } : {}) },
      });
    }
    const attributes = table.Properties.AttributeDefinitions as { AttributeName: string; AttributeType: string }[];
    expect(attributes.every((a) => a.AttributeType === 'S')).toBe(true);
  });

  it('makes every bucket versioned, private, encrypted and retained', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets).toHaveLength(3); // logs, files, site
    for (const [id, b] of buckets) {
      expect(b.DeletionPolicy, id).toBe('Retain');
      expect(b.Properties.VersioningConfiguration, id).toEqual({ Status: 'Enabled' });
      expect(b.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm, id).toBe('AES256');
    }
  });

  it('denies non-TLS requests on every bucket', () => {
    for (const [id] of ofType('AWS::S3::Bucket')) {
      const policies = ofType('AWS::S3::BucketPolicy').filter(([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }));
      const statements = policies.flatMap(([, p]) => p.Properties.PolicyDocument.Statement as any[]);
      expect(
        statements.some((s) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false'),
        `${id} has no aws:SecureTransport deny`,
      ).toBe(true);
    }
  });

  it('logs access to the files and site buckets', () => {
    const logged = ofType('AWS::S3::Bucket').filter(([, b]) => b.Properties.LoggingConfiguration);
    expect(logged).toHaveLength(2);
  });

  it('expires the files bucket\'s noncurrent versions (a replaced or deleted certificate) after 30 days', () => {
    const [, files] = ofType('AWS::S3::Bucket').find(([, b]) => JSON.stringify(b.Properties.LifecycleConfiguration ?? {}).includes('relatorios/'))!;
    expect(files.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = files.Properties.LifecycleConfiguration.Rules as Record<string, unknown>[];
    const noncurrent = rules.filter((r) => r.NoncurrentVersionExpiration);
    expect(noncurrent).toEqual([expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' })]);
    // The whole bucket: no prefix or tag narrows it to fewer objects than every certificate.
    expect(noncurrent[0]).not.toHaveProperty('Prefix');
    expect(noncurrent[0]).not.toHaveProperty('TagFilters');
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'relatorios/' }), Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' })]) },
    });
  });

  it('expires reports under relatorios/ after 7 days (unfinished uploads after 1), and allows the web origin by CORS', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'relatorios/', ExpirationInDays: 7, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' })]),
      },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['GET', 'PUT', 'HEAD'], AllowedOrigins: ['https://*.cloudfront.net'] })],
      },
    });
  });
});

describe('auth', () => {
  it('has an admin-only user pool, email as username, Essentials, and the V2_0 pre-token trigger', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    const [preTokenId] = appFunctions().get('pre-token')!;
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UserPoolTier: 'ESSENTIALS',
      DeletionProtection: 'ACTIVE',
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Policies: { PasswordPolicy: { MinimumLength: 10, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true } },
      LambdaConfig: { PreTokenGenerationConfig: { LambdaArn: { 'Fn::GetAtt': [preTokenId, 'Arn'] }, LambdaVersion: 'V2_0' } },
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
  });

  it('lets a user write only harmless attributes with their own token: nothing the trigger or the API trusts', () => {
    const [, client] = only('AWS::Cognito::UserPoolClient');
    const writable = client.Properties.WriteAttributes as string[];
    expect([...writable].sort()).toEqual([...USER_WRITABLE_ATTRIBUTES].sort());
    for (const trusted of ['email', 'email_verified', 'name', 'phone_number', 'preferred_username']) expect(writable).not.toContain(trusted);
    expect(writable.some((a) => a.startsWith('custom:'))).toBe(false);
  });

  it('has the three groups', () => {
    expect(ofType('AWS::Cognito::UserPoolGroup').map(([, g]) => g.Properties.GroupName).sort()).toEqual([...ROLES].sort());
  });

  it('has a secretless client with USER_PASSWORD_AUTH and 8-hour tokens', () => {
    const [, client] = only('AWS::Cognito::UserPoolClient');
    expect(client.Properties.ExplicitAuthFlows).toContain('ALLOW_USER_PASSWORD_AUTH');
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      IdTokenValidity: 8 * 60,
      TokenValidityUnits: { IdToken: 'minutes' },
    });
  });
});

describe('functions', () => {
  it('runs every Lambda function of the app on nodejs24.x', () => {
    const app = ofType('AWS::Lambda::Function').filter(([id]) => [...appFunctions().values()].some(([fnId]) => fnId === id));
    expect(app).toHaveLength(functionNames.length);
    for (const [id, fn] of app) expect(fn.Properties.Runtime, id).toBe('nodejs24.x');
  });

  it('has one function per name in functions/bundling.ts: arm64, Node 24, ESM bundle', () => {
    const fns = appFunctions();
    expect([...fns.keys()].sort()).toEqual([...functionNames].sort());
    for (const [name, [, fn]] of fns) {
      expect(fn.Properties, name).toMatchObject({ Architectures: ['arm64'], Runtime: 'nodejs24.x', Handler: 'index.handler' });
      expect(fn.Properties.Environment.Variables, name).toMatchObject({
        POWERTOOLS_LOG_LEVEL: 'INFO',
        // One service and namespace for the business metrics (shared/src/metricas.ts), whatever function emits them.
        POWERTOOLS_SERVICE_NAME: METRICAS_SERVICO,
        POWERTOOLS_METRICS_NAMESPACE: METRICAS_NAMESPACE,
        AUDIT_RETENTION_YEARS: String(AUDITORIA_RETENCAO_ANOS),
        // Stack traces mapped to the sources; the report group also sizes V8's heap (functions/bundling.ts nodeOptionsFor).
        NODE_OPTIONS: name === 'relatorios' ? expect.stringMatching(/^--enable-source-maps --max-semi-space-size=4 --max-old-space-size=\d+$/) : '--enable-source-maps',
        TABLE_NAME: expect.anything(),
      });
      expect(fn.Properties.LoggingConfig?.LogGroup, `${name} has its own log group`).toBeDefined();
    }
  });

  it("keeps the report group's old space what Lambda's bootstrap would give its memory (its memory less a tenth), the young generation small", () => {
    const [, fn] = appFunctions().get('relatorios')!;
    const memoria = fn.Properties.MemorySize as number;
    expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe(`--enable-source-maps --max-semi-space-size=4 --max-old-space-size=${memoria - Math.floor(memoria / 10)}`);
  });

  it('gives every API function the settings it reads', () => {
    const fns = appFunctions();
    for (const group of routeGroups) {
      const vars = fns.get(group)![1].Properties.Environment.Variables;
      expect(Object.keys(vars).sort(), group).toEqual(
        [
          'TABLE_NAME', 'BUCKET_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'JWT_ISSUER', 'INSTITUTION_DOMAIN',
          'FIRST_CYCLE_YEAR', 'CONTACT_MAILBOX', 'MAIL_FROM', 'POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_LOG_LEVEL',
          'NODE_OPTIONS', 'AUDIT_RETENTION_YEARS',
          // The decisions' e-mails, and the password reset's, link to the app; so does the statement's QR code.
          ...(['analise', 'login', 'cadastro', 'relatorios'].includes(group) ? ['APP_URL'] : []),
          // The credit statement names the hospital.
          ...(group === 'relatorios' ? ['HOSPITAL_NAME'] : []),
        ].sort(),
      );
      expect(vars).toMatchObject({ INSTITUTION_DOMAIN: 'hospital.example', FIRST_CYCLE_YEAR: '2008' });
      expect(JSON.stringify(vars.JWT_ISSUER)).toMatch(/https:\/\/cognito-idp\.".*AWS::Region.*\.amazonaws\.com\/.*AuthUserPool/);
    }
  });

  it("grants least privilege: no managed policies, no Scan (but verificar's, tests/infra/verificar.test.ts), no wildcard index, only what each group needs", () => {
    const fns = appFunctions();
    for (const [name, [, fn]] of fns) {
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      expect(resources[roleId]!.Properties.ManagedPolicyArns, name).toBeUndefined();
      const actions = actionsOf(roleId);
      expect(actions, name).toEqual(expect.arrayContaining(['logs:CreateLogStream', 'logs:PutLogEvents']));
      expect(actions.filter((a) => a.includes('*')), name).toEqual([]);
      if (name !== 'verificar') expect(actions, name).not.toContain('dynamodb:Scan');
      expect(JSON.stringify(statementsOf(roleId)), name).not.toContain('/index/*');
    }
    const actions = (name: string) => actionsOf(fns.get(name)![1].Properties.Role['Fn::GetAtt'][0]);
    expect(actions('health').filter((a) => !a.startsWith('logs:'))).toEqual([]);
    expect(actions('login')).toContain('dynamodb:Query');
    // The reset codes (RESET#{idUsuario}) and, of Cognito's admin calls, only AdminSetUserPassword.
    expect(actions('login')).toContain('dynamodb:PutItem');
    expect(actions('login').filter((a) => a.startsWith('cognito-idp:'))).toEqual(['cognito-idp:AdminSetUserPassword']);
    expect(actions('pre-token')).not.toContain('dynamodb:PutItem');
    for (const readOnly of ['secretarias', 'medico']) expect(actions(readOnly), readOnly).not.toContain('dynamodb:PutItem');
    // The back office's writers (issue 10); only cadastro touches Cognito's users, and only anexo and
    // relatorios the bucket.
    for (const writer of ['areas', 'tabela', 'atividade', 'relatorios', 'cadastro']) expect(actions(writer), writer).toContain('dynamodb:PutItem');
    expect(actions('cadastro')).toEqual(expect.arrayContaining(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminDisableUser']));
    expect(actions('relatorios')).toEqual(expect.arrayContaining(['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload']));
    for (const readOnly of ['indicador', 'declaracao']) expect(actions(readOnly), readOnly).not.toContain('dynamodb:PutItem');
    for (const other of ['areas', 'tabela', 'atividade', 'secretarias', 'indicador', 'declaracao', 'conteudo', 'comunicacao']) {
      expect(actions(other).some((a) => a.startsWith('cognito-idp:') || a.startsWith('s3:')), other).toBe(false);
    }
    // "Meus dados" links the doctor's certificates: medico reads objects, and writes none.
    expect(actions('medico').filter((a) => a.startsWith('s3:'))).toEqual(['s3:GetObject']);
    expect(actions('medico').some((a) => a.startsWith('cognito-idp:'))).toBe(false);
    expect(actions('comunicacao')).toContain('dynamodb:PutItem');
    expect(actions('participacao')).toContain('dynamodb:UpdateItem');
    // Deleting a participation deletes its certificates: DeleteObject, on anexos/ only.
    const participacaoS3 = statementsOf(fns.get('participacao')![1].Properties.Role['Fn::GetAtt'][0]).filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(participacaoS3.map((s) => [s.Action].flat())).toEqual([['s3:DeleteObject']]);
    expect(JSON.stringify(participacaoS3[0]!.Resource)).toMatch(/\/anexos\/\*"\]/);
    expect(actions('anexo')).toContain('s3:PutObject');
    // Every request re-reads the caller's account (active, roles): each group with a signed-in route reads the table.
    for (const group of routeGroups.filter((g) => routes.some((r) => r.group === g && r.auth !== 'public'))) {
      expect(actions(group), group).toContain('dynamodb:GetItem');
    }
  });
});

/** The dead-letter queue of a construct (its logical id starts with the construct's id). */
function queueOf(construct: 'Lembretes' | 'Saida' | 'Tarefas'): [string, Resource] {
  const found = ofType('AWS::SQS::Queue').filter(([id]) => id.startsWith(construct));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The one event source mapping that feeds the function `fnId`. */
function mappingOf(fnId: string): Resource {
  const found = ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => m.Properties.FunctionName?.Ref === fnId);
  expect(found).toHaveLength(1);
  return found[0]![1];
}

describe('saida (the e-mail outbox)', () => {
  it("feeds the sender the table's stream of new images, filtered to new outbox items, in batches of 10 with partial failures, bisected, 10 retries within 6 hours, then the dead-letter queue", () => {
    const [, table] = only('AWS::DynamoDB::Table');
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    const [fnId] = appFunctions().get('saida')!;
    const mapping = mappingOf(fnId);
    const [queueId, queue] = queueOf('Saida');
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: fnId },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 10,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      MaximumRecordAgeInSeconds: 6 * 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(mapping.Properties.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: ['SAIDA'] } } } },
    ]);
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86400 });
  });

  it("lets the sender mail and use the table; no other function sends the app's e-mail but login's reset codes", () => {
    const [, fn] = appFunctions().get('saida')!;
    const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
    expect(actionsOf(roleId)).toEqual(expect.arrayContaining(['ses:SendEmail', 'dynamodb:UpdateItem', 'dynamodb:GetRecords']));
    const mailers = [...appFunctions()].filter(([, [, f]]) => actionsOf(f.Properties.Role['Fn::GetAtt'][0] as string).includes('ses:SendEmail')).map(([name]) => name);
    expect(mailers.sort()).toEqual(['login', 'saida']);
  });
});

describe('tarefas (the jobs: recounts, and reports)', () => {
  it("feeds the runner the table's stream filtered to jobs written as pendente, one record at a time, bisected, 5 retries within 6 hours, then the dead-letter queue", () => {
    const [fnId, fn] = appFunctions().get('tarefas')!;
    const mapping = mappingOf(fnId);
    const [queueId, queue] = queueOf('Tarefas');
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 1,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 6 * 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(mapping.Properties.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { type: { S: ['TAREFA'] }, estado: { S: ['pendente'] }, tipo: { S: ['meta', 'teto'] } } } },
    ]);
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true });
    // 15 minutes, of which the runner keeps the last one for its checkpoint and hand-over.
    expect(fn.Properties.Timeout).toBe(900);
    const actions = actionsOf(fn.Properties.Role['Fn::GetAtt'][0] as string);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:ConditionCheckItem', 'dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:GetRecords']));
    expect(actions.filter((a) => a.startsWith('ses:') || a.startsWith('s3:') || a.startsWith('cognito'))).toEqual([]);
  });

  it("feeds report jobs to the report group's own function (the only bundle with exceljs), one at a time, their dead letters in the jobs' queue; 15 minutes and 1,024 MB for one", () => {
    const [fnId, fn] = appFunctions().get('relatorios')!;
    const mapping = mappingOf(fnId);
    const [queueId] = queueOf('Tarefas');
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 1,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 6 * 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(mapping.Properties.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { type: { S: ['TAREFA'] }, estado: { S: ['pendente'] }, tipo: { S: ['relatorio'] } } } },
    ]);
    expect(fn.Properties).toMatchObject({ Timeout: 900, MemorySize: 1024 });
    const actions = actionsOf(fn.Properties.Role['Fn::GetAtt'][0] as string);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:UpdateItem', 's3:PutObject', 's3:AbortMultipartUpload']));
    // Its e-mail is an outbox item: the sender mails it.
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
  });
});

describe('lembretes (the deadline reminders)', () => {
  const fnOf = () => appFunctions().get('lembretes')!;

  it('runs at 08:00 in São Paulo on days 1 to 7 of October, November and December, invoking the lembretes function with {}', () => {
    const [, schedule] = only('AWS::Scheduler::Schedule');
    const [fnId] = fnOf();
    expect(schedule.Properties).toMatchObject({
      ScheduleExpression: 'cron(0 8 1-7 10-12 ? *)',
      ScheduleExpressionTimezone: 'America/Sao_Paulo',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
    });
    const target = schedule.Properties.Target;
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    expect(JSON.parse(target.Input as string)).toEqual({});
    // Scheduler retries a delivery 3 times within 2 hours, then leaves it in the dead-letter queue.
    expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 7200 });
    const [queueId, queue] = queueOf('Lembretes');
    expect(target.DeadLetterConfig).toEqual({ Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } });
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86400 });
    const queuePolicy = ofType('AWS::SQS::QueuePolicy').flatMap(([, p]) => p.Properties.PolicyDocument.Statement as any[]);
    expect(queuePolicy.some((st) => st.Effect === 'Deny' && st.Condition?.Bool?.['aws:SecureTransport'] === 'false')).toBe(true);
  });

  it('gives the schedule a role of its own: only Scheduler of this account assumes it, and it may only invoke the function and fill the queue', () => {
    const [, schedule] = only('AWS::Scheduler::Schedule');
    const roleId = schedule.Properties.Target.RoleArn['Fn::GetAtt'][0] as string;
    const role = resources[roleId]!;
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      },
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const [fnId] = fnOf();
    const [queueId] = queueOf('Lembretes');
    const statements = statementsOf(roleId);
    expect([...new Set(statements.flatMap((st) => [st.Action].flat()))].sort()).toEqual(['lambda:InvokeFunction', 'sqs:SendMessage']);
    for (const st of statements) {
      const targets = JSON.stringify(st.Resource);
      expect(targets.includes(fnId) || targets.includes(queueId), targets).toBe(true);
    }
  });

  it('is a 15-minute function with the settings it reads, and may read and write the table, nothing else (its e-mail is the outbox sender\'s)', () => {
    const [, fn] = fnOf();
    expect(fn.Properties.Timeout).toBe(900);
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(
      [
        'TABLE_NAME', 'APP_URL', 'FIRST_CYCLE_YEAR', 'POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_LOG_LEVEL',
        'NODE_OPTIONS', 'AUDIT_RETENTION_YEARS',
      ].sort(),
    );
    expect(fn.Properties.Environment.Variables).toMatchObject({ FIRST_CYCLE_YEAR: '2008' });
    const actions = actionsOf(fn.Properties.Role['Fn::GetAtt'][0] as string).filter((a) => !a.startsWith('logs:'));
    expect([...new Set(actions)].sort()).toEqual(
      [
        'dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem',
        'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem',
      ].sort(),
    );
  });
});

describe('api', () => {
  it('has exactly one route per manifest entry, with its route key, and nothing else', () => {
    const keys = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
  });

  it('sends each route to the function of its group', () => {
    const fns = appFunctions();
    for (const [, route] of ofType('AWS::ApiGatewayV2::Route')) {
      const entry = routes.find((r) => routeKey(r) === route.Properties.RouteKey)!;
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
      const uri = resources[integrationId]!.Properties.IntegrationUri;
      expect(uri, entry.id).toEqual({ 'Fn::GetAtt': [fns.get(entry.group)![0], 'Arn'] });
    }
  });

  it('has a $default stage with throttling and JSON access logs', () => {
    const [, stage] = only('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
    });
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format as string) as Record<string, string>;
    expect(format.requestId).toBe('$context.requestId');
    expect(Object.values(format).join(' ')).not.toMatch(/authorization|requestBody/i);
  });
});

describe('web', () => {
  const distribution = () => only('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;

  it('sends /api/* to the HTTP API, uncached, with every method and the viewer headers but Host', () => {
    const api = (distribution().CacheBehaviors as any[]).find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = (distribution().Origins as any[]).find((o) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
  });

  it('serves the SPA from the private bucket through OAC, with no global error pages, and logs', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.Logging.Prefix).toBe('cloudfront/');
    const origin = (config.Origins as any[]).find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(origin.OriginAccessControlId).toBeDefined();
  });

  it('rewrites extension-less paths to /index.html on the default behaviour only', () => {
    const [fnId, fn] = only('AWS::CloudFront::Function');
    expect(distribution().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
    ]);
    for (const b of distribution().CacheBehaviors as any[]) expect(b.FunctionAssociations).toBeUndefined();
    const handler = runInNewContext(`${fn.Properties.FunctionCode as string}; handler`) as (e: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/medico/participacoes/12')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('sends security headers with a CSP that allows the files bucket and inline styles only', () => {
    const [, policy] = only('AWS::CloudFront::ResponseHeadersPolicy');
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security).toMatchObject({
      StrictTransportSecurity: { IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY' },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
    });
    const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/.*DataFilesBucket.*RegionalDomainName/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('deploys web/dist: hashed assets cached for a year, the rest revalidated', () => {
    const deployments = ofType('Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const cache = deployments.map(([, d]) => (d.Properties.SystemMetadata as Record<string, string>)['cache-control']).sort();
    expect(cache).toEqual(['no-cache', 'public, max-age=31536000, immutable']);
  });

  it('outputs the app URL', () => {
    template.hasOutput('Url', { Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] }]] } });
  });
});
