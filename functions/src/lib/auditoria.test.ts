import { describe, expect, it } from 'vitest';
import { alteracoes, entradaAuditoria, mascararCpf } from './auditoria';
import { expiraEm } from './db/auditoria';

const admin = { idUsuario: 'u1', name: 'Ana Admin', email: 'Ana@Hospital.example', roles: ['Administradores' as const] };

describe('alteracoes', () => {
  it('lists only the changed fields, before and after', () => {
    expect(alteracoes({ nome: 'A', ativo: true, pontos: 3 }, { nome: 'B', ativo: true, pontos: 3 })).toEqual([{ campo: 'nome', antes: 'A', depois: 'B' }]);
  });
  it('a create has only after, a delete only before', () => {
    expect(alteracoes(undefined, { nome: 'A', vazio: '' })).toEqual([{ campo: 'nome', depois: 'A' }]);
    expect(alteracoes({ nome: 'A' }, undefined)).toEqual([{ campo: 'nome', antes: 'A' }]);
  });
  it('treats absent, null and empty as no value, and compares objects by content', () => {
    expect(alteracoes({ a: null, b: { x: 1, y: 2 } }, { b: { y: 2, x: 1 }, c: undefined })).toEqual([]);
    expect(alteracoes({ teto: 5 }, {})).toEqual([{ campo: 'teto', antes: 5 }]);
    expect(alteracoes({ lista: [1, 2] }, { lista: [2, 1] })).toEqual([{ campo: 'lista', antes: [1, 2], depois: [2, 1] }]);
  });
  it('leaves out keys, stored-only attributes and secrets, and masks a CPF', () => {
    const antes = { pk: 'A', gsi1pk: 'x', busca: 'a', senha: 'x', tokenConvite: 't', cpf: '529.982.247-25' };
    const depois = { pk: 'B', gsi1pk: 'y', busca: 'b', senha: 'y', tokenConvite: 'u', cpf: '111.444.777-35' };
    expect(alteracoes(antes, depois)).toEqual([{ campo: 'cpf', antes: '***.***.***-25', depois: '***.***.***-35' }]);
    expect(mascararCpf('')).toBe('');
  });
});

describe('entradaAuditoria', () => {
  it('says who, when, what; none when nothing changed', () => {
    const at = new Date('2030-05-06T07:08:09.000Z');
    const e = entradaAuditoria(admin, { acao: 'alteracao', entidade: 'area', idEntidade: 'a1', descricao: 'Cardio', antes: { nome: 'A' }, depois: { nome: 'B' } }, at);
    expect(e).toMatchObject({ em: at.toISOString(), usuario: { idUsuario: 'u1', nome: 'Ana Admin', email: 'ana@hospital.example' }, acao: 'alteracao', entidade: 'area', idEntidade: 'a1', descricao: 'Cardio' });
    expect(e!.id).toMatch(/^[0-9a-z]{12}$/);
    expect(entradaAuditoria(admin, { acao: 'alteracao', entidade: 'area', idEntidade: 'a1', antes: { nome: 'A' }, depois: { nome: 'A' } }, at)).toBeUndefined();
    expect(entradaAuditoria(admin, { acao: 'importacao', entidade: 'presenca', idEntidade: 'x', extras: [{ campo: 'participacoes', depois: 3 }] }, at)!.alteracoes).toHaveLength(1);
  });
});

describe('expiraEm', () => {
  it('is the write time plus the retention in years, in epoch seconds', () => {
    const t = Date.parse('2026-02-28T12:00:00.000Z');
    expect(expiraEm(t, 5)).toBe(Date.parse('2031-02-28T12:00:00.000Z') / 1000);
  });
});
