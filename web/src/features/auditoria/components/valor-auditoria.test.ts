import { describe, expect, it } from 'vitest';
import { formatarValor, resumir } from './valor-auditoria';

describe('formatarValor', () => {
  it('absent values are a dash; booleans Sim/Não; numbers in pt-BR without grouping', () => {
    expect(formatarValor(undefined)).toBe('—');
    expect(formatarValor(null)).toBe('—');
    expect(formatarValor(true)).toBe('Sim');
    expect(formatarValor(false)).toBe('Não');
    expect(formatarValor(2026)).toBe('2026');
    expect(formatarValor(1.5)).toBe('1,5');
    expect(formatarValor(0)).toBe('0');
  });

  it('text as written; an empty one says so; days and instants in São Paulo; rich text without tags', () => {
    expect(formatarValor('Cardiologia')).toBe('Cardiologia');
    expect(formatarValor('')).toBe('(vazio)');
    expect(formatarValor('2026-03-05')).toBe('05/03/2026');
    expect(formatarValor('2026-03-16T13:05:00.000Z')).toBe('16/03/2026 10:05');
    expect(formatarValor('<p>Os lembretes <strong>saem</strong></p><ul><li>outubro</li></ul>')).toBe('Os lembretes saem outubro');
    // Never run: the parsed document is not the page's.
    expect(formatarValor('<img src=x onerror="alert(1)">texto')).toBe('texto');
  });

  it('lists and objects on one line, nested values formatted too', () => {
    expect(formatarValor(['Cardiologia', 'Pediatria'])).toBe('Cardiologia, Pediatria');
    expect(formatarValor([])).toBe('(nenhum)');
    expect(formatarValor({ ano: 2026, ativo: true, areas: ['a', 'b'], nada: undefined })).toBe('{ano: 2026, ativo: Sim, areas: [a, b]}');
    expect(formatarValor({})).toBe('(vazio)');
  });
});

describe('resumir', () => {
  it('cuts long text with an ellipsis and leaves short text alone', () => {
    expect(resumir('curto', 10)).toBe('curto');
    expect(resumir('exatamente', 10)).toBe('exatamente');
    expect(resumir('um texto longo demais', 10)).toBe('um texto…');
  });
});
