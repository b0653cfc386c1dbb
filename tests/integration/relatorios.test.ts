import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELATORIOS, RELATORIO_MSG, XLSX_TYPE, type TipoRelatorio } from '@emc/shared/relatorios';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual, diasAtras, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { isSafePortuguese } from '../support/messages';
import { emMundoProprio } from '../support/mundo';
import { admin, tabela } from '../support/participacoes';

/**
 * The four xlsx reports (decisions.md "Reports (xlsx)"): each file is downloaded through its link
 * and opened with exceljs, and its rows are checked against the stored counters and records, read
 * here by a Scan of the whole table. Whole-table totals, so the file has a world of its own.
 */
emMundoProprio('relatorios');

type Item = Record<string, any>;

/** Everything in the table, strongly consistent (a test may Scan; the reports never do). */
async function tabelaInteira(): Promise<Item[]> {
  const d = await domain();
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await d.db.client.send(new ScanCommand({ TableName: d.db.table, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** What the table says, independently of the reports' own reads. */
async function fatos() {
  const items = await tabelaInteira();
  const [{ MEDICOS, medicoPartition }, { cicloAggKey, medicoCicloAggKey }, { cicloKey }] = await Promise.all([
    import('@emc/functions/lib/db/medicos'),
    import('@emc/functions/lib/db/contadores'),
    import('@emc/functions/lib/db/ciclos'),
  ]);
  const noItem = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
  // The name index's order: DynamoDB compares the keys' bytes, as `<` does for these (normalized) names.
  const medicos = items.filter((i) => i.type === 'MEDICO' && i.gsi2pk === MEDICOS).sort((a, b) => (a.gsi2sk < b.gsi2sk ? -1 : a.gsi2sk > b.gsi2sk ? 1 : 0));
  const agg = (idMedico: string, ciclo: number): Item => noItem(medicoCicloAggKey(idMedico, ciclo)) ?? {};
  const aggsDoCiclo = (ciclo: number) => items.filter((i) => String(i.pk).startsWith(medicoPartition('')) && i.sk === medicoCicloAggKey('', ciclo).sk);
  const cicloAgg = (ciclo: number): Item => noItem(cicloAggKey(ciclo)) ?? {};
  const meta = (ciclo: number) => Number(noItem(cicloKey(ciclo))?.meta ?? 50);
  const participacoes = (ciclo: number) => items.filter((i) => i.type === 'PARTICIPACAO' && i.ciclo === ciclo);
  /** The doctors a report over `ciclos` lists: the active, and the inactive with participations in them. */
  const listados = (ciclos: number[], idArea?: string) =>
    medicos.filter((m) => (idArea === undefined || m.idArea === idArea) && (m.ativo || ciclos.some((c) => Number(agg(m.idMedico, c).registros ?? 0) > 0)));
  return { medicos, agg, aggsDoCiclo, cicloAgg, meta, participacoes, listados };
}

interface Arquivo {
  workbook: ExcelJS.Workbook;
  headers: Headers;
  url: URL;
}

/** Calls the report as the administrator, checks its link, downloads and opens the file. */
async function gerar(tipo: TipoRelatorio, query: string): Promise<Arquivo> {
  const res = await api(`/api/relatorio/${tipo}?${query}`, { token: await tokenFor(DEMO.admin) });
  expect(res.status, res.text).toBe(200);
  expect(typeof res.data).toBe('string');
  const url = new URL(res.data as string);
  expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  // Path-style locally: /{bucket}/{key}.
  const arquivo = RELATORIOS[tipo].arquivo;
  expect(decodeURIComponent(url.pathname)).toMatch(new RegExp(`^/[^/]+/relatorios/[0-9a-f-]{36}/${arquivo.replace('.', '\\.')}$`));
  const file = await fetch(url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe(XLSX_TYPE);
  expect(file.headers.get('content-disposition')).toContain(`filename="${arquivo}"`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file.arrayBuffer()) as ExcelJS.Buffer);
  return { workbook, headers: file.headers, url };
}

const cabecalho = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1);
/** The data rows as arrays of cell values, one per header column (an empty cell is null). */
const linhas = (ws: ExcelJS.Worksheet) => {
  const colunas = cabecalho(ws).length;
  const out: unknown[][] = [];
  ws.eachRow((row, n) => {
    if (n > 1) out.push(Array.from({ length: colunas }, (_, i) => row.getCell(i + 1).value));
  });
  return out;
};
const soma = (xs: unknown[]) => Math.round(xs.reduce<number>((a, x) => a + Number(x ?? 0), 0) * 100) / 100;

/** A sheet as decisions.md asks: frozen header, a filter over header and data, the print setup. */
function conferirFormato(ws: ExcelJS.Worksheet, colunas: number, dados: number) {
  expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const ultima = String.fromCharCode(64 + colunas);
  expect(ws.autoFilter).toBe(`A1:${ultima}${dados + 1}`);
  expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(ws.pageSetup).toMatchObject({ orientation: 'landscape', fitToWidth: 1, printTitlesRow: '1:1' });
  for (let c = 1; c <= colunas; c++) expect(ws.getColumn(c).width).toBeGreaterThanOrEqual(6);
}

const VALOR = { 'alto valor': 'Alto valor', 'medio valor': 'Médio valor', 'baixo valor': 'Baixo valor' } as const;
const TITULO_ESPECIAL = 'Curso "Ética & <Segurança>" — módulo 2';

describe('the xlsx reports', () => {
  const n = cicloAtual();
  let area: { idArea: string; nome: string };
  /** Ana (active, approved credits), Bruno (deactivated after registering one), Carla (deactivated, nothing): all in an area of this file's own. */
  const pessoas: Record<'ana' | 'bruno' | 'carla', { idMedico: string; nome: string; crm: string }> = {} as never;
  let creditosAna = 0;

  beforeAll(async () => {
    const d = await domain();
    const [{ putArea }, { medicoKey, putMedico }, { newId }, { criarParticipacao }] = await Promise.all([
      import('@emc/functions/lib/db/areas'),
      import('@emc/functions/lib/db/medicos'),
      import('@emc/functions/lib/ids'),
      import('@emc/functions/lib/participacoes/service'),
    ]);
    area = { idArea: newId(), nome: 'Relatórios: Área de Teste' };
    await putArea(d.db, { ...area, ativo: true });
    const novo = async (chave: 'ana' | 'bruno' | 'carla', nome: string, tipo: 'Funcionário' | 'Não funcionário') => {
      const idMedico = newId();
      const crm = String(800000000 + Math.floor(Math.random() * 99999999));
      await putMedico(d.db, {
        idMedico, nome, crm, ativo: true, cpf: '529.982.247-25', sexo: 'Feminino', dataNascimento: '1980-02-03', estadoCivil: 'Casado(a)', especialidade: 'Cardiologia',
        especialidadesSecundarias: [], categoriaProfissional: 'Associado', tipo, telefone: '-', celular: '-', email: `${idMedico}@hospital.example`, idArea: area.idArea,
      });
      pessoas[chave] = { idMedico, nome, crm };
    };
    await novo('ana', 'Ana Relatório Teste', 'Funcionário');
    await novo('bruno', 'Bruno Relatório Teste', 'Não funcionário');
    await novo('carla', 'Carla Relatório Teste', 'Funcionário');
    const t = await tabela();
    const registrar = (m: { idMedico: string; nome: string; crm: string }, titulo: string, dataInicio: string) =>
      criarParticipacao(d.db, { idUsuario: newId(), name: m.nome, email: '', roles: ['Medicos'], idMedico: m.idMedico, crm: m.crm }, {
        titulo, idCategoria: t.categoria('Congressos e eventos científicos'), idForma: t.forma('Ouvinte'), instituicao: 'Sociedade Brasileira de Testes', dataInicio, dataFim: hoje(), cargaHoraria: 8,
      });
    const adm = await admin();
    const a1 = await registrar(pessoas.ana, TITULO_ESPECIAL, diasAtras(4));
    const a2 = await registrar(pessoas.ana, 'Congresso de Cardiologia', diasAtras(2));
    creditosAna = (await adm.aprovar(a1.id)).credito + (await adm.aprovar(a2.id)).credito;
    await registrar(pessoas.bruno, 'Jornada de Cardiologia', diasAtras(1));
    for (const m of [pessoas.bruno, pessoas.carla]) {
      await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: medicoKey(m.idMedico), UpdateExpression: 'SET ativo = :f', ExpressionAttributeValues: { ':f': false } }));
    }
  });

  it('geral: one row per doctor with the cycle’s counters; participants, goal reachers and credits add up to the counters', async () => {
    const { workbook } = await gerar('geral', `ciclo=${n}`);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([`Ciclo ${n}`]);
    const ws = workbook.worksheets[0]!;
    expect(cabecalho(ws)).toEqual([
      'Nome', 'CRM', 'Área', 'Especialidade', 'Tipo', 'Total', 'Alto valor', 'Médio valor', 'Baixo valor', 'Gestão', 'Publicação',
      'Registros', 'Aprovados', 'Reprovados', 'Pendentes', 'Meta', '% da meta', 'Atingiu meta',
    ]);
    const rows = linhas(ws);
    const f = await fatos();
    const esperados = f.listados([n]);
    conferirFormato(ws, 18, rows.length);
    // The name index's order, and exactly the active doctors plus the inactive ones with participations.
    expect(rows.map((r) => r[1])).toEqual(esperados.map((m) => m.crm));
    expect(rows.map((r) => r[1])).toContain(pessoas.bruno.crm);
    expect(rows.map((r) => r[1])).not.toContain(pessoas.carla.crm);

    const ciclo = f.cicloAgg(n);
    const participantes = Number(ciclo.participantesFuncionarios ?? 0) + Number(ciclo.participantesNaoFuncionarios ?? 0);
    const atingiram = Number(ciclo.atingiramMetaFuncionarios ?? 0) + Number(ciclo.atingiramMetaNaoFuncionarios ?? 0);
    expect(participantes).toBeGreaterThan(2);
    expect(rows.filter((r) => Number(r[11]) > 0)).toHaveLength(participantes);
    expect(rows.filter((r) => r[17] === 'Sim')).toHaveLength(atingiram);
    const todos = f.aggsDoCiclo(n);
    expect(soma(rows.map((r) => r[5]))).toBe(soma(todos.map((a) => a.pontos)));
    expect(soma(rows.map((r) => r[11]))).toBe(Number(ciclo.registros));
    expect(soma(rows.map((r) => r[12]))).toBe(Number(ciclo.aprovados));
    for (const [col, nome] of [[6, 'alto'], [7, 'medio'], [8, 'baixo'], [9, 'gestao'], [10, 'publicacao'], [13, 'reprovados'], [14, 'pendentes']] as const) {
      expect(soma(rows.map((r) => r[col])), nome).toBe(soma(todos.map((a) => a[nome])));
    }
    // Numbers are numbers; the goal and its share are the sidebar's.
    const meta = f.meta(n);
    for (const r of rows) {
      for (const c of [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]) expect(typeof r[c], `coluna ${c + 1}`).toBe('number');
      expect(r[15]).toBe(meta);
      expect(r[16]).toBeCloseTo(Math.min(100, Math.round(((100 * Number(r[5])) / meta) * 10) / 10) / 100, 6);
      expect(r[17]).toBe(Number(r[5]) >= meta ? 'Sim' : 'Não');
    }
    const ana = rows.find((r) => r[1] === pessoas.ana.crm)!;
    expect(ana.slice(0, 5)).toEqual([pessoas.ana.nome, pessoas.ana.crm, area.nome, 'Cardiologia', 'Funcionário']);
    expect(ana[5]).toBe(creditosAna);
    const bruno = rows.find((r) => r[1] === pessoas.bruno.crm)!;
    expect([bruno[4], bruno[5], bruno[11], bruno[14], bruno[17]]).toEqual(['Não funcionário', 0, 1, 1, 'Não']);
  });

  it('comparativo: the points of cycles n−2, n−1 and n per doctor; the second sheet counts each cycle’s participants and goal reachers by tipo', async () => {
    const { workbook } = await gerar('comparativo', `ciclo=${n}`);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Comparativo', 'Resumo por tipo']);
    const ws = workbook.getWorksheet('Comparativo')!;
    expect(cabecalho(ws)).toEqual(['Nome', 'CRM', 'Área', 'Tipo', `Ciclo ${n - 2}`, `Ciclo ${n - 1}`, `Ciclo ${n}`, 'Meta', 'Atingiu meta', `Variação vs ciclo ${n - 1}`]);
    const rows = linhas(ws);
    conferirFormato(ws, 10, rows.length);
    const f = await fatos();
    expect(rows.map((r) => r[1])).toEqual(f.listados([n - 2, n - 1, n]).map((m) => m.crm));
    for (const [col, c] of [[4, n - 2], [5, n - 1], [6, n]] as const) expect(soma(rows.map((r) => r[col])), `ciclo ${c}`).toBe(soma(f.aggsDoCiclo(c).map((a) => a.pontos)));
    const meta = f.meta(n);
    for (const r of rows) {
      expect(r[7]).toBe(meta);
      expect(r[8]).toBe(Number(r[6]) >= meta ? 'Sim' : 'Não');
      expect(r[9]).toBeCloseTo(Number(r[6]) - Number(r[5]), 6);
    }
    expect(rows.filter((r) => r[8] === 'Sim')).toHaveLength(Number(f.cicloAgg(n).atingiramMetaFuncionarios ?? 0) + Number(f.cicloAgg(n).atingiramMetaNaoFuncionarios ?? 0));

    const resumo = workbook.getWorksheet('Resumo por tipo')!;
    expect(cabecalho(resumo)).toEqual(['Ciclo', 'Tipo', 'Participantes', 'Atingiram a meta', '% que atingiu']);
    conferirFormato(resumo, 5, 9);
    const esperado = [n - 2, n - 1, n].flatMap((c) => {
      const a = f.cicloAgg(c);
      const [pf, pn, af, an] = ['participantesFuncionarios', 'participantesNaoFuncionarios', 'atingiramMetaFuncionarios', 'atingiramMetaNaoFuncionarios'].map((k) => Number(a[k] ?? 0)) as [number, number, number, number];
      const pct = (p: number, at: number) => (p ? at / p : 0);
      return [
        [c, 'Funcionários', pf, af, pct(pf, af)],
        [c, 'Não funcionários', pn, an, pct(pn, an)],
        [c, 'Total', pf + pn, af + an, pct(pf + pn, af + an)],
      ];
    });
    expect(linhas(resumo)).toEqual(esperado);
    expect(resumo.getRow(2).getCell(5).numFmt).toBe('0.0%');
  });

  it('area: the area’s doctors with their points in the 8 cycles of the history and the current cycle against the goal', async () => {
    const { workbook } = await gerar('area', `idArea=${area.idArea}`);
    // The sheet is named after the area, without what Excel refuses in a name.
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Relatórios Área de Teste']);
    const ws = workbook.worksheets[0]!;
    const ciclos = Array.from({ length: 8 }, (_, i) => n - 7 + i).filter((c) => c >= 1);
    expect(cabecalho(ws)).toEqual(['Nome', 'CRM', 'Especialidade', 'Tipo', ...ciclos.map((c) => `Ciclo ${c}`), `Meta do ciclo ${n}`, 'Faltam para a meta', '% da meta', 'Atingiu meta']);
    const rows = linhas(ws);
    conferirFormato(ws, 8 + ciclos.length, 2);
    const meta = (await fatos()).meta(n);
    const atual = 4 + ciclos.length - 1;
    expect(rows).toEqual([
      [pessoas.ana.nome, pessoas.ana.crm, 'Cardiologia', 'Funcionário', ...ciclos.map((c) => (c === n ? creditosAna : 0)), meta, Math.max(0, meta - creditosAna), Math.min(1, creditosAna / meta), creditosAna >= meta ? 'Sim' : 'Não'],
      [pessoas.bruno.nome, pessoas.bruno.crm, 'Cardiologia', 'Não funcionário', ...ciclos.map(() => 0), meta, meta, 0, 'Não'],
    ]);
    expect(rows[0]![atual]).toBe(creditosAna);

    // A seeded area: every doctor of it the history reaches, and their points as the counters say.
    const f = await fatos();
    const seeded = f.medicos.find((m) => m.idArea !== area.idArea && m.ativo)!.idArea as string;
    const outra = linhas((await gerar('area', `idArea=${seeded}`)).workbook.worksheets[0]!);
    const esperados = f.listados(ciclos, seeded);
    expect(outra.map((r) => r[1])).toEqual(esperados.map((m) => m.crm));
    for (const [i, c] of ciclos.entries()) expect(soma(outra.map((r) => r[4 + i])), `ciclo ${c}`).toBe(soma(esperados.map((m) => f.agg(m.idMedico, c).pontos)));
  });

  it('detalhado: one row per participation of the cycle, by start date, dates as dates, credits adding up to the counters', async () => {
    const { workbook } = await gerar('detalhado', `ciclo=${n}`);
    const ws = workbook.worksheets[0]!;
    expect(ws.name).toBe(`Participações do ciclo ${n}`);
    expect(cabecalho(ws)).toEqual([
      'ID', 'Médico', 'CRM', 'Área', 'Título', 'Categoria', 'Classificação', 'Forma', 'Valor', 'Início', 'Fim', 'Carga horária', 'Status', 'Créditos',
      'Registrada em', 'Analisada por', 'Analisada em', 'Motivo/Observação',
    ]);
    const rows = linhas(ws);
    conferirFormato(ws, 18, rows.length);
    const f = await fatos();
    expect(rows).toHaveLength(Number(f.cicloAgg(n).registros));
    const participacoes = f.participacoes(n);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(participacoes.map((p) => p.id)));
    expect(soma(rows.map((r) => r[13]))).toBe(soma(f.aggsDoCiclo(n).map((a) => a.pontos)));
    expect(rows.filter((r) => r[12] === 'Aprovada')).toHaveLength(Number(f.cicloAgg(n).aprovados));
    for (const [i, r] of rows.entries()) {
      expect(r[9]).toBeInstanceOf(Date);
      expect(r[10]).toBeInstanceOf(Date);
      expect(r[14]).toBeInstanceOf(Date);
      expect(typeof r[11]).toBe('number');
      expect(typeof r[13]).toBe('number');
      if (i > 0) expect((r[9] as Date).getTime()).toBeGreaterThanOrEqual((rows[i - 1]![9] as Date).getTime());
    }
    expect(ws.getRow(2).getCell(10).numFmt).toBe('dd/mm/yyyy');
    // Ana's first participation, as stored: the day of each date, the title with its quotes and brackets.
    const p = participacoes.find((x) => x.titulo === TITULO_ESPECIAL)!;
    const r = rows.find((x) => x[0] === p.id)!;
    const dia = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const diaSp = (instante: string) => dia(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(instante)));
    expect(r).toEqual([
      p.id, pessoas.ana.nome, pessoas.ana.crm, area.nome, TITULO_ESPECIAL, p.categoria, p.classificacao, p.forma, VALOR[p.valor as keyof typeof VALOR],
      dia(p.dataInicio), dia(p.dataFim), 8, 'Aprovada', p.credito, diaSp(p.criadaEm), p.decididaPor, diaSp(p.decididaEm), null,
    ]);
    // Bruno's pending one: no decision, empty cells.
    const pendente = rows.find((x) => x[2] === pessoas.bruno.crm)!;
    expect([pendente[8], pendente[12], pendente[13], pendente[15], pendente[16]]).toEqual([null, 'Pendente', 0, null, null]);
  });

  it('refuses a doctor (403), a cycle not a number or still to come and a missing area (400, in Portuguese), and an unknown area (404)', async () => {
    const medico = await tokenFor(DEMO.medico);
    for (const tipo of Object.keys(RELATORIOS)) {
      const res = await api(`/api/relatorio/${tipo}?ciclo=${n}&idArea=${area.idArea}`, { token: medico });
      expect(res.status, tipo).toBe(403);
    }
    const token = await tokenFor(DEMO.admin);
    const abc = await api('/api/relatorio/geral?ciclo=abc', { token });
    expect(abc.status).toBe(400);
    expect(abc.data.errors['query.ciclo']).toEqual(['Ciclo inválido.']);
    const futuro = await api(`/api/relatorio/detalhado?ciclo=${n + 1}`, { token });
    expect(futuro.status).toBe(400);
    expect(futuro.data.errors['query.ciclo']).toEqual(['Ciclo inválido.']);
    const semCiclo = await api('/api/relatorio/comparativo', { token });
    expect(semCiclo.status).toBe(400);
    expect(semCiclo.data.errors['query.ciclo']).toEqual(['Informe o ciclo.']);
    const semArea = await api('/api/relatorio/area', { token });
    expect(semArea.status).toBe(400);
    expect(JSON.stringify(semArea.data.errors)).toMatch(/[a-zà-ú]/i);
    const desconhecida = await api('/api/relatorio/area?idArea=naoexiste123', { token });
    expect(desconhecida.status).toBe(404);
    expect(desconhecida.data.title).toBe(RELATORIO_MSG.areaNaoEncontrada);
  });

  it('answers garbage in the query with a 4xx in Portuguese, never a 500', async () => {
    const token = await tokenFor(DEMO.admin);
    const ciclosValidos = (v: string) => {
      const x = Number(v);
      return Number.isInteger(x) && x >= 1 && x <= n;
    };
    const lixo = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('0', '-1', '1.5', '201', '1e9', ' ', '%00', '../x', "'; DROP", '١٢'), fc.double().map(String));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('comparativo', 'geral', 'detalhado', 'area'), lixo.filter((v) => !ciclosValidos(v)), async (tipo, valor) => {
        const campo = tipo === 'area' ? 'idArea' : 'ciclo';
        const res = await api(`/api/relatorio/${tipo}?${campo}=${encodeURIComponent(valor)}`, { token });
        expect(res.status, `${tipo} ${JSON.stringify(valor)}: ${res.text}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        const mensagens = [res.data.title, ...Object.values((res.data.errors ?? {}) as Record<string, string[]>).flat()];
        for (const m of mensagens) expect(isSafePortuguese(String(m)), String(m)).toBe(true);
      }),
      { numRuns: 120 },
    );
  });
});
