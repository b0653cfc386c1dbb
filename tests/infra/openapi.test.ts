import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH } from '@emc/infra/web';
import { OPENAPI_PATH } from '@emc/shared/openapi';
import { fakeWebDist, NO_BUNDLING, synth } from './synth';

type Behavior = Record<string, any>;
let config: { DefaultCacheBehavior: Behavior; CacheBehaviors: Behavior[]; Origins: { Id: string; S3OriginConfig?: unknown }[] };

beforeAll(() => {
  const { template } = synth({ ...NO_BUNDLING, webDist: fakeWebDist() });
  const distributions = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  expect(distributions).toHaveLength(1);
  config = distributions[0]!.Properties.DistributionConfig;
});

describe('the OpenAPI document in AWS', () => {
  it('is the path the gateway and the web build use', () => {
    expect(OPENAPI_DOCUMENT_PATH).toBe(OPENAPI_PATH);
  });

  it('is served from the site bucket (where the web build puts it), ahead of the /api/* behaviour', () => {
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    const doc = patterns.indexOf(OPENAPI_DOCUMENT_PATH);
    expect(doc).toBeGreaterThanOrEqual(0);
    // CloudFront takes the first behaviour whose pattern matches.
    expect(doc).toBeLessThan(patterns.indexOf('/api/*'));

    const behavior = config.CacheBehaviors[doc]!;
    expect(behavior.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    expect(config.Origins.find((o) => o.Id === behavior.TargetOriginId)?.S3OriginConfig).toBeDefined();
    expect(behavior.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behavior.CachePolicyId).toBe(config.DefaultCacheBehavior.CachePolicyId);
    expect(behavior.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
    // No SPA rewrite and no forwarded Authorization: a public, static file.
    expect(behavior.FunctionAssociations).toBeUndefined();
    expect(behavior.OriginRequestPolicyId).toBeUndefined();
  });
});
