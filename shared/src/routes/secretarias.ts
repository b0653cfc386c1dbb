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
