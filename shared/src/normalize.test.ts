import { describe, expect, it } from 'vitest';
import { normalizeSearch } from './normalize';

describe('normalizeSearch', () => {
  it('drops accents, case and repeated spaces', () => {
    expect(normalizeSearch('  João   da CONCEIÇÃO ')).toBe('joao da conceicao');
    expect(normalizeSearch('Vitória Ávila')).toBe('vitoria avila');
  });
});
