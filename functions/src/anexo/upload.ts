import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { adicionarAnexo } from '../lib/participacoes/anexos';
import type { Principal } from '../lib/principal';

/** POST /api/participacao_anexo/upload-anexo (multipart: idParticipacao, idUsuario, nomeOriginal, file) */
export async function upload(input: ActionInput<RouteOf<'anexo.upload'>>, p: Principal, db: Db) {
  return adicionarAnexo(db, p, input.body, input.files);
}
