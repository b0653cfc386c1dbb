import { describe, expect, it } from 'vitest';
import { classificacaoDeltas, contribution, cicloDeltas, faixaDe, faixasDelta, filaDeltas, medicosNasFaixas, monthDeltas, type AggState } from './aggregates';

const p = (over: Partial<AggState> = {}): AggState => ({ status: 1, ciclo: 19, credito: 0, categoriaTipo: 'OUTRA', idCategoria: 'cat', dataInicio: '2026-03-02', ...over });

describe('aggregate deltas', () => {
  it('counts an approved participation in its value and category type', () => {
    const c = contribution(p({ status: 2, credito: 12, valor: 'alto valor', categoriaTipo: 'GESTAO', idClassificacao: 'k' }));
    expect(c).toMatchObject({ registros: 1, aprovados: 1, pontos: 12, alto: 12, gestao: 12, pendentes: 0, medio: 0 });
  });

  it('moves one count from Pendente to Aprovada and adds the credits', () => {
    const d = cicloDeltas(p(), p({ status: 2, credito: 5, valor: 'baixo valor' })).get(19)!;
    expect(d).toMatchObject({ registros: 0, pendentes: -1, aprovados: 1, pontos: 5, baixo: 5 });
  });

  it('splits a change of start date across two cycles and two months', () => {
    const before = p({ dataInicio: '2025-12-10', ciclo: 18 });
    const after = p({ dataInicio: '2026-01-05', ciclo: 19 });
    const d = cicloDeltas(before, after);
    expect(d.get(18)).toMatchObject({ registros: -1, pendentes: -1 });
    expect(d.get(19)).toMatchObject({ registros: 1, pendentes: 1 });
    expect(Object.fromEntries(monthDeltas(before, after))).toEqual({ '18#12': -1, '19#01': 1 });
  });

  it('removes the credits of a reopened approval from its credit-table row', () => {
    const before = p({ status: 2, credito: 8, idClassificacao: 'k' });
    expect(Object.fromEntries(classificacaoDeltas(before, p({ status: 4 })))).toEqual({ '19#k': -8 });
  });

  it('moves a decision between the review queue’s status counts under every filter, and a change of category between categories', () => {
    expect(Object.fromEntries(filaDeltas(p(), p({ status: 2, credito: 5 })))).toEqual({
      '{}': { s1: -1, s2: 1 },
      '{"ciclo":19}': { s1: -1, s2: 1 },
      '{"idCategoria":"cat"}': { s1: -1, s2: 1 },
      '{"ciclo":19,"idCategoria":"cat"}': { s1: -1, s2: 1 },
    });
    expect(Object.fromEntries(filaDeltas(p(), p({ idCategoria: 'outra' })))).toEqual({
      '{}': { s1: 0 },
      '{"ciclo":19}': { s1: 0 },
      '{"idCategoria":"cat"}': { s1: -1 },
      '{"ciclo":19,"idCategoria":"cat"}': { s1: -1 },
      '{"idCategoria":"outra"}': { s1: 1 },
      '{"ciclo":19,"idCategoria":"outra"}': { s1: 1 },
    });
  });
});

describe("the cycle's histogram of credits", () => {
  it('puts credits in 0.5 buckets from 0.5 up, and none under it', () => {
    expect([0, 0.49, 0.5, 0.99, 1, 40, 40.49, 40.5, 1000].map(faixaDe)).toEqual([undefined, undefined, 'faixa1', 'faixa1', 'faixa2', 'faixa80', 'faixa80', 'faixa81', 'faixa2000']);
  });

  it("moves a doctor's bucket, counts one not counted yet, and moves nothing inside a bucket", () => {
    expect(faixasDelta(10, 12.5)).toEqual({ faixa20: -1, faixa25: 1 });
    expect(faixasDelta(12.5, 0)).toEqual({ faixa25: -1 });
    expect(faixasDelta(0.2, 0.4)).toEqual({});
    expect(faixasDelta(40.1, 40.4)).toEqual({});
    expect(faixasDelta(null, 12.5)).toEqual({ faixa25: 1 });
    expect(faixasDelta(null, 0)).toEqual({});
  });

  it('answers who a goal change moves: the doctors with credits from the lower goal up to below the higher one', () => {
    // Credits 19.5, 20, 20.4, 29.9, 30, 45: a goal from 20 to 30 moves those with 20 ≤ credits < 30.
    const agg = { ciclo: 19, registros: 9, faixa39: 1, faixa40: 2, faixa59: 1, faixa60: 1, faixa90: 1 };
    expect(medicosNasFaixas(agg, 20, 30)).toBe(3);
    expect(medicosNasFaixas(agg, 0.5, 20)).toBe(1);
    expect(medicosNasFaixas(agg, 30, 1000)).toBe(2);
    expect(medicosNasFaixas(agg, 25, 25)).toBe(0);
  });
});
