import { formatDate, formatDateTime } from '@/lib/format';

/** What an absent value (before a create, after a delete) shows. */
export const AUSENTE = '—';
/** A value longer than this is cut in a collapsed entry. */
export const LIMITE_RESUMO = 80;

const DIA = /^\d{4}-\d{2}-\d{2}$/;
const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const HTML = /<\/?[a-z][^>]*>/i;
// No thousands separator: a year (2026) or a CRM must read as written.
const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4, useGrouping: false });

/** The text of rich content (Sobre, FAQ), without its tags: parsed, never rendered. */
function textoDeHtml(html: string): string {
  // A space after each block, so paragraphs and items do not run together.
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, '$& '), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function texto(valor: string): string {
  if (valor.trim() === '') return '(vazio)';
  if (DIA.test(valor)) return formatDate(valor);
  if (INSTANTE.test(valor)) return formatDateTime(valor);
  if (HTML.test(valor)) return textoDeHtml(valor) || '(vazio)';
  return valor;
}

/**
 * An entry's before or after value as a reader wants it: text as written, numbers in pt-BR, booleans
 * as Sim/Não, days and instants as dd/mm/aaaa (hh:mm in São Paulo), rich text without its tags, lists
 * and objects on one line; an absent value as '—'.
 */
export function formatarValor(valor: unknown, aninhado = false): string {
  if (valor === undefined || valor === null) return AUSENTE;
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'number') return Number.isFinite(valor) ? numero.format(valor) : AUSENTE;
  if (typeof valor === 'string') return texto(valor);
  if (Array.isArray(valor)) {
    if (valor.length === 0) return '(nenhum)';
    const itens = valor.map((v) => formatarValor(v, true)).join(', ');
    return aninhado ? `[${itens}]` : itens;
  }
  if (typeof valor === 'object') {
    const pares = Object.entries(valor as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${formatarValor(v, true)}`);
    return pares.length ? `{${pares.join(', ')}}` : '(vazio)';
  }
  return String(valor);
}

/** `texto` cut at `limite` characters, with an ellipsis. */
export function resumir(texto: string, limite = LIMITE_RESUMO): string {
  return texto.length <= limite ? texto : `${texto.slice(0, limite - 1).trimEnd()}…`;
}
