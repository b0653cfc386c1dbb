import { tabelaRoutes } from '@emc/shared/routes/tabela';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { emConstrucao } from '../lib/em-construcao';
import { apiHandler } from '../lib/http';
import { categorias, classificacoes, formas } from './lists';

export const actions = {
  'tabela.categorias': categorias,
  'tabela.formas': formas,
  'tabela.classificacoes': classificacoes,
  'tabela.categoriaGetAllPagination': emConstrucao,
  'tabela.categoriaGetById': emConstrucao,
  'tabela.categoriaCreate': emConstrucao,
  'tabela.categoriaUpdate': emConstrucao,
  'tabela.categoriaUpdateStatus': emConstrucao,
  'tabela.formaGetAllPagination': emConstrucao,
  'tabela.formaGetById': emConstrucao,
  'tabela.formaCreate': emConstrucao,
  'tabela.formaUpdate': emConstrucao,
  'tabela.formaUpdateStatus': emConstrucao,
  'tabela.classificacaoGetAllPagination': emConstrucao,
  'tabela.classificacaoGetById': emConstrucao,
  'tabela.classificacaoCreate': emConstrucao,
  'tabela.classificacaoUpdate': emConstrucao,
  'tabela.classificacaoUpdateStatus': emConstrucao,
  'tabela.cicloUpdate': emConstrucao,
};
export const handler = apiHandler(tabelaRoutes, actions, defaultDb, { authenticate });
