/**
 * AWS list prices (USD, on-demand, no free tier unless said) the cost model uses, in one place.
 * Taken on 2026-11-23 without access to AWS's own pages (this machine cannot browse them): from
 * third-party pages that quote AWS's pricing pages, and from what we know of them. Each price says
 * how sure it is:
 *  - 'confirmed': found quoted, for that region, in a source below;
 *  - 'unconfirmed': our best figure, not found for that region in a source we could read. Check it
 *    on the AWS Pricing Calculator before quoting the model to anyone.
 * Sources:
 *  [lambda]   https://aws.amazon.com/lambda/pricing/ — arm64 $0.0000133334/GB-s, $0.20/M requests, quoted by
 *             https://git.mcrn.ar/mariano/lambda_local_runner/…/lambda-13-cost.md and https://cloudchipr.com/blog/aws-lambda-pricing;
 *             artillery's Lambda price table (https://app.unpkg.com/artillery@2.0.28/files/lib/platform/aws-lambda/prices.js)
 *             lists the regions that differ from the base price, and sa-east-1 is not one of them.
 *  [apigw]    https://aws.amazon.com/api-gateway/pricing/ — HTTP API $1.00/M (first 300M), quoted by
 *             https://www.apigatewaycost.com/aws and https://amnic.com/blogs/aws-api-gateway-pricing (us-east-1).
 *  [dynamodb] https://aws.amazon.com/dynamodb/pricing/on-demand/ — after the November 2024 cut, $0.125/M RRU and
 *             $0.625/M WRU (us-east-1), quoted by https://airbyte.com/data-engineering-resources/dynamodb-pricing;
 *             storage from $0.25/GB-month: https://aws.amazon.com/pt/dynamodb/pricing/.
 *  [logs]     https://aws.amazon.com/cloudwatch/pricing/ — Logs Standard ingestion $0.50/GB, storage $0.03/GB-month
 *             (us-east-1), quoted by https://c3x.dev/blog/cloudwatch-logs-cost-optimization.
 *  [cognito]  https://aws.amazon.com/cognito/pricing/ — feature plans Lite/Essentials/Plus, 10,000 MAU free on Lite
 *             and Essentials (https://c3x.dev/resources/aws/aws_cognito_user_pool/); Essentials is the default
 *             plan of a new pool (https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-sign-in-feature-plans.html).
 *             Per-MAU rates (Essentials $0.015) not found quoted: unconfirmed.
 *  [others]   S3, SES, KMS, CloudFront, AWS Backup, PITR, CloudWatch alarms, dashboards and custom metrics: from
 *             AWS's pricing pages as we know them; not found quoted in a readable source: unconfirmed.
 */
export type Regiao = 'us-east-1' | 'sa-east-1';

export interface Preco {
  usd: number;
  fonte: 'confirmed' | 'unconfirmed';
}

const c = (usd: number): Preco => ({ usd, fonte: 'confirmed' });
const u = (usd: number): Preco => ({ usd, fonte: 'unconfirmed' });

export interface Precos {
  lambdaGbSegundoArm: Preco;
  lambdaMilhaoRequisicoes: Preco;
  httpApiMilhao: Preco;
  dynamoMilhaoRru: Preco;
  dynamoMilhaoWru: Preco;
  dynamoGbMes: Preco;
  pitrGbMes: Preco;
  backupGbMes: Preco;
  s3GbMes: Preco;
  s3MilPut: Preco;
  s3MilGet: Preco;
  logsGbIngerido: Preco;
  logsGbMes: Preco;
  sesMilEmails: Preco;
  /** Cognito Essentials, per MAU above the free 10,000. */
  cognitoMauEssentials: Preco;
  cognitoMauGratis: Preco;
  kmsChaveMes: Preco;
  alarmeMes: Preco;
  painelMes: Preco;
  metricaMes: Preco;
  /** CloudFront: 1 TB and 10M requests a month are free (always-free tier); the SPA stays far below. */
  cloudfrontGb: Preco;
}

export const PRECOS: Record<Regiao, Precos> = {
  'us-east-1': {
    lambdaGbSegundoArm: c(0.0000133334),
    lambdaMilhaoRequisicoes: c(0.2),
    httpApiMilhao: c(1.0),
    dynamoMilhaoRru: c(0.125),
    dynamoMilhaoWru: c(0.625),
    dynamoGbMes: c(0.25),
    pitrGbMes: u(0.2),
    backupGbMes: u(0.1),
    s3GbMes: u(0.023),
    s3MilPut: u(0.005),
    s3MilGet: u(0.0004),
    logsGbIngerido: c(0.5),
    logsGbMes: c(0.03),
    sesMilEmails: u(0.1),
    cognitoMauEssentials: u(0.015),
    cognitoMauGratis: c(10_000),
    kmsChaveMes: u(1),
    alarmeMes: u(0.1),
    painelMes: u(3),
    metricaMes: u(0.3),
    cloudfrontGb: u(0.085),
  },
  'sa-east-1': {
    lambdaGbSegundoArm: c(0.0000133334),
    lambdaMilhaoRequisicoes: c(0.2),
    httpApiMilhao: u(1.3),
    dynamoMilhaoRru: u(0.1875),
    dynamoMilhaoWru: u(0.9375),
    dynamoGbMes: u(0.375),
    pitrGbMes: u(0.3),
    backupGbMes: u(0.15),
    s3GbMes: u(0.0405),
    s3MilPut: u(0.007),
    s3MilGet: u(0.00056),
    logsGbIngerido: u(0.9),
    logsGbMes: u(0.045),
    sesMilEmails: u(0.1),
    cognitoMauEssentials: u(0.015),
    cognitoMauGratis: c(10_000),
    kmsChaveMes: u(1),
    alarmeMes: u(0.1),
    painelMes: u(3),
    metricaMes: u(0.3),
    cloudfrontGb: u(0.11),
  },
};

export const REGIOES = Object.keys(PRECOS) as Regiao[];
