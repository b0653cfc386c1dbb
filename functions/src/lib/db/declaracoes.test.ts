import { describe, expect, it } from 'vitest';
import { CODIGO_ALFABETO, CODIGO_REGEX, codigoParam } from '@emc/shared/relatorios';
import { novoCodigo } from './declaracoes';

describe('novoCodigo', () => {
  it('draws XXXX-XXXX-XXXX codes that the verification route accepts as they are', () => {
    const codigos = Array.from({ length: 2000 }, novoCodigo);
    for (const c of codigos) {
      expect(c).toMatch(CODIGO_REGEX);
      expect(codigoParam.parse({ codigo: c }).codigo).toBe(c);
      expect(codigoParam.parse({ codigo: c.toLowerCase().replace(/-/g, '') }).codigo).toBe(c);
    }
    expect(new Set(codigos).size).toBe(codigos.length);
    // Every character of the alphabet comes up (24,000 draws of 32), and nothing else.
    expect(new Set(codigos.join('').replace(/-/g, ''))).toEqual(new Set(CODIGO_ALFABETO));
  });
});
