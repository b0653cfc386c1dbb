import { DEMO_PASSWORD } from './seed/people';
import { optionsFromEnv } from './config';
import { buildIfNeeded } from './build-if-needed';
import { assertNodeVersion } from './node-version';
import { startLocalStack } from './stack';

const t0 = Date.now();
const log = (s: string) => console.log(`[emc] ${s}`);

// The business metrics' EMF lines are for CloudWatch; on this console they would bury everything else (the tests' stack keeps them).
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

try {
  assertNodeVersion();
  await buildIfNeeded(log);
  const stack = await startLocalStack(optionsFromEnv());
  console.log(`
EMC pronto em ${((Date.now() - t0) / 1000).toFixed(1)} s: ${stack.url}

Logins de demonstração (senha de todos: ${DEMO_PASSWORD})
  admin@hospital.example        Administradores
  chefe@hospital.example        Administradores e Medicos
  medico@hospital.example       Medicos
  secretaria@hospital.example   Secretarias

E-mails enviados (aws-ses-v2-local): http://localhost:${stack.ports.ses}
Ctrl+C encerra; os dados ficam em .data/ (npm run reset apaga).
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('encerrando');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
} catch (error) {
  console.error(`\n[emc] Não foi possível iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
