import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { Atividade } from '@emc/shared/participacao';
import type { Db } from '../lib/db/client';
import { atividadeCreate } from '../lib/db/atividades';
import { transactComVersao } from '../lib/db/copias';
import { conditionFailedAt } from '../lib/db/errors';
import { auditoria } from '../lib/auditoria';
import type { ActionInput, RouteOf } from '../lib/http';
import { KeyAlreadyUsed, idempotencyScope, once } from '../lib/idempotency';
import { newId } from '../lib/ids';
import type { Principal } from '../lib/principal';
import { camposValidos, comNomes } from './catalogo';

/** POST /api/atividade/create: a new active activity; a repeat of its Idempotency-Key answers the first result. */
export async function create(input: ActionInput<RouteOf<'atividade.create'>>, p: Principal, db: Db): Promise<AtividadeAdmin> {
  const atividade: Atividade = { id: newId(), ...(await camposValidos(db, input.body)), ativo: true };
  const answer = await comNomes(db, atividade);
  const scope = idempotencyScope(p, 'atividade.create', input.idempotencyKey, input.body);
  return once<AtividadeAdmin>(db, scope, async (claim) => {
    const items = [atividadeCreate(db, atividade), ...auditoria(db, p, { acao: 'criacao', entidade: 'atividade', idEntidade: atividade.id, descricao: atividade.nome, depois: atividade })];
    try {
      await transactComVersao(db, claim ? [...items, claim(answer)] : items);
    } catch (error) {
      if (claim && conditionFailedAt(error, items.length)) throw new KeyAlreadyUsed();
      throw error;
    }
    return answer;
  });
}
