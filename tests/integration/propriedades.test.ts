import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARENCIA_PADRAO_MIN } from '@emc/functions/lib/verificar/verificar';
import { linhaFinal } from '@emc/functions/lib/verificar/relatorio';
import { repoRoot } from '../../scripts/local/config';
import { alvoDoAmbiente } from '../../scripts/verificar';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual, diasAtras, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { campos, uniquePdf, uploadAnexo } from '../support/participacoes';
import { stackEnv } from '../support/target';
import { aguardarInacabados, semDivergencias, verificarMundo } from '../support/verificar';

/**
 * Issue 27, "Exact aggregates": random interleavings of what moves the counters (creates with
 * certificates, edits, approvals, rejections, sends back and reopenings, deletes, goal changes and
 * cap changes), run through the API with real concurrency, and then `verificar` finds nothing. Its
 * own world, with a stream (`dynamoProprio`), so the outbox sends and the recount jobs run; a world
 * too because `verificar` reads the whole table. Then, on the same world, the drift it must catch.
 */
emMundoProprio('propriedades', { dynamoProprio: true });

/** The rows the decisions use: two capped ones (per hour) and one without a cap (per event), by description. */
const LINHAS = ['Curso presencial com avaliação', 'Curso a distância com certificação', 'Congresso internacional'];

interface Contexto {
  admin: string;
  medicos: { token: string; idMedico: string }[];
  linhas: { id: string; corpo: Record<string, unknown> }[];
  ciclo: number;
  /** Every participation created so far (a target for the later operations, also of the next runs). */
  ids: string[];
}
let ctx: Contexto;

beforeAll(async () => {
  const d = await domain();
  const [{ listMedicos }, { listClassificacoes }] = await Promise.all([import('@emc/functions/lib/db/medicos'), import('@emc/functions/lib/db/tabela')]);
  // Listed, active demo doctors with a login (crm…@): the goal's recount counts the listed ones. Not chefe@ (an administrator too).
  const listados = (await listMedicos(d.db)).filter((m) => m.ativo);
  const todos = [...listados.filter((m) => m.email === DEMO.medico), ...listados.filter((m) => m.email?.startsWith('crm')).slice(0, 2)];
  expect(todos).toHaveLength(3);
  const admin = await tokenFor(DEMO.admin);
  const rows = await listClassificacoes(d.db);
  const linhas = await Promise.all(
    LINHAS.map(async (descricao) => {
      const row = rows.find((r) => r.descricao === descricao && r.ativo);
      expect(row, descricao).toBeDefined();
      const { id, descricao: desc, idCategoria, idForma, valor, pontos, unidade } = row!;
      return { id, corpo: { id, descricao: desc, idCategoria, idForma, valor, pontos, unidade } };
    }),
  );
  ctx = { admin, medicos: await Promise.all(todos.map(async (m) => ({ token: await tokenFor(m.email!), idMedico: m.idMedico }))), linhas, ciclo: cicloAtual(), ids: [] };
}, 60_000);

type Op =
  | { tipo: 'criar'; medico: number; horas: number; dias: number; anexo: boolean }
  | { tipo: 'anexar'; alvo: number }
  | { tipo: 'editar'; alvo: number; horas: number; dias: number }
  | { tipo: 'aprovar'; alvo: number; linha: number }
  | { tipo: 'reprovar'; alvo: number }
  | { tipo: 'devolver'; alvo: number }
  | { tipo: 'apagar'; alvo: number }
  | { tipo: 'meta'; meta: number }
  | { tipo: 'teto'; linha: number; teto: number | null };

const alvo = fc.nat({ max: 1000 });
const horas = fc.integer({ min: 1, max: 16 });
// Within the last 120 days of the current cycle (diasAtras never goes before 1 January): several months.
const dias = fc.integer({ min: 1, max: 120 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ tipo: fc.constant('criar' as const), medico: fc.nat({ max: 2 }), horas, dias, anexo: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('anexar' as const), alvo }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('editar' as const), alvo, horas, dias }) },
  { weight: 5, arbitrary: fc.record({ tipo: fc.constant('aprovar' as const), alvo, linha: fc.nat({ max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('reprovar' as const), alvo }) },
  { weight: 2, arbitrary: fc.record({ tipo: fc.constant('devolver' as const), alvo }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('apagar' as const), alvo }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('meta' as const), meta: fc.constantFrom(5, 10, 20, 35, 50) }) },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constant('teto' as const), linha: fc.nat({ max: 2 }), teto: fc.constantFrom(null, 4, 8, 12, 20) }) },
);

/** The owner's token of a participation created here. */
const donos = new Map<string, string>();
const escolher = (n: number) => (ctx.ids.length ? ctx.ids[n % ctx.ids.length]! : undefined);

/** Runs one operation; answers its HTTP status (0: nothing to act on yet). */
async function executar(o: Op): Promise<number> {
  const admin = ctx.admin;
  if (o.tipo === 'criar') {
    const { token } = ctx.medicos[o.medico]!;
    const res = await api('/api/participacao/create', { method: 'POST', token, json: await campos({ dataInicio: diasAtras(o.dias), dataFim: hoje(), cargaHoraria: o.horas }) });
    if (res.status !== 200) return res.status;
    ctx.ids.push(res.data.id);
    donos.set(res.data.id, token);
    return o.anexo ? (await uploadAnexo(token, res.data.id, { data: uniquePdf(), name: 'certificado.pdf', type: 'application/pdf' })).status : 200;
  }
  if (o.tipo === 'meta') return (await api('/api/ciclo/update', { method: 'PUT', token: admin, json: { ciclo: ctx.ciclo, meta: o.meta } })).status;
  if (o.tipo === 'teto') {
    const { corpo } = ctx.linhas[o.linha]!;
    return (await api('/api/classificacao/update', { method: 'PUT', token: admin, json: { ...corpo, tetoCiclo: o.teto } })).status;
  }
  const id = escolher(o.alvo);
  if (!id) return 0;
  const dono = donos.get(id)!;
  switch (o.tipo) {
    case 'anexar':
      return (await uploadAnexo(dono, id, { data: uniquePdf(), name: 'outro.pdf', type: 'application/pdf' })).status;
    case 'editar': {
      const atual = await api(`/api/participacao/get-by-id/${id}`, { token: dono });
      if (atual.status !== 200) return atual.status;
      return (await api('/api/participacao/update', { method: 'PUT', token: dono, json: { ...(await campos({ dataInicio: diasAtras(o.dias), dataFim: hoje(), cargaHoraria: o.horas })), id, versao: atual.data.versao } })).status;
    }
    case 'aprovar':
      return (await api('/api/participacao/aprovar', { method: 'PUT', token: admin, json: { id, idClassificacao: ctx.linhas[o.linha]!.id } })).status;
    case 'reprovar':
      return (await api('/api/participacao/reprovar-comentar', { method: 'PUT', token: admin, json: { id, status: 3, reprovar: true, motivo: 'Fora do escopo do programa.' } })).status;
    case 'devolver':
      return (await api('/api/participacao/reprovar-comentar', { method: 'PUT', token: admin, json: { id, status: 4, reprovar: false, motivo: 'Anexe o certificado completo.' } })).status;
    case 'apagar': {
      const { status } = await api(`/api/participacao/delete/${id}`, { method: 'DELETE', token: dono });
      if (status === 200) ctx.ids.splice(ctx.ids.indexOf(id), 1);
      return status;
    }
  }
}

/** Runs the operations `concorrencia` at a time, in order of start; answers each one's status, counted by operation in `vistos`. */
async function executarTodas(ops: Op[], concorrencia: number, vistos: Map<string, number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < ops.length; i += concorrencia) {
    const lote = ops.slice(i, i + concorrencia);
    statuses.push(...(await Promise.all(lote.map(executar))));
  }
  ops.forEach((o, i) => vistos.set(`${o.tipo} ${statuses[i]}`, (vistos.get(`${o.tipo} ${statuses[i]}`) ?? 0) + 1));
  return statuses;
}

describe('verificar after random interleavings', () => {
  it('finds no drift, no orphan and nothing unfinished after creates, edits, decisions, deletes, goal and cap changes at once', async () => {
    const vistos = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 25, maxLength: 40 }), fc.integer({ min: 2, max: 6 }), async (ops, concorrencia) => {
        // Every answer is a success or a refusal (4xx: a transition the random order made invalid), never a 5xx.
        const statuses = await executarTodas(ops, concorrencia, vistos);
        expect(statuses.filter((s) => s >= 500), JSON.stringify(ops)).toEqual([]);
        await semDivergencias();
      }),
      // The stack keeps its state between runs, so a failure is reported as found, not shrunk.
      { numRuns: 3, endOnFailure: true },
    );
    // The runs did change things: participations approved, and goals and caps changed.
    console.log(`[propriedades] ${ctx.ids.length} participações; respostas ${JSON.stringify(Object.fromEntries([...vistos].sort()))}`);
    expect(vistos.get('aprovar 200') ?? 0).toBeGreaterThan(3);
    expect((vistos.get('meta 200') ?? 0) + (vistos.get('teto 200') ?? 0)).toBeGreaterThan(0);
  }, 240_000);
});

describe('verificar catches what is wrong', () => {
  it("names the approvals a cap lowered behind the app's back would cut, with the row and its cap", async () => {
    const { corpo, id: idLinha } = ctx.linhas[2]!;
    const semTeto = await api('/api/classificacao/update', { method: 'PUT', token: ctx.admin, json: { ...corpo, tetoCiclo: null } });
    expect(semTeto.status, semTeto.text).toBe(200);
    const { token } = ctx.medicos[1]!;
    const p = await api('/api/participacao/create', { method: 'POST', token, json: await campos() });
    expect(p.status, p.text).toBe(200);
    const aprovada = await api('/api/participacao/aprovar', { method: 'PUT', token: ctx.admin, json: { id: p.data.id, idClassificacao: idLinha } });
    expect(aprovada.status, aprovada.text).toBe(200);
    expect(aprovada.data.credito).toBe(10);
    expect(await aguardarInacabados()).toEqual([]);

    const { db } = alvoDoAmbiente(stackEnv());
    const linha = { pk: `CLASSIFICACAO#${idLinha}`, sk: 'CLASSIFICACAO' };
    await db.client.send(new UpdateCommand({ TableName: db.table, Key: linha, UpdateExpression: 'SET tetoCiclo = :t', ExpressionAttributeValues: { ':t': 1 } }));
    try {
      const r = await verificarMundo(CARENCIA_PADRAO_MIN);
      expect(r.linhas).toContainEqual(expect.stringMatching(new RegExp(`^divergência PART#${p.data.id}/PART credito: guardado 10, recalculado [01] \\(linha ${idLinha}, teto 1\\)$`)));
      expect(r.divergencias).toBe(r.linhas.length - 1);
      expect(r.linhas.every((l) => l.startsWith('divergência PART#') || l === r.linhas.at(-1))).toBe(true);
    } finally {
      await db.client.send(new UpdateCommand({ TableName: db.table, Key: linha, UpdateExpression: 'REMOVE tetoCiclo' }));
    }
    await semDivergencias();
  }, 90_000);

  it('names a counter changed by hand, with the stored and recounted values, and counts it; the default grace hides a new orphan, --carencia 0 shows it', async () => {
    expect(await aguardarInacabados()).toEqual([]);
    const { db, s3, bucket } = alvoDoAmbiente(stackEnv());
    const medico = ctx.medicos[0]!;
    const chave = { pk: `MEDICO#${medico.idMedico}`, sk: `AGG#CICLO#C#${String(ctx.ciclo).padStart(3, '0')}` };
    const mudar = (n: number) => db.client.send(new UpdateCommand({ TableName: db.table, Key: chave, UpdateExpression: 'ADD registros :n', ExpressionAttributeValues: { ':n': n } }));
    const orfao = `anexos/propriedades-${Date.now()}/sem-registro`;
    await mudar(3);
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: orfao, Body: uniquePdf() }));
    try {
      const padrao = await verificarMundo(CARENCIA_PADRAO_MIN);
      const registros = padrao.linhas.find((l) => l.startsWith(`divergência ${chave.pk}/${chave.sk} registros: `));
      expect(registros, padrao.linhas.join('\n')).toMatch(/^divergência \S+ registros: guardado (\d+), recalculado (\d+)$/);
      const [, guardado, recalculado] = /guardado (\d+), recalculado (\d+)/.exec(registros!)!;
      expect(Number(guardado) - Number(recalculado)).toBe(3);
      // A doctor's count moved alone; the cycle's and the queue's counters still agree with the items.
      expect(padrao.linhas).toEqual([registros, linhaFinal(1, 0)]);
      expect(padrao).toMatchObject({ divergencias: 1, orfaos: 0 });

      const sem = await verificarMundo(0);
      expect(sem.linhas.filter((l) => l.startsWith('órfão '))).toEqual([expect.stringMatching(new RegExp(`^órfão ${orfao}: \\d+ bytes, gravado em .+, nenhum item o referencia$`))]);
      expect(sem.linhas.at(-1)).toBe(linhaFinal(1, 1));
    } finally {
      await mudar(-3);
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: orfao }));
    }
    await semDivergencias();
  }, 60_000);
});

/** Runs the `verificar` function's bundle (functions/dist, as Lambda loads it) once in a node of its own with the world's environment. */
async function invocarFuncao(evento: unknown): Promise<unknown> {
  const bundle = pathToFileURL(join(repoRoot, 'functions', 'dist', 'verificar', 'index.mjs')).href;
  const codigo = `const { handler } = await import(${JSON.stringify(bundle)}); console.log('RESULTADO ' + JSON.stringify(await handler(${JSON.stringify(evento)})));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', codigo], { env: { PATH: process.env.PATH ?? '', ...stackEnv() } });
  return JSON.parse(stdout.split('\n').find((l) => l.startsWith('RESULTADO '))!.slice('RESULTADO '.length));
}

describe('the verificar function', () => {
  it('answers what `npm run verificar` prints, as { divergencias, orfaos, linhas }, and refuses a negative grace', async () => {
    expect(await aguardarInacabados()).toEqual([]);
    const { db } = alvoDoAmbiente(stackEnv());
    const chave = { pk: 'FILA', sk: 'TOTAL' };
    const mudar = (n: number) => db.client.send(new UpdateCommand({ TableName: db.table, Key: chave, UpdateExpression: 'ADD s4 :n', ExpressionAttributeValues: { ':n': n } }));
    await mudar(2);
    try {
      const resposta = await invocarFuncao({ carencia: 0 });
      expect(resposta).toEqual(await verificarMundo(0));
      expect(resposta).toMatchObject({ divergencias: 1, orfaos: 0, linhas: [expect.stringMatching(/^divergência FILA\/TOTAL s4: guardado \d+, recalculado \d+$/), linhaFinal(1, 0)] });
    } finally {
      await mudar(-2);
    }
    await expect(invocarFuncao({ carencia: -1 })).rejects.toThrow(/carencia inválida/);
  }, 60_000);
});
