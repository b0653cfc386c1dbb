import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICAS_NAMESPACE, METRICAS_SERVICO } from '@emc/shared/metricas';
import { aliasFor, bundling, entryFor, externalModulesFor, nodeOptionsFor, type FunctionName } from '../../functions/bundling';
import { repoRoot } from './paths';

/** Memory and timeout per function, when the defaults (512 MB, 10 s) do not fit; e.g. a report group. */
const SIZES: Partial<Record<FunctionName, { memorySize: number; timeout: Duration }>> = {
  'pre-token': { memorySize: 512, timeout: Duration.seconds(5) }, // Cognito waits 5 s for a trigger
  // Two feeds: the API (the attendance import, 5,000 rows with exceljs, writes for up to 22 s; a report
  // is written in the request only up to about 5 s of work, 20,000 detailed rows: API Gateway answers 503 at 30 s) and the stream's
  // report jobs, each written in one run (100k rows in under a minute), within Lambda's 15 minutes.
  relatorios: { memorySize: 1024, timeout: Duration.minutes(15) },
  // The deadline reminders: up to 10,000 doctors in one run, bounded by SES's sending rate (infra/lib/lembretes.ts).
  lembretes: { memorySize: 512, timeout: Duration.minutes(15) },
  // The outbox's sender: a batch of 10 e-mails, each tried for about 8 s while SES fails (infra/lib/consumidor-do-fluxo.ts).
  saida: { memorySize: 256, timeout: Duration.minutes(2) },
  // The jobs' runner: a recount runs until a minute before this, then hands the rest on (infra/lib/consumidor-do-fluxo.ts).
  tarefas: { memorySize: 512, timeout: Duration.minutes(15) },
  // The counters' check reads the whole table once (a Scan in parallel segments) and keeps every participation's numbers.
  verificar: { memorySize: 1769, timeout: Duration.minutes(15) },
};

/** A function's memory and timeout (bench/custo.ts prices each route group with its memory). */
export const sizeOf = (name: FunctionName) => SIZES[name] ?? { memorySize: 512, timeout: Duration.seconds(10) };

/** The deploy settings every function shares (infra/lib/config.ts). */
export interface FunctionSettings {
  /** `logRetentionDays`: how long the function's log group keeps its logs. */
  logRetention: RetentionDays;
  /** `auditRetentionYears`: read by the functions that write audit entries, as AUDIT_RETENTION_YEARS. */
  auditRetentionYears: number;
}

export interface EmcFunctionProps {
  /** A name from functions/bundling.ts `functionNames`: an API group or an extra function. */
  name: FunctionName;
  environment: Record<string, string>;
  settings: FunctionSettings;
}

/**
 * The Lambda runtime of every function. Node 24 is the newest LTS that Lambda offers (end of life
 * April 2028); bundles are built for node20 (functions/bundling.ts) so the local stack's Node runs
 * them too.
 */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/**
 * One Lambda function of the app, with the defaults baked in: Node 24 on arm64, bundled by esbuild
 * with the options in functions/bundling.ts, structured logs in its own log group, and its own role
 * that can only write to that log group (grants are added per capability, see permissions.ts).
 * Every function emits its business metrics (shared/src/metricas.ts) under one service name, so
 * the dashboard reads each metric once, whatever function emitted it.
 */
export class EmcFunction extends Construct {
  readonly name: FunctionName;
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: EmcFunctionProps) {
    super(scope, id);
    this.name = props.name;
    const entry = join(repoRoot, entryFor(props.name));
    if (!existsSync(entry)) throw new Error(`Lambda entry missing for "${props.name}": ${entryFor(props.name)}`);

    this.logGroup = new LogGroup(this, 'Logs', { retention: props.settings.logRetention });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `emc ${props.name} function`,
    });
    this.logGroup.grantWrite(this.role);

    const size = sizeOf(props.name);
    this.fn = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: size.memorySize,
      timeout: size.timeout,
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        POWERTOOLS_SERVICE_NAME: METRICAS_SERVICO,
        POWERTOOLS_METRICS_NAMESPACE: METRICAS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        AUDIT_RETENTION_YEARS: String(props.settings.auditRetentionYears),
        NODE_OPTIONS: nodeOptionsFor(props.name),
        ...props.environment,
      },
      bundling: {
        minify: bundling.minify,
        sourceMap: bundling.sourceMap,
        target: bundling.target,
        format: bundling.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
        mainFields: bundling.mainFields,
        externalModules: externalModulesFor(props.name),
        esbuildArgs: { '--alias': Object.entries(aliasFor(props.name)).map(([m, path]) => `${m}=${path}`) },
        banner: bundling.banner,
      },
    });
  }
}
