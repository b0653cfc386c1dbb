import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type BucketProps, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface SecureBucketProps extends Pick<BucketProps, 'cors' | 'lifecycleRules' | 'objectOwnership'> {
  /** Server access logs go here, under `s3/<id>/`. Only the logs bucket itself has none. */
  logsBucket: IBucket | undefined;
}

/**
 * Every bucket of the app: private, TLS 1.2+ only, S3-managed encryption, versioned (old versions
 * expire after 30 days) and kept when the stack is deleted.
 */
export function secureBucket(scope: Construct, id: string, props: SecureBucketProps): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    encryption: BucketEncryption.S3_MANAGED,
    versioned: true,
    removalPolicy: RemovalPolicy.RETAIN,
    serverAccessLogsBucket: props.logsBucket,
    serverAccessLogsPrefix: props.logsBucket ? `s3/${id}/` : undefined,
    objectOwnership: props.objectOwnership,
    cors: props.cors,
    lifecycleRules: [
      ...(props.lifecycleRules ?? []),
      {
        id: 'old-versions',
        noncurrentVersionExpiration: Duration.days(30),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
        expiredObjectDeleteMarker: true,
      },
    ],
  });
}
