import { parseArgs } from 'node:util';

/**
 * Creates the first administrator of a deployed stack (Cognito invitation with a temporary password,
 * plus the account record). Uses the caller's AWS credentials.
 *   npx tsx scripts/create-admin.ts --email ana@hospital.org.br --nome "Ana Lima" \
 *     --user-pool-id <UserPoolId output> --table <TableName output> --region sa-east-1
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    nome: { type: 'string' },
    'user-pool-id': { type: 'string' },
    table: { type: 'string' },
    region: { type: 'string' },
  },
});
const { email, nome, table, region } = values;
const userPoolId = values['user-pool-id'];
if (!email || !nome || !userPoolId || !table) {
  console.error('Uso: --email <email> --nome <nome> --user-pool-id <id> --table <tabela> [--region <região>]');
  process.exit(2);
}
if (region) process.env.AWS_REGION = region;
Object.assign(process.env, { TABLE_NAME: table, USER_POOL_ID: userPoolId, USER_POOL_CLIENT_ID: 'unused' });

const { defaultDb } = await import('@emc/functions/lib/db/client');
const { cognito } = await import('@emc/functions/lib/cognito');
const { criarConta } = await import('@emc/functions/lib/contas');
const u = await criarConta({ db: defaultDb, cognito, userPoolId }, { email, nome, roles: ['Administradores'], convite: 'cognito' });
console.log(`Administrador criado: ${u.email} (idUsuario ${u.idUsuario}). O Cognito enviou a senha temporária por email.`);
