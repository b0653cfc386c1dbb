import type { AtividadeAdmin, CriarAtividade } from '@emc/shared/catalogos';
import { dateOrderError } from '@emc/shared/ciclo';
import { NAO_ENCONTRADO, TABELA_MSG } from '@emc/shared/messages';
import type { Atividade } from '@emc/shared/participacao';
import type { Db } from '../lib/db/client';
import { getAtividade } from '../lib/db/atividades';
import { getCategoria, getClassificacao, getForma, listCategorias, listClassificacoes, listFormas } from '../lib/db/tabela';
import { ValidationError, notFound } from '../lib/errors';

/** What the administrators' catalogue (Registro de Atividades) shares between its actions. */

export const ATIVIDADE_MSG = {
  naoEncontrada: NAO_ENCONTRADO.atividade,
  classificacaoOutra: 'A classificação sugerida deve ser da categoria e da forma de participação da atividade.',
} as const;

/** The credit table's names, read once per call (tens of rows each): inactive rows keep their names. */
export async function nomesDaTabela(db: Db) {
  const [categorias, formas, classificacoes] = await Promise.all([listCategorias(db), listFormas(db), listClassificacoes(db)]);
  const categoria = new Map(categorias.map((c) => [c.id, c.nome]));
  const forma = new Map(formas.map((f) => [f.id, f.nome]));
  const classificacao = new Map(classificacoes.map((c) => [c.id, c.descricao]));
  return (a: Atividade): AtividadeAdmin => {
    const nome = a.idClassificacao ? classificacao.get(a.idClassificacao) : undefined;
    return { ...a, categoria: categoria.get(a.idCategoria) ?? '', forma: forma.get(a.idForma) ?? '', ...(nome ? { classificacao: nome } : {}) };
  };
}

/** One activity with its names. */
export async function comNomes(db: Db, a: Atividade): Promise<AtividadeAdmin> {
  return (await nomesDaTabela(db))(a);
}

/** The activity of get-by-id, or the 404: eventually consistent, like the catalogues' get-by-id, so it joins the names' read. */
export async function lerAtividade(db: Db, id: string): Promise<Atividade> {
  const a = await getAtividade(db, id, false);
  if (!a) throw notFound(ATIVIDADE_MSG.naoEncontrada);
  return a;
}

/**
 * The fields as stored, once checked against the rules that need the table: the end on or after the
 * start; an active category and form; the suggested row, when given, active and of that category and form.
 */
export async function camposValidos(db: Db, input: CriarAtividade): Promise<Omit<Atividade, 'id' | 'ativo'>> {
  const errors: Record<string, string[]> = {};
  const push = (f: string, m: string) => (errors[f] ??= []).push(m);
  const idClassificacao = input.idClassificacao?.trim() || undefined;
  const ordem = dateOrderError(input);
  if (ordem) push('dataFim', ordem);
  const [categoria, forma, row] = await Promise.all([
    getCategoria(db, input.idCategoria),
    getForma(db, input.idForma),
    idClassificacao ? getClassificacao(db, idClassificacao) : undefined,
  ]);
  if (!categoria?.ativo) push('idCategoria', TABELA_MSG.categoriaInvalida);
  if (!forma?.ativo) push('idForma', TABELA_MSG.formaInvalida);
  if (idClassificacao && !row?.ativo) push('idClassificacao', TABELA_MSG.classificacaoInvalida);
  else if (row && (row.idCategoria !== input.idCategoria || row.idForma !== input.idForma)) push('idClassificacao', ATIVIDADE_MSG.classificacaoOutra);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    nome: input.nome,
    idCategoria: input.idCategoria,
    idForma: input.idForma,
    ...(idClassificacao ? { idClassificacao } : {}),
    instituicao: input.instituicao,
    local: input.local ?? '',
    dataInicio: input.dataInicio,
    dataFim: input.dataFim,
    cargaHoraria: input.cargaHoraria,
  };
}
