import * as z from 'zod/mini';
import { text } from './campos';
import { idParam } from './schemas';
import { cleanMultiline } from './text';
import './zod-pt';

/**
 * Perguntas Frequentes and Sobre o Programa (spec section 3, decisions.md "Contact, FAQ and About"):
 * items kept in DynamoDB, in the order administrators give them, edited as formatted text. Their HTML
 * is sanitized by the server before it is stored (functions/src/lib/html.ts) and by the browser
 * before it is shown (web/src/lib/html-seguro.ts).
 */

/**
 * The formatting the editors make and the pages show; the server's sanitizer and the browser's
 * (DOMPurify) both keep only these tags and attributes, and links only to http(s) and mailto.
 */
export const HTML_PERMITIDO = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
  atributos: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  esquemas: ['http', 'https', 'mailto'],
} as const;

/** Longest HTML of one answer or one Sobre paragraph (a long item with a table fits; an abuse does not). */
export const HTML_MAX = 20_000;

/** HTML from the editor: control characters cleaned, then measured; the sanitizer runs on the server. */
const html = (label: string) =>
  z.string({ error: `Informe ${label}.` }).check(
    z.overwrite(cleanMultiline),
    z.trim(),
    z.minLength(1, `Informe ${label}.`),
    z.maxLength(HTML_MAX, `${label[0]!.toUpperCase()}${label.slice(1)} deve ter no máximo ${HTML_MAX.toLocaleString('pt-BR')} caracteres.`),
  );

/** The longest link address: a Sobre item's, and one in the editor's text. */
export const LINK_MAX = 500;

/** An absolute http(s) address: a Sobre item's links. */
export const linkUrl = z.string({ error: 'Informe o endereço do link.' }).check(
  z.trim(),
  z.maxLength(LINK_MAX, `O link deve ter no máximo ${LINK_MAX} caracteres.`),
  z.regex(/^https?:\/\/[^\s<>"']+$/i, 'Informe um link completo, começando com https://.'),
);

/** `faq/create` (spec: FAQ item `titulo`, `paragrafo` as HTML). */
export const faqCampos = { titulo: text(3, 200, 'a pergunta'), paragrafo: html('a resposta') };
export const criarFaqBody = z.object(faqCampos);
export const atualizarFaqBody = z.object({ id: idParam, ...faqCampos });
export type CriarFaq = z.infer<typeof criarFaqBody>;

export interface FaqItem {
  id: string;
  titulo: string;
  /** Sanitized HTML. */
  paragrafo: string;
  /** 1-based position in the list. */
  ordem: number;
}

/**
 * `sobre/create` (spec: About item `titulo`, `conteudo` an array of HTML strings, `link` an array).
 * The credit-table item takes no `conteudo` (it is generated); every other item needs at least one paragraph.
 */
export const sobreCampos = {
  titulo: text(3, 200, 'o título'),
  conteudo: z.array(html('o parágrafo')).check(z.maxLength(30, 'Um item deve ter no máximo 30 parágrafos.')),
  link: z.array(linkUrl).check(z.maxLength(10, 'Um item deve ter no máximo 10 links.')),
};
export const criarSobreBody = z.object(sobreCampos);
export const atualizarSobreBody = z.object({ id: idParam, ...sobreCampos });
export type CriarSobre = z.infer<typeof criarSobreBody>;

export interface SobreItem {
  id: string;
  titulo: string;
  /** Sanitized HTML paragraphs; for the credit-table item, the live table rendered from the active rows. */
  conteudo: string[];
  link: string[];
  ordem: number;
  /** The item whose content is the live credit table (decisions.md): its titulo and links are editable, its content is not, and it can't be deleted. */
  tabelaCreditos: boolean;
}

/** `faq/reordenar`, `sobre/reordenar`: every current id, in the new order. */
export const reordenarBody = z.object({
  ids: z.array(idParam).check(z.minLength(1, 'Informe a nova ordem.'), z.maxLength(200, 'Informe a nova ordem.')),
});
export type ReordenarBody = z.infer<typeof reordenarBody>;

export const CONTEUDO_MSG = {
  faqNaoEncontrada: 'Pergunta não encontrada.',
  sobreNaoEncontrado: 'Item não encontrado.',
  /** A sanitized HTML with no text left (only tags, or only what the sanitizer removed). */
  htmlVazio: 'O texto ficou vazio depois de removido o conteúdo não permitido.',
  conteudoObrigatorio: 'Informe ao menos um parágrafo.',
  conteudoGerado: 'O conteúdo deste item é gerado da Tabela de Créditos e não pode ser editado.',
  tabelaNaoRemovivel: 'O item da Tabela de Créditos não pode ser removido.',
  ordemDesatualizada: 'A lista foi alterada por outro administrador. Recarregue a página.',
} as const;
