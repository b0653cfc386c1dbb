import { Annotations, AspectPriority, Aspects, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { functionNames } from '../../functions/bundling';
import { routeGroups } from '@emc/shared/routes';
import { Alarms } from './alarms';
import { Api } from './api';
import { TableBackup } from './backup';
import { OperationsDashboard } from './dashboard';
import { Auth } from './auth';
import type { EmcConfig } from './config';
import { Data } from './data';
import { Lembretes } from './lembretes';
import { ConsumidorDoFluxo } from './consumidor-do-fluxo';
import { FILTRO_SAIDA } from '../../functions/src/saida/filtro';
import { FILTRO_TAREFAS } from '../../functions/src/tarefas/filtro';
import { FILTRO_RELATORIOS } from '../../functions/src/relatorios/filtro';
import { Verificar } from './verificar';
import { LogRetention } from './log-retention';
import { EmcFunction } from './lambda-function';
import { capabilitiesFor, grantCapabilities } from './permissions';
import { Web } from './web';

export interface EmcStackProps extends StackProps {
  config: EmcConfig;
}

/**
 * The whole app in one stack, in four parts: Data (table, buckets), Auth (user pool), Api (HTTP API
 * and one function per route group) and Web (SPA bucket and CloudFront). One stack keeps the
 * references between them plain (no cross-stack exports to untangle on later changes).
 */
export class EmcStack extends Stack {
  constructor(scope: Construct, id: string, props: EmcStackProps) {
    super(scope, id, props);
    const { config } = props;

    // API groups become API functions, 'pre-token' the Cognito trigger, 'lembretes' the scheduled
    // reminders, 'saida' the outbox's sender, 'tarefas' the jobs' runner, 'verificar' the counters' check
    // the cloud team invokes; any other extra function (functions/bundling.ts) must be wired here first.
    const wired: readonly string[] = [...routeGroups, 'pre-token', 'lembretes', 'saida', 'tarefas', 'verificar'];
    const unwired = functionNames.filter((n) => !wired.includes(n));
    if (unwired.length) throw new Error(`functions not wired in infra/lib/emc-stack.ts: ${unwired.join(', ')}`);

    const data = new Data(this, 'Data', { corsOrigins: [config.webOrigin ?? 'https://*.cloudfront.net'], restoredTableName: config.restoredTableName, restoredTableStreamArn: config.restoredTableStreamArn });
    const settings = { logRetention: config.logRetentionDays, auditRetentionYears: config.auditRetentionYears };
    Aspects.of(this).add(new LogRetention(config.logRetentionDays), { priority: AspectPriority.MUTATING });
    if (config.logRetentionDays < 180) {
      Annotations.of(this).addWarningV2(
        '@emc/log-retention-short',
        `logRetentionDays=${config.logRetentionDays}: Marco Civil da Internet (Art. 15) asks for 6 months (180 days) of access logs.`,
      );
    }
    if (!config.webOrigin) {
      Annotations.of(this).addWarningV2(
        '@emc/web-origin-unset',
        'No webOrigin (or domain) context: the files bucket accepts CORS from any *.cloudfront.net origin. After the first deploy, set webOrigin to the Url output and deploy again.',
      );
    }

    const preToken = new EmcFunction(this, 'PreToken', { name: 'pre-token', environment: { TABLE_NAME: data.table.tableName }, settings });
    const auth = new Auth(this, 'Auth', {
      envName: config.envName,
      mailFrom: config.mailFrom,
      tokenValidityHours: config.tokenValidityHours,
      preToken,
    });

    const targets = {
      table: data.table,
      bucket: data.filesBucket,
      userPool: auth.userPool,
      sesIdentities: sesIdentities(config.mailFrom, config.contactMailbox),
    };
    grantCapabilities(preToken.role, capabilitiesFor('pre-token'), targets);

    const api = new Api(this, 'Api', {
      targets,
      settings,
      environment: {
        TABLE_NAME: data.table.tableName,
        BUCKET_NAME: data.filesBucket.bucketName,
        USER_POOL_ID: auth.userPool.userPoolId,
        USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
        JWT_ISSUER: auth.issuer,
        INSTITUTION_DOMAIN: config.institutionDomain,
        FIRST_CYCLE_YEAR: String(config.firstCicloYear),
        CONTACT_MAILBOX: config.contactMailbox,
        MAIL_FROM: config.mailFrom,
      },
    });

    const web = new Web(this, 'Web', {
      config,
      logsBucket: data.logsBucket,
      filesBucket: data.filesBucket,
      apiDomainName: api.domainName,
    });

    const appUrl = config.webOrigin ?? `https://${config.domain ?? web.distribution.distributionDomainName}`;
    // The decisions' e-mails link to the participation in the app (functions/src/lib/notificacoes.ts).
    api.functions.analise?.fn.addEnvironment('APP_URL', appUrl);
    // The password reset's e-mail links to the app's "Redefinir senha" page (functions/src/login/esqueci-senha.ts).
    api.functions.login?.fn.addEnvironment('APP_URL', appUrl);
    // The invitation e-mail links to the app's login (functions/src/lib/convites.ts).
    api.functions.cadastro?.fn.addEnvironment('APP_URL', appUrl);
    // The credit statement names the hospital and its QR code points at the app's verification page.
    api.functions.relatorios?.fn.addEnvironment('APP_URL', appUrl);
    api.functions.relatorios?.fn.addEnvironment('HOSPITAL_NAME', config.hospitalName);

    // The deadline reminders: the scheduled function's mail links to the doctor's home.
    const lembretes = new Lembretes(this, 'Lembretes', {
      targets,
      settings,
      environment: { TABLE_NAME: data.table.tableName, APP_URL: appUrl, FIRST_CYCLE_YEAR: String(config.firstCicloYear) },
    });

    // The e-mail outbox's sender, fed by the table's stream (decisions, invitations, contact, reminders).
    // Batches of 10; 10 deliveries of a record (each trying SES 5 times, about 8 s) before its dead letter.
    const saida = new ConsumidorDoFluxo(this, 'Saida', {
      nome: 'saida',
      table: data.table,
      targets,
      settings,
      environment: { TABLE_NAME: data.table.tableName, MAIL_FROM: config.mailFrom },
      filtro: FILTRO_SAIDA,
      batchSize: 10,
      retryAttempts: 10,
      mortas: "the outbox stream's records of e-mails the sender could not send after its retries",
    });

    // The jobs' runner (goal and cap recounts), fed by the table's stream.
    // One record at a time (a job runs for minutes, handed on as `pendente` before the function's 15 minutes end).
    const tarefas = new ConsumidorDoFluxo(this, 'Tarefas', {
      nome: 'tarefas',
      table: data.table,
      targets,
      settings,
      environment: { TABLE_NAME: data.table.tableName },
      filtro: FILTRO_TAREFAS,
      batchSize: 1,
      retryAttempts: 5,
      mortas: "the jobs stream's records of recounts and reports their runners could not take up after their retries",
    });

    // Report jobs (a report too large for the API's 30 s), fed by the same stream to the report group's own
    // function, the only bundle with exceljs; one record at a time, its dead letters in the jobs' queue.
    const relatorios = api.functions.relatorios;
    if (!relatorios) throw new Error('no relatorios function for the report jobs');
    new ConsumidorDoFluxo(this, 'TarefasDeRelatorio', {
      nome: 'relatorios',
      funcao: relatorios,
      table: data.table,
      targets,
      settings,
      environment: {},
      filtro: FILTRO_RELATORIOS,
      batchSize: 1,
      retryAttempts: 5,
      deadLetterQueue: tarefas.deadLetterQueue,
    });

    // The counters' check (docs/operations.md, "Verificar os contadores"): invoked by hand, reads only.
    const verificar = new Verificar(this, 'Verificar', { targets, settings, environment: { TABLE_NAME: data.table.tableName, BUCKET_NAME: data.filesBucket.bucketName } });

    const functions = Object.fromEntries([
      ...Object.entries(api.functions).map(([name, f]) => [name, f.fn] as const),
      ['pre-token', preToken.fn] as const,
      ['lembretes', lembretes.function.fn] as const,
      ['saida', saida.function.fn] as const,
      ['tarefas', tarefas.function.fn] as const,
      ['verificar', verificar.function.fn] as const,
    ]);
    const watched = {
      functions,
      preToken: preToken.fn,
      httpApi: api.httpApi,
      table: data.table,
      remindersDeadLetterQueue: lembretes.deadLetterQueue,
      outboxDeadLetterQueue: saida.deadLetterQueue,
      jobsDeadLetterQueue: tarefas.deadLetterQueue,
    };
    const alarms = new Alarms(this, 'Alarms', { email: config.alarmEmail, ...watched });
    new OperationsDashboard(this, 'Dashboard', { alarms, ...watched });
    const backup = new TableBackup(this, 'Backup', { table: data.table, retentionDays: config.backupRetentionDays });

    const out = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    out('Url', `https://${config.domain ?? web.distribution.distributionDomainName}`, 'The app (CloudFront)');
    out('DistributionDomainName', web.distribution.distributionDomainName, 'Set webOrigin to https://<this> if there is no custom domain');
    out('ApiEndpoint', api.httpApi.apiEndpoint, 'The HTTP API, also served under /api/* by CloudFront');
    out('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool');
    out('UserPoolClientId', auth.client.userPoolClientId, 'Cognito app client (web)');
    out('TableName', data.table.tableName, 'DynamoDB table the app uses (restoredTableName when set)');
    out('BackupVaultName', backup.vault.backupVaultName, 'AWS Backup vault of the table');
    out('BackupRoleArn', backup.role.roleArn, 'The role for aws backup start-restore-job');
    out('LembretesFunctionName', lembretes.function.fn.functionName, 'The reminders function (aws lambda invoke)');
    out('LembretesDeadLetterQueueUrl', lembretes.deadLetterQueue.queueUrl, 'Reminder runs Scheduler could not deliver');
    out('LembretesScheduleName', lembretes.schedule.scheduleName, 'The reminders schedule');
    out('VerificarFunctionName', verificar.function.fn.functionName, 'The counters\' check (aws lambda invoke; docs/operations.md)');
    out('SaidaDeadLetterQueueUrl', saida.deadLetterQueue.queueUrl, 'Stream records of e-mails the outbox could not send');
    out('TarefasDeadLetterQueueUrl', tarefas.deadLetterQueue.queueUrl, 'Stream records of jobs (recounts, reports) their runners could not run');
    out('AlarmTopicArn', alarms.topic.topicArn, 'SNS topic of the alarms: subscribe a pager or chat here');
    out('FilesBucketName', data.filesBucket.bucketName, 'Attachments and reports');
    out('SiteBucketName', web.bucket.bucketName, 'The SPA');
  }
}

/** The SES identities the app sends as, or to (the sandbox checks recipients too): addresses and their domains. */
function sesIdentities(...addresses: string[]): string[] {
  return [...new Set(addresses.flatMap((a) => [a, a.slice(a.indexOf('@') + 1)]))];
}
