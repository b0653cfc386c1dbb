import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureTable } from '../../scripts/local/bootstrap';
import { NAMES } from '../../scripts/local/config';
import { startDynamoDb } from '../../scripts/local/emulators';
import { freePort } from '../../scripts/local/ports';

type Catalogo = typeof import('@emc/functions/lib/db/catalogo') &
  typeof import('@emc/functions/lib/db/ciclos') &
  typeof import('@emc/functions/lib/db/atividades') &
  typeof import('@emc/functions/lib/db/copias');

/** Both modules of one container (one load). */
const carregar = async (): Promise<Catalogo> => ({
  ...(await import('@emc/functions/lib/db/catalogo')),
  ...(await import('@emc/functions/lib/db/ciclos')),
  ...(await import('@emc/functions/lib/db/atividades')),
  ...(await import('@emc/functions/lib/db/copias')),
});

/**
 * A warm container's copy of the reference data (db/copias.ts): the catalogues' lists, the activities and the cycles' goals, on a DynamoDB Local
 * of this file's own, so no other file's write changes the version under it. Two containers are two
 * loads of the module: what one writes, the other's next list shows.
 */
describe('the catalogues kept by a warm container', () => {
  let dir: string;
  let stop: () => Promise<void>;
  let raw: DynamoDBClient;
  let a: Catalogo;
  let b: Catalogo;
  const comandos: string[] = [];
  const db = () => ({ client: DynamoDBDocumentClient.from(raw), table: NAMES.table });
  let dbA: ReturnType<typeof db>;
  let dbB: ReturnType<typeof db>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'emc-copia-'));
    const port = await freePort();
    stop = (await startDynamoDb(dir, port)).stop;
    raw = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await ensureTable(raw, () => undefined);
    dbA = db();
    dbB = db();
    dbA.client.middlewareStack.add(
      (next, context) => (args) => {
        comandos.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize', name: 'contarComandos' },
    );
    a = await carregar();
    vi.resetModules();
    b = await carregar();
  }, 60_000);

  afterAll(async () => {
    raw?.destroy();
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    comandos.length = 0;
  });

  const nomes = async () => (await a.listCatalogo(dbA, a.AREA_DEF)).map((r) => `${String(r.nome)}${r.ativo ? '' : ' (inativa)'}`);

  it('answers from its copy while the version is unchanged: one GetItem of the version, no Query', async () => {
    expect(b.listCatalogo).not.toBe(a.listCatalogo);
    await a.putCatalogo(dbA, a.AREA_DEF, { idArea: 'area-1', nome: 'Cardiologia', ativo: true });
    expect(await nomes()).toEqual(['Cardiologia']);
    expect(comandos).toContain('QueryCommand');

    comandos.length = 0;
    expect(await nomes()).toEqual(['Cardiologia']);
    expect(comandos).toEqual(['GetItemCommand']);
  });

  it("sees another container's create, rename and deactivation at its next list", async () => {
    expect(await nomes()).toEqual(['Cardiologia']);

    await b.putCatalogo(dbB, b.AREA_DEF, { idArea: 'area-2', nome: 'Neurologia', ativo: true });
    expect(await nomes()).toEqual(['Cardiologia', 'Neurologia']);

    await b.transactComVersao(dbB, b.edicaoTx(dbB, b.AREA_DEF, 'area-1', { campos: { nome: 'Pediatria' }, nomeAntes: 'Cardiologia' }));
    expect(await nomes()).toEqual(['Neurologia', 'Pediatria']);

    await b.setAtivo(dbB, b.AREA_DEF, 'area-2', false);
    expect(await nomes()).toEqual(['Neurologia (inativa)', 'Pediatria']);
    expect(comandos.filter((c) => c === 'QueryCommand')).toHaveLength(3);
  });

  it('hands out copies: changing an answer does not change the next one', async () => {
    const [primeira] = await a.listCatalogo(dbA, a.AREA_DEF);
    primeira!.nome = 'Alterada';
    expect(await nomes()).toEqual(['Neurologia (inativa)', 'Pediatria']);
  });

  it('reads the first rows asked for (max) from the index, without the copy', async () => {
    expect((await a.listCatalogo(dbA, a.AREA_DEF, 1)).map((r) => r.nome)).toEqual(['Neurologia']);
    expect(comandos).toEqual(['QueryCommand']);
  });

  it("keeps the cycles' goals until another container changes one", async () => {
    expect(await a.getCicloMetas(dbA, [2, 1], 50)).toEqual(new Map([[2, 50], [1, 50]]));
    comandos.length = 0;
    expect(await a.getCicloMetas(dbA, [2, 1], 50)).toEqual(new Map([[2, 50], [1, 50]]));
    expect(comandos).toEqual(['GetItemCommand']);

    await b.transactComVersao(dbB, [b.metaTx(dbB, 2, 40, undefined)]);
    expect(await a.getCicloMetas(dbA, [2, 1], 50)).toEqual(new Map([[2, 40], [1, 50]]));
  });

  it("searches the activities in its copy, and sees another container's new one and its deactivation", async () => {
    const dia = new Date().toISOString().slice(0, 10);
    const atividade = (id: string, nome: string) => ({ id, nome, instituicao: 'Hospital', local: 'Auditório', dataInicio: dia, dataFim: dia, cargaHoraria: 2, idCategoria: 'c', idForma: 'f', ativo: true });
    await b.putAtividade(dbB, atividade('at-1', 'Curso de Suporte Avançado de Vida'));
    expect((await a.searchAtividades(dbA, 'avancado')).map((x) => x.id)).toEqual(['at-1']);
    comandos.length = 0;
    expect((await a.searchAtividades(dbA, 'SUPORTE')).map((x) => x.id)).toEqual(['at-1']);
    expect(comandos).toEqual(['GetItemCommand']);

    await b.putAtividade(dbB, atividade('at-2', 'Curso de Ventilação Mecânica'));
    await b.setAtividadeAtivo(dbB, 'at-1', false);
    expect((await a.searchAtividades(dbA, 'curso')).map((x) => x.id)).toEqual(['at-2']);
    expect((await a.listAtividades(dbA, 'curso')).map((x) => `${x.id} ${x.ativo}`)).toEqual(['at-1 false', 'at-2 true']);
  });

  it('writes at the same moment from many containers all land, each changing the version', async () => {
    const antes = await nomes();
    const novas = Array.from({ length: 8 }, (_, i) => `Área simultânea ${i}`);
    await Promise.all(novas.map((nome, i) => (i % 2 ? a : b).putCatalogo(i % 2 ? dbA : dbB, a.AREA_DEF, { idArea: `sim-${i}`, nome, ativo: true })));
    expect((await nomes()).sort()).toEqual([...antes, ...novas].sort());
  });
});
