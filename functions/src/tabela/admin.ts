import type { CategoriaAdmin, ClassificacaoAdmin, CriarCategoria, CriarClassificacao, CriarForma, FormaAdmin } from '@emc/shared/catalogos';
import { TABELA_MSG } from '@emc/shared/messages';
import { normalizeSearch } from '@emc/shared/normalize';
import { catalogoActions } from '../lib/catalogo';
import type { Db } from '../lib/db/client';
import { CATEGORIA_DEF, CLASSIFICACAO_DEF, FORMA_DEF, type CatalogoRow } from '../lib/db/catalogo';
import { getCategoria, getForma, type Classificacao } from '../lib/db/tabela';
import { ValidationError } from '../lib/errors';
import { now } from '../lib/clock';
import { tarefaPut, tarefaView } from '../lib/db/tarefas';
import { newId } from '../lib/ids';
import { executarTarefa } from '../lib/tarefas/executar';
import { PRAZO_NA_RESPOSTA_MS } from './ciclo';
import { comNomesDaTabela } from './lists';

/**
 * Tabela de Créditos (administrators): categories (nome unique, with their tipo), forms of
 * participation (nome unique) and the rows of the table. Rows are deactivated, never deleted; a
 * change of a row's pontos or unidade counts for later approvals only (an approved participation
 * keeps the credits stored with it); a change of its cap recounts the earlier approvals (a job).
 */
export const categoria = catalogoActions<CategoriaAdmin, CriarCategoria>({
  def: CATEGORIA_DEF,
  createRoute: 'tabela.categoriaCreate',
  msgs: {
    duplicado: 'Já existe uma categoria com este nome.',
    duplicadoInativo: 'Já existe uma categoria desativada com este nome. Reative-a em vez de criar outra.',
    naoEncontrado: 'Categoria não encontrada.',
  },
  views: async () => (rows) => rows.map((r) => ({ id: String(r.id), nome: String(r.nome), tipo: r.tipo as CategoriaAdmin['tipo'], ativo: r.ativo })),
});

export const forma = catalogoActions<FormaAdmin, CriarForma>({
  def: FORMA_DEF,
  createRoute: 'tabela.formaCreate',
  msgs: {
    duplicado: 'Já existe uma forma de participação com este nome.',
    duplicadoInativo: 'Já existe uma forma de participação desativada com este nome. Reative-a em vez de criar outra.',
    naoEncontrado: 'Forma de participação não encontrada.',
  },
  views: async () => (rows) => rows.map((r) => ({ id: String(r.id), nome: String(r.nome), ativo: r.ativo })),
});

/**
 * A row's category and form must exist and be active; an update may keep the ones the row already
 * has even if they were deactivated since (so its other fields can still be corrected).
 */
async function validarClassificacao(db: Db, body: CriarClassificacao, before?: CatalogoRow): Promise<void> {
  const [cat, frm] = await Promise.all([getCategoria(db, body.idCategoria), getForma(db, body.idForma)]);
  const errors: Record<string, string[]> = {};
  if (!cat) errors.idCategoria = [TABELA_MSG.categoriaInvalida];
  else if (!cat.ativo && before?.idCategoria !== cat.id) errors.idCategoria = [`A categoria "${cat.nome}" está desativada. Reative-a ou selecione outra.`];
  if (!frm) errors.idForma = [TABELA_MSG.formaInvalida];
  else if (!frm.ativo && before?.idForma !== frm.id) errors.idForma = [`A forma de participação "${frm.nome}" está desativada. Reative-a ou selecione outra.`];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * A change of a row's cap (tetoCiclo set, changed, removed, or saved again) recounts the row's earlier approvals
 * (decisions.md, "Integrity rules"): a job in the update's transaction (lib/tarefas/teto.ts), run
 * for a few seconds before the answer, which carries it.
 */
async function recontagemDoTeto(db: Db, before: CatalogoRow, depois: CatalogoRow) {
  // The same cap saved again recounts too (the runbook's repair); a row that never had one has nothing to recount.
  if (before.tetoCiclo === undefined && depois.tetoCiclo === undefined) return undefined;
  const id = newId();
  return {
    items: [tarefaPut(db, { id, tipo: 'teto', parametros: { tipo: 'teto', idClassificacao: String(depois.id) }, total: 0, criadaEm: now().toISOString() })],
    resposta: async (view: ClassificacaoAdmin) => {
      const tarefa = await executarTarefa(db, id, { prazoMs: PRAZO_NA_RESPOSTA_MS });
      return { ...view, ...(tarefa ? { tarefa: tarefaView(tarefa) } : {}) };
    },
  };
}

const porNome = (a: string, b: string) => normalizeSearch(a).localeCompare(normalizeSearch(b), 'pt-BR');

export const classificacao = catalogoActions<ClassificacaoAdmin, CriarClassificacao>({
  def: CLASSIFICACAO_DEF,
  createRoute: 'tabela.classificacaoCreate',
  msgs: {
    duplicado: 'Já existe uma classificação com esta descrição para a mesma categoria e forma de participação.',
    duplicadoInativo: 'Já existe uma classificação desativada com esta descrição para a mesma categoria e forma de participação. Reative-a em vez de criar outra.',
    naoEncontrado: 'Classificação não encontrada.',
  },
  views: async (db) => {
    const comNomes = await comNomesDaTabela(db);
    return (rows) => comNomes(rows as unknown as Classificacao[]);
  },
  // The table reads by category, then description, then form; the filter matches any of the three.
  busca: (r) => `${r.descricao} ${r.categoria} ${r.forma}`,
  ordem: (a, b) => porNome(a.categoria, b.categoria) || porNome(a.descricao, b.descricao) || porNome(a.forma, b.forma),
  // Without a cap (left out or null), an update removes the one the row had.
  campos: (body) => ({ ...body, tetoCiclo: body.tetoCiclo ?? undefined }),
  validar: validarClassificacao,
  naEdicao: recontagemDoTeto,
});
