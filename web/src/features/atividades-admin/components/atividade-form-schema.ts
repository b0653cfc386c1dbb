import { criarAtividadeBody, type AtividadeAdmin, type CriarAtividade } from '@emc/shared/catalogos';
import { asIsoDate } from '@emc/shared/campos';
import { dateOrderError } from '@emc/shared/ciclo';
import * as z from 'zod/mini';

/**
 * The activity's fields as the server checks them (shared/src/catalogos.ts), plus the order of the
 * dates (the server's rule, shared/src/ciclo.ts). An activity may lie in the future (the catalogue
 * announces it), so only the order counts.
 */
export const atividadeFormSchema = criarAtividadeBody.check(
  z.superRefine<{ dataInicio: string; dataFim: string }>(
    (value, ctx) => {
      const fim = asIsoDate(value?.dataFim);
      const ordem = dateOrderError({ dataInicio: asIsoDate(value?.dataInicio), dataFim: fim });
      if (ordem) ctx.issues.push({ code: 'custom', message: ordem, path: ['dataFim'], input: fim });
    },
    // Also when another field is still wrong, so the dates' order shows as they are typed.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  ),
);

export type AtividadeFormInput = z.input<typeof atividadeFormSchema>;

/** The form's first values: the activity's, or blanks (the hours stay NaN until typed, so the required message shows). */
export function valoresIniciais(atividade: AtividadeAdmin | null): AtividadeFormInput {
  return {
    nome: atividade?.nome ?? '',
    idCategoria: atividade?.idCategoria ?? '',
    idForma: atividade?.idForma ?? '',
    idClassificacao: atividade?.idClassificacao ?? '',
    instituicao: atividade?.instituicao ?? '',
    local: atividade?.local ?? '',
    dataInicio: atividade?.dataInicio.slice(0, 10) ?? '',
    dataFim: atividade?.dataFim.slice(0, 10) ?? '',
    cargaHoraria: atividade?.cargaHoraria ?? Number.NaN,
  };
}

/** The body of create/update: no suggested classification is null. */
export function corpoDaAtividade(v: CriarAtividade): CriarAtividade {
  return {
    nome: v.nome,
    idCategoria: v.idCategoria,
    idForma: v.idForma,
    idClassificacao: v.idClassificacao || null,
    instituicao: v.instituicao,
    local: v.local ?? '',
    dataInicio: v.dataInicio,
    dataFim: v.dataFim,
    cargaHoraria: v.cargaHoraria,
  };
}
