import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@emc/functions/lib/db/client';
import { CARENCIA_PADRAO_MIN, verificar } from '@emc/functions/lib/verificar/verificar';
import { optionsFromEnv } from './local/config';
import { functionsEnv } from './local/function-env';

/**
 * `npm run verificar [-- --carencia N]` (decisions.md, "Integrity rules"): with `npm start` running,
 * recomputes every counter of the local table from its items and lists each drift and each
 * certificate object no item references, then `verificar: N divergências, M órfãos`; exits 0 only
 * when both are 0. Same settings as `npm start` (ports, EMC_DATA_DIR), and the same code as the
 * `verificar` function (functions/src/lib/verificar/).
 */

/** The table and bucket of a local stack's functions' environment (functionsEnv, or a test world's), with clients of their own. */
export function alvoDoAmbiente(env: Record<string, string | undefined>): { db: Db; s3: S3Client; bucket: string } {
  const base = {
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID ?? 'S3RVER', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? 'S3RVER' },
    maxAttempts: 2,
  };
  return {
    db: { client: DynamoDBDocumentClient.from(new DynamoDBClient({ ...base, endpoint: env.AWS_ENDPOINT_URL_DYNAMODB })), table: env.TABLE_NAME! },
    s3: new S3Client({ ...base, endpoint: env.AWS_ENDPOINT_URL_S3, forcePathStyle: true }),
    bucket: env.BUCKET_NAME!,
  };
}

/** `--carencia N` or `--carencia=N` (minutes, default 60; 0 counts every unreferenced object); nothing else is accepted. */
export function lerArgumentos(args: readonly string[]): { carenciaMin: number } {
  let bruto: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--carencia') bruto = args[++i] ?? '';
    else if (a.startsWith('--carencia=')) bruto = a.slice('--carencia='.length);
    else throw new Error(`Argumento desconhecido: ${a}. Uso: npm run verificar -- --carencia MINUTOS`);
  }
  if (bruto === undefined) return { carenciaMin: CARENCIA_PADRAO_MIN };
  const n = Number(bruto);
  if (bruto.trim() === '' || !Number.isFinite(n) || n < 0) throw new Error(`Carência inválida: "${bruto}". Informe os minutos, um número maior ou igual a 0 (por exemplo --carencia 0).`);
  return { carenciaMin: n };
}

const semConexao = (e: unknown) => /ECONNREFUSED|ECONNRESET|socket hang up/.test(`${(e as Error)?.message} ${String((e as { code?: string })?.code)} ${String((e as Error)?.cause)}`);

async function main() {
  const { carenciaMin } = lerArgumentos(process.argv.slice(2));
  const opts = optionsFromEnv();
  const env = functionsEnv(opts, opts.ports);
  let resultado;
  try {
    resultado = await verificar({ ...alvoDoAmbiente(env), carenciaMin });
  } catch (error) {
    if (semConexao(error)) throw new Error(`O ambiente local não está em execução (DynamoDB Local em ${env.AWS_ENDPOINT_URL_DYNAMODB}, s3rver em ${env.AWS_ENDPOINT_URL_S3}). Rode "npm start" em outro terminal e tente de novo.`, { cause: error });
    throw error;
  }
  for (const linha of resultado.linhas) console.log(linha);
  process.exitCode = resultado.divergencias || resultado.orfaos ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`[emc] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  });
}
