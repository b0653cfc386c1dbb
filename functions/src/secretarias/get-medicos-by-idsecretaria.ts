import { assertIsSelfOrAdmin } from '../lib/access';
import type { Db } from '../lib/db/client';
import { listMedicosOfSecretaria } from '../lib/db/secretarias';
import type { ActionInput, RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';

type R = RouteOf<'secretarias.getMedicosByIdSecretaria'>;

/** GET /api/secretarias/get-medicos-by-idsecretaria/{id}: the doctors a secretary acts for. */
export async function getMedicosByIdSecretaria(input: ActionInput<R>, principal: Principal, db: Db) {
  assertIsSelfOrAdmin(principal, input.params.id);
  return { medicosSecretariaResponse: await listMedicosOfSecretaria(db, input.params.id) };
}
