import { AUDITORIA_RETENCAO_ANOS } from '@emc/shared/auditoria';
import { NAMES, clockOffsetFor, type StackOptions } from './config';

/**
 * The environment the function bundles run with on the local stack (endpoints, names, settings),
 * but the user pool's ids and keys, which the stack adds once it has bootstrapped the pool. One
 * place, so `npm start` (stack.ts) and a bundle run beside it (`npm run lembretes`) agree.
 */
export function functionsEnv(
  opts: Pick<StackOptions, 'logLevel' | 'accountCacheSeconds' | 'today'>,
  ports: StackOptions['ports'],
  /** Where the functions send e-mail: the stack's aws-ses-v2-local, or (sesIndisponivel) a port where nothing listens. */
  sesEndpoint: string = `http://127.0.0.1:${ports.ses}`,
): Record<string, string> {
  return {
    AWS_REGION: NAMES.region,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
    AWS_ENDPOINT_URL_SESV2: sesEndpoint,
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME: NAMES.table,
    BUCKET_NAME: NAMES.bucket,
    INSTITUTION_DOMAIN: NAMES.institutionDomain,
    CONTACT_MAILBOX: NAMES.contactMailbox,
    MAIL_FROM: NAMES.mailFrom,
    // The app's address, for the links in the e-mails.
    APP_URL: `http://localhost:${ports.gateway}`,
    FIRST_CYCLE_YEAR: NAMES.firstCicloYear,
    HOSPITAL_NAME: NAMES.hospitalName,
    POWERTOOLS_LOG_LEVEL: opts.logLevel,
    POWERTOOLS_SERVICE_NAME: 'emc-local',
    // How long audit entries are kept (the infra setting auditRetentionYears; docs/lgpd.md).
    AUDIT_RETENTION_YEARS: String(AUDITORIA_RETENCAO_ANOS),
    ...(opts.accountCacheSeconds === undefined ? {} : { ACCOUNT_CACHE_SECONDS: String(opts.accountCacheSeconds) }),
    ...(opts.today === undefined ? {} : { CLOCK_OFFSET_MS: String(clockOffsetFor(opts.today)) }),
  };
}
