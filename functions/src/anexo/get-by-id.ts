import type { Db } from '../lib/db/client';
import { HttpResult, type ActionInput, type RouteOf } from '../lib/http';
import { anexoParaDownload } from '../lib/participacoes/anexos';
import type { Principal } from '../lib/principal';
import { presignDownload } from '../lib/s3';

/** GET /api/participacao_anexo/get-by-id-anexo/{id}: a redirect to a 5-minute presigned download. */
export async function getById(input: ActionInput<RouteOf<'anexo.getById'>>, p: Principal, db: Db) {
  const anexo = await anexoParaDownload(db, p, input.params.id);
  const url = await presignDownload(anexo.key, anexo.nomeOriginal, anexo.tipo, 300);
  return new HttpResult({ statusCode: 302, headers: { location: url, 'cache-control': 'no-store' }, body: '' });
}
