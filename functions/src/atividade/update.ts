import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { Db } from '../lib/db/client';
import { auditoria } from '../lib/auditoria';
import { updateAtividade } from '../lib/db/atividades';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';
import { ATIVIDADE_MSG, camposValidos, comNomes } from './catalogo';

/**
 * PUT /api/atividade/update: the activity's fields, its status aside. Participations that came from it
 * keep what they copied (title, dates, credits).
 */
export async function update(input: ActionInput<RouteOf<'atividade.update'>>, p: Principal, db: Db): Promise<AtividadeAdmin> {
  const campos = await camposValidos(db, input.body);
  const id = input.body.id;
  const atividade = await updateAtividade(db, { id, ...campos }, (antes, depois) =>
    auditoria(db, p, { acao: 'alteracao', entidade: 'atividade', idEntidade: id, descricao: depois.nome, antes, depois }),
  );
  if (!atividade) throw notFound(ATIVIDADE_MSG.naoEncontrada);
  return comNomes(db, atividade);
}
