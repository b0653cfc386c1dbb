import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { Atividade } from '@emc/shared/participacao';
import type { Db } from '../lib/db/client';
import { atividadeCreate, putAtividade } from '../lib/db/atividades';
import type { ActionInput, RouteOf } from '../lib/http';
import { KeyAlreadyUsed, claimRejected, idempotencyScope, once } from '../lib/idempotency';
import { newId } from '../lib/ids';
import type { Principal } from '../lib/principal';
import { camposValidos, comNomes } from './catalogo';

/** POST /api/atividade/create: a new active activity; a repeat of its Idempotency-Key answers the first result. */
export async function create(input: ActionInput<RouteOf<'atividade.create'>>, p: Principal, db: Db): Promise<AtividadeAdmin> {
  const atividade: Atividade = { id: newId(), ...(await camposValidos(db, input.body)), ativo: true };
  const answer = await comNomes(db, atividade);
  const scope = idempotencyScope(p, 'atividade.create', input.idempotencyKey, input.body);
  return once<AtividadeAdmin>(db, scope, async (claim) => {
    if (!claim) {
      await putAtividade(db, atividade);
      return answer;
    }
    try {
      await db.client.send(new TransactWriteCommand({ TransactItems: [atividadeCreate(db, atividade), claim(answer)] }));
    } catch (error) {
      if (claimRejected(error, 1)) throw new KeyAlreadyUsed();
      throw error;
    }
    return answer;
  });
}
