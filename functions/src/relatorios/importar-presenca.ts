import type { ImportacaoPresenca } from '@emc/shared/catalogos';
import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { atividadeParaPresenca, importarPresenca as importar } from '../lib/participacoes/presenca';
import type { Principal } from '../lib/principal';
import { lerListaPresenca } from './leitura';

/**
 * Time the import may write for, from the request's start: API Gateway answers 504 at 30 s, and the
 * function's timeout is 29 s (infra/lib/lambda-function.ts). Batches in flight at the limit finish.
 */
export const PRAZO_MS = 22_000;

export interface RelatoriosDeps {
  db: Db;
  /** How long after the request's start no batch starts any more (PRAZO_MS; a test gives less). */
  prazoMs: number;
}

/**
 * POST /api/atividade/importar-presenca (multipart: idAtividade and the list, `file`). A list the time
 * limit cuts is answered 200 with `concluida: false` and this call's counts: the client sends the same
 * file again.
 */
export async function importarPresenca(input: ActionInput<RouteOf<'relatorios.importarPresenca'>>, p: Principal, { db, prazoMs }: RelatoriosDeps): Promise<ImportacaoPresenca> {
  const prazo = Date.now() + prazoMs;
  const alvo = await atividadeParaPresenca(db, input.body.idAtividade);
  const { crms, invalidos } = await lerListaPresenca(input.files.find((f) => f.field === 'file')?.data);
  return importar(db, p, alvo, crms, invalidos, { prazo });
}
