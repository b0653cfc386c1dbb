import { codigoParam, type DeclaracaoVerificada } from '../relatorios';
import type { RouteDef } from '../route-def';

/** The public verification of a credit statement: one read of its record, no login. */
export const declaracaoRoutes = [
  { id: 'declaracao.verificar', group: 'declaracao', method: 'GET', path: '/api/declaracao/verificar/{codigo}', auth: 'public', params: codigoParam },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface DeclaracaoResponses {
  'declaracao.verificar': DeclaracaoVerificada;
}
