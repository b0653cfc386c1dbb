import { participacaoKey } from '@emc/functions/lib/db/participacoes';
import { INDEX } from '@emc/shared/table';
import { describe, expect, it } from 'vitest';
import { tamanhoItem, unidadesIndices } from './unidades-indices';

const chaves = (i: { partitionKey: string; sortKey: string }, pk: string, sk: string) => ({ [i.partitionKey]: pk, [i.sortKey]: sk });

describe('unidadesIndices', () => {
  it('sizes items as DynamoDB does: names and UTF-8 values, numbers by their digits', () => {
    expect(tamanhoItem({ pk: 'ação' })).toBe(2 + 6);
    expect(tamanhoItem({ n: 12345 })).toBe(1 + 4);
    expect(tamanhoItem({ l: ['ab'] })).toBe(1 + 3 + 1 + 2);
  });

  it('charges a new entry by its size in KB, a moved one twice, an untouched one nothing', () => {
    const grande = { ...participacaoKey('1'), texto: 'x'.repeat(1500), ...chaves(INDEX.byLookup, 'A', 'B') };
    expect(unidadesIndices(undefined, grande)).toBe(2);
    expect(unidadesIndices(grande, grande)).toBe(0);
    expect(unidadesIndices(grande, { ...grande, [INDEX.byLookup.sortKey]: 'C' })).toBe(4);
    expect(unidadesIndices(grande, undefined)).toBe(2);
  });

  it('charges an INCLUDE or KEYS_ONLY index only for what it copies', () => {
    const item = { ...participacaoKey('1'), historico: 'x'.repeat(3000), titulo: 'Congresso', ...chaves(INDEX.byCicloMes, 'P', 'S'), ...chaves(INDEX.byMedicoStatus, 'M', 'S') };
    // byMedicoStatusItens has byMedicoStatus's keys and copies the whole item (ALL): its own share, apart.
    const todo = (i: typeof item) => Math.ceil(tamanhoItem(i) / 1024);
    expect(todo(item)).toBeGreaterThan(1);
    expect(unidadesIndices(undefined, item)).toBe(2 + todo(item));
    // A change of an attribute neither copies writes no entry of theirs.
    expect(unidadesIndices(item, { ...item, historico: 'y'.repeat(3000) })).toBe(todo(item));
    expect(unidadesIndices(item, { ...item, titulo: 'Curso' })).toBe(1 + todo(item));
  });
});
