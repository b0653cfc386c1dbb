import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type EmcConfig, readConfig } from './config';
import { EmcStack } from './emc-stack';
import { repoRoot } from './paths';

/**
 * Builds the CDK app: one stack, `emc-<envName>`, checked by cdk-nag's AwsSolutions pack.
 * cdk.json's context is loaded here as defaults too, so tests synthesize with the same feature
 * flags as `cdk synth`; the CLI's own context (cdk.json and -c) still wins, and so does `context`.
 */
export function createApp(context: Record<string, unknown> = {}): { app: App; stack: EmcStack; config: EmcConfig } {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const app = new App({ context: { ...cdkJson.context, ...context } });
  const config = readConfig(app.node);

  const stack = new EmcStack(app, `emc-${config.envName}`, {
    config,
    description: `Programa de Educação Médica Continuada (${config.envName})`,
  });
  Tags.of(stack).add('app', 'emc');
  Tags.of(stack).add('env', config.envName);

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, config };
}
