import { updateStatusBody } from '../catalogos';
import {
  atualizarMedicoBody,
  atualizarSecretariaBody,
  criarMedicoBody,
  criarSecretariaBody,
  secretariaUserBody,
  type ConviteEnviado,
  type MedicoCadastro,
  type SecretariaDetalhe,
  type UsuarioCriado,
} from '../pessoas';
import { ADMIN, byId, type RouteDef } from '../route-def';

/** A doctor's create, edit or (de)activation: the lists, records and searches that show them. */
const MEDICO_READS = ['medico.corpoClinico', 'medico.getById', 'medico.perfil', 'medico.byNameCrm', 'medico.byName'] as const;
/** A secretary's create, edit or removal (her account alone, create-user, shows in no list until she exists). */
const SECRETARIA_READS = ['secretarias.getAllPagination', 'secretarias.getMedicosByIdSecretaria', 'secretarias.getByLogin'] as const;

/**
 * The writes of people with an account: doctors (Corpo Clínico) and secretaries. They go through
 * the one accounts module, so DynamoDB and Cognito agree; the only group besides login with Cognito's
 * client (which would push the medico and secretarias bundles past 300 KB).
 */
export const cadastroRoutes = [
  { id: 'cadastro.medicoCreate', group: 'cadastro', method: 'POST', path: '/api/medico/create', auth: ADMIN, body: criarMedicoBody, idempotent: true, invalidates: MEDICO_READS },
  { id: 'cadastro.medicoUpdate', group: 'cadastro', method: 'PUT', path: '/api/medico/update', auth: ADMIN, body: atualizarMedicoBody, invalidates: MEDICO_READS },
  { id: 'cadastro.medicoUpdateStatus', group: 'cadastro', method: 'PUT', path: '/api/medico/update-status', auth: ADMIN, body: updateStatusBody, invalidates: MEDICO_READS },
  { id: 'cadastro.secretariaCreateUser', group: 'cadastro', method: 'POST', path: '/api/secretarias/create-user', auth: ADMIN, body: secretariaUserBody, idempotent: true, invalidates: [] },
  { id: 'cadastro.secretariaCreate', group: 'cadastro', method: 'POST', path: '/api/secretarias/create', auth: ADMIN, body: criarSecretariaBody, idempotent: true, invalidates: SECRETARIA_READS },
  { id: 'cadastro.secretariaUpdate', group: 'cadastro', method: 'PUT', path: '/api/secretarias/update', auth: ADMIN, body: atualizarSecretariaBody, invalidates: SECRETARIA_READS },
  { id: 'cadastro.secretariaDelete', group: 'cadastro', method: 'DELETE', path: '/api/secretarias/delete/{id}', auth: ADMIN, params: byId, invalidates: SECRETARIA_READS },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface CadastroResponses {
  'cadastro.medicoCreate': MedicoCadastro & ConviteEnviado;
  'cadastro.medicoUpdate': MedicoCadastro;
  'cadastro.medicoUpdateStatus': MedicoCadastro;
  'cadastro.secretariaCreateUser': UsuarioCriado;
  'cadastro.secretariaCreate': SecretariaDetalhe;
  'cadastro.secretariaUpdate': SecretariaDetalhe;
  'cadastro.secretariaDelete': { id: string };
}
