import { describe, expect, it } from 'vitest';
import { criarAtividadeBody } from './catalogos';
import { cargaHorariaError, horasDoPeriodo } from './campos';
import { PARTICIPACAO_MSG } from './messages';
import { atualizarParticipacaoBody, criarParticipacaoBody } from './participacao';

/** A day `n` days from today (UTC): the rule is arithmetic on dates, any dates. */
const dia = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const FORA = PARTICIPACAO_MSG.cargaHorariaForaDoPeriodo;

describe('hours fit the period (decisions.md "Integrity rules")', () => {
  it('a period holds 24 hours for each day, the start and the end included', () => {
    expect(horasDoPeriodo(dia(0), dia(0))).toBe(24);
    expect(horasDoPeriodo(dia(-2), dia(0))).toBe(72);
    expect(horasDoPeriodo(dia(-400), dia(-35))).toBe(366 * 24);
    expect(horasDoPeriodo(dia(0), dia(-1))).toBe(0);
  });

  it('refuses more hours than the period holds, and accepts its boundary', () => {
    expect(cargaHorariaError({ dataInicio: dia(0), dataFim: dia(0), cargaHoraria: 24 })).toBeUndefined();
    expect(cargaHorariaError({ dataInicio: dia(0), dataFim: dia(0), cargaHoraria: 24.5 })).toBe(FORA);
    expect(cargaHorariaError({ dataInicio: dia(0), dataFim: dia(0), cargaHoraria: 48 })).toBe(FORA);
    expect(cargaHorariaError({ dataInicio: dia(-2), dataFim: dia(0), cargaHoraria: 72 })).toBeUndefined();
    expect(cargaHorariaError({ dataInicio: dia(-2), dataFim: dia(0), cargaHoraria: 72.5 })).toBe(FORA);
  });

  it('does not judge what is not yet a period or a number (their own messages say why)', () => {
    for (const v of [
      { dataInicio: '', dataFim: dia(0), cargaHoraria: 500 },
      { dataInicio: dia(0), dataFim: `${dia(0).slice(0, 4)}-02-30`, cargaHoraria: 500 },
      { dataInicio: dia(0), dataFim: dia(-3), cargaHoraria: 500 },
      { dataInicio: dia(0), dataFim: dia(0), cargaHoraria: Number.NaN },
      { dataInicio: dia(0), dataFim: dia(0), cargaHoraria: '500' },
    ]) {
      expect(cargaHorariaError(v), JSON.stringify(v)).toBeUndefined();
    }
  });

  it('is a check of the participation bodies and of the activity body, on cargaHoraria, beside the other fields\' messages', () => {
    const campos = { titulo: 'Jornada', idCategoria: 'c', idForma: 'f', instituicao: 'Hospital', dataInicio: dia(0), dataFim: dia(0), cargaHoraria: 48 };
    const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues(criarParticipacaoBody.safeParse(campos))).toEqual([`cargaHoraria: ${FORA}`]);
    expect(issues(atualizarParticipacaoBody.safeParse({ ...campos, id: 'p-1', versao: 1 }))).toEqual([`cargaHoraria: ${FORA}`]);
    expect(issues(criarAtividadeBody.safeParse({ ...campos, nome: 'Jornada', titulo: undefined }))).toEqual([`cargaHoraria: ${FORA}`]);
    // With another field wrong, both messages come in one answer.
    expect(issues(criarParticipacaoBody.safeParse({ ...campos, titulo: '' }))).toEqual(['titulo: O título deve ter ao menos 3 caracteres.', `cargaHoraria: ${FORA}`]);
    expect(criarParticipacaoBody.safeParse({ ...campos, cargaHoraria: 24 }).success).toBe(true);
    // Hours the field refuses keep that one message.
    expect(issues(criarParticipacaoBody.safeParse({ ...campos, cargaHoraria: 600 }))).toEqual(['cargaHoraria: A carga horária deve ser de no máximo 500 horas.']);
    expect(issues(criarParticipacaoBody.safeParse({ ...campos, cargaHoraria: 30.3 }))).toEqual(['cargaHoraria: A carga horária deve ser em passos de meia hora (ex.: 1,5).']);
  });
});
