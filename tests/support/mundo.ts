import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { MUNDO_HEADER, MUNDOS_PATH, type MundoCriado, type OpcoesMundo } from '../../scripts/local/mundos';
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
  }, opts.hoje ? 240_000 : 60_000);

  afterAll(async () => {
    useStack(undefined);
    saidaAtual = undefined;
    if (mundo) await fetch(`${inject('stackUrl')}${MUNDOS_PATH}/${encodeURIComponent(mundo.id)}`, { method: 'DELETE' });
    for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
    Object.assign(process.env, envBefore);
  });
}

let saidaAtual: string | undefined;

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
