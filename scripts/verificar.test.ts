import { describe, expect, it } from 'vitest';
import { lerArgumentos } from './verificar';

describe('npm run verificar: arguments', () => {
  it('takes the grace period in minutes, 60 by default, 0 included', () => {
    expect(lerArgumentos([])).toEqual({ carenciaMin: 60 });
    expect(lerArgumentos(['--carencia', '0'])).toEqual({ carenciaMin: 0 });
    expect(lerArgumentos(['--carencia=15'])).toEqual({ carenciaMin: 15 });
  });

  it('refuses anything else with a Portuguese sentence that says what to type', () => {
    expect(() => lerArgumentos(['--carencia', '-1'])).toThrow('Carência inválida: "-1". Informe os minutos, um número maior ou igual a 0 (por exemplo --carencia 0).');
    expect(() => lerArgumentos(['--carencia'])).toThrow(/Carência inválida: ""/);
    expect(() => lerArgumentos(['--carencia', 'uma hora'])).toThrow(/Carência inválida/);
    expect(() => lerArgumentos(['--todos'])).toThrow('Argumento desconhecido: --todos. Uso: npm run verificar -- --carencia MINUTOS');
  });
});
