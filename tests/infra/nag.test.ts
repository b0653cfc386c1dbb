import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@emc/infra/create-app';
import { fakeWebDist, NO_BUNDLING } from './synth';

/**
 * cdk-nag v3 runs as a CDK validation plugin: `app.synth()` throws when a finding is not
 * acknowledged. Each variant is synthesized once, then the pack is run again on the same tree
 * (`validateScope`) to list whatever is left, so a failure names the rule and the construct.
 */
const variants: Record<string, Record<string, unknown>> = {
  // What `cdk synth` gives with no settings and no built SPA.
  defaults: { webDist: join(tmpdir(), 'emc-no-web-dist') },
  // Every optional setting on, and a built SPA (BucketDeployment and its CDK-owned handler).
  'all settings': {
    webDist: fakeWebDist(),
    domain: 'emc.hospital.example',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
    webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/emc/11111111-2222-3333-4444-555555555555',
    geoAllow: 'BR,PT',
    alarmEmail: 'ti@hospital.example',
    contactMailbox: 'emc@hospital.example',
    mailFrom: 'emc-nao-responda@hospital.example',
    logRetentionDays: 365,
    auditRetentionYears: 10,
    backupRetentionDays: 90,
    // The app pointed at a restored table (docs/operations.md): grants, alarms and backups follow it.
    restoredTableName: 'emc-prod-restaurada',
    restoredTableStreamArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/emc-prod-restaurada/stream/2026-01-01T00:00:00.000',
  },
};

describe.each(Object.entries(variants))('cdk-nag AwsSolutions (%s)', (_name, context) => {
  let app: App;
  let synthError: unknown;

  beforeAll(() => {
    ({ app } = createApp({ ...NO_BUNDLING, ...context }));
    try {
      app.synth();
    } catch (e) {
      synthError = e;
    }
  });

  it('leaves no finding unacknowledged', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));
    expect(findings).toEqual([]);
  });

  it('synthesizes, with the pack registered on the app', () => {
    expect(synthError).toBeUndefined();
  });

  it('gives every acknowledgement a written reason', () => {
    const acknowledged: { path: string; id: string; reason: string }[] = [];
    for (const node of app.node.findAll()) {
      for (const entry of node.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
          acknowledged.push({ path: node.node.path, id: id.replace(/^annotation::/i, ''), reason });
        }
      }
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const a of acknowledged) {
      expect(a.id, a.path).toMatch(/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
      expect(a.reason.trim().length, `${a.id} at ${a.path}`).toBeGreaterThanOrEqual(20);
    }
  });
});
