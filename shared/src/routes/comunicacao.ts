import {
  contatoBody,
  contatoListaQuery,
  contatoStatusBody,
  lembreteListaQuery,
  lembretesPreferenciaBody,
  type ContatoEnviado,
  type LembreteEnviado,
  type LembretesPreferencia,
  type MensagemContato,
} from '../comunicacao';
import type { Paginated } from '../participacao';
import { ADMIN, ANY_ROLE, MEDICO_SIDE, type RouteDef } from '../route-def';

/**
 * The program's communication with its doctors: Contato (spec section 7) and the messages
 * administrators read, the deadline reminders' log, and a doctor's reminder opt-out (Perfil).
 * The reminders themselves are sent by the scheduled function `lembretes`, not by a route.
 */
export const comunicacaoRoutes = [
  { id: 'comunicacao.contato', group: 'comunicacao', method: 'POST', path: '/api/medico/contato', auth: ANY_ROLE, body: contatoBody, invalidates: ['comunicacao.contatoLista'] },
  { id: 'comunicacao.contatoLista', group: 'comunicacao', method: 'GET', path: '/api/contato/get-all-pagination', auth: ADMIN, query: contatoListaQuery },
  { id: 'comunicacao.contatoStatus', group: 'comunicacao', method: 'PUT', path: '/api/contato/update-status', auth: ADMIN, body: contatoStatusBody, invalidates: ['comunicacao.contatoLista'] },
  { id: 'comunicacao.lembreteLista', group: 'comunicacao', method: 'GET', path: '/api/lembrete/get-all-pagination', auth: ADMIN, query: lembreteListaQuery },
  // The doctor themself or a linked secretary (ownership checked in the action, as for a participation's writes).
  // Nothing to revalidate: the profile's switch writes the answer into the profile it shows.
  { id: 'comunicacao.lembretesPreferencia', group: 'comunicacao', method: 'PUT', path: '/api/medico/lembretes', auth: MEDICO_SIDE, body: lembretesPreferenciaBody, invalidates: [] },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface ComunicacaoResponses {
  'comunicacao.contato': ContatoEnviado;
  'comunicacao.contatoLista': Paginated<MensagemContato>;
  'comunicacao.contatoStatus': MensagemContato;
  'comunicacao.lembreteLista': Paginated<LembreteEnviado>;
  'comunicacao.lembretesPreferencia': LembretesPreferencia;
}
