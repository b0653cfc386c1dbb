import { DECLARACAO_MSG, type DeclaracaoVerificada } from '@emc/shared/relatorios';
import type { Db } from '../lib/db/client';
import { getDeclaracaoVerificada } from '../lib/db/declaracoes';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';

/**
 * GET /api/declaracao/verificar/{codigo} (public): the statement's name, CRM, cycle, total and issue
 * instant, from one GetItem of its record. The code arrives normalized (XXXX-XXXX-XXXX) by the schema.
 */
export async function verificar(input: ActionInput<RouteOf<'declaracao.verificar'>>, _p: unknown, db: Db): Promise<DeclaracaoVerificada> {
  const declaracao = await getDeclaracaoVerificada(db, input.params.codigo);
  if (!declaracao) throw notFound(DECLARACAO_MSG.naoEncontrada);
  return declaracao;
}
