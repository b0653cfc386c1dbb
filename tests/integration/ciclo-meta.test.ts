import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesempenhoMedico, HistoricoCiclos } from '@emc/shared/medico';
import type { Ciclo } from '@emc/shared/participacao';
import { emMundoProprio } from '../support/mundo';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual, diasAtras, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { tabela } from '../support/participacoes';

/**
 * `ciclo/update` changes a cycle's goal for every doctor at once, and other files assert the demo
 * goal of 50 (the sidebars, participacao/ciclos): so it runs on a stack of this file's own.
 */
emMundoProprio('ciclo-meta');

type Contagem = { funcionarios: number; naoFuncionarios: number };

/** The cycle's stored goal-reacher counters. */
async function armazenados(ciclo: number): Promise<Contagem> {
  const d = await domain();
  const [{ getItem }, { cicloAggKey }] = await Promise.all([import('@emc/functions/lib/db/items'), import('@emc/functions/lib/db/contadores')]);
  const agg = (await getItem(d.db, cicloAggKey(ciclo), { consistent: true })) ?? {};
  return { funcionarios: Number(agg.atingiramMetaFuncionarios ?? 0), naoFuncionarios: Number(agg.atingiramMetaNaoFuncionarios ?? 0) };
}

/** The same counts from scratch: every doctor's counters of the cycle (a test may Scan), against `meta`. */
async function recontagem(ciclo: number, meta: number): Promise<Contagem> {
  const d = await domain();
  const [{ getMedico }, { medicoCicloAggKey }] = await Promise.all([import('@emc/functions/lib/db/medicos'), import('@emc/functions/lib/db/contadores')]);
  const sk = medicoCicloAggKey('x', ciclo).sk;
  const aggs: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await d.db.client.send(new ScanCommand({ TableName: d.db.table, FilterExpression: 'sk = :sk', ExpressionAttributeValues: { ':sk': sk }, ExclusiveStartKey, ConsistentRead: true }));
    aggs.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  const out: Contagem = { funcionarios: 0, naoFuncionarios: 0 };
  for (const a of aggs) {
    if (Number(a.pontos ?? 0) < meta) continue;
    const m = await getMedico(d.db, String(a.idMedico));
    if (m?.tipo === 'Funcionário') out.funcionarios++;
    else out.naoFuncionarios++;
  }
  return out;
}

/** A doctor of the clinical staff (listed, as every doctor the API makes), without a login. */
async function novoMedicoListado(nome: string, tipo: 'Funcionário' | 'Não funcionário') {
  const d = await domain();
  const [{ putMedico }, { newId }] = await Promise.all([import('@emc/functions/lib/db/medicos'), import('@emc/functions/lib/ids')]);
  const idMedico = newId();
  await putMedico(d.db, {
    idMedico, nome, crm: String(700000000 + Math.floor(Math.random() * 99999999)), ativo: true, cpf: '529.982.247-25', sexo: 'Feminino', dataNascimento: '1983-05-06',
    estadoCivil: 'Casado(a)', especialidade: 'Pediatria', especialidadesSecundarias: [], categoriaProfissional: 'Associado', tipo, telefone: '-', celular: '-',
    email: `${idMedico}@hospital.example`, idArea: 'x',
  });
  return { idMedico, principal: { idUsuario: newId(), name: nome, email: '', roles: ['Medicos' as const], idMedico } };
}

/** A participation of the doctor approved through the API with "Congresso internacional" (10 points an event). */
async function aprovada(m: Awaited<ReturnType<typeof novoMedicoListado>>, admin: string, classificacao: string) {
  const d = await domain();
  const { criarParticipacao } = await import('@emc/functions/lib/participacoes/service');
  const t = await tabela();
  const part = await criarParticipacao(d.db, m.principal, {
    titulo: `Congresso da meta ${Math.random()}`,
    idCategoria: t.categoria('Congressos e eventos científicos'),
    idForma: t.forma('Ouvinte'),
    instituicao: 'Sociedade Brasileira de Testes',
    dataInicio: diasAtras(3),
    dataFim: hoje(),
    cargaHoraria: 8,
  });
  const res = await api('/api/participacao/aprovar', { method: 'PUT', token: admin, json: { id: part.id, versao: part.versao, idClassificacao: classificacao } });
  expect(res.status, res.text).toBe(200);
  expect(res.data.credito).toBe(10);
}

describe('PUT /api/ciclo/update changes a cycle’s goal', () => {
  let admin: string;
  let congresso: string;
  beforeAll(async () => {
    admin = await tokenFor(DEMO.admin);
    const rows = (await api('/api/classificacao/get-list-name', { token: admin })).data as { id: string; descricao: string }[];
    congresso = rows.find((r) => r.descricao === 'Congresso internacional')!.id;
  });

  const meta = (ciclo: number, valor: number) => api('/api/ciclo/update', { method: 'PUT', token: admin, json: { ciclo, meta: valor } });

  it('the sidebars, the history and the goal-reacher counters follow at once; later decisions count against the new goal', async () => {
    const atual = cicloAtual();
    expect(await armazenados(atual)).toEqual(await recontagem(atual, 50));

    const func = await novoMedicoListado('Médica Funcionária da Meta', 'Funcionário');
    const naoFunc = await novoMedicoListado('Médico Não Funcionário da Meta', 'Não funcionário');
    await aprovada(func, admin, congresso);
    await aprovada(naoFunc, admin, congresso);
    const desempenho = async () => (await api(`/api/medico/desempenho/${func.idMedico}`, { token: admin })).data as DesempenhoMedico;
    expect(await desempenho()).toMatchObject({ totalPontos: 10, metaPontos: 50, pontosParaAtigirMeta: 40, totalPercentualMeta: 20 });
    const antes = await armazenados(atual);

    // Lowered to 10: both doctors reach it, and everyone else with 10 to 49 points.
    const baixa = await meta(atual, 10);
    expect(baixa.status, baixa.text).toBe(200);
    expect(baixa.data).toMatchObject({ ciclo: atual, atual: true, aberto: true, meta: 10 } satisfies Partial<Ciclo>);
    expect(await desempenho()).toMatchObject({ totalPontos: 10, metaPontos: 10, pontosParaAtigirMeta: 0, totalPercentualMeta: 100 });
    const historico = (await api(`/api/medico/historico-ciclos/${func.idMedico}`, { token: admin })).data as HistoricoCiclos;
    expect(historico.meta).toBe(10);
    expect(historico.graficoCiclosList.at(-1)).toMatchObject({ ciclo: atual, meta: 10 });
    expect(((await api('/api/participacao/ciclos')).data as Ciclo[]).find((c) => c.ciclo === atual)!.meta).toBe(10);
    const depois = await armazenados(atual);
    expect(depois).toEqual(await recontagem(atual, 10));
    expect(depois.funcionarios).toBeGreaterThanOrEqual(antes.funcionarios + 1);
    expect(depois.naoFuncionarios).toBeGreaterThanOrEqual(antes.naoFuncionarios + 1);

    // Raised to 15: they fall out; a new approval for one of them counts against 15.
    expect((await meta(atual, 15)).status).toBe(200);
    expect(await armazenados(atual)).toEqual(await recontagem(atual, 15));
    expect(await desempenho()).toMatchObject({ metaPontos: 15, pontosParaAtigirMeta: 5 });
    await aprovada(func, admin, congresso);
    expect(await desempenho()).toMatchObject({ totalPontos: 20, metaPontos: 15, pontosParaAtigirMeta: 0, totalPercentualMeta: 100 });
    expect(await armazenados(atual)).toEqual(await recontagem(atual, 15));

    // Back to the demo's 50.
    expect((await meta(atual, 50)).status).toBe(200);
    expect(await armazenados(atual)).toEqual(await recontagem(atual, 50));
    expect(await desempenho()).toMatchObject({ metaPontos: 50, pontosParaAtigirMeta: 30 });
  });

  it("a past cycle's goal shows in the doctors' history and moves that cycle's counters only", async () => {
    const passado = cicloAtual() - 2;
    const atualAntes = await armazenados(cicloAtual());
    expect(await armazenados(passado)).toEqual(await recontagem(passado, 50));
    const res = await meta(passado, 20.5);
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({ ciclo: passado, atual: false, aberto: false, meta: 20.5 });
    expect(await armazenados(passado)).toEqual(await recontagem(passado, 20.5));
    expect(await armazenados(cicloAtual())).toEqual(atualAntes);

    const medico = await tokenFor(DEMO.medico);
    const { idMedico } = JSON.parse(Buffer.from(medico.split('.')[1]!, 'base64url').toString()) as { idMedico: string };
    const h = (await api(`/api/medico/historico-ciclos/${idMedico}`, { token: medico })).data as HistoricoCiclos;
    expect(h.graficoCiclosList.map((c) => [c.ciclo, c.meta]).filter(([c]) => c! >= passado - 1)).toEqual([
      [passado - 1, 50],
      [passado, 20.5],
      [passado + 1, 50],
      [passado + 2, 50],
    ]);
    expect(h.meta).toBe(50);
  });
});
