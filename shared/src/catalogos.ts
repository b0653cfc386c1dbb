import * as z from 'zod/mini';
import { cargaHoraria, dataFim, dataInicio, horasNoPeriodo, instituicao, text } from './campos';
import { pageQuery, type Atividade, type CategoriaItem, type FormaItem } from './participacao';
import type { ClassificacaoItem } from './analise';
import { idParam } from './schemas';
import { TIPOS_CATEGORIA, VALORES } from './status';
import { cleanLine } from './text';
import './zod-pt';
import { CICLO_INVALIDO } from './messages';

/**
 * The administrators' catalogues (decisions.md, "Catalogues and people"): areas, the credit table
 * (categories, forms of participation, rows), the cycles' goals and the activities. Every list is
 * `{recurso}/get-all-pagination?page=&filter=`; every status change is `{ id, ativar }`.
 */

/** The longest search a back-office list takes. */
export const BUSCA_MAX = 100;

/** `page` from 1 and an optional text `filter` (names, accent- and case-insensitive). */
export const paginaQuery = z.object({
  page: pageQuery,
  filter: z.optional(z.string().check(z.overwrite(cleanLine), z.trim(), z.maxLength(BUSCA_MAX, `A busca deve ter no máximo ${BUSCA_MAX} caracteres.`))),
});
export type PaginaQuery = z.infer<typeof paginaQuery>;

/** `{recurso}/update-status`: deactivate (`ativar: false`) or reactivate. */
export const updateStatusBody = z.object({ id: idParam, ativar: z.boolean({ error: 'Informe se o registro deve ser ativado.' }) });
export type UpdateStatusBody = z.infer<typeof updateStatusBody>;

const selecione = (label: string) => z.string({ error: `Selecione ${label}.` }).check(z.trim(), z.minLength(1, `Selecione ${label}.`), z.maxLength(64, `Selecione ${label}.`));

// ---- Areas ----
export const areaCampos = { nome: text(2, 100, 'o nome da área') };
export const criarAreaBody = z.object(areaCampos);
export const atualizarAreaBody = z.object({ id: idParam, ...areaCampos });
export type CriarArea = z.infer<typeof criarAreaBody>;

/** `areas/get-list-name`: the active areas (spec: areaResponse). */
export interface AreaItem {
  id: string;
  nome: string;
}
/** A row of the administrators' list, active or not. */
export interface AreaAdmin extends AreaItem {
  ativo: boolean;
}

// ---- Credit table ----
export const categoriaCampos = {
  nome: text(2, 100, 'o nome da categoria'),
  tipo: z.enum(TIPOS_CATEGORIA, { error: 'Selecione o tipo da categoria.' }),
};
export const criarCategoriaBody = z.object(categoriaCampos);
export const atualizarCategoriaBody = z.object({ id: idParam, ...categoriaCampos });
export type CriarCategoria = z.infer<typeof criarCategoriaBody>;
export interface CategoriaAdmin extends CategoriaItem {
  ativo: boolean;
}

export const formaCampos = { nome: text(2, 100, 'o nome da forma de participação') };
export const criarFormaBody = z.object(formaCampos);
export const atualizarFormaBody = z.object({ id: idParam, ...formaCampos });
export type CriarForma = z.infer<typeof criarFormaBody>;
export interface FormaAdmin extends FormaItem {
  ativo: boolean;
}

const pontos = (label: string, { plural = false } = {}) => {
  const sujeito = `${label[0]!.toUpperCase()}${label.slice(1)} ${plural ? 'devem' : 'deve'}`;
  return z.number({ error: `Informe ${label}.` }).check(
    z.gt(0, `${sujeito} ser maior${plural ? 'es' : ''} que zero.`),
    z.lte(1000, `${sujeito} ser de no máximo 1000.`),
    z.multipleOf(0.5, `${sujeito} ser em passos de 0,5.`),
  );
};

export const UNIDADES = ['evento', 'hora'] as const;
export const CLASSIFICACAO_DESCRICAO_MAX = 200;
export const classificacaoCampos = {
  descricao: text(3, CLASSIFICACAO_DESCRICAO_MAX, 'a descrição'),
  idCategoria: selecione('a categoria'),
  idForma: selecione('a forma de participação'),
  valor: z.enum(VALORES, { error: 'Selecione o valor (alto, médio ou baixo).' }),
  pontos: pontos('os pontos', { plural: true }),
  unidade: z.enum(UNIDADES, { error: 'Selecione a unidade (evento ou hora).' }),
  /** The most points the row may give one doctor in one cycle; none when left out or null. */
  tetoCiclo: z.optional(z.nullable(pontos('o teto por ciclo'))),
};
export const criarClassificacaoBody = z.object(classificacaoCampos);
export const atualizarClassificacaoBody = z.object({ id: idParam, ...classificacaoCampos });
export type CriarClassificacao = z.infer<typeof criarClassificacaoBody>;
export interface ClassificacaoAdmin extends ClassificacaoItem {
  ativo: boolean;
}

/** `ciclo/update`: a cycle's goal in points; the goal-reacher counters follow in the same call. */
export const cicloUpdateBody = z.object({
  ciclo: z.number({ error: 'Informe o ciclo.' }).check(z.int(CICLO_INVALIDO), z.gte(1, CICLO_INVALIDO), z.lte(200, CICLO_INVALIDO)),
  meta: pontos('a meta'),
});
export type CicloUpdate = z.infer<typeof cicloUpdateBody>;

// ---- Activities (Registro de Atividades) ----
export const ATIVIDADE_NOME_MAX = 200;
export const ATIVIDADE_LOCAL_MAX = 200;
export const atividadeCampos = {
  nome: text(3, ATIVIDADE_NOME_MAX, 'o nome da atividade'),
  idCategoria: selecione('a categoria'),
  idForma: selecione('a forma de participação'),
  /** The credit-table row suggested for the participations it gives (the attendance import uses it). */
  idClassificacao: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  instituicao,
  local: z.optional(z.string().check(z.overwrite(cleanLine), z.trim(), z.maxLength(ATIVIDADE_LOCAL_MAX, `O local deve ter no máximo ${ATIVIDADE_LOCAL_MAX} caracteres.`))),
  dataInicio,
  dataFim,
  cargaHoraria,
};
export const criarAtividadeBody = z.object(atividadeCampos).check(horasNoPeriodo);
export const atualizarAtividadeBody = z.object({ id: idParam, ...atividadeCampos }).check(horasNoPeriodo);
export type CriarAtividade = z.infer<typeof criarAtividadeBody>;

/** A row of the administrators' catalogue, with its names. */
export interface AtividadeAdmin extends Atividade {
  categoria: string;
  forma: string;
  classificacao?: string;
}

export const PRESENCA = { maxBytes: 2 * 1024 * 1024, maxLinhas: 5000 } as const;
/**
 * `atividade/importar-presenca`: multipart, `idAtividade`, the file part `file` (CSV or XLSX of CRMs)
 * and `desde`: how many of the list's CRMs the earlier calls of the same import went through (their
 * `processados`; none, 0: the call starts at the list's start).
 */
export const importarPresencaFields = z.object({
  idAtividade: idParam,
  desde: z.pipe(z.optional(z.string()), z.transform((v) => (v === undefined || v === '' ? 0 : Number(v)))).check(
    z.refine((n) => Number.isInteger(n) && n >= 0 && n <= PRESENCA.maxLinhas, `A posição na lista deve ser um número inteiro de 0 a ${PRESENCA.maxLinhas}.`),
  ),
});

export interface ImportacaoPresenca {
  /** Approved participations created. */
  criadas: number;
  /** Doctors who already had a participation of this activity (nothing new for them). */
  jaExistentes: number;
  /** CRMs of the file that match no doctor. */
  naoEncontrados: string[];
  /** CRMs of doctors who are deactivated: nothing is created for them. */
  inativos: string[];
  /**
   * False when the API's time limit came before the end of the list: the counts above are this call's
   * (the CRMs from `desde` it reached), and the same file sent again with `desde` = `processados` does
   * the rest, creating nothing twice.
   */
  concluida: boolean;
  /** The list's distinct CRMs. */
  total: number;
  /** How many of them, in the list's order, this call and the earlier ones went through (`total` once done). */
  processados: number;
}
