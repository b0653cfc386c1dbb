import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges one cdk-nag finding on a construct (and everything under it), with a reason.
 * cdk-nag v3 reads these from construct metadata; tests/infra/nag.test.ts checks every reason.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** `<LogicalId.Arn>` as cdk-nag prints an ARN reference inside an IAM5 finding id. */
export function arnRef(resource: IConstruct): string {
  const cfn = resource.node.defaultChild;
  if (!(cfn instanceof CfnElement)) throw new Error(`${resource.node.path} has no CloudFormation resource`);
  return `<${Stack.of(cfn).getLogicalId(cfn)}.Arn>`;
}
