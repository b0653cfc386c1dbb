import { describe, expect, it } from 'vitest';
import { classificacaoDeltas, contribution, cicloDeltas, filaDeltas, monthDeltas, type AggState } from './aggregates';

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
