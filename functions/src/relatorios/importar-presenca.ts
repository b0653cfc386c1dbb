import type { ImportacaoPresenca } from '@emc/shared/catalogos';
import * as z from 'zod/mini';
import type { Db } from '../lib/db/client';
import { readEnv } from '../lib/env';
import type { ActionInput, RouteOf } from '../lib/http';
import { atividadeParaPresenca, importarPresenca as importar } from '../lib/participacoes/presenca';
import type { Principal } from '../lib/principal';
import { lerListaPresenca } from './leitura';

const env = readEnv({ PRESENCA_PRAZO_MS: z.optional(z.string().check(z.regex(/^\d+$/))) });

/**
 * Time a call of the import may start batches for, from the request's start: short, so Registro de
 * Atividades shows the doctors gone through between calls (each call starts where the last stopped),
 * and far inside API Gateway's 30 s and the function's 29 s (infra/lib/lambda-function.ts). Batches in
 * flight at the limit finish, and a call always writes its first. PRESENCA_PRAZO_MS overrides it (a
 * test's world sets 0: one batch per call).
 */
export const PRAZO_MS = env.PRESENCA_PRAZO_MS === undefined ? 10_000 : Number(env.PRESENCA_PRAZO_MS);

export interface RelatoriosDeps {
  db: Db;
  /** How long after the request's start no batch starts any more (PRAZO_MS; a test gives less). */
  prazoMs: number;
}

/**
 * POST /api/atividade/importar-presenca (multipart: idAtividade, the list, `file`, and where earlier
 * calls stopped, `desde`). A list the time limit cuts is answered 200 with `concluida: false`, this
 * call's counts and how far it reached (`processados`): the client sends the same file again from there.
 */
export async function importarPresenca(input: ActionInput<RouteOf<'relatorios.importarPresenca'>>, p: Principal, { db, prazoMs }: RelatoriosDeps): Promise<ImportacaoPresenca> {
  const prazo = Date.now() + prazoMs;
  const alvo = await atividadeParaPresenca(db, input.body.idAtividade);
  const { crms, invalidos } = await lerListaPresenca(input.files.find((f) => f.field === 'file')?.data);
  return importar(db, p, alvo, crms, invalidos, { prazo, desde: input.body.desde });
}
