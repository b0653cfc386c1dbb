import * as z from 'zod/mini';
import { ANALISE_MSG } from './messages';
import { cicloQuery, pageQuery, statusQuery, type ParticipacaoResumo } from './participacao';
import { idParam } from './schemas';
import type { Valor } from './status';
import { cleanLine, cleanMultiline } from './text';
import './zod-pt';

/**
 * The administrators' Área de Análise (decisions.md, "Analysis"): the review queue's filters, the
 * decisions' bodies, and what the review screens read.
 */

/** The queue's text filter takes a whole title (200) or name (150): a doctor picked from its suggestions filters by her full name. */
export const FILA_BUSCA_MAX = 200;

/** texto: the doctor's name or CRM, or the title; categoria: a category id; ciclo: a cycle number ('' is no filter). */
const filaFiltros = {
  texto: z.optional(z.string().check(z.overwrite(cleanLine), z.trim(), z.maxLength(FILA_BUSCA_MAX, `A busca deve ter no máximo ${FILA_BUSCA_MAX} caracteres.`))),
  categoria: z.optional(z.union([z.literal(''), idParam])),
  ciclo: z.optional(z.union([z.literal(''), cicloQuery])),
};
export const filaQuantidadeQuery = z.object(filaFiltros);
export const filaQuery = z.object({ status: statusQuery, page: pageQuery, ...filaFiltros });
export type FilaQuery = z.infer<typeof filaQuery>;

/** The longest `motivo` or `observacao` of a decision. */
export const DECISAO_TEXTO_MAX = 2000;
const motivo = z.string({ error: ANALISE_MSG.motivoObrigatorio }).check(
  z.overwrite(cleanMultiline),
  z.trim(),
  z.minLength(1, ANALISE_MSG.motivoObrigatorio),
  z.maxLength(DECISAO_TEXTO_MAX, `O motivo deve ter no máximo ${DECISAO_TEXTO_MAX} caracteres.`),
);
const observacao = z.optional(z.nullable(z.string().check(z.overwrite(cleanMultiline), z.trim(), z.maxLength(DECISAO_TEXTO_MAX, `A observação deve ter no máximo ${DECISAO_TEXTO_MAX} caracteres.`))));
/** The version the administrator read: a decision on a stale one gets 409 (decisions.md). */
const versao = z.optional(z.number().check(z.int(), z.gte(1)));

export const aprovarBody = z.object({
  id: idParam,
  idClassificacao: z.string({ error: ANALISE_MSG.classificacaoObrigatoria }).check(z.minLength(1, ANALISE_MSG.classificacaoObrigatoria), z.maxLength(64)),
  observacao,
  versao,
});
export type AprovarBody = z.infer<typeof aprovarBody>;

export const reprovarComentarBody = z.object({
  id: idParam,
  motivo,
  status: z.number({ error: 'Informe o status.' }).check(z.int(), z.gte(1, 'Status inválido.'), z.lte(4, 'Status inválido.')),
  observacao,
  reprovar: z.boolean({ error: 'Informe se a participação é reprovada.' }),
  idClassificacao: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  versao,
});
export type ReprovarComentarBody = z.infer<typeof reprovarComentarBody>;

/** The doctors' searches start at 3 characters (the web asks nothing shorter) and take a whole name (150); they answer at most 10. */
export const MIN_BUSCA_MEDICO = 3;
export const MAX_BUSCA_MEDICO = 150;
const buscaMedico = z.string().check(
  z.overwrite(cleanLine),
  z.trim(),
  z.minLength(MIN_BUSCA_MEDICO, `Digite ao menos ${MIN_BUSCA_MEDICO} caracteres para buscar.`),
  z.maxLength(MAX_BUSCA_MEDICO, 'Busca muito longa.'),
);
/** `medico/MedicoByName/{name}`, `MedicoByNameCrm/{text}`. */
export const medicoBuscaParam = z.object({ name: buscaMedico });
export const medicoBuscaTextoParam = z.object({ text: buscaMedico });

/** `classificacao/get-list-name?idCategoria=&idForma=` (both optional). */
export const classificacoesQuery = z.object({ idCategoria: z.optional(z.union([z.literal(''), idParam])), idForma: z.optional(z.union([z.literal(''), idParam])) });

/** One row of the review queue. */
export interface ParticipacaoAdmin
  extends Pick<ParticipacaoResumo, 'id' | 'titulo' | 'categoria' | 'forma' | 'dataInicio' | 'dataFim' | 'cargaHoraria' | 'ciclo' | 'status' | 'statusNome' | 'quantidadeAnexos' | 'origem' | 'credito'> {
  idMedico: string;
  nomeMedico: string;
  crm: string;
  /** When it was registered (criadaEm). */
  registradaEm: string;
  /** Same doctor, same title (accent- and case-insensitive) and start date, or a certificate with the same SHA-256 as another's. */
  possivelDuplicata: boolean;
}

export interface MedicoBusca {
  id: string;
  nome: string;
  crm: string;
}

/** One active row of the credit table. */
export interface ClassificacaoItem {
  id: string;
  descricao: string;
  idCategoria: string;
  categoria: string;
  idForma: string;
  forma: string;
  valor: Valor;
  pontos: number;
  unidade: 'evento' | 'hora';
  tetoCiclo?: number;
}

/** What a credit-table row would give this participation: before and after the doctor's cap in the cycle. */
export interface CreditoCandidato {
  idClassificacao: string;
  calculado: number;
  credito: number;
  /** Set when the cap cuts the credits: the sentence the doctor will read. */
  motivoTeto?: string;
}

/** The most possible duplicates the review page lists (and its query reads): the flag, not a census. */
export const DUPLICATAS_MAX = 20;

/**
 * `GET /api/participacao/analise/{id}`: what the reviewer weighs besides the participation itself
 * (which `participacao/get-by-id` answers).
 */
export interface AnaliseContexto {
  /** The doctor's other participations of the same cycle, any status. */
  outrasDoCiclo: ParticipacaoAdmin[];
  /** Possible duplicates: same title and start date, or the same certificate file; at most DUPLICATAS_MAX. */
  duplicatas: (ParticipacaoAdmin & { motivo: 'mesmo título e data' | 'mesmo arquivo' })[];
  /** True when there may be more duplicates than those listed (the query reads at most DUPLICATAS_MAX). */
  duplicatasMais: boolean;
  /** For each active credit-table row of the participation's category and form, the credits it would give. */
  creditos: CreditoCandidato[];
  /** False when the administrator is the participation's doctor (segregation of duties). */
  podeDecidir: boolean;
}
