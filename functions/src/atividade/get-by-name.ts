import type { AtividadeItem } from '@emc/shared/participacao';
import type { Db } from '../lib/db/client';
import { searchAtividades } from '../lib/db/atividades';
import { listCategorias, listFormas } from '../lib/db/tabela';
import type { ActionInput, RouteOf } from '../lib/http';

/** GET /api/atividade/get-by-name/{name}: catalogue activities whose name contains the text (from 3 letters). */
export async function getByName(input: ActionInput<RouteOf<'atividade.getByName'>>, _p: unknown, db: Db): Promise<AtividadeItem[]> {
  const [found, categorias, formas] = await Promise.all([searchAtividades(db, input.params.name), listCategorias(db), listFormas(db)]);
  const nome = (list: { id: string; nome: string }[], id: string) => list.find((x) => x.id === id)?.nome ?? '';
  return found.map((a) => ({
    id: a.id,
    nome: a.nome,
    idCategoria: a.idCategoria,
    categoria: nome(categorias, a.idCategoria),
    idForma: a.idForma,
    forma: nome(formas, a.idForma),
    ...(a.idClassificacao ? { idClassificacao: a.idClassificacao } : {}),
    instituicao: a.instituicao,
    local: a.local,
    dataInicio: a.dataInicio,
    dataFim: a.dataFim,
    cargaHoraria: a.cargaHoraria,
  }));
}
