import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/local/config';
import { startGateway } from '../../scripts/local/gateway';
import { MUNDO_HEADER, MUNDOS_PATH, type MundoCriado } from '../../scripts/local/mundos';
import { freePort } from '../../scripts/local/ports';
import { DEMO, DEMO_PASSWORD, api } from '../support/api';
import { isSafePortuguese } from '../support/messages';
import { AREAS } from '../../scripts/local/seed/people';

/**
 * The tests' worlds (scripts/local/mundos.ts): a file that can't share the stack's data gets a table,
 * bucket and user pool of its own in the shared emulators, chosen per request by a header. The
 * switch lives only in the local gateway: the bundles deployed to AWS never read it, and a stack
 * started without worlds (npm start) ignores it.
 */
const url = inject('stackUrl');
const criados: string[] = [];

async function criarMundo(nome: string): Promise<MundoCriado> {
  const res = await fetch(`${url}${MUNDOS_PATH}`, { method: 'POST', body: JSON.stringify({ nome }) });
  expect(res.status).toBe(200);
  const mundo = (await res.json()) as MundoCriado;
  criados.push(mundo.id);
  return mundo;
}
const removerMundo = (id: string) => fetch(`${url}${MUNDOS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });

afterAll(async () => {
  for (const id of criados) await removerMundo(id);
});

const entrar = async (email: string, headers: Record<string, string> = {}) => {
  const res = await api('/api/login/logon', { method: 'POST', json: { email, password: DEMO_PASSWORD }, headers });
  expect(res.status, res.text).toBe(200);
  return res.data as string;
};
const areas = async (token: string, headers: Record<string, string> = {}) => {
  const res = await api('/api/areas/get-list-name', { token, headers });
  expect(res.status, res.text).toBe(200);
  return (res.data as { nome: string }[]).map((a) => a.nome);
};

describe('a world of its own in the shared stack', () => {
  it('starts from the demo data, keeps its writes from the shared stack and the shared writes from it, and ends when removed', async () => {
    const mundo = await criarMundo('mundos-isolamento');
    const h = { [MUNDO_HEADER]: mundo.id };
    expect(mundo.env.TABLE_NAME).not.toBe(inject('stackEnv').TABLE_NAME);
    expect(mundo.env.USER_POOL_ID).not.toBe(inject('stackEnv').USER_POOL_ID);

    const [adminMundo, adminShared] = [await entrar(DEMO.admin, h), await entrar(DEMO.admin)];
    // The seed's areas, whatever the other files have since added to the shared stack.
    expect((await areas(adminMundo, h)).toSorted()).toEqual([...AREAS].toSorted());

    const soNoMundo = `Teste Área do Mundo ${randomUUID().slice(0, 8)}`;
    const soNoShared = `Teste Área Compartilhada ${randomUUID().slice(0, 8)}`;
    const idem = () => ({ 'idempotency-key': randomUUID() });
    expect((await api('/api/areas/create', { method: 'POST', token: adminMundo, json: { nome: soNoMundo }, headers: { ...h, ...idem() } })).status).toBe(200);
    expect((await api('/api/areas/create', { method: 'POST', token: adminShared, json: { nome: soNoShared }, headers: idem() })).status).toBe(200);
    const [noMundo, noShared] = [await areas(adminMundo, h), await areas(adminShared)];
    expect(noMundo).toContain(soNoMundo);
    expect(noMundo).not.toContain(soNoShared);
    expect(noShared).toContain(soNoShared);
    expect(noShared).not.toContain(soNoMundo);

    // Each pool signs for its own issuer: a token of one is refused by the other.
    expect((await api('/api/areas/get-list-name', { token: adminMundo })).status).toBe(401);
    expect((await api('/api/areas/get-list-name', { token: adminShared, headers: h })).status).toBe(401);

    expect((await removerMundo(mundo.id)).status).toBe(204);
    const depois = await api('/api/areas/get-list-name', { token: adminMundo, headers: h });
    expect(depois.status).toBe(400);
    expect(isSafePortuguese(depois.data.title), depois.data.title).toBe(true);
  });

  it('answers 400 in Portuguese for a world that does not exist, and never reaches a function', async () => {
    const res = await api('/api/areas/get-list-name', { headers: { [MUNDO_HEADER]: 'nao-existe' } });
    expect(res.status).toBe(400);
    expect(res.data.title).toBe('Mundo de teste desconhecido: nao-existe.');
  });
});

describe('the switch exists only in the local stack that asks for it', () => {
  it('is in no function bundle, the ones deployed to AWS', () => {
    const dist = join(repoRoot, 'functions', 'dist');
    const bundles = readdirSync(dist, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(dist, d.name, 'index.mjs'));
    expect(bundles.length).toBeGreaterThan(10);
    for (const file of bundles) {
      const code = readFileSync(file, 'utf8');
      expect(code.includes(MUNDO_HEADER), file).toBe(false);
      expect(code.includes(MUNDOS_PATH), file).toBe(false);
    }
  });

  describe('a gateway without worlds (npm start)', () => {
    let server: Server;
    const eventos: { headers: Record<string, string> }[] = [];
    afterAll(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

    it('sends a request that names a world to its own function, and has no control route', async () => {
      const port = await freePort();
      // The one function stands for the areas group: what is checked is the gateway's routing, not a handler.
      const areasHandler = async (event: unknown) => {
        eventos.push(event as { headers: Record<string, string> });
        return { statusCode: 200, body: '[]' };
      };
      server = await startGateway({ port, webDist: join(repoRoot, 'web', 'dist'), handlers: new Map([['areas', areasHandler]]) });
      const res = await fetch(`http://127.0.0.1:${port}/api/areas/get-list-name`, { headers: { [MUNDO_HEADER]: 'qualquer' } });
      expect(res.status).toBe(200);
      expect(eventos).toHaveLength(1);
      const controle = await fetch(`http://127.0.0.1:${port}${MUNDOS_PATH}`, { method: 'POST', body: JSON.stringify({ nome: 'x' }) });
      expect(controle.status).toBe(405);
    });
  });
});
