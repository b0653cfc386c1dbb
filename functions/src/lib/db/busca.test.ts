import { describe, expect, it } from 'vitest';
import { buscaTx, casaComBusca, entradasDeBusca, palavrasIndexadas, textoDaBusca } from './busca';
import type { Db } from './client';

const db = { table: 't' } as Db;

describe('search entries', () => {
  it('index words of 3+ characters and numbers, without one that starts another', () => {
    expect(palavrasIndexadas('ana da silva silvana 52 congresso de cardiologia')).toEqual(['52', 'ana', 'cardiologia', 'congresso', 'silvana']);
  });

  it('match a term at the start of a word, as typed, and a CRM with dots as its digits', () => {
    expect(casaComBusca('jose da silva 101234 congresso', 'silva')).toBe(true);
    expect(casaComBusca('jose da silva 101234 congresso', 'da silva 1012')).toBe(true);
    expect(casaComBusca('jose da silva 101234 congresso', 'ilva')).toBe(false);
    expect(casaComBusca('jose da silva 101234 congresso', 'silva jose')).toBe(false);
    expect(textoDaBusca(' 101.234-5 ')).toBe('1012345');
    expect(textoDaBusca('CONCEIÇÃO  Ávila')).toBe('conceicao avila');
  });

  it('hold four words an entry, each in its own index, and a record of more than 16 words in the catch-all', () => {
    const [e0, e1, ...resto] = entradasDeBusca({ pk: 'PART#1', escopo: 'S#1', busca: 'alfa beta gama delta epsilon', ordem: 'o#1' });
    expect(resto).toEqual([]);
    expect(e0).toMatchObject({ pk: 'PART#1', sk: 'BUSCA#0', gsi9pk: 'BUSCA#S#1#a', gsi9sk: 'alfa#o#1', gsi10pk: 'BUSCA#S#1#b', gsi12sk: 'epsilon#o#1', busca: ' alfa beta gama delta epsilon' });
    expect(e1).toMatchObject({ sk: 'BUSCA#1', gsi9sk: 'gama#o#1' });
    expect(e1).not.toHaveProperty('gsi10pk');
    const longo = Array.from({ length: 17 }, (_, i) => `palavra${String.fromCharCode(97 + i)}`).join(' ');
    expect(entradasDeBusca({ pk: 'PART#2', escopo: 'S#2', busca: longo, ordem: 'o' })).toMatchObject([{ sk: 'BUSCA#0', gsi9pk: 'BUSCA#S#2#*', gsi9sk: '*#o' }]);
  });

  it('write only what changed, and delete the entries gone', () => {
    const antes = entradasDeBusca({ pk: 'P', escopo: 'S#1', busca: 'alfa beta gama delta epsilon', ordem: 'o' });
    expect(buscaTx(db, antes, antes)).toEqual([]);
    const depois = entradasDeBusca({ pk: 'P', escopo: 'S#2', busca: 'alfa beta', ordem: 'o2' });
    expect(buscaTx(db, antes, depois)).toEqual([{ Put: { TableName: 't', Item: depois[0] } }, { Delete: { TableName: 't', Key: { pk: 'P', sk: 'BUSCA#1' } } }]);
    expect(buscaTx(db, depois, [])).toEqual([{ Delete: { TableName: 't', Key: { pk: 'P', sk: 'BUSCA#0' } } }]);
  });
});
