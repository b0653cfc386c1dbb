import type { MedicosDaSecretaria } from '../answers';
import { SECRETARIA_OR_ADMIN, byId, type RouteDef } from '../route-def';

export const secretariasRoutes = [
  {
    id: 'secretarias.getMedicosByIdSecretaria',
    group: 'secretarias',
    method: 'GET',
    path: '/api/secretarias/get-medicos-by-idsecretaria/{id}',
    auth: SECRETARIA_OR_ADMIN,
    params: byId,
  },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface SecretariasResponses {
  'secretarias.getMedicosByIdSecretaria': MedicosDaSecretaria;
}
