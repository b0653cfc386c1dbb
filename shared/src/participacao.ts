import * as z from 'zod/mini';
import { CICLO_INVALIDO, MSG } from './messages';
import { idParam } from './schemas';
import { STATUS_CODES, type StatusCode, type TipoCategoria, type Valor } from './status';
import { cargaHoraria, dataFim, dataInicio, horasNoPeriodo, instituicao, text } from './campos';
import { cleanLine, cleanMultiline } from './text';
import './zod-pt';

/** The fields a doctor (or a secretary for them) writes; decisions.md "Participation fields". */
const participacaoCampos = {
  titulo: text(3, 200, 'o título'),
  idCategoria: z.string({ error: 'Selecione a categoria.' }).check(z.minLength(1, 'Selecione a categoria.'), z.maxLength(64)),
  idForma: z.string({ error: 'Selecione a forma de participação.' }).check(z.minLength(1, 'Selecione a forma de participação.'), z.maxLength(64)),
  idAtividade: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  instituicao,
  dataInicio,
  dataFim,
  cargaHoraria,
  descricao: z.optional(z.nullable(z.string().check(z.overwrite(cleanMultiline), z.maxLength(2000, 'A descrição deve ter no máximo 2000 caracteres.')))),
};

export const criarParticipacaoBody = z.object({ idMedico: z.optional(idParam), ...participacaoCampos }).check(horasNoPeriodo);
export const atualizarParticipacaoBody = z
  .object({
    id: idParam,
    versao: z.number({ error: 'Recarregue a página e tente novamente.' }).check(z.int(), z.gte(1)),
    ...participacaoCampos,
  })
  .check(horasNoPeriodo);
export type CriarParticipacao = z.infer<typeof criarParticipacaoBody>;
export type AtualizarParticipacao = z.infer<typeof atualizarParticipacaoBody>;

export const pageQuery = z.pipe(z.optional(z.string()), z.transform((v) => (v === undefined || v === '' ? 1 : Number(v)))).check(
  z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 100000, 'A página deve ser um número inteiro a partir de 1.'),
);
export const statusQuery = z.pipe(z.string({ error: 'Informe o status.' }), z.transform(Number)).check(
  z.refine((n) => (STATUS_CODES as readonly number[]).includes(n), 'Status inválido.'),
);
export const cicloQuery = z.pipe(z.string({ error: 'Informe o ciclo.' }), z.transform(Number)).check(
  z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 200, CICLO_INVALIDO),
);

export const idMedicoQuery = z.object({ idMedico: idParam });
export const participacoesStatusQuery = z.object({ idMedico: idParam, status: statusQuery, page: pageQuery });
export const historicoParticipacoesQuery = z.object({ idMedico: idParam, ciclo: cicloQuery, page: pageQuery });
/** The activity search starts at 3 letters (the web asks nothing shorter); it answers at most 10. */
export const MIN_BUSCA_ATIVIDADE = 3;
export const nomeBuscaParam = z.object({
  name: z.string().check(
    z.overwrite(cleanLine),
    z.trim(),
    z.minLength(MIN_BUSCA_ATIVIDADE, `Digite ao menos ${MIN_BUSCA_ATIVIDADE} letras para buscar.`),
    z.maxLength(100, 'Busca muito longa.'),
  ),
});

export const anexoFields = { idParticipacao: idParam, idUsuario: idParam, nomeOriginal: z.string().check(z.overwrite(cleanLine), z.trim(), z.minLength(1, MSG.fieldRequired), z.maxLength(255, 'O nome do arquivo deve ter no máximo 255 caracteres.')) };
export const uploadAnexoFields = z.object(anexoFields);
export const updateAnexoFields = z.object({ id: idParam, idUsuario: anexoFields.idUsuario, nomeOriginal: anexoFields.nomeOriginal });

// ---- Answers ----

export interface Paginated<T> {
  responseList: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

export interface Ciclo {
  ciclo: number;
  ano: number;
  inicio: string;
  fim: string;
  /** Still accepts new participations (until 31 January of the next year). */
  aberto: boolean;
  atual: boolean;
  meta: number;
}

export interface CategoriaItem {
  id: string;
  nome: string;
  tipo: TipoCategoria;
}
export interface FormaItem {
  id: string;
  nome: string;
}

/** An activity of the hospital's catalogue (Registro de Atividades), as the server keeps it. */
export interface Atividade {
  id: string;
  nome: string;
  idCategoria: string;
  idForma: string;
  /** The credit-table row it suggests. */
  idClassificacao?: string;
  instituicao: string;
  local: string;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
  ativo: boolean;
}

/** A catalogue activity as the search answers it, with its category's and form's names. */
export interface AtividadeItem extends Omit<Atividade, 'ativo'> {
  categoria: string;
  forma: string;
}

export interface Anexo {
  id: string;
  nomeOriginal: string;
  tipo: string;
  tamanho: number;
  criadoEm: string;
}

export interface HistoricoEntrada {
  em: string;
  por: string;
  /** Set when a secretary acted for the doctor. */
  emNomeDe?: string;
  de: StatusCode | null;
  para: StatusCode;
  texto?: string;
}

/**
 * How a participation came to be, when not registered by its doctor: 'presenca', from the activity's
 * attendance list (atividade/importar-presenca). The list is its proof: no certificate is expected.
 */
export type OrigemParticipacao = 'presenca';

export interface ParticipacaoDetalhe {
  id: string;
  idMedico: string;
  nomeMedico: string;
  crmMedico: string;
  ciclo: number;
  status: StatusCode;
  statusNome: string;
  titulo: string;
  idCategoria: string;
  categoria: string;
  idForma: string;
  forma: string;
  idAtividade?: string;
  instituicao: string;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
  descricao?: string;
  idClassificacao?: string;
  classificacao?: string;
  valor?: Valor;
  /** Credits the table gives before the cycle cap. */
  creditoCalculado?: number;
  /** Credits that count. */
  credito: number;
  /** Why the cap cut the credits, when it did. */
  motivoTeto?: string;
  observacao?: string;
  motivo?: string;
  versao: number;
  criadaEm: string;
  decididaEm?: string;
  origem?: OrigemParticipacao;
  anexos: Anexo[];
  historico: HistoricoEntrada[];
  podeEditar: boolean;
  podeExcluir: boolean;
}

export interface ParticipacaoResumo {
  id: string;
  titulo: string;
  categoria: string;
  forma: string;
  instituicao: string;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
  ciclo: number;
  status: StatusCode;
  statusNome: string;
  credito: number;
  quantidadeAnexos: number;
  origem?: OrigemParticipacao;
  motivo?: string;
}

export interface QuantidadeStatus {
  status: StatusCode;
  nome: string;
  quantidade: number;
}

export interface HistoricoParticipacao {
  id: string;
  categoria: string;
  titulo: string;
  participacao: string;
  credito: number;
  valor: Valor;
}
