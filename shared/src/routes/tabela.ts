import { classificacoesQuery, type ClassificacaoItem } from '../analise';
import {
  atualizarCategoriaBody,
  atualizarClassificacaoBody,
  atualizarFormaBody,
  cicloUpdateBody,
  criarCategoriaBody,
  criarClassificacaoBody,
  criarFormaBody,
  paginaQuery,
  updateStatusBody,
  type CategoriaAdmin,
  type ClassificacaoAdmin,
  type FormaAdmin,
} from '../catalogos';
import type { CategoriaItem, Ciclo, FormaItem, Paginated } from '../participacao';
import { previaMetaQuery, type PreviaMeta, type Tarefa } from '../tarefas';
import { ADMIN, ANY_ROLE, PARTICIPACAO_READS, byId, type RouteDef } from '../route-def';

/*
 * What a change makes stale. A category: its lists, the participation forms' select, the rows and
 * activities that show its name, and the sidebars (its tipo decides what counts as Gestão or
 * Publicação). A form: its lists and the rows and activities that show it. A row: its lists, the
 * rows offered in the review (with the credits each would give) and the activities that suggest it.
 * A cycle's goal: the cycles' list, every doctor's sidebar and history, and the counters.
 */
const CATEGORIA_READS = [
  'tabela.categoriaGetAllPagination',
  'tabela.categoriaGetById',
  'tabela.categorias',
  'tabela.classificacaoGetAllPagination',
  'tabela.classificacoes',
  'atividade.getAllPagination',
  'medico.desempenho',
] as const;
const FORMA_READS = ['tabela.formaGetAllPagination', 'tabela.formaGetById', 'tabela.formas', 'tabela.classificacaoGetAllPagination', 'tabela.classificacoes', 'atividade.getAllPagination'] as const;
const CLASSIFICACAO_READS = ['tabela.classificacaoGetAllPagination', 'tabela.classificacaoGetById', 'tabela.classificacoes', 'analise.contexto', 'atividade.getAllPagination'] as const;
const META_READS = ['participacao.ciclos', ...PARTICIPACAO_READS] as const;

/**
 * The credit table: categories, forms of participation and the rows (a doctor may read the lists),
 * each managed by administrators with the catalogue verbs; and each cycle's goal (`ciclo/update`).
 */
export const tabelaRoutes = [
  { id: 'tabela.categorias', group: 'tabela', method: 'GET', path: '/api/categoria/get-list-name', auth: ANY_ROLE },
  { id: 'tabela.formas', group: 'tabela', method: 'GET', path: '/api/forma/get-list-name', auth: ANY_ROLE },
  { id: 'tabela.classificacoes', group: 'tabela', method: 'GET', path: '/api/classificacao/get-list-name', auth: ANY_ROLE, query: classificacoesQuery },

  { id: 'tabela.categoriaGetAllPagination', group: 'tabela', method: 'GET', path: '/api/categoria/get-all-pagination', auth: ADMIN, query: paginaQuery },
  { id: 'tabela.categoriaGetById', group: 'tabela', method: 'GET', path: '/api/categoria/get-by-id/{id}', auth: ADMIN, params: byId },
  { id: 'tabela.categoriaCreate', group: 'tabela', method: 'POST', path: '/api/categoria/create', auth: ADMIN, body: criarCategoriaBody, idempotent: true, invalidates: CATEGORIA_READS },
  { id: 'tabela.categoriaUpdate', group: 'tabela', method: 'PUT', path: '/api/categoria/update', auth: ADMIN, body: atualizarCategoriaBody, invalidates: CATEGORIA_READS },
  { id: 'tabela.categoriaUpdateStatus', group: 'tabela', method: 'PUT', path: '/api/categoria/update-status', auth: ADMIN, body: updateStatusBody, invalidates: CATEGORIA_READS },

  { id: 'tabela.formaGetAllPagination', group: 'tabela', method: 'GET', path: '/api/forma/get-all-pagination', auth: ADMIN, query: paginaQuery },
  { id: 'tabela.formaGetById', group: 'tabela', method: 'GET', path: '/api/forma/get-by-id/{id}', auth: ADMIN, params: byId },
  { id: 'tabela.formaCreate', group: 'tabela', method: 'POST', path: '/api/forma/create', auth: ADMIN, body: criarFormaBody, idempotent: true, invalidates: FORMA_READS },
  { id: 'tabela.formaUpdate', group: 'tabela', method: 'PUT', path: '/api/forma/update', auth: ADMIN, body: atualizarFormaBody, invalidates: FORMA_READS },
  { id: 'tabela.formaUpdateStatus', group: 'tabela', method: 'PUT', path: '/api/forma/update-status', auth: ADMIN, body: updateStatusBody, invalidates: FORMA_READS },

  { id: 'tabela.classificacaoGetAllPagination', group: 'tabela', method: 'GET', path: '/api/classificacao/get-all-pagination', auth: ADMIN, query: paginaQuery },
  { id: 'tabela.classificacaoGetById', group: 'tabela', method: 'GET', path: '/api/classificacao/get-by-id/{id}', auth: ADMIN, params: byId },
  { id: 'tabela.classificacaoCreate', group: 'tabela', method: 'POST', path: '/api/classificacao/create', auth: ADMIN, body: criarClassificacaoBody, idempotent: true, invalidates: CLASSIFICACAO_READS },
  { id: 'tabela.classificacaoUpdate', group: 'tabela', method: 'PUT', path: '/api/classificacao/update', auth: ADMIN, body: atualizarClassificacaoBody, invalidates: CLASSIFICACAO_READS },
  { id: 'tabela.classificacaoUpdateStatus', group: 'tabela', method: 'PUT', path: '/api/classificacao/update-status', auth: ADMIN, body: updateStatusBody, invalidates: CLASSIFICACAO_READS },

  { id: 'tabela.cicloUpdate', group: 'tabela', method: 'PUT', path: '/api/ciclo/update', auth: ADMIN, body: cicloUpdateBody, invalidates: META_READS },
  // The confirmation before a goal change (how many doctors' status it changes), and a recount job's progress.
  { id: 'tabela.cicloPrevia', group: 'tabela', method: 'GET', path: '/api/ciclo/previa', auth: ADMIN, query: previaMetaQuery },
  { id: 'tabela.tarefa', group: 'tabela', method: 'GET', path: '/api/ciclo/tarefa/{id}', auth: ADMIN, params: byId },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface TabelaResponses {
  'tabela.categorias': CategoriaItem[];
  'tabela.formas': FormaItem[];
  'tabela.classificacoes': ClassificacaoItem[];
  'tabela.categoriaGetAllPagination': Paginated<CategoriaAdmin>;
  'tabela.categoriaGetById': CategoriaAdmin;
  'tabela.categoriaCreate': CategoriaAdmin;
  'tabela.categoriaUpdate': CategoriaAdmin;
  'tabela.categoriaUpdateStatus': CategoriaAdmin;
  'tabela.formaGetAllPagination': Paginated<FormaAdmin>;
  'tabela.formaGetById': FormaAdmin;
  'tabela.formaCreate': FormaAdmin;
  'tabela.formaUpdate': FormaAdmin;
  'tabela.formaUpdateStatus': FormaAdmin;
  'tabela.classificacaoGetAllPagination': Paginated<ClassificacaoAdmin>;
  'tabela.classificacaoGetById': ClassificacaoAdmin;
  'tabela.classificacaoCreate': ClassificacaoAdmin;
  /** With the recount of the row's earlier approvals when its cap changed. */
  'tabela.classificacaoUpdate': ClassificacaoAdmin & { tarefa?: Tarefa };
  'tabela.classificacaoUpdateStatus': ClassificacaoAdmin;
  /** With the recount of the goal reachers when the goal changed (often done by the time it answers). */
  'tabela.cicloUpdate': Ciclo & { tarefa?: Tarefa };
  'tabela.cicloPrevia': PreviaMeta;
  'tabela.tarefa': Tarefa;
}
