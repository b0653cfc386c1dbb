import { randomBytes } from 'node:crypto';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ParticipacaoAdmin } from '@emc/shared/analise';
import { normalizeSearch } from '@emc/shared/normalize';
import type { Paginated } from '@emc/shared/participacao';
import type { MedicoCorpoClinico } from '@emc/shared/pessoas';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual, diasAtras } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { admin, tabela } from '../support/participacoes';
import type { MedicoRegistro } from '@emc/functions/lib/db/medicos';
import type { ParticipacaoItem } from '@emc/functions/lib/db/participacoes';

/**
 * The text filters of the review queue and of the corpo clínico (lib/db/busca.ts): their lists and
 * totals equal a full read of the table with the same rule (a word starting with the term, accent- and
 * case-insensitive, a CRM with or without dots), across status changes and for data made before the
 * search entries (the backfill); and the read units of a filtered call do not grow with the table.
 * A world of its own: the full reads scan its whole table.
 */
emMundoProprio('busca-filtros');

const hex = () => randomBytes(4).toString('hex');
/** Words only this file writes; every one starts with "q", so the unrelated items below share their partitions. */
const TAG = `qb${hex()}`;
const OUTRA = `qz${hex()}`;

type Db = Awaited<ReturnType<typeof domain>>['db'];
let d: Awaited<ReturnType<typeof domain>>;
let adm: Awaited<ReturnType<typeof admin>>;
let mods: Awaited<ReturnType<typeof modulos>>;
const crms: Record<string, string> = {};
const medicos: Record<string, string> = {};
const parts: Record<string, string> = {};
let C: string;
let K: string;

const modulos = async () => {
  const [busca, participacoes, medicosDb, fila, corpo, service, backfill, ids] = await Promise.all([
    import('@emc/functions/lib/db/busca'),
    import('@emc/functions/lib/db/participacoes'),
    import('@emc/functions/lib/db/medicos'),
    import('@emc/functions/analise/fila'),
    import('@emc/functions/medico/corpo-clinico'),
    import('@emc/functions/lib/participacoes/service'),
    import('@emc/functions/cadastro/backfill-busca'),
    import('@emc/functions/lib/ids'),
  ]);
  return { busca, participacoes, medicosDb, fila, corpo, service, backfill, ids };
};

const medicoCompleto = (idMedico: string, nome: string, crm: string): MedicoRegistro => ({
  idMedico, nome, crm, ativo: true, cpf: '529.982.247-25', sexo: 'Feminino', dataNascimento: '1980-02-03', estadoCivil: 'Casado(a)', especialidade: 'Cardiologia',
  especialidadesSecundarias: [], categoriaProfissional: 'Associado', tipo: 'Funcionário', telefone: '-', celular: '-', email: `${nome.split(' ')[0]!.toLowerCase()}.${idMedico}@Hospital.example`, idArea: 'sem-area',
}) as MedicoRegistro;
const comPontos = (crm: string) => `${crm.slice(0, 3)}.${crm.slice(3, 6)}.${crm.slice(6)}`;
const input = (query: Record<string, unknown>) => ({ params: {}, query, body: {}, headers: {}, files: [] }) as never;

async function scan(db: Db, type: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new ScanCommand({ TableName: db.table, ConsistentRead: true, FilterExpression: '#t = :t', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':t': type }, ExclusiveStartKey }));
    out.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

interface Filtro {
  texto: string;
  ciclo?: number;
  categoria?: string;
}

/** The queue's answer for a status and filter as a full read would give it: every participation of the table, matched one by one. */
async function filaPorLeituraCompleta(status: number, f: Filtro, lidas?: ParticipacaoItem[]): Promise<string[]> {
  const { busca, participacoes } = mods;
  const texto = busca.textoDaBusca(f.texto);
  const todas = lidas ?? ((await scan(d.db, 'PARTICIPACAO')) as unknown as ParticipacaoItem[]);
  const ordem = (p: ParticipacaoItem) => `${participacoes.entrouNoStatusEm(p)}#${p.id}`;
  const achadas = todas
    .filter((p) => p.status === status && (f.ciclo === undefined || p.ciclo === f.ciclo) && (f.categoria === undefined || p.idCategoria === f.categoria))
    .filter((p) => busca.casaComBusca(participacoes.buscaDe(p), texto))
    .sort((a, b) => (ordem(a) < ordem(b) ? -1 : 1));
  return (status === 2 || status === 3 ? achadas.reverse() : achadas).map((p) => p.id);
}

/** Every page of the queue's answer, walked: the ids in order and the total of page 1. */
async function filaPelaApi(status: number, f: Filtro, db: Db = d.db): Promise<{ ids: string[]; total: number }> {
  const query = { status, texto: f.texto, ...(f.ciclo === undefined ? {} : { ciclo: f.ciclo }), ...(f.categoria === undefined ? {} : { categoria: f.categoria }) };
  const primeira = (await mods.fila.participacoesAdministrador(input({ ...query, page: 1 }), adm.principal, db)) as Paginated<ParticipacaoAdmin>;
  const ids = primeira.responseList.map((r) => r.id);
  for (let page = 2; page <= primeira.totalPages; page++) ids.push(...((await mods.fila.participacoesAdministrador(input({ ...query, page }), adm.principal, db)) as Paginated<ParticipacaoAdmin>).responseList.map((r) => r.id));
  return { ids, total: primeira.totalItems };
}

async function corpoPorLeituraCompleta(filtro: string): Promise<string[]> {
  const { busca, medicosDb } = mods;
  const texto = busca.textoDaBusca(filtro);
  const listados = (await scan(d.db, 'MEDICO')).filter((m) => m.gsi2pk === medicosDb.MEDICOS) as unknown as MedicoRegistro[];
  const ordem = (m: { idMedico: string; nome: string }) => `${normalizeSearch(m.nome)}#${m.idMedico}`;
  return listados
    .filter((m) => busca.casaComBusca(medicosDb.buscaDoMedico(m), texto))
    .sort((a, b) => (ordem(a) < ordem(b) ? -1 : 1))
    .map((m) => m.idMedico);
}

async function corpoPelaApi(filter: string, db: Db = d.db): Promise<{ ids: string[]; total: number }> {
  const primeira = (await mods.corpo.corpoClinico(input({ page: 1, filter }), adm.principal, db)) as Paginated<MedicoCorpoClinico>;
  const ids = primeira.responseList.map((r) => r.id);
  for (let page = 2; page <= primeira.totalPages; page++) ids.push(...((await mods.corpo.corpoClinico(input({ page, filter }), adm.principal, db)) as Paginated<MedicoCorpoClinico>).responseList.map((r) => r.id));
  return { ids, total: primeira.totalItems };
}

/** A db whose every call returns its consumed capacity, summed in `units`. */
function contandoLeituras(table: string) {
  const raw = new DynamoDBClient({});
  const contador = { units: 0 };
  raw.middlewareStack.add(
    (next) => async (args) => {
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const out = await next(args);
      const cc = (out.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
      for (const c of Array.isArray(cc) ? cc : cc ? [cc] : []) contador.units += c.CapacityUnits ?? 0;
      return out;
    },
    { step: 'initialize', name: 'contarLeituras' },
  );
  return { db: { client: DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } }), table }, contador };
}

beforeAll(async () => {
  d = await domain();
  mods = await modulos();
  adm = await admin();
  const t = await tabela();
  C = t.categoria('Congressos e eventos científicos');
  K = t.categoria('Cursos e capacitações');
  const ouvinte = t.forma('Ouvinte');
  const novo = async (chave: string, nome: string) => {
    const idMedico = mods.ids.newId();
    crms[chave] = String(700000000 + Math.floor(Math.random() * 99999999));
    medicos[chave] = idMedico;
    await mods.medicosDb.putMedico(d.db, medicoCompleto(idMedico, nome, crms[chave]!));
  };
  await novo('conceicao', `Conceição Ávila ${TAG}`);
  await novo('joana', `Joana Silvana ${TAG}`);
  await novo('jose', `José da Silva ${TAG}`);
  const registrar = async (chave: string, medico: string, titulo: string, extra: Record<string, unknown> = {}) => {
    const m = medicos[medico]!;
    const p = await mods.service.criarParticipacao(
      d.db,
      { idUsuario: mods.ids.newId(), name: medico, email: '', roles: ['Medicos'], idMedico: m, crm: crms[medico]! },
      { titulo, idCategoria: C, idForma: ouvinte, instituicao: 'Sociedade Brasileira de Testes', dataInicio: diasAtras(3), dataFim: diasAtras(2), cargaHoraria: 4, ...extra },
    );
    parts[chave] = p.id;
  };
  await registrar('c1', 'conceicao', `Congresso de Cardiologia ${TAG}`);
  await registrar('c2', 'conceicao', `Simpósio de Ética Médica ${OUTRA}`, { idCategoria: K });
  await registrar('c3', 'conceicao', 'Jornada de Pediatria');
  await registrar('j1', 'joana', `Curso de Emergências ${TAG}`);
  await registrar('j2', 'joana', 'Congresso de Cardiologia');
  await registrar('s1', 'jose', `Reunião clínica ${OUTRA}`, { idCategoria: K });
  await registrar('s2', 'jose', 'Webinar de Infectologia');
  await adm.aprovar(parts.c3!);
  await adm.reprovar(parts.j2!);
  await adm.comentar(parts.s2!);
}, 120_000);

/** Terms as people type them: the tag, upper case, accents or none, a CRM with dots, a title's words, a multi-word name, a word's middle (no match). */
const termos = () => [
  TAG,
  TAG.toUpperCase(),
  'conceicao avila',
  'CONCEIÇÃO',
  'silva',
  comPontos(crms.conceicao!),
  crms.joana!.slice(0, 5),
  'simpósio de ética',
  'etica med',
  `cardiologia ${TAG}`,
  OUTRA,
  TAG.slice(1),
];

describe('the review queue text filter', () => {
  it('lists and counts what a full read of the table gives: accents, case, CRM with dots, a title, every page', async () => {
    // Nothing writes during this test: one full read serves every term.
    const todas = (await scan(d.db, 'PARTICIPACAO')) as unknown as ParticipacaoItem[];
    for (const texto of termos()) {
      for (const [status, f] of [
        [1, { texto }],
        [2, { texto }],
        [4, { texto }],
        [1, { texto, categoria: K }],
        [1, { texto, ciclo: cicloAtual(), categoria: C }],
      ] as const) {
        const [esperado, lido] = await Promise.all([filaPorLeituraCompleta(status, f, todas), filaPelaApi(status, f)]);
        expect(lido, `status ${status} ${JSON.stringify(f)}`).toEqual({ ids: esperado, total: esperado.length });
      }
      const quantidade = (await mods.fila.participacoesQuantidade(input({ texto }), adm.principal, d.db)).map((q) => q.quantidade);
      expect(quantidade, texto).toEqual(await Promise.all([1, 2, 3, 4].map(async (s) => (await filaPorLeituraCompleta(s, { texto }, todas)).length)));
    }
    // The sample's own matches, so the comparisons above are not all empty.
    expect((await filaPelaApi(1, { texto: comPontos(crms.conceicao!) })).ids.sort()).toEqual([parts.c1, parts.c2].sort());
    expect((await filaPelaApi(1, { texto: 'SIMPOSIO de etica' })).ids).toContain(parts.c2);
    expect((await filaPelaApi(1, { texto: TAG.slice(1) })).ids).toEqual([]);
  });

  it('answers the same through the route', async () => {
    const token = await tokenFor(DEMO.admin);
    const res = await api(`/api/participacao/participacoes-administrador?status=1&page=1&texto=${encodeURIComponent(TAG.toUpperCase())}`, { token });
    expect(res.status, res.text).toBe(200);
    // The tag is in the three doctors' names and in two titles: every pending one, oldest first.
    expect((res.data as Paginated<ParticipacaoAdmin>).responseList.map((r) => r.id)).toEqual([parts.c1, parts.c2, parts.j1, parts.s1]);
    expect((res.data as Paginated<ParticipacaoAdmin>).totalItems).toBe(4);
  });

  it('follows a participation that moves status: it leaves the old status and joins the new one', async () => {
    await adm.aprovar(parts.j1!);
    expect((await filaPelaApi(1, { texto: TAG })).ids).toEqual([parts.c1, parts.c2, parts.s1]);
    expect((await filaPelaApi(2, { texto: TAG })).ids).toContain(parts.j1);
    for (const s of [1, 2, 3, 4]) expect((await filaPelaApi(s, { texto: TAG })).ids).toEqual(await filaPorLeituraCompleta(s, { texto: TAG }));
    await adm.reprovar(parts.c1!);
    expect(await filaPelaApi(1, { texto: TAG })).toEqual({ ids: [parts.c2, parts.s1], total: 2 });
    expect((await filaPelaApi(3, { texto: TAG })).ids).toEqual(await filaPorLeituraCompleta(3, { texto: TAG }));
    // Deleted: gone from every status.
    await mods.service.excluirParticipacao(d.db, { idUsuario: 'x', name: 'conceicao', email: '', roles: ['Medicos'], idMedico: medicos.conceicao!, crm: crms.conceicao! }, parts.c2!);
    for (const s of [1, 2, 3, 4]) expect((await filaPelaApi(s, { texto: OUTRA })).ids).not.toContain(parts.c2);
    expect(await filaPelaApi(1, { texto: TAG })).toEqual({ ids: [parts.s1], total: 1 });
  });
});

describe('the corpo clínico filter', () => {
  it('lists what a full read gives: name with or without accents, CRM with dots, e-mail, in name order', async () => {
    const joana = (await mods.medicosDb.getMedico(d.db, medicos.joana!))!;
    for (const filtro of [...termos(), joana.email.toUpperCase(), 'jose da silva', 'ávila']) {
      const esperado = await corpoPorLeituraCompleta(filtro);
      expect(await corpoPelaApi(filtro), filtro).toEqual({ ids: esperado, total: esperado.length });
    }
    expect((await corpoPelaApi(TAG)).ids).toEqual([medicos.conceicao, medicos.joana, medicos.jose]);
    expect((await corpoPelaApi(comPontos(crms.jose!))).ids).toEqual([medicos.jose]);
  });

  it('follows a change of the name (the old name no longer finds the doctor)', async () => {
    const lido = (await mods.medicosDb.getMedicoLido(d.db, medicos.jose!))!;
    const depois = { ...lido.medico, nome: `Josué Barbosa ${TAG}` };
    await d.db.client.send(
      new (await import('@aws-sdk/lib-dynamodb')).TransactWriteCommand({ TransactItems: [mods.medicosDb.atualizarMedicoTx(d.db, lido, depois), ...mods.medicosDb.buscaDoMedicoTx(d.db, lido, depois)] }),
    );
    expect((await corpoPelaApi(`jose da silva ${TAG}`)).total).toBe(0);
    expect((await corpoPelaApi('josue barbosa')).ids).toEqual([medicos.jose]);
    expect((await corpoPelaApi(TAG)).ids).toEqual([medicos.conceicao, medicos.joana, medicos.jose]);
  });
});

describe('reads of a filtered page', () => {
  it('do not grow when the table grows with items the term does not match', async () => {
    const { db, contador } = contandoLeituras(d.db.table);
    const chamadas: (() => Promise<unknown>)[] = [
      () => filaPelaApi(2, { texto: TAG }, db),
      () => filaPelaApi(1, { texto: OUTRA, ciclo: cicloAtual() }, db),
      () => mods.fila.participacoesQuantidade(input({ texto: TAG }), adm.principal, db),
      () => corpoPelaApi(TAG, db),
      () => corpoPelaApi(comPontos(crms.joana!), db),
    ];
    const medir = async () => {
      const out: number[] = [];
      for (const fn of chamadas) {
        contador.units = 0;
        await fn();
        out.push(contador.units);
      }
      return out;
    };
    const antes = await medir();
    // 600 participations in every status and 300 listed doctors, their words in the same partitions ("q…") as the terms.
    const { participacoes, medicosDb } = mods;
    const itens: Record<string, unknown>[] = [];
    const base = (await participacoes.getParticipacao(d.db, parts.c3!))!;
    for (let i = 0; i < 600; i++) {
      const p = { ...base, id: mods.ids.newId(), status: ([1, 2, 3, 4] as const)[i % 4]!, nomeMedico: `Quirino Outro ${hex()}`, titulo: `Quadro ${hex()} ${i}`, crmMedico: String(600000000 + i) };
      itens.push(participacoes.participacaoItem(p), ...participacoes.entradasDaBusca(p));
    }
    for (let i = 0; i < 300; i++) {
      const m = medicoCompleto(mods.ids.newId(), `Quitéria Outra ${hex()}`, String(610000000 + i));
      itens.push(medicosDb.medicoItem(m), ...medicosDb.entradasDoMedico(m));
    }
    for (let i = 0; i < itens.length; i += 25) {
      await d.db.client.send(new BatchWriteCommand({ RequestItems: { [d.db.table]: itens.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    const depois = await medir();
    expect(depois).toEqual(antes);
    // And they are small: a few units each (the page's items, a few queries of small entries).
    for (const u of depois) expect(u).toBeLessThan(12);
  });
});

describe('backfillBusca', () => {
  it('gives records made before the search entries theirs, once', async () => {
    const { participacoes, medicosDb, backfill } = mods;
    const velho = `qv${hex()}`;
    const base = (await participacoes.getParticipacao(d.db, parts.s1!))!;
    const p = { ...base, id: mods.ids.newId(), titulo: `Evento antigo ${velho}` };
    const m = medicoCompleto(mods.ids.newId(), `Medico Antigo ${velho}`, String(620000000 + Math.floor(Math.random() * 9999999)));
    // As a table written before: the records alone.
    await d.db.client.send(new PutCommand({ TableName: d.db.table, Item: participacoes.participacaoItem(p) }));
    await d.db.client.send(new PutCommand({ TableName: d.db.table, Item: medicosDb.medicoItem(m) }));
    expect((await filaPelaApi(p.status, { texto: velho })).total).toBe(0);
    expect((await corpoPelaApi(velho)).total).toBe(0);

    const primeira = await backfill.backfillBusca(d.db);
    expect(primeira.escritas).toBeGreaterThanOrEqual(2);
    expect(await filaPelaApi(p.status, { texto: velho })).toEqual({ ids: [p.id], total: 1 });
    expect(await corpoPelaApi(velho)).toEqual({ ids: [m.idMedico], total: 1 });
    expect((await backfill.backfillBusca(d.db)).escritas).toBe(0);
  }, 120_000);
});
