import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { Db } from '../lib/db/client';
import { setAtividadeAtivo } from '../lib/db/atividades';
import { acaoDeStatus, auditoria } from '../lib/auditoria';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';
import { ATIVIDADE_MSG, comNomes } from './catalogo';

/**
 * PUT /api/atividade/update-status { id, ativar }: a deactivated activity leaves the doctors' search
 * (get-by-name) and takes no attendance list; participations that point at it stay as they are.
 */
export async function updateStatus(input: ActionInput<RouteOf<'atividade.updateStatus'>>, p: Principal, db: Db): Promise<AtividadeAdmin> {
  const { id, ativar } = input.body;
  const atividade = await setAtividadeAtivo(db, id, ativar, (antes, depois) =>
    auditoria(db, p, { acao: acaoDeStatus(ativar), entidade: 'atividade', idEntidade: id, descricao: antes.nome, antes, depois }),
  );
  if (!atividade) throw notFound(ATIVIDADE_MSG.naoEncontrada);
  return comNomes(db, atividade);
}
