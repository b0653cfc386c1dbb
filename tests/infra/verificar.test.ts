import { CfnElement, type Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmcFunction } from '@emc/infra/lambda-function';
import { NO_BUNDLING, synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any> };

let template: Template;
let stack: Stack;
let resources: Record<string, Resource>;

beforeAll(() => {
  ({ template, stack } = synth(NO_BUNDLING));
  resources = template.toJSON().Resources as Record<string, Resource>;
});

/** The verificar function's logical id and resource. */
function verificar(): [string, Resource] {
  const node = stack.node.findAll().find((n): n is EmcFunction => n instanceof EmcFunction && n.name === 'verificar');
  expect(node, 'verificar function').toBeDefined();
  const id = stack.getLogicalId(node!.fn.node.defaultChild as CfnElement);
  return [id, resources[id]!];
}

const statementsOf = (roleId: string) =>
  Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as unknown[]).some((x) => JSON.stringify(x) === JSON.stringify({ Ref: roleId })))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[]);

const refOf = (type: string, idStart: string) => Object.entries(resources).find(([id, r]) => r.Type === type && id.startsWith(idStart))![0];

describe('verificar (the counters check the cloud team invokes)', () => {
  it('is a function of its own with the table and bucket names, 15 minutes, and its name as an output', () => {
    const [id, fn] = verificar();
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'BUCKET_NAME']));
    expect(fn.Properties.Timeout).toBe(900);
    expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(1024);
    expect(template.toJSON().Outputs.VerificarFunctionName.Value).toEqual({ Ref: id });
    // Nothing triggers it: no schedule, stream mapping or API route names it.
    const mencoes = Object.entries(resources).filter(([rid, r]) => rid !== id && !['AWS::IAM::Policy', 'AWS::IAM::Role', 'AWS::Logs::LogGroup', 'AWS::CloudWatch::Alarm', 'AWS::CloudWatch::Dashboard'].includes(r.Type) && JSON.stringify(r).includes(`"${id}"`));
    expect(mencoes.map(([rid]) => rid)).toEqual([]);
  });

  it('reads only: the table (with Scan on the table itself), and lists the certificates\' keys; no write, no object read', () => {
    const [, fn] = verificar();
    const statements = statementsOf(fn.Properties.Role['Fn::GetAtt'][0] as string);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan', 's3:ListBucket']));
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 's3:PutObject', 's3:DeleteObject', 's3:GetObject', 'ses:SendEmail']) expect(actions).not.toContain(write);
    const scan = statements.find((s) => [s.Action].flat().includes('dynamodb:Scan'))!;
    expect(scan.Resource).toEqual({ 'Fn::GetAtt': [refOf('AWS::DynamoDB::Table', 'Data'), 'Arn'] });
    const list = statements.find((s) => [s.Action].flat().includes('s3:ListBucket'))!;
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['anexos/*'] } });
  });
});
