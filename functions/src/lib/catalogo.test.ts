import { describe, expect, it } from 'vitest';
import { contem, paginar } from './catalogo';
import { AREA_DEF, CLASSIFICACAO_DEF, catalogoKey, edicaoTx } from './db/catalogo';
import { unicoKey } from './db/unicos';

const db = { table: 'emc', client: undefined as never };

describe('paginar and contem', () => {
  it('answers the envelope, ten to a page, and an empty page past the last', () => {
    const list = Array.from({ length: 23 }, (_, i) => i);
    expect(paginar(list, 3)).toEqual({ responseList: [20, 21, 22], page: 3, pageSize: 10, totalItems: 23, totalPages: 3 });
    expect(paginar(list, 4)).toEqual({ responseList: [], page: 4, pageSize: 10, totalItems: 23, totalPages: 3 });
    expect(paginar([], 1)).toEqual({ responseList: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 1 });
  });

  it('matches accent- and case-insensitively anywhere in the text; no filter matches all', () => {
    expect(contem('Ginecologia e Obstetrícia', 'OBSTETRICIA')).toBe(true);
    expect(contem('Cirurgia Geral', 'joão')).toBe(false);
    expect(contem('Cirurgia Geral', undefined)).toBe(true);
    expect(contem('Cirurgia Geral', '')).toBe(true);
  });
});

describe('edicaoTx', () => {
  it('renames under the name read, moving the unique marker: release the old, claim the new, last', () => {
    const [update, release, claim] = edicaoTx(db, AREA_DEF, 'a1', { campos: { nome: 'Cardiologia Infantil' }, nomeAntes: 'Cardiologia' });
    expect(update!.Update).toMatchObject({
      Key: catalogoKey(AREA_DEF, 'a1'),
      ConditionExpression: 'attribute_exists(pk) AND #nomeAntes = :nomeAntes',
      ExpressionAttributeValues: { ':nomeAntes': 'Cardiologia', ':c0': 'Cardiologia Infantil', ':c1': 'cardiologia infantil#a1' },
    });
    expect(release!.Delete!.Key).toEqual(unicoKey('AREA', 'cardiologia'));
    expect(claim!.Put!.Item).toMatchObject({ pk: unicoKey('AREA', 'cardiologia infantil').pk, owner: 'a1' });
    // The same name in another case keeps its marker; without the release when another row holds the old name.
    expect(edicaoTx(db, AREA_DEF, 'a1', { campos: { nome: 'CARDIOLOGIA' }, nomeAntes: 'Cardiologia' })).toHaveLength(1);
    expect(edicaoTx(db, AREA_DEF, 'a1', { campos: { nome: 'Pediatria' }, nomeAntes: 'Cardiologia', soltarAntigo: false }).map((t) => Object.keys(t)[0])).toEqual(['Update', 'Put']);
  });

  it("moves a credit-table row's marker when its category, form or description changes, conditioned on the ones read", () => {
    const antes = { id: 'c1', idCategoria: 'cat1', idForma: 'f1', descricao: 'Webinar', ativo: true };
    const [update, release, claim] = edicaoTx(db, CLASSIFICACAO_DEF, 'c1', { campos: { descricao: 'Webinar', idCategoria: 'cat1', idForma: 'f2' }, nomeAntes: 'Webinar', antes });
    expect(update!.Update!.ConditionExpression).toBe('attribute_exists(pk) AND #nomeAntes = :nomeAntes AND #u0 = :u0 AND #u1 = :u1');
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':u0': 'cat1', ':u1': 'f1' });
    expect(release!.Delete!.Key).toEqual(unicoKey('CLASSIFICACAO', 'cat1 f1 webinar'));
    expect(claim!.Put!.Item).toMatchObject({ pk: unicoKey('CLASSIFICACAO', 'cat1 f2 webinar').pk, owner: 'c1' });
    expect(edicaoTx(db, CLASSIFICACAO_DEF, 'c1', { campos: { descricao: 'WEBINAR', idCategoria: 'cat1', idForma: 'f1', pontos: 2 }, nomeAntes: 'Webinar', antes })).toHaveLength(1);
  });

  it('removes the fields set to undefined (a row without its cap) and never touches ativo', () => {
    const [update, ...rest] = edicaoTx(db, CLASSIFICACAO_DEF, 'c1', { campos: { descricao: 'Congresso', pontos: 3, tetoCiclo: undefined }, nomeAntes: 'Congresso' });
    expect(rest).toEqual([]);
    expect(update!.Update!.UpdateExpression).toBe('SET #c0 = :c0, #c1 = :c1, #c2 = :c2 REMOVE #c3');
    expect(update!.Update!.ExpressionAttributeNames).toMatchObject({ '#c0': 'descricao', '#c1': 'pontos', '#c2': 'gsi2sk', '#c3': 'tetoCiclo' });
    expect(JSON.stringify(update)).not.toContain('ativo');
  });
});
