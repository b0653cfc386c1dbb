import type { Db } from '../lib/db/client';
import { listCategorias, listClassificacoes, listFormas, type Classificacao } from '../lib/db/tabela';

/**
 * The Sobre credit-table item's content (decisions.md: "the live credit table rendered as HTML from
 * these rows, not a copy"): an introduction, then per category (by name) an <h3> and a table of four
 * columns, narrow enough for a phone. Only what a doctor can choose today: active rows of an active
 * category and form. Every text comes from administrators and is escaped here; the whole then goes
 * through the sanitizer too (sobre.ts).
 */
export const INTRODUCAO_TABELA =
  '<p>Esta é a Tabela de Créditos em vigor, mantida pela coordenação do programa e mostrada aqui como está cadastrada hoje. ' +
  'Nos itens contados <strong>por hora</strong>, os créditos são multiplicados pela carga horária da participação. ' +
  'O <strong>teto no ciclo</strong> é o máximo de créditos que o item pode somar para cada médico no mesmo ciclo.</p>';

export const SEM_ITENS = '<p>Nenhum item da Tabela de Créditos está ativo no momento.</p>';

const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escaparHtml = (texto: string) => texto.replace(/[&<>"']/g, (c) => ENTIDADES[c]!);

/** pt-BR numbers ("0,5"); the formatter is made on first use, off the function's cold start. */
let formatador: Intl.NumberFormat | undefined;
const numero = (n: number) => (formatador ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })).format(n);
/** One collator, made on first use: `localeCompare` with a locale builds one per comparison (3× the sort's time, measured on the demo table). */
let colador: Intl.Collator | undefined;
const porOrdem = (a: string, b: string) => (colador ??= new Intl.Collator('pt-BR', { sensitivity: 'base' })).compare(a, b);

export const creditosTexto = (r: Pick<Classificacao, 'pontos' | 'unidade'>) => `${numero(r.pontos)} por ${r.unidade === 'hora' ? 'hora' : 'evento'}`;
export const tetoTexto = (r: Pick<Classificacao, 'tetoCiclo'>) => (r.tetoCiclo === undefined || r.tetoCiclo === null ? '—' : numero(r.tetoCiclo));

const CABECALHO = '<thead><tr><th scope="col">Atividade</th><th scope="col">Forma</th><th scope="col">Créditos</th><th scope="col">Teto no ciclo</th></tr></thead>';

/** The blocks of the item's `conteudo`: the introduction, then one per category with active rows. */
export async function tabelaCreditosHtml(db: Db): Promise<string[]> {
  const [categorias, formas, rows] = await Promise.all([listCategorias(db), listFormas(db), listClassificacoes(db)]);
  const formaNome = new Map(formas.filter((f) => f.ativo).map((f) => [f.id, f.nome]));
  const blocos = categorias
    .filter((c) => c.ativo)
    .sort((a, b) => porOrdem(a.nome, b.nome))
    .map((categoria) => {
      const linhas = rows
        .filter((r) => r.ativo && r.idCategoria === categoria.id && formaNome.has(r.idForma))
        .map((r) => ({ r, forma: formaNome.get(r.idForma)! }))
        .sort((a, b) => porOrdem(a.r.descricao, b.r.descricao) || porOrdem(a.forma, b.forma));
      if (!linhas.length) return undefined;
      const corpo = linhas
        .map(({ r, forma }) => `<tr><td>${escaparHtml(r.descricao)}</td><td>${escaparHtml(forma)}</td><td>${creditosTexto(r)}</td><td>${tetoTexto(r)}</td></tr>`)
        .join('');
      return `<h3>${escaparHtml(categoria.nome)}</h3><table>${CABECALHO}<tbody>${corpo}</tbody></table>`;
    })
    .filter((b): b is string => b !== undefined);
  return [INTRODUCAO_TABELA, ...(blocos.length ? blocos : [SEM_ITENS])];
}
