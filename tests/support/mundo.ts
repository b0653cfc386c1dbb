import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import type { EstadoFalhas, RegraFalha } from '../../scripts/local/falhas-dynamo';
import { MUNDO_HEADER, MUNDOS_PATH, type EmuladorDoMundo, type EstadoEmulador, type MundoCriado, type OpcoesMundo } from '../../scripts/local/mundos';
import { useStack } from './target';

/**
 * For a test file that can't share the stack's data: it asserts over the whole table, moves the
 * business date (`hoje`), or makes every e-mail the functions send fail (`sesIndisponivel`). Before
 * its tests it gets a world of its own in the shared stack (scripts/local/mundos.ts: a table, bucket
 * and user pool with a copy of the demo data, and the functions with the world's environment), and
 * points the test helpers at it: api() and browser pages send the world's header, domain() and the
 * clock helpers read its environment. The world is removed afterwards.
 */
export function emMundoProprio(nome: string, opts: Omit<OpcoesMundo, 'nome'> = {}): void {
  let mundo: MundoCriado | undefined;
  const envBefore = { ...process.env };

  beforeAll(async () => {
    const started = performance.now();
    const res = await fetch(`${inject('stackUrl')}${MUNDOS_PATH}`, { method: 'POST', body: JSON.stringify({ nome, ...opts }) });
    if (res.status !== 200) throw new Error(`world ${nome}: ${res.status} ${await res.text()}`);
    mundo = (await res.json()) as MundoCriado;
    console.log(`[${nome}] world ${mundo.id}${opts.hoje ? ` on ${opts.hoje}` : ''} ready in ${Math.round(performance.now() - started)} ms`);
    useStack({ url: inject('stackUrl'), env: mundo.env, headers: { [MUNDO_HEADER]: mundo.id } });
    saidaAtual = mundo.saida;
    mundoAtual = mundo.id;
  }, opts.hoje ? 240_000 : opts.dynamoProprio ? 120_000 : 60_000);

  afterAll(async () => {
    useStack(undefined);
    saidaAtual = undefined;
    mundoAtual = undefined;
    if (mundo) await fetch(`${inject('stackUrl')}${MUNDOS_PATH}/${encodeURIComponent(mundo.id)}`, { method: 'DELETE' });
    for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
    Object.assign(process.env, envBefore);
  });
}

let saidaAtual: string | undefined;
let mundoAtual: string | undefined;

/**
 * Runs `fn`, answering its value and what this file's world's functions printed meanwhile (their
 * JSON logs and EMF metric lines), which no other file's requests reach.
 */
export async function comSaidaDoMundo<T>(fn: () => Promise<T>): Promise<{ value: T; saida: string }> {
  if (!saidaAtual) throw new Error('comSaidaDoMundo: this file has no world of its own (emMundoProprio)');
  const antes = statSync(saidaAtual).size;
  const value = await fn();
  return { value, saida: readFileSync(saidaAtual).subarray(antes).toString('utf8') };
}

/** A mark in this file's world's output: `ler()` answers what the world's functions printed since (a sender's lines come after the request). */
export function marcaNaSaidaDoMundo(): { ler(): string } {
  const arquivo = saidaAtual;
  if (!arquivo) throw new Error('marcaNaSaidaDoMundo: this file has no world of its own (emMundoProprio)');
  const antes = statSync(arquivo).size;
  return { ler: () => readFileSync(arquivo).subarray(antes).toString('utf8') };
}

/** Starts or stops this file's world's SES (a fault injected on purpose): while it is off, every e-mail fails to connect. */
export async function sesDoMundo(ligado: boolean): Promise<void> {
  if (!mundoAtual) throw new Error('sesDoMundo: this file has no world of its own (emMundoProprio)');
  const res = await fetch(`${inject('stackUrl')}${MUNDOS_PATH}/${encodeURIComponent(mundoAtual)}/ses`, { method: 'POST', body: JSON.stringify({ ligado }) });
  if (res.status !== 204) throw new Error(`world ses: ${res.status} ${await res.text()}`);
}

async function controleDoMundo(caminho: string, init: RequestInit): Promise<Response> {
  if (!mundoAtual) throw new Error('this file has no world of its own (emMundoProprio)');
  return fetch(`${inject('stackUrl')}${MUNDOS_PATH}/${encodeURIComponent(mundoAtual)}/${caminho}`, init);
}

/**
 * Stops (`parado`: its process ends), pauses (`pausado`: SIGSTOP, connections hang) or starts/resumes
 * (`ligado`) one of this file's world's own emulators: its SES, its s3rver (`s3Proprio`), its DynamoDB
 * Local (`dynamoProprio`, pause only: it keeps the table in memory).
 */
export async function emuladorDoMundo(nome: EmuladorDoMundo, estado: EstadoEmulador): Promise<void> {
  const res = await controleDoMundo(`emuladores/${nome}`, { method: 'POST', body: JSON.stringify({ estado }) });
  if (res.status !== 204) throw new Error(`world emulator ${nome}: ${res.status} ${await res.text()}`);
}

/**
 * Tells the fault proxy in front of this file's world's DynamoDB (`falhasDynamo`) what to do from
 * now on: throttle a share of requests, or kill the world's functions with a given request in
 * flight (scripts/local/falhas-dynamo.ts). `falhaNoMundo([])` lets everything through again.
 */
export async function falhaNoMundo(regras: RegraFalha[]): Promise<void> {
  const res = await controleDoMundo('falhas-dynamo', { method: 'POST', body: JSON.stringify({ regras }) });
  if (res.status !== 204) throw new Error(`world faults: ${res.status} ${await res.text()}`);
}

/** What the fault proxy saw and did since the rules were last set. */
export async function falhasDoMundo(): Promise<EstadoFalhas> {
  const res = await controleDoMundo('falhas-dynamo', { method: 'GET' });
  if (res.status !== 200) throw new Error(`world faults: ${res.status} ${await res.text()}`);
  return (await res.json()) as EstadoFalhas;
}
