import type { IAspect } from 'aws-cdk-lib';
import { CfnLogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

/**
 * Keeps every log group of the stack `logRetentionDays`, including those CDK creates for its own
 * handlers (the SPA deployment's), which would otherwise keep theirs two years.
 */
export class LogRetention implements IAspect {
  constructor(private readonly days: RetentionDays) {}

  visit(node: IConstruct): void {
    if (node instanceof CfnLogGroup) node.retentionInDays = this.days;
  }
}
