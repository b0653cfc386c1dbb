import { routeGroups, type RouteGroup } from '@emc/shared/routes';

/**
 * One place for how a function is bundled. CDK's NodejsFunction and the local build (build.ts)
 * both read these options, so the local gateway runs the same bundles CDK deploys.
 */

/** Lambda functions that are not API routes. */
export const extraFunctions = ['pre-token', 'lembretes', 'saida', 'tarefas', 'verificar'] as const;

/** Every deployed function: one per API group, plus the extra ones. */
export type FunctionName = RouteGroup | (typeof extraFunctions)[number];

export const functionNames: FunctionName[] = [...routeGroups, ...extraFunctions];

export const entryFor = (name: FunctionName) => `functions/src/${name}/handler.ts`;

export const bundling = {
  minify: true,
  sourceMap: true,
  // Deployed on nodejs24.x (infra/lib/lambda-function.ts), but built for Node 20: the local stack
  // runs these same bundles on the machine's Node (package.json engines: >=20.19).
  target: 'node20',
  format: 'esm' as const,
  mainFields: ['module', 'main'],
  // The SDK's hot path is bundled (one file loads faster than hundreds). Credential providers that
  // Lambda never reaches (it uses the environment's credentials) are loaded lazily by the SDK, so
  // they stay out of the bundle; the nodejs24.x runtime ships the AWS SDK v3, as nodejs22.x did.
  externalModules: [
    '@aws-sdk/nested-clients',
    '@aws-sdk/credential-provider-ini',
    '@aws-sdk/credential-provider-sso',
    '@aws-sdk/credential-provider-login',
    '@aws-sdk/credential-provider-process',
    '@aws-sdk/credential-provider-web-identity',
    '@aws-sdk/credential-provider-http',
    '@aws-sdk/token-providers',
    '@smithy/credential-provider-imds',
    // Event streams (no client here uses one): the SDK imports their codec only when a stream is
    // read or written, but esbuild would inline that import (about 15 KB in every bundle).
    '@smithy/core/event-streams',
    // S3 is needed only by the attachment (and report) routes and is loaded when first used
    // (lib/s3.ts); the runtime ships it, so it stays out of every bundle.
    '@aws-sdk/client-s3',
    '@aws-sdk/s3-request-presigner',
    // SES only sends the decisions' e-mails (lib/notificacoes.ts), loaded on first send; the runtime ships it.
    '@aws-sdk/client-sesv2',
  ],
  // Some CommonJS dependencies call require(); ESM bundles need it defined.
  banner: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
};

/**
 * Modules one function leaves out besides `externalModules`, loaded from the runtime on first use.
 * Cognito's admin SDK in cadastro (lib/contas.ts): bundled, it took that function to 332 KB; login
 * keeps it bundled, since its cold start is on every user's path.
 */
const externalByFunction: Partial<Record<FunctionName, readonly string[]>> = {
  cadastro: ['@aws-sdk/client-cognito-identity-provider'],
};

export const externalModulesFor = (name: FunctionName): string[] => [...bundling.externalModules, ...(externalByFunction[name] ?? [])];

/**
 * Modules one function replaces with a small module of its own (esbuild's `alias`; paths from the
 * repository root, where CDK runs esbuild). conteudo: functions/src/lib/html.ts parses with
 * htmlparser2 without decoding character references, so the decoder's tables are left out.
 * relatorios: the statement's PDF embeds no image, so pdf-lib's PNG decoder is left out (25 KB).
 */
const aliasByFunction: Partial<Record<FunctionName, Readonly<Record<string, string>>>> = {
  conteudo: { 'entities/decode': './functions/src/lib/html-entities.ts' },
  relatorios: { '@pdf-lib/upng': './functions/src/lib/pdf-sem-png.ts' },
};

export const aliasFor = (name: FunctionName): Record<string, string> => ({ ...aliasByFunction[name] });

/**
 * Each function's NODE_OPTIONS (CDK sets them in its environment; bench/relatorios.ts runs its
 * processes with them). Every function maps its stack traces to the sources.
 *
 * relatorios also sizes V8's heap. Lambda's Node bootstrap gives a function semi-spaces of about a
 * twentieth of its memory (51 MB at 1,024 MB) and an old space of its memory less a tenth (922 MB),
 * unless NODE_OPTIONS names either size, and then it sets neither. A report turns 100k items into
 * XML, garbage that a large young generation only holds longer: the bench's detailed report peaked
 * at 252 MB with the bootstrap's sizes and 130 MB with 4 MB semi-spaces. The old space stays the
 * bootstrap's own (infra/lib/lambda-function.ts gives relatorios 1,024 MB; tests/infra checks that
 * the two agree), for the attendance import's workbook.
 */
const nodeOptionsByFunction: Partial<Record<FunctionName, readonly string[]>> = {
  relatorios: ['--max-semi-space-size=4', '--max-old-space-size=922'],
};

export const nodeOptionsFor = (name: FunctionName): string => ['--enable-source-maps', ...(nodeOptionsByFunction[name] ?? [])].join(' ');
