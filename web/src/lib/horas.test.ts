import { describe, expect, it } from 'vitest';
import { horasParaTexto, lerHoras } from './horas';

describe('lerHoras', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(lerHoras('1,5')).toEqual({ ok: true, horas: 1.5 });
    expect(lerHoras('1.5')).toEqual({ ok: true, horas: 1.5 });
    expect(lerHoras('12,5')).toEqual({ ok: true, horas: 12.5 });
    expect(lerHoras(' 8,50 ')).toEqual({ ok: true, horas: 8.5 });
    expect(lerHoras('16')).toEqual({ ok: true, horas: 16 });
    expect(lerHoras('0,5')).toEqual({ ok: true, horas: 0.5 });
  });

  it('refuses what it would have to guess', () => {
    for (const t of ['1.000', '1,000', '1.000,5', '1,5,0', '1,5.0', ',5', '1,', 'abc', '1 5', '1e2', '--1', '+1', '1-']) {
      expect(lerHoras(t), t).toEqual({ ok: false, vazio: false });
    }
  });

  it('reads a sign or a size out of range, so the schema says what is wrong with it (issue 28, defect 5)', () => {
    expect(lerHoras('-2')).toEqual({ ok: true, horas: -2 });
    expect(lerHoras('\u22122')).toEqual({ ok: true, horas: -2 });
    expect(lerHoras('-1,5')).toEqual({ ok: true, horas: -1.5 });
    expect(lerHoras('99999')).toEqual({ ok: true, horas: 99999 });
    expect(lerHoras('12345,5')).toEqual({ ok: true, horas: 12345.5 });
  });

  it('tells an empty field apart', () => {
    expect(lerHoras('')).toEqual({ ok: false, vazio: true });
    expect(lerHoras('   ')).toEqual({ ok: false, vazio: true });
  });
});

describe('horasParaTexto', () => {
  it('writes hours with a comma and reads back the same value', () => {
    expect(horasParaTexto(1.5)).toBe('1,5');
    expect(horasParaTexto(16)).toBe('16');
    expect(horasParaTexto(1000)).toBe('1000');
    for (const h of [0.5, 1.5, 12.5, 16, 499.5, 1000]) expect(lerHoras(horasParaTexto(h))).toEqual({ ok: true, horas: h });
  });

  it('leaves a missing value blank', () => {
    expect(horasParaTexto(Number.NaN)).toBe('');
    expect(horasParaTexto(undefined)).toBe('');
    expect(horasParaTexto(null)).toBe('');
  });
});
