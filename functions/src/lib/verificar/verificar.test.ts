import { describe, expect, it } from 'vitest';
import { INDEX } from '@emc/shared/table';
import type { Item } from '../db/items';
import { compararContadores, conferirVinculos, recontar } from './contadores';
import { conferirAnexos, conferirMarcas, conferirTetos } from './implicacoes';
import { saidaNaoEnviada, tarefaNaoConcluida } from './pendencias';
import { linhaFinal, relatorio } from './relatorio';
import { novoRetrato } from './retrato';

/** A participation item as stored (only what the recounts read, and the keys). */
const part = (id: string, over: Record<string, unknown> = {}): Item => ({
  pk: `PART#${id}`,
  sk: 'PART',
  type: 'PARTICIPACAO',
  id,
  idMedico: 'm1',
  tipoMedico: 'Funcionário',
  status: 1,
  ciclo: 19,
  credito: 0,
  categoriaTipo: 'OUTRA',
  idCategoria: 'cat',
  dataInicio: '2026-03-02',
  cargaHoraria: 8,
  versao: 1,
  anexos: [],
  ...over,
});
const medico = { pk: 'MEDICO#m1', sk: 'MEDICO', type: 'MEDICO', idMedico: 'm1', tipo: 'Funcionário', [INDEX.byName.partitionKey]: 'MEDICOS' };
const linha = (teto?: number) => ({ pk: 'CLASSIFICACAO#k', sk: 'CLASSIFICACAO', type: 'CLASSIFICACAO', id: 'k', descricao: 'Aula', pontos: 8, unidade: 'evento', valor: 'alto valor', idCategoria: 'cat', idForma: 'f', ativo: true, ...(teto === undefined ? {} : { tetoCiclo: teto }) });

function retratoDe(items: Item[]) {
  const { retrato, visitar } = novoRetrato((i) => saidaNaoEnviada.reconhece(i));
  items.forEach(visitar);
  return retrato;
}

describe('verificar: the counters recomputed from the items', () => {
  const items = [
    medico,
    { pk: 'CICLO#19', sk: 'CICLO', type: 'CICLO', ciclo: 19, meta: 10 },
    part('p1'),
    part('p2', { status: 2, credito: 12, creditoCalculado: 12, valor: 'alto valor', idClassificacao: 'k', dataInicio: '2026-04-10', decididaEm: '2026-04-11T10:00:00Z' }),
  ];

  it("gives each counter of a doctor's two participations, the cycle's and the queue's", () => {
    const e = recontar(retratoDe(items));
    expect(e.get('MEDICO#m1/AGG#CICLO#C#019')).toMatchObject({ registros: 2, pendentes: 1, aprovados: 1, pontos: 12, alto: 12 });
    expect(e.get('MEDICO#m1/AGG#TOTAL')).toMatchObject({ registros: 2, pendentes: 1, aprovados: 1, reprovados: 0, emAjuste: 0 });
    expect(e.get('MEDICO#m1/AGG#CICLO#C#019#CLASS#k')).toEqual({ pontos: 12 });
    // 12 credits reach the stored goal of 10: one goal reacher, a Funcionário.
    expect(e.get('CICLO#19/AGG')).toMatchObject({ registros: 2, aprovados: 1, mes03: 1, mes04: 1, participantesFuncionarios: 1, atingiramMetaFuncionarios: 1 });
    expect(e.get('CICLO#19/AGG')?.participantesNaoFuncionarios ?? 0).toBe(0);
    expect(e.get('FILA/TOTAL')).toEqual({ s1: 1, s2: 1 });
    expect(e.get('FILA/C#019#CAT#cat')).toEqual({ s1: 1, s2: 1 });
    expect(e.get('MEDICOS/TOTAL')).toEqual({ total: 1 });
  });

  it('finds nothing when the stored counters are the recount, and names the key, the field and both values of one changed', () => {
    const guardados = new Map([...recontar(retratoDe(items))].map(([k, v]) => [k, { ...v, versao: 7, ciclo: 19 } as Item]));
    expect(compararContadores(guardados, recontar(retratoDe(items)))).toEqual([]);
    guardados.set('MEDICO#m1/AGG#CICLO#C#019', { ...guardados.get('MEDICO#m1/AGG#CICLO#C#019'), pontos: 20 });
    guardados.delete('FILA/TOTAL');
    const d = compararContadores(guardados, recontar(retratoDe(items)));
    expect(relatorio(d, []).linhas).toEqual([
      'divergência FILA/TOTAL s1: guardado 0, recalculado 1',
      'divergência FILA/TOTAL s2: guardado 0, recalculado 1',
      'divergência MEDICO#m1/AGG#CICLO#C#019 pontos: guardado 20, recalculado 12',
      'verificar: 3 divergências, 0 órfãos',
    ]);
  });

  it('reads stored counters from the scan by their keys, and a counter no item justifies drifts to 0', () => {
    const r = retratoDe([...items, { pk: 'MEDICO#m2', sk: 'AGG#CICLO#C#019', registros: 1, versao: 1, idMedico: 'm2', ciclo: 19 }]);
    expect(r.contadores.has('MEDICO#m2/AGG#CICLO#C#019')).toBe(true);
    expect(compararContadores(r.contadores, recontar(r)).filter((d) => d.chave === 'MEDICO#m2/AGG#CICLO#C#019')).toEqual([
      { chave: 'MEDICO#m2/AGG#CICLO#C#019', campo: 'registros', guardado: 1, recalculado: 0 },
    ]);
  });
});

describe('verificar: what the counters imply', () => {
  const aprovada = (id: string, credito: number, em: string) =>
    part(id, { status: 2, credito, creditoCalculado: 8, valor: 'alto valor', idClassificacao: 'k', decididaEm: em });

  it("accepts a capped row's credits in approval order, and flags one the cap no longer allows", () => {
    expect(conferirTetos(retratoDe([linha(10), aprovada('a', 8, '2026-04-01T00:00:00Z'), aprovada('b', 2, '2026-04-02T00:00:00Z')]))).toEqual([]);
    const d = conferirTetos(retratoDe([linha(10), aprovada('a', 8, '2026-04-01T00:00:00Z'), aprovada('b', 8, '2026-04-02T00:00:00Z')]));
    expect(relatorio(d, []).linhas[0]).toBe('divergência PART#b/PART credito: guardado 8, recalculado 2 (linha k, teto 10)');
  });

  it('takes an uncapped approval without its calculated credits as it was approved', () => {
    expect(conferirTetos(retratoDe([linha(), part('c', { status: 2, credito: 5, idClassificacao: 'k' })]))).toEqual([]);
  });

  it("checks each certificate's record, its participation's entry and its object; answers every referenced key", () => {
    const r = retratoDe([
      part('p1', { anexos: [{ id: 'a1', key: 'anexos/p1/x' }, { id: 'a2', key: 'anexos/p1/y' }] }),
      { pk: 'ANEXO#a1', sk: 'ANEXO', type: 'ANEXO', id: 'a1', idParticipacao: 'p1', key: 'anexos/p1/x' },
      { pk: 'ANEXO#a3', sk: 'ANEXO', type: 'ANEXO', id: 'a3', idParticipacao: 'p9', key: 'anexos/p9/z' },
    ]);
    const { divergencias, referenciadas } = conferirAnexos(r, new Set(['anexos/p1/x', 'anexos/p9/z']));
    expect([...referenciadas].sort()).toEqual(['anexos/p1/x', 'anexos/p1/y', 'anexos/p9/z']);
    expect(relatorio(divergencias, []).linhas).toEqual([
      'divergência ANEXO#a2/ANEXO registro: guardado ausente, recalculado listado em PART#p1/PART',
      'divergência ANEXO#a3/ANEXO participacao: guardado p9, recalculado não lista este anexo',
      'divergência anexos/p1/y objeto: guardado referenciado, recalculado ausente no bucket',
      'verificar: 3 divergências, 0 órfãos',
    ]);
  });
});

describe('verificar: what is left half-done, and the output', () => {
  const agora = new Date('2026-06-01T12:00:00Z');
  const saida = (estado: string, criadaEm: string) => ({ pk: 'SAIDA#s1', sk: 'SAIDA', type: 'SAIDA', id: 's1', estado, criadaEm, tentativas: 2 });

  it('names an outbox item not sent after the grace period, and not before it or once sent', () => {
    expect(saidaNaoEnviada.atrasada(saida('pendente', '2026-06-01T11:30:00Z'), agora, 60 * 60_000)).toBeUndefined();
    expect(saidaNaoEnviada.atrasada(saida('enviada', '2026-06-01T09:00:00Z'), agora, 60 * 60_000)).toBeUndefined();
    const d = saidaNaoEnviada.atrasada(saida('falhou', '2026-06-01T10:00:00Z'), agora, 60 * 60_000)!;
    expect(relatorio([d], []).linhas[0]).toBe('divergência SAIDA#s1/SAIDA estado: guardado falhou, esperado enviada (criada há 120 min, 2 tentativas)');
  });

  it('names a job not done after the grace period; a failed report is over (nothing to repair), a failed recount is not', () => {
    const tarefa = (tipo: string, estado: string) => ({ pk: 'TAREFA#t1', sk: 'TAREFA', type: 'TAREFA', id: 't1', tipo, estado, criadaEm: '2026-06-01T10:00:00Z', feitos: 3, total: 9 });
    const carencia = 60 * 60_000;
    expect(tarefaNaoConcluida.atrasada(tarefa('relatorio', 'concluida'), agora, carencia)).toBeUndefined();
    expect(tarefaNaoConcluida.atrasada(tarefa('relatorio', 'falhou'), agora, carencia)).toBeUndefined();
    expect(tarefaNaoConcluida.atrasada(tarefa('relatorio', 'executando'), new Date('2026-06-01T10:30:00Z'), carencia)).toBeUndefined();
    const parado = tarefaNaoConcluida.atrasada(tarefa('relatorio', 'executando'), agora, carencia)!;
    expect(relatorio([parado], []).linhas[0]).toBe('divergência TAREFA#t1/TAREFA estado: guardado executando, esperado concluida (relatorio, criada há 120 min, 3 de 9 feitos)');
    expect(tarefaNaoConcluida.atrasada(tarefa('meta', 'falhou'), agora, carencia)).toMatchObject({ guardado: 'falhou' });
  });

  it('prints orphans after the drifts and ends with the closing line', () => {
    const r = relatorio([{ chave: 'B/x', campo: 'n', guardado: 1.006, recalculado: 2 }], [{ chave: 'anexos/p/o', tamanho: 10, gravadoEm: '2026-06-01T10:00:00.000Z' }]);
    expect(r).toEqual({
      divergencias: 1,
      orfaos: 1,
      linhas: ['divergência B/x n: guardado 1.01, recalculado 2', 'órfão anexos/p/o: 10 bytes, gravado em 2026-06-01T10:00:00.000Z, nenhum item o referencia', 'verificar: 1 divergências, 1 órfãos'],
    });
    expect(linhaFinal(0, 0)).toBe('verificar: 0 divergências, 0 órfãos');
  });
});

describe('verificar: the goal-reacher marks', () => {
  it("compares a doctor's `atingiu` mark with their recounted credits against the cycle's goal", () => {
    const items = [medico, { pk: 'CICLO#19', sk: 'CICLO', type: 'CICLO', ciclo: 19, meta: 10 }, part('p', { status: 2, credito: 12, creditoCalculado: 12, idClassificacao: 'k' })];
    const marca = (atingiu: boolean) => ({ pk: 'MEDICO#m1', sk: 'AGG#CICLO#C#019', idMedico: 'm1', ciclo: 19, pontos: 12, atingiu });
    const ok = retratoDe([...items, marca(true)]);
    expect(conferirMarcas(ok, recontar(ok))).toEqual([]);
    const errada = retratoDe([...items, marca(false)]);
    expect(relatorio(conferirMarcas(errada, recontar(errada)), []).linhas[0]).toBe('divergência MEDICO#m1/AGG#CICLO#C#019 atingiu: guardado false, recalculado true (meta 10)');
  });
});

describe("verificar: the cycles' histograms of credits and the secretaries' link counters", () => {
  const aprovada = (id: string, idMedico: string, credito: number) => part(id, { idMedico, status: 2, credito, creditoCalculado: credito, valor: 'alto valor', idClassificacao: 'k' });
  const items = [medico, aprovada('p1', 'm1', 12), aprovada('p2', 'm2', 12.5), aprovada('p3', 'm3', 12.9), part('p4', { idMedico: 'm4' })];
  const marca = { pk: 'FAIXAS', sk: 'COMPLETAS', type: 'MARCA' };

  it('counts each doctor in the bucket of their recounted credits once the backfill has marked the histograms complete', () => {
    expect(recontar(retratoDe([...items, marca])).get('CICLO#19/AGG')).toMatchObject({ faixa24: 1, faixa25: 2 });
    expect(Object.keys(recontar(retratoDe(items)).get('CICLO#19/AGG')!).filter((k) => k.startsWith('faixa'))).toEqual([]);
  });

  it('compares the stored buckets only when they are complete', () => {
    const r = retratoDe([...items, marca, { pk: 'CICLO#19', sk: 'AGG', ciclo: 19, faixa24: 1, faixa25: 1 }]);
    expect(compararContadores(r.contadores, recontar(r), r.faixasCompletas).filter((d) => d.campo.startsWith('faixa'))).toEqual([
      { chave: 'CICLO#19/AGG', campo: 'faixa25', guardado: 1, recalculado: 2 },
    ]);
    const antes = retratoDe([...items, { pk: 'CICLO#19', sk: 'AGG', ciclo: 19, faixa24: 1 }]);
    expect(compararContadores(antes.contadores, recontar(antes), antes.faixasCompletas).filter((d) => d.campo.startsWith('faixa'))).toEqual([]);
  });

  it("names a secretary whose counter is not her links, and leaves an account without one (it counts them when read)", () => {
    const vinculo = (s: string, m: string) => ({ pk: `SECRETARIA#${s}`, sk: `MEDICO#${m}`, type: 'VINCULO', idSecretaria: s, idMedico: m });
    const conta = (id: string, q?: number) => ({ pk: `USUARIO#${id}`, sk: 'USUARIO', type: 'USUARIO', idUsuario: id, ...(q === undefined ? {} : { quantidadeMedicos: q }) });
    const r = retratoDe([conta('s1', 2), conta('s2', 1), conta('s3'), conta('s4', 0), vinculo('s1', 'm1'), vinculo('s1', 'm2'), vinculo('s2', 'm1'), vinculo('s2', 'm3'), vinculo('s3', 'm1')]);
    expect(relatorio(conferirVinculos(r), []).linhas).toEqual(['divergência USUARIO#s2/USUARIO quantidadeMedicos: guardado 1, recalculado 2', 'verificar: 1 divergências, 0 órfãos']);
  });

  it("names an attachment record whose doctor is not its participation's", () => {
    const r = retratoDe([
      part('p1', { anexos: [{ id: 'a1', key: 'anexos/p1/x' }] }),
      { pk: 'ANEXO#a1', sk: 'ANEXO', type: 'ANEXO', id: 'a1', idParticipacao: 'p1', idMedico: 'm9', key: 'anexos/p1/x' },
    ]);
    expect(relatorio(conferirAnexos(r, new Set(['anexos/p1/x'])).divergencias, []).linhas[0]).toBe('divergência ANEXO#a1/ANEXO idMedico: guardado m9, recalculado m1');
  });
});
