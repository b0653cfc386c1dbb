import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { MSG } from './messages';
import { atualizarParticipacaoBody, criarParticipacaoBody, nomeBuscaParam, updateAnexoFields, uploadAnexoFields, type CriarParticipacao } from './participacao';
import { logonBody } from './schemas';

const messages = (input: unknown) => {
  const r = logonBody.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('logonBody', () => {
  it('gives the spec messages for missing fields, once each', () => {
    expect(messages({})).toEqual(['email: Email é obrigatório.', 'password: Senha é obrigatória.']);
    expect(messages({ email: '   ', password: '' })).toEqual(['email: Email é obrigatório.', 'password: Senha é obrigatória.']);
  });

  it('refuses a malformed email and trims a good one', () => {
    expect(messages({ email: 'crm123456', password: 'x' })).toEqual(['email: Informe um email válido.']);
    const ok = logonBody.safeParse({ email: ' crm123456@hospital.example ', password: 'x' });
    expect(ok.success && ok.data.email).toBe('crm123456@hospital.example');
  });

  it('answers in Portuguese where the schema does not word the check itself', () => {
    const r = logonBody.safeParse([]);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Valor inválido para este campo.');
  });
});

describe('logonBody password length', () => {
  it('refuses a password over 256 characters with its own message, and never changes a password', () => {
    expect(messages({ email: 'medico@hospital.example', password: 'x'.repeat(257) })).toEqual(['password: A senha deve ter no máximo 256 caracteres.']);
    expect(MSG.passwordTooLong).toBe('A senha deve ter no máximo 256 caracteres.');
    const password = ` \u202ESe\tnha\u0000\r\n ${'y'.repeat(240)}`;
    expect(password.length).toBeLessThanOrEqual(256);
    const ok = logonBody.safeParse({ email: 'medico@hospital.example', password });
    expect(ok.success && ok.data.password).toBe(password);
  });
});

const campos = {
  titulo: 'Congresso Brasileiro de Cardiologia',
  idCategoria: 'cat-1',
  idForma: 'forma-1',
  instituicao: 'Sociedade Brasileira de Cardiologia',
  dataInicio: '2026-03-10',
  dataFim: '2026-03-12',
  cargaHoraria: 8,
  descricao: 'Apresentei um caso clínico.',
};

const criar = (changes: Record<string, unknown>) => criarParticipacaoBody.safeParse({ ...campos, ...changes });
const criarMessages = (changes: Record<string, unknown>) => {
  const r = criar(changes);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('participation body: free text is cleaned (text.ts) before it is trimmed and measured', () => {
  it('stores "Curso \\u202Efdp.exe" as "Curso fdp.exe", drops NUL, keeps the description\'s lines', () => {
    const r = criar({ titulo: 'Curso \u202Efdp.exe', instituicao: 'Sociedade\u0000 Brasileira\tde Testes', descricao: 'Linha 1\r\nLinha \u20662\u0007\rfim\u2069' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ titulo: 'Curso fdp.exe', instituicao: 'Sociedade Brasileira de Testes', descricao: 'Linha 1\nLinha 2\nfim' });
  });

  it('cleans the update body the same way', () => {
    const r = atualizarParticipacaoBody.safeParse({ ...campos, id: 'p-1', versao: 2, titulo: '\u202BJornada\u202C \u200Fde\u061C Clínica\u0085', descricao: 'a\u202Db' });
    expect(r.success && r.data).toMatchObject({ titulo: 'Jornada de Clínica', descricao: 'ab' });
  });

  it('trims after cleaning: controls around the text leave no spaces behind', () => {
    expect(criar({ titulo: '\u0000  Curso de ECG \u202E\n', instituicao: '\t Hospital \r\n' }).data).toMatchObject({ titulo: 'Curso de ECG', instituicao: 'Hospital' });
  });

  it('measures after cleaning, with the same messages as before', () => {
    expect(criarMessages({ titulo: '\u202E\u202E' })).toEqual(['titulo: O título deve ter ao menos 3 caracteres.']);
    expect(criarMessages({ titulo: 'ab\u0000\u2066' })).toEqual(['titulo: O título deve ter ao menos 3 caracteres.']);
    expect(criarMessages({ titulo: `${'a'.repeat(200)}\u202E\u0000` })).toEqual([]);
    expect(criarMessages({ titulo: 'a'.repeat(201) })).toEqual(['titulo: O título deve ter no máximo 200 caracteres.']);
    expect(criarMessages({ instituicao: '\u0000\u202E' })).toEqual(['instituicao: Informe a instituição promotora.']);
    expect(criarMessages({ instituicao: `${'b'.repeat(200)}\u2069` })).toEqual([]);
    expect(criarMessages({ instituicao: 'b'.repeat(201) })).toEqual(['instituicao: A instituição promotora deve ter no máximo 200 caracteres.']);
    expect(criarMessages({ descricao: `${'c'.repeat(2000)}\u0007\u202E` })).toEqual([]);
    expect(criarMessages({ descricao: 'c'.repeat(2001) })).toEqual(['descricao: A descrição deve ter no máximo 2000 caracteres.']);
    expect(criarMessages({ titulo: 3, instituicao: undefined })).toEqual(['titulo: Informe o título.', 'instituicao: Informe a instituição promotora.']);
  });

  it('keeps accents, ç, º and emoji as typed', () => {
    const titulo = '3º Congresso de Atenção à Saúde 👩‍⚕️';
    expect(criar({ titulo, descricao: 'Ação\ncoração' }).data).toMatchObject({ titulo, descricao: 'Ação\ncoração' });
    expect(criar({ descricao: null }).data?.descricao).toBeNull();
    expect(criar({ descricao: undefined }).data?.descricao).toBeUndefined();
  });

  it('cleans attachment names and catalogue searches too', () => {
    const up = uploadAnexoFields.safeParse({ idParticipacao: 'p-1', idUsuario: 'u-1', nomeOriginal: ' certificado\u202Efdp.exe\u0000 ' });
    expect(up.success && up.data.nomeOriginal).toBe('certificadofdp.exe');
    expect(updateAnexoFields.safeParse({ id: 'a-1', idUsuario: 'u-1', nomeOriginal: '\u2066\u0000' }).error?.issues.map((i) => i.message)).toEqual(['Este campo é obrigatório.']);
    expect(nomeBuscaParam.safeParse({ name: 'car\u202Edio' }).data?.name).toBe('cardio');
    expect(nomeBuscaParam.safeParse({ name: 'ca\u0000' }).error?.issues.map((i) => i.message)).toEqual(['Digite ao menos 3 letras para buscar.']);
  });

  it('keeps the inferred types plain strings', () => {
    expectTypeOf<CriarParticipacao['titulo']>().toEqualTypeOf<string>();
    expectTypeOf<CriarParticipacao['instituicao']>().toEqualTypeOf<string>();
    expectTypeOf<CriarParticipacao['descricao']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<z.input<typeof criarParticipacaoBody>['titulo']>().toEqualTypeOf<string>();
    expectTypeOf<z.infer<typeof uploadAnexoFields>['nomeOriginal']>().toEqualTypeOf<string>();
  });
});
