import { routeGroups } from '@emc/shared/routes';

/**
 * One place for how a function is bundled. CDK's NodejsFunction and the local build (build.ts)
 * both read these options, so the local gateway runs the same bundles CDK deploys.
 */

/** Lambda functions that are not API routes. */
export const extraFunctions = ['pre-token'] as const;

export const functionNames: string[] = [...routeGroups, ...extraFunctions];

export const entryFor = (name: string) => `functions/src/${name}/handler.ts`;

export const bundling = {
  minify: true,
  sourceMap: true,
  target: 'node22',
  format: 'esm' as const,
  mainFields: ['module', 'main'],
  // The Node 22 runtime ships AWS SDK v3; leaving it out keeps bundles small and cold starts short.
  externalModules: ['@aws-sdk/*'],
  // Some CommonJS dependencies call require(); ESM bundles need it defined.
  banner: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
};
