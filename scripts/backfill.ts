import { parseArgs } from 'node:util';

/**
 * The backfills of issue 29 against a deployed stack's table, with the caller's AWS credentials
 * (docs/operations.md, "Deploying issue 29's counters"); the local seed runs the same as steps v11–v13.
 *   npx tsx scripts/backfill.ts --table <TableName output> [--region sa-east-1] vinculos anexos faixas
 * Each is idempotent and safe while the app runs: run them once every function runs the new code.
 */
const BACKFILLS = ['vinculos', 'anexos', 'faixas'] as const;
const { values, positionals } = parseArgs({ options: { table: { type: 'string' }, region: { type: 'string' } }, allowPositionals: true });
const pedidos = positionals.length ? positionals : [...BACKFILLS];
const desconhecidos = pedidos.filter((p) => !(BACKFILLS as readonly string[]).includes(p));
if (!values.table || desconhecidos.length) {
  console.error(`Uso: --table <tabela> [--region <região>] [${BACKFILLS.join(' ')}]${desconhecidos.length ? ` (desconhecido: ${desconhecidos.join(', ')})` : ''}`);
  process.exit(2);
}
if (values.region) process.env.AWS_REGION = values.region;
process.env.TABLE_NAME = values.table;

const { defaultDb: db } = await import('@emc/functions/lib/db/client');
for (const nome of pedidos) {
  const t0 = Date.now();
  const resultado =
    nome === 'vinculos'
      ? await (await import('./local/seed/vinculos')).backfillVinculos(db)
      : nome === 'anexos'
        ? await (await import('./local/seed/anexos-medico')).backfillAnexosMedico(db)
        : await (await import('./local/seed/faixas')).backfillFaixas(db);
  console.log(`${nome}: ${JSON.stringify(resultado)} (${Math.round((Date.now() - t0) / 1000)} s)`);
}
db.client.destroy();
