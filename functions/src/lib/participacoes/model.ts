import type { Medico } from '@emc/shared/medico';
import type { StatusCode } from '@emc/shared/status';
import { cicloOfDate } from '../ciclo';
import type { ParticipacaoItem } from '../db/participacoes';
import type { Categoria, Forma } from '../db/tabela';

/** Owner-side edits are allowed in Pendente and Em ajuste only (decisions.md). */
export const EDITABLE: readonly StatusCode[] = [1, 4];

/** A text as stored: trimmed, and absent when blank. */
export const clean = (s: string | null | undefined) => (s && s.trim() ? s.trim() : undefined);

/** What a participation keeps of its doctor, copied when it is registered (the form's and the attendance import's). */
export const camposDoMedico = (m: Pick<Medico, 'idMedico' | 'nome' | 'crm' | 'tipo' | 'idArea'>) => ({
  idMedico: m.idMedico,
  nomeMedico: m.nome,
  crmMedico: m.crm,
  tipoMedico: m.tipo,
  idArea: m.idArea,
});

/** What was registered, as the form sends it (an activity's attendance sends the activity's). */
export interface Registro {
  titulo: string;
  idAtividade?: string | null;
  instituicao: string;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
  descricao?: string | null;
}

/**
 * The owner-side fields of a participation, as stored: what was registered, its cycle (of the start
 * date), the credit table's names of its category and form, optional texts trimmed.
 */
export function camposDoRegistro(r: Registro, categoria: Categoria, forma: Forma) {
  return {
    ciclo: cicloOfDate(r.dataInicio),
    titulo: r.titulo,
    idCategoria: categoria.id,
    categoria: categoria.nome,
    categoriaTipo: categoria.tipo,
    idForma: forma.id,
    forma: forma.nome,
    idAtividade: clean(r.idAtividade),
    instituicao: r.instituicao,
    dataInicio: r.dataInicio,
    dataFim: r.dataFim,
    cargaHoraria: r.cargaHoraria,
    descricao: clean(r.descricao),
  } satisfies Partial<ParticipacaoItem>;
}
