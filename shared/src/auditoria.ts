import * as z from 'zod/mini';
import { dataExiste } from './campos';
import { EMAIL_MAX, idParam } from './schemas';
import './zod-pt';

/**
 * The audit trail (issue 13): every administrator write appends one entry in the same DynamoDB
 * transaction as the write. Entries are never edited or deleted through the API; DynamoDB's TTL
 * removes them after the retention (a deploy setting, default 5 years; docs/lgpd.md).
 */

/** What an entry is about. */
export const AUDITORIA_ENTIDADES = [
  'participacao',
  'atividade',
  'area',
  'categoria',
  'forma',
  'classificacao',
  'ciclo',
  'medico',
  'secretaria',
  'vinculo',
  'faq',
  'sobre',
  'contato',
  'presenca',
] as const;
export type AuditoriaEntidade = (typeof AUDITORIA_ENTIDADES)[number];

/** The entity's name on the screen. */
export const AUDITORIA_ENTIDADE_ROTULO: Record<AuditoriaEntidade, string> = {
  participacao: 'Participação',
  atividade: 'Atividade',
  area: 'Área',
  categoria: 'Categoria',
  forma: 'Forma de participação',
  classificacao: 'Linha da tabela de créditos',
  ciclo: 'Meta do ciclo',
  medico: 'Médico',
  secretaria: 'Secretária',
  vinculo: 'Vínculo secretária–médico',
  faq: 'Pergunta frequente',
  sobre: 'Sobre o Programa',
  contato: 'Mensagem de contato',
  presenca: 'Importação de presença',
};

/** What the write did. */
export const AUDITORIA_ACOES = ['criacao', 'alteracao', 'ativacao', 'desativacao', 'exclusao', 'aprovacao', 'reprovacao', 'reordenacao', 'importacao', 'resposta'] as const;
export type AuditoriaAcao = (typeof AUDITORIA_ACOES)[number];

export const AUDITORIA_ACAO_ROTULO: Record<AuditoriaAcao, string> = {
  criacao: 'Criação',
  alteracao: 'Alteração',
  ativacao: 'Ativação',
  desativacao: 'Desativação',
  exclusao: 'Exclusão',
  aprovacao: 'Aprovação',
  reprovacao: 'Reprovação',
  reordenacao: 'Reordenação',
  importacao: 'Importação',
  resposta: 'Resposta',
};

/** The default retention of entries, in years (infra setting `auditRetentionYears`). */
export const AUDITORIA_RETENCAO_ANOS = 5;

/** One changed field: its value before and after (absent on a create's `antes` or a delete's `depois`). */
export interface AlteracaoAuditoria {
  campo: string;
  antes?: unknown;
  depois?: unknown;
}

/** One entry, as administrators read it. */
export interface EntradaAuditoria {
  id: string;
  /** ISO instant of the write. */
  em: string;
  /** Who wrote it. */
  usuario: { idUsuario: string; nome: string; email: string };
  acao: AuditoriaAcao;
  entidade: AuditoriaEntidade;
  idEntidade: string;
  /** A short human description of the entity (a name, a title), when there is one. */
  descricao?: string;
  alteracoes: AlteracaoAuditoria[];
}

/** A day of the range: its format, then a day the calendar has (a deep link may carry 2026-13-45). */
const dataDia = (rotulo: string) =>
  z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${rotulo} deve estar no formato AAAA-MM-DD.`, abort: true }),
      z.refine(dataExiste, `${rotulo} não é uma data válida.`),
    ),
  );

/**
 * `auditoria/get-all-pagination`: newest first, optionally narrowed to an entity (and one of its
 * ids), a user (by e-mail), and a date range (inclusive days, São Paulo time). Pages are keyed by an
 * opaque `cursor` that the previous page answered as `proximo`.
 */
export const auditoriaListaQuery = z
  .object({
    entidade: z.optional(z.enum(AUDITORIA_ENTIDADES, { error: 'Entidade inválida.' })),
    idEntidade: z.optional(idParam),
    usuario: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX, 'E-mail inválido.'), z.regex(/^[^@\s]+@[^@\s]+$/, 'E-mail inválido.'))),
    de: dataDia('A data inicial'),
    ate: dataDia('A data final'),
    cursor: z.optional(z.string().check(z.maxLength(2048, 'Página inválida.'))),
  })
  .check(z.refine((q) => !q.de || !q.ate || q.de <= q.ate, { message: 'A data inicial deve ser anterior ou igual à final.', path: ['ate'] }));
export type AuditoriaListaQuery = z.infer<typeof auditoriaListaQuery>;

/** A page of entries; `proximo` is the next page's cursor, absent on the last page. */
export interface PaginaAuditoria {
  itens: EntradaAuditoria[];
  proximo?: string;
}
