import { atualizarFaqBody, atualizarSobreBody, criarFaqBody, criarSobreBody, reordenarBody, type FaqItem, type SobreItem } from '../conteudo';
import { ADMIN, ANY_ROLE, byId, type RouteDef } from '../route-def';

/** An item's create, edit, removal or move, the doctors' pages included. */
const FAQ_READS = ['conteudo.faqGetAll', 'conteudo.faqGetById'] as const;
const SOBRE_READS = ['conteudo.sobreGetAll', 'conteudo.sobreGetById'] as const;

/**
 * Perguntas Frequentes and Sobre o Programa: everyone signed in reads them (spec section 7);
 * administrators write them (decisions.md's catalogue verbs, plus `reordenar`).
 */
export const conteudoRoutes = [
  { id: 'conteudo.faqGetAll', group: 'conteudo', method: 'GET', path: '/api/faq/get-all', auth: ANY_ROLE },
  { id: 'conteudo.faqGetById', group: 'conteudo', method: 'GET', path: '/api/faq/get-by-id/{id}', auth: ANY_ROLE, params: byId },
  { id: 'conteudo.faqCreate', group: 'conteudo', method: 'POST', path: '/api/faq/create', auth: ADMIN, body: criarFaqBody, idempotent: true, invalidates: FAQ_READS },
  { id: 'conteudo.faqUpdate', group: 'conteudo', method: 'PUT', path: '/api/faq/update', auth: ADMIN, body: atualizarFaqBody, invalidates: FAQ_READS },
  { id: 'conteudo.faqDelete', group: 'conteudo', method: 'DELETE', path: '/api/faq/delete/{id}', auth: ADMIN, params: byId, invalidates: FAQ_READS },
  { id: 'conteudo.faqReordenar', group: 'conteudo', method: 'PUT', path: '/api/faq/reordenar', auth: ADMIN, body: reordenarBody, invalidates: FAQ_READS },
  { id: 'conteudo.sobreGetAll', group: 'conteudo', method: 'GET', path: '/api/sobre/get-all', auth: ANY_ROLE },
  { id: 'conteudo.sobreGetById', group: 'conteudo', method: 'GET', path: '/api/sobre/get-by-id/{id}', auth: ANY_ROLE, params: byId },
  { id: 'conteudo.sobreCreate', group: 'conteudo', method: 'POST', path: '/api/sobre/create', auth: ADMIN, body: criarSobreBody, idempotent: true, invalidates: SOBRE_READS },
  { id: 'conteudo.sobreUpdate', group: 'conteudo', method: 'PUT', path: '/api/sobre/update', auth: ADMIN, body: atualizarSobreBody, invalidates: SOBRE_READS },
  { id: 'conteudo.sobreDelete', group: 'conteudo', method: 'DELETE', path: '/api/sobre/delete/{id}', auth: ADMIN, params: byId, invalidates: SOBRE_READS },
  { id: 'conteudo.sobreReordenar', group: 'conteudo', method: 'PUT', path: '/api/sobre/reordenar', auth: ADMIN, body: reordenarBody, invalidates: SOBRE_READS },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface ConteudoResponses {
  'conteudo.faqGetAll': FaqItem[];
  'conteudo.faqGetById': FaqItem;
  'conteudo.faqCreate': FaqItem;
  'conteudo.faqUpdate': FaqItem;
  'conteudo.faqDelete': { id: string };
  'conteudo.faqReordenar': FaqItem[];
  'conteudo.sobreGetAll': SobreItem[];
  'conteudo.sobreGetById': SobreItem;
  'conteudo.sobreCreate': SobreItem;
  'conteudo.sobreUpdate': SobreItem;
  'conteudo.sobreDelete': { id: string };
  'conteudo.sobreReordenar': SobreItem[];
}
