import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { AUDITORIA_RETENCAO_ANOS } from '@emc/shared/auditoria';

/**
 * Deployment settings, read from CDK context (cdk.json, or `-c key=value` on the command line).
 * Every key is optional; the defaults suit a first deploy of the demo institution.
 */
export interface EmcConfig {
  /** `envName`: names the stack (`emc-<envName>`) and the user pool. Default 'prod'. */
  envName: string;
  /**
   * `webOrigin`: the origin the SPA is served from (e.g. https://emc.hospital.example), used for the
   * files bucket's CORS. Default: `https://<domain>` when `domain` is set, else any *.cloudfront.net
   * origin (a warning asks to set it to the distribution URL once it is known).
   */
  webOrigin: string | undefined;
  /** `domain`: a custom host name for CloudFront (e.g. emc.hospital.example). Needs `certificateArn`. */
  domain: string | undefined;
  /** `certificateArn`: an ACM certificate in us-east-1 covering `domain`. */
  certificateArn: string | undefined;
  /** `institutionDomain`: doctors log in as crm{number}@{institutionDomain}. Default 'hospital.example'. */
  institutionDomain: string;
  /** `contactMailbox`: where "Contato" messages go. Default contato-emc@{institutionDomain}. */
  contactMailbox: string;
  /** `mailFrom`: the SES-verified sender for app and Cognito mail. Default nao-responda@{institutionDomain}. */
  mailFrom: string;
  /** `hospitalName`: the institution's name on the credit statement (PDF). Default 'Hospital Exemplo'. */
  hospitalName: string;
  /** `firstCycleYear` (the context key keeps its English name): the year of cycle 1; cycle n covers firstCycleYear - 1 + n. Default 2008. */
  firstCicloYear: number;
  /** `tokenValidityHours`: ID and access token validity. Default 8. */
  tokenValidityHours: number;
  /**
   * `alarmEmail`: when set, the alarms' SNS topic mails this address (the alarms and the topic exist
   * either way; docs/operations.md lists them).
   */
  alarmEmail: string | undefined;
  /**
   * `logRetentionDays`: how long CloudWatch keeps the API access logs and every function's logs. One
   * of the values CloudWatch accepts (1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731,
   * ...). Default 180: Marco Civil da Internet, Art. 15, asks for 6 months of access logs.
   */
  logRetentionDays: RetentionDays;
  /** `auditRetentionYears`: how long audit entries are kept (functions read AUDIT_RETENTION_YEARS). 1 to 20, default 5. */
  auditRetentionYears: number;
  /** `backupRetentionDays`: how long the daily AWS Backup recovery points of the table are kept. 1 to 3650, default 35. */
  backupRetentionDays: number;
  /**
   * `restoredTableName`: the name of an existing table (a point-in-time or backup restore of the
   * stack's table) that the functions, alarms and backups use instead of the stack's own table,
   * which stays in the stack untouched. docs/operations.md, "Restore the table".
   */
  restoredTableName: string | undefined;
  /** `restoredTableStreamArn`: the restored table's stream (NEW_IMAGE), which the outbox's sender reads; required with restoredTableName. */
  restoredTableStreamArn: string | undefined;
  /** `webAclArn`: an existing WAFv2 web ACL (CLOUDFRONT scope, us-east-1) to attach to the distribution. */
  webAclArn: string | undefined;
  /** `geoAllow`: ISO country codes allowed by CloudFront, e.g. "BR" or "BR,PT". Default: no restriction. */
  geoAllow: string[];
  /** `webDist`: the built SPA, relative to the repo root. Default 'web/dist'. Deployed only if it has index.html. */
  webDist: string;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The retention periods CloudWatch Logs accepts, in days (never-expire is not offered: the law asks for a bound). */
const LOG_RETENTIONS = Object.values(RetentionDays).filter((d): d is RetentionDays => typeof d === 'number' && d !== RetentionDays.INFINITE);

function logRetention(days: number): RetentionDays {
  const found = LOG_RETENTIONS.find((d) => d === days);
  if (found === undefined) throw new Error(`context logRetentionDays="${days}" must be one of ${LOG_RETENTIONS.join(', ')}`);
  return found;
}

export function readConfig(node: Node): EmcConfig {
  const str = (key: string): string | undefined => {
    const v: unknown = node.tryGetContext(key);
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' && typeof v !== 'number') throw new Error(`context ${key} must be a string`);
    return String(v).trim();
  };
  const check = (key: string, value: string | undefined, re: RegExp, what: string) => {
    if (value !== undefined && !re.test(value)) throw new Error(`context ${key}="${value}" is not ${what}`);
    return value;
  };
  const int = (key: string, fallback: number, min: number, max: number): number => {
    const raw = str(key);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`context ${key}="${raw}" must be an integer from ${min} to ${max}`);
    return n;
  };

  const envName = check('envName', str('envName'), /^[a-z][a-z0-9-]{0,19}$/, 'lowercase letters, digits and dashes') ?? 'prod';
  const institutionDomain = check('institutionDomain', str('institutionDomain'), HOST, 'a domain name') ?? 'hospital.example';
  const domain = check('domain', str('domain'), HOST, 'a host name');
  const certificateArn = check('certificateArn', str('certificateArn'), /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/, 'an ACM certificate ARN in us-east-1');
  if (domain && !certificateArn) throw new Error('context domain needs certificateArn (an ACM certificate in us-east-1)');
  if (certificateArn && !domain) throw new Error('context certificateArn needs domain');
  const webOrigin = check('webOrigin', str('webOrigin')?.replace(/\/+$/, ''), /^https:\/\/[a-z0-9.-]+(:\d+)?$/i, 'an https origin like https://emc.hospital.example') ?? (domain ? `https://${domain}` : undefined);
  const restoredTableName = check('restoredTableName', str('restoredTableName'), /^[a-zA-Z0-9_.-]{3,255}$/, 'a DynamoDB table name');
  const restoredTableStreamArn = check('restoredTableStreamArn', str('restoredTableStreamArn'), /^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[a-zA-Z0-9_.-]+\/stream\/.+$/, "a DynamoDB table's stream ARN");
  if (restoredTableName && !restoredTableStreamArn) throw new Error('context restoredTableName needs restoredTableStreamArn (the restored table\'s stream: docs/operations.md, "Restore the table")');
  if (restoredTableStreamArn && !restoredTableName) throw new Error('context restoredTableStreamArn needs restoredTableName');
  const geoAllow = (str('geoAllow') ?? '').split(',').map((c) => c.trim().toUpperCase()).filter(Boolean);
  for (const c of geoAllow) if (!/^[A-Z]{2}$/.test(c)) throw new Error(`context geoAllow: "${c}" is not an ISO 3166-1 alpha-2 code`);

  return {
    envName,
    webOrigin,
    domain,
    certificateArn,
    institutionDomain,
    contactMailbox: check('contactMailbox', str('contactMailbox'), EMAIL, 'an email address') ?? `contato-emc@${institutionDomain}`,
    mailFrom: check('mailFrom', str('mailFrom'), EMAIL, 'an email address') ?? `nao-responda@${institutionDomain}`,
    hospitalName: check('hospitalName', str('hospitalName'), /^[\p{L}\p{N} .,'()&/-]{2,120}$/u, 'a name of 2 to 120 letters, digits and punctuation') ?? 'Hospital Exemplo',
    firstCicloYear: int('firstCycleYear', 2008, 1990, 2100),
    tokenValidityHours: int('tokenValidityHours', 8, 1, 24),
    alarmEmail: check('alarmEmail', str('alarmEmail'), EMAIL, 'an email address'),
    webAclArn: check('webAclArn', str('webAclArn'), /^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/.+$/, 'a CLOUDFRONT-scope WAFv2 web ACL ARN'),
    geoAllow,
    webDist: str('webDist') ?? 'web/dist',
    logRetentionDays: logRetention(int('logRetentionDays', RetentionDays.SIX_MONTHS, 1, RetentionDays.TEN_YEARS)),
    auditRetentionYears: int('auditRetentionYears', AUDITORIA_RETENCAO_ANOS, 1, 20),
    backupRetentionDays: int('backupRetentionDays', 35, 1, 3650),
    restoredTableName,
    restoredTableStreamArn,
  };
}
