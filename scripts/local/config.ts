import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Lambda runs Node 22; on an older local Node the SDK would print a version notice at every client.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Names of the local resources; the same roles CDK gives the real ones. */
export const NAMES = {
  table: 'emc',
  bucket: 'emc-arquivos',
  userPool: 'emc',
  userPoolClient: 'emc-web',
  preTokenFunction: 'emc-pre-token',
  region: 'us-east-1',
  institutionDomain: 'hospital.example',
  contactMailbox: 'emc@hospital.example',
  mailFrom: 'nao-responda@hospital.example',
  firstCicloYear: '2008',
  hospitalName: 'Hospital Exemplo',
} as const;

export interface StackOptions {
  /** Where the emulators keep their data; survives restarts. */
  dataDir: string;
  /** 0 picks a free port. */
  ports: { gateway: number; dynamodb: number; s3: number; cognito: number; ses: number };
  /** Built SPA to serve; the gateway answers a short page when it is missing. */
  webDist: string;
  /** Built function bundles (functions/dist). */
  functionsDist: string;
  logLevel: string;
  /** Print progress lines. */
  verbose: boolean;
  /** How long a warm function trusts an account's state (ACCOUNT_CACHE_SECONDS); unset: the functions' 60 s. */
  accountCacheSeconds?: number;
  /**
   * Today (YYYY-MM-DD, São Paulo) as the functions see it: the stack shifts their business clock
   * (CLOCK_OFFSET_MS) so this date is today at start and time runs on from there. Unset: real today.
   */
  today?: string;
  /**
   * Tests of a mail failure: the functions send through an SES endpoint where nothing listens
   * (the SDK's real error), while the mailbox emulator still runs.
   */
  sesIndisponivel?: boolean;
  /**
   * DynamoDB Local keeps its tables in memory instead of a file in dataDir (-inMemory): the tests'
   * data dies with their stack anyway, and a write then costs no disk sync.
   */
  dynamoDbInMemory?: boolean;
  /** The tests' stack: test files may ask for worlds of their own (mundos.ts). */
  mundos?: boolean;
}

const port = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return n;
};

/** `npm start`'s options: every port and the data folder can be changed through env. */
export function optionsFromEnv(): StackOptions {
  return {
    dataDir: resolve(process.env.EMC_DATA_DIR ?? join(repoRoot, '.data')),
    ports: {
      gateway: port('PORT', 3000),
      dynamodb: port('DYNAMODB_PORT', 8000),
      s3: port('S3_PORT', 4569),
      cognito: port('COGNITO_PORT', 9229),
      ses: port('SES_PORT', 8005),
    },
    webDist: join(repoRoot, 'web', 'dist'),
    functionsDist: join(repoRoot, 'functions', 'dist'),
    logLevel: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    verbose: true,
  };
}

/** Whole days from real today (São Paulo) to `today`, in ms: the time of day is kept. */
export function clockOffsetFor(today: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) throw new Error(`today must be YYYY-MM-DD, got "${today}"`);
  const real = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return Date.parse(today) - Date.parse(real);
}
