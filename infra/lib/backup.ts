import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

export interface TableBackupProps {
  table: ITable;
  /** `backupRetentionDays`: how long each daily recovery point is kept. */
  retentionDays: number;
}

/**
 * A daily AWS Backup of the table, in a vault of its own encrypted with a key of its own. PITR
 * (data.ts) already restores any second of the last 35 days; these recovery points are the copy
 * that survives the table itself being deleted, and can be kept longer than PITR's window.
 */
export class TableBackup extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;
  /** AWS Backup's role for this table: takes the backups, and may restore them (docs/operations.md). */
  readonly role: Role;

  constructor(scope: Construct, id: string, props: TableBackupProps) {
    super(scope, id);
    const name = `${Stack.of(this).stackName}-tabela`;
    const key = new Key(this, 'Key', { description: 'emc: the table backups vault', enableKeyRotation: true });
    this.vault = new BackupVault(this, 'Vault', { backupVaultName: name, encryptionKey: key });
    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: name,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'diario',
          // 02:00 in São Paulo: no one is using the app, and the day's work is in the backup.
          scheduleExpression: Schedule.cron({ minute: '0', hour: '2' }),
          scheduleExpressionTimezone: TimeZone.AMERICA_SAO_PAULO,
          startWindow: Duration.hours(1),
          completionWindow: Duration.hours(4),
          deleteAfter: Duration.days(props.retentionDays),
        }),
      ],
    });
    const policies = ['AWSBackupServiceRolePolicyForBackup', 'AWSBackupServiceRolePolicyForRestores'];
    this.role = new Role(this, 'Role', {
      description: 'emc: AWS Backup takes and restores the table backups',
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      managedPolicies: policies.map((p) => ManagedPolicy.fromAwsManagedPolicyName(`service-role/${p}`)),
    });
    for (const policy of policies) {
      acknowledge(
        this.role,
        `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/${policy}]`,
        "AWS Backup's own managed policies for its service role, as AWS Backup documents them; only the backup service assumes the role, and the plan selects this one table.",
      );
    }
    this.plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(props.table)], role: this.role });
  }
}
