import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, type ITable, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { type Bucket, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { RELATORIOS_PREFIX, RELATORIOS_RETEM_DIAS } from '@emc/shared/relatorios';
import { TABLE_INDEXES, TABLE_KEYS, TABLE_STREAM_VIEW, TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import { secureBucket } from './secure-bucket';

export interface DataProps {
  /** Origins allowed to read presigned links from the files bucket. */
  corsOrigins: string[];
  /** `restoredTableName`: an existing table (a restore of `ownTable`) for the app to use instead. */
  restoredTableName: string | undefined;
  /** `restoredTableStreamArn`: that table's stream (NEW_IMAGE), which the outbox's sender reads. */
  restoredTableStreamArn: string | undefined;
}

/** The single DynamoDB table, the attachments-and-reports bucket, and the access-logs bucket. */
export class Data extends Construct {
  /**
   * The table the app uses: `ownTable`, or the restored table named by `restoredTableName`
   * (docs/operations.md, "Restore the table"). Functions, grants, alarms and backups follow it.
   */
  readonly table: ITable;
  /** The stack's own table. It stays in the stack, retained, when the app is pointed at a restore. */
  readonly ownTable: Table;
  readonly filesBucket: Bucket;
  readonly logsBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);

    const str = (name: string) => ({ name, type: AttributeType.STRING });
    this.ownTable = new Table(this, 'Table', {
      partitionKey: str(TABLE_KEYS.partitionKey),
      sortKey: str(TABLE_KEYS.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      // The outbox's sender reads new items from the stream (saida.ts).
      stream: StreamViewType[TABLE_STREAM_VIEW],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_INDEXES) {
      this.ownTable.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: str(index.partitionKey),
        sortKey: str(index.sortKey),
        projectionType: ProjectionType[index.projection],
        ...(index.include ? { nonKeyAttributes: [...index.include] } : {}),
      });
    }
    // A restore keeps the GSIs (restore-table-to-point-in-time and start-restore-job copy them), and
    // the grants name them by the table's ARN (permissions.ts), so the imported table needs only its name.
    this.table = props.restoredTableName
      ? Table.fromTableAttributes(this, 'RestoredTable', { tableName: props.restoredTableName, tableStreamArn: props.restoredTableStreamArn })
      : this.ownTable;

    // S3 server access logs and CloudFront standard logs. CloudFront writes them with an ACL, hence
    // BUCKET_OWNER_PREFERRED rather than the default BUCKET_OWNER_ENFORCED.
    this.logsBucket = secureBucket(this, 'LogsBucket', {
      logsBucket: undefined,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(365) }],
    });

    // Attachments (anexos/{idParticipacao}/{uuid}) and xlsx reports (relatorios/{uuid}/{file}),
    // read by the browser only through presigned https links.
    this.filesBucket = secureBucket(this, 'FilesBucket', {
      logsBucket: this.logsBucket,
      cors: [
        {
          allowedOrigins: props.corsOrigins,
          allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Content-Disposition', 'Content-Length', 'Content-Type'],
          maxAge: 3000,
        },
      ],
      // A report whose function stops mid-upload leaves multipart parts that are billed until aborted.
      lifecycleRules: [{ id: 'expire-reports', prefix: RELATORIOS_PREFIX, expiration: Duration.days(RELATORIOS_RETEM_DIAS), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }
}
