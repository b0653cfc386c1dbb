import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { substituirAnexo } from '../lib/participacoes/anexos';
import type { Principal } from '../lib/principal';

/** PUT /api/participacao_anexo/update-anexo (multipart: id, idUsuario, nomeOriginal, file) */
export async function update(input: ActionInput<RouteOf<'anexo.update'>>, p: Principal, db: Db) {
  return substituirAnexo(db, p, input.body, input.files);
}
