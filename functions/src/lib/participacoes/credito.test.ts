import { describe, expect, it } from 'vitest';
import { creditoComTeto } from './credito';

const row = { descricao: 'Curso de atualização', pontos: 1.5, unidade: 'hora' as const, tetoCiclo: 20 };

describe('creditoComTeto', () => {
  it('pontos × hours (or × 1 per event), uncut when there is room under the cap', () => {
    expect(creditoComTeto(row, 4, 0)).toEqual({ calculado: 6, credito: 6 });
    expect(creditoComTeto({ ...row, unidade: 'evento', tetoCiclo: undefined }, 40, 1000)).toEqual({ calculado: 1.5, credito: 1.5 });
  });

  it('cuts to what the cap leaves, with the sentence the doctor reads, and never below zero', () => {
    const cut = creditoComTeto(row, 10, 12);
    expect(cut).toMatchObject({ calculado: 15, credito: 8 });
    expect(cut.motivoTeto).toBe('O item "Curso de atualização" vale no máximo 20 créditos por ciclo; 12 já foram contabilizados em outras participações deste ciclo, por isso esta conta 8 de 15.');
    expect(creditoComTeto(row, 10, 25)).toMatchObject({ credito: 0 });
    expect(creditoComTeto(row, 10, 5)).toEqual({ calculado: 15, credito: 15 });
  });
});
