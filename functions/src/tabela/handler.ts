import { tabelaRoutes } from '@emc/shared/routes/tabela';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { categoria, classificacao, forma } from './admin';
import { cicloPrevia, cicloUpdate, tarefa } from './ciclo';
import { categorias, classificacoes, formas } from './lists';

export const actions = {
  'tabela.categorias': categorias,
  'tabela.formas': formas,
  'tabela.classificacoes': classificacoes,
  'tabela.categoriaGetAllPagination': categoria.getAllPagination,
  'tabela.categoriaGetById': categoria.getById,
  'tabela.categoriaCreate': categoria.create,
  'tabela.categoriaUpdate': categoria.update,
  'tabela.categoriaUpdateStatus': categoria.updateStatus,
  'tabela.formaGetAllPagination': forma.getAllPagination,
  'tabela.formaGetById': forma.getById,
  'tabela.formaCreate': forma.create,
  'tabela.formaUpdate': forma.update,
  'tabela.formaUpdateStatus': forma.updateStatus,
  'tabela.classificacaoGetAllPagination': classificacao.getAllPagination,
  'tabela.classificacaoGetById': classificacao.getById,
  'tabela.classificacaoCreate': classificacao.create,
  'tabela.classificacaoUpdate': classificacao.update,
  'tabela.classificacaoUpdateStatus': classificacao.updateStatus,
  'tabela.cicloUpdate': cicloUpdate,
  'tabela.cicloPrevia': cicloPrevia,
  'tabela.tarefa': tarefa,
};
export const handler = apiHandler(tabelaRoutes, actions, defaultDb, { authenticate });
