import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResultadoLembretes } from '@emc/shared/comunicacao';
import { buildFunctions } from '@emc/functions/build';
import { dataValida } from '@emc/functions/lib/lembretes/selecao';
import { optionsFromEnv, repoRoot } from './local/config';
import { functionsEnv } from './local/function-env';

/**
 * `npm run lembretes [-- --data AAAA-MM-DD]`: what the scheduled reminders function would send on
 * that day (default: today), run against the local stack that `npm start` keeps running. It runs the
 * same bundle CDK deploys (functions/dist/lembretes/index.mjs, built if missing) in a node of its own,
 * with the environment the local stack gives its functions (local/function-env.ts), so the records
 * land in DynamoDB Local, each reminder's mail in the outbox, and the stack's outbox sender (fed by
 * the table's stream) mails them to the local SES mailbox. A second run of the same due date sends
 * nothing new.
 */

const BUNDLE = join(repoRoot, 'functions', 'dist', 'lembretes', 'index.mjs');

/** Runs in the child: loads the bundle as Lambda would, invokes it once, and hands the answer back over IPC. */
const INVOCACAO = `
const [bundle, evento] = process.argv.slice(1);
const responder = (m, code) => process.send(m, () => process.exit(code));
try {
  const { handler } = await import(bundle);
  responder({ resultado: await handler(JSON.parse(evento)) }, 0);
} catch (e) {
  responder({ erro: e instanceof Error ? e.message : String(e) }, 1);
}`;

/** The bundle, built (this function alone) when it is missing. */
export async function bundleDosLembretes(): Promise<string> {
  if (!existsSync(BUNDLE)) await buildFunctions(['lembretes']);
  return BUNDLE;
}

/**
 * The machine's clock as this process sees it: under libfaketime (a run of the suite on another
 * date), its variables, so the bundle's "today" and the stack's clock offset agree.
 */
const relogioDaMaquina = (): Record<string, string> =>
  Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && (e[0] === 'LD_PRELOAD' || e[0].startsWith('FAKETIME'))));

/**
 * Invokes the reminders bundle once with `env` (a stack's functions' environment: `LocalStack.env`,
 * or functionsEnv for `npm start`'s ports) and the event `{ data }`, in a node process of its own so
 * that nothing of this process's environment reaches it but the clock. Answers the function's ResultadoLembretes.
 * `saida: 'herdar'` shows the function's log lines; otherwise they are kept for an error's message.
 */
export async function executarLembretes(env: Record<string, string>, data?: string, opts: { saida?: 'herdar' | 'ignorar' } = {}): Promise<ResultadoLembretes> {
  const bundle = await bundleDosLembretes();
  const child = spawn(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', INVOCACAO, pathToFileURL(bundle).href, JSON.stringify(data === undefined ? {} : { data })], {
    env: { PATH: process.env.PATH ?? '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...relogioDaMaquina(), ...env },
    stdio: ['ignore', opts.saida === 'herdar' ? 'inherit' : 'pipe', opts.saida === 'herdar' ? 'inherit' : 'pipe', 'ipc'],
  });
  let log = '';
  const guardar = (b: Buffer) => void (log = (log + b.toString()).slice(-4000));
  child.stdout?.on('data', guardar);
  child.stderr?.on('data', guardar);
  return new Promise((ok, falha) => {
    let resposta: { resultado?: ResultadoLembretes; erro?: string } | undefined;
    child.on('message', (m) => void (resposta = m as typeof resposta));
    child.on('error', falha);
    child.on('exit', (code) => {
      if (resposta?.resultado) ok(resposta.resultado);
      else falha(new Error(`a função de lembretes falhou (código ${code}): ${resposta?.erro ?? ''}\n${log}`.trim()));
    });
  });
}

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The run's result, in Portuguese, as the script prints it. */
export function resumo(r: ResultadoLembretes, pedida?: string): string {
  if (r.data === null) {
    const dia = pedida ? `${dataBr(pedida)} não é` : 'Hoje não é';
    return `Nenhum lembrete enviado: ${dia} um dos dias 1 a 7 de outubro, novembro ou dezembro.`;
  }
  return [
    `Lembretes de prazo de ${dataBr(r.data)} (${r.ciclo}º ciclo):`,
    `  enviados agora (na fila de e-mails; o envio tenta de novo se o SES falhar): ${r.enviados}`,
    `  já enviados antes: ${r.jaEnviados}`,
    `  falhas (médico sem e-mail ou erro ao gravar; tentadas de novo na próxima execução até o dia 7): ${r.falhas}`,
    `  ignorados (meta atingida, inativos ou que desligaram os lembretes): ${r.ignorados}`,
  ].join('\n');
}

/** `--data AAAA-MM-DD` or `--data=AAAA-MM-DD`; nothing else is accepted. */
export function lerArgumentos(args: readonly string[]): { data?: string } {
  let data: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--data') data = args[++i] ?? '';
    else if (a.startsWith('--data=')) data = a.slice('--data='.length);
    else throw new Error(`Argumento desconhecido: ${a}. Uso: npm run lembretes -- --data AAAA-MM-DD`);
  }
  if (data !== undefined && !dataValida(data)) throw new Error(`Data inválida: "${data}". Use o formato AAAA-MM-DD, por exemplo 2026-10-01.`);
  return { data };
}

async function main() {
  const { data } = lerArgumentos(process.argv.slice(2));
  const opts = optionsFromEnv();
  const env = functionsEnv(opts, opts.ports);
  try {
    await fetch(`${env.APP_URL}/api/health`);
  } catch {
    throw new Error(`O ambiente local não está em execução em ${env.APP_URL}. Rode "npm start" em outro terminal e tente de novo.`);
  }
  const resultado = await executarLembretes(env, data, { saida: 'herdar' });
  console.log(resumo(resultado, data));
  if (resultado.data !== null) console.log(`\nE-mails enviados (aws-ses-v2-local): http://localhost:${opts.ports.ses}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`[emc] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
