import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { TABLE_INDEXES } from '@emc/shared/table';
import type { FunctionName } from '../../functions/bundling';
import { acknowledge, arnRef } from './nag';

/** What a function may touch. Each capability maps to the IAM statements below. */
export type Capability =
  | 'table:read'
  | 'table:readwrite'
  | 'table:scan'
  | 'bucket:read'
  | 'bucket:delete'
  | 'bucket:readwrite'
  | 'bucket:list'
  | 'cognito:auth'
  | 'cognito:admin'
  | 'cognito:password'
  | 'ses:send';

/**
 * Least privilege per function (API group or extra function). The type makes every function a
 * line here: a new group does not compile until it says what it needs, and a name not listed
 * (at run time) gets nothing.
 */
export const capabilitiesByFunction: Record<FunctionName, readonly Capability[]> = {
  health: [],
  // The forgotten-password reset: its codes in the table, the e-mail, and setting the new password.
  login: ['cognito:auth', 'cognito:password', 'table:readwrite', 'ses:send'],
  secretarias: ['table:read'],
  'pre-token': ['table:read'],
  // The deadline reminders (scheduled): the doctors, their counters and reminders read; each reminder claimed with its outbox item.
  lembretes: ['table:readwrite'],
  // Deleting a participation deletes its certificates' files.
  participacao: ['table:readwrite', 'bucket:delete'],
  // A decision's e-mail is an outbox item of its transaction: the sender (saida) mails it.
  analise: ['table:readwrite'],
  // The outbox's sender: claims and marks each item (and what its cause records: a decision's history, a reminder's record); the e-mail.
  // Besides login's reset codes, every e-mail the app sends is an outbox item, sent only from here.
  saida: ['table:readwrite', 'ses:send'],
  // The jobs' runner (goal and cap recounts): reads the doctors, their counters and participations, writes the recounts.
  tarefas: ['table:readwrite'],
  anexo: ['table:readwrite', 'bucket:readwrite'],
  atividade: ['table:readwrite'],
  tabela: ['table:readwrite'],
  // "Meus dados" hands out presigned links to the doctor's certificates.
  medico: ['table:read', 'bucket:read'],
  areas: ['table:readwrite'],
  // The accounts (the invitation is an outbox item of the account's transaction).
  cadastro: ['table:readwrite', 'cognito:admin'],
  // The import's writes, the statements' records, and the reports' and statements' files in S3.
  relatorios: ['table:readwrite', 'bucket:readwrite'],
  indicador: ['table:read'],
  declaracao: ['table:read'],
  conteudo: ['table:readwrite'],
  // The contact messages (each one's e-mail an outbox item of its transaction); the reminders' preference and log.
  comunicacao: ['table:readwrite'],
  // The audit trail: read only.
  auditoria: ['table:read'],
  // The counters' check (invoked by hand): the whole table read, and the certificates' keys listed. Writes nothing.
  verificar: ['table:read', 'table:scan', 'bucket:list'],
};

export const capabilitiesFor = (name: string): readonly Capability[] =>
  Object.hasOwn(capabilitiesByFunction, name) ? capabilitiesByFunction[name as FunctionName] : [];

/** The resources capabilities refer to. */
export interface PermissionTargets {
  table: ITable;
  bucket: IBucket;
  userPool: IUserPool;
  /** SES identities a function may send as (and, in the SES sandbox, to). */
  sesIdentities: string[];
}

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** The admin API calls that account management (creating, deactivating doctors and secretaries) makes. */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminResetUserPassword',
  'cognito-idp:AdminSetUserPassword',
  // Only to undo a create whose DynamoDB side failed: the user has never signed in and nothing points at it.
  'cognito-idp:AdminDeleteUser',
];

/** The one admin call the public reset needs, after it has checked the e-mailed code. */
export const COGNITO_PASSWORD_ACTIONS = ['cognito-idp:AdminSetUserPassword'];

/**
 * Adds the statements of each capability to the role. Table access names the table and each of
 * its GSIs (no `index/*`, no Scan: a request path never scans; only `verificar`, invoked by hand, scans the table itself). Cognito's InitiateAuth and
 * RespondToAuthChallenge are public APIs called with the client id, so 'cognito:auth' needs no IAM.
 */
export function grantCapabilities(role: IRole, capabilities: readonly Capability[], t: PermissionTargets): void {
  const stack = Stack.of(role);
  const tableArns = [t.table.tableArn, ...TABLE_INDEXES.map((i) => `${t.table.tableArn}/index/${i.name}`)];
  const objects = t.bucket.arnForObjects('*');
  const add = (actions: string[], resources: string[]) => role.addToPrincipalPolicy(new PolicyStatement({ actions, resources }));

  for (const capability of new Set(capabilities)) {
    switch (capability) {
      case 'table:read':
        add(TABLE_READ, tableArns);
        break;
      case 'table:readwrite':
        add([...TABLE_READ, ...TABLE_WRITE], tableArns);
        break;
      case 'table:scan':
        add(['dynamodb:Scan'], [t.table.tableArn]);
        break;
      case 'bucket:list':
        role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [t.bucket.bucketArn], conditions: { StringLike: { 's3:prefix': ['anexos/*'] } } }));
        break;
      case 'bucket:read':
      case 'bucket:readwrite':
        add(capability === 'bucket:read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'], [objects]);
        acknowledge(
          role,
          `AwsSolutions-IAM5[Resource::${arnRef(t.bucket)}/*]`,
          'Object keys are generated per upload and per report (anexos/{id}/{uuid}, relatorios/{uuid}/{file}), so object access needs a key wildcard; it is limited to this one bucket and to object-level actions.',
        );
        break;
      case 'bucket:delete':
        add(['s3:DeleteObject'], [t.bucket.arnForObjects('anexos/*')]);
        acknowledge(
          role,
          `AwsSolutions-IAM5[Resource::${arnRef(t.bucket)}/anexos/*]`,
          'Certificates are stored per participation (anexos/{id}/{uuid}), so deleting them needs a key wildcard; it is limited to the certificates of this one bucket and to DeleteObject.',
        );
        break;
      case 'cognito:auth':
        break;
      case 'cognito:admin':
        add(COGNITO_ADMIN_ACTIONS, [t.userPool.userPoolArn]);
        break;
      case 'cognito:password':
        add(COGNITO_PASSWORD_ACTIONS, [t.userPool.userPoolArn]);
        break;
      case 'ses:send':
        add(
          ['ses:SendEmail'],
          t.sesIdentities.map((identity) =>
            Arn.format({ service: 'ses', resource: 'identity', resourceName: identity, arnFormat: ArnFormat.SLASH_RESOURCE_NAME }, stack),
          ),
        );
        break;
    }
  }
}
