import type { MedicosDaSecretaria } from '../answers';
import { paginaQuery } from '../catalogos';
import type { Paginated } from '../participacao';
import { emailParam, loginParam, type SecretariaItem, type UsuarioPorEmail } from '../pessoas';
import { ADMIN, SECRETARIA_OR_ADMIN, byId, type RouteDef } from '../route-def';

/** The secretaries' reads. Their writes (which touch Cognito) are in the cadastro group. */
export const secretariasRoutes = [
  {
    id: 'secretarias.getMedicosByIdSecretaria',
    group: 'secretarias',
    method: 'GET',
    path: '/api/secretarias/get-medicos-by-idsecretaria/{id}',
    auth: SECRETARIA_OR_ADMIN,
    params: byId,
  },
  { id: 'secretarias.getAllPagination', group: 'secretarias', method: 'GET', path: '/api/secretarias/get-all-pagination', auth: ADMIN, query: paginaQuery },
  // A secretary reads her own record by her login; an administrator anyone's.
  { id: 'secretarias.getByLogin', group: 'secretarias', method: 'GET', path: '/api/secretarias/get-by-login/{login}', auth: SECRETARIA_OR_ADMIN, params: loginParam },
  { id: 'secretarias.getUserByEmail', group: 'secretarias', method: 'GET', path: '/api/secretarias/get-user-by-email/{email}', auth: ADMIN, params: emailParam },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface SecretariasResponses {
  'secretarias.getMedicosByIdSecretaria': MedicosDaSecretaria;
  'secretarias.getAllPagination': Paginated<SecretariaItem>;
  'secretarias.getByLogin': SecretariaItem;
  'secretarias.getUserByEmail': UsuarioPorEmail;
}
