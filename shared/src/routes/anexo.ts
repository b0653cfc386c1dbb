import type { ArquivoBaixado } from '../answers';
import { updateAnexoFields, uploadAnexoFields, type Anexo } from '../participacao';
import { MEDICO_SIDE, PARTICIPACAO_READS, byId, type RouteDef } from '../route-def';

/** A certificate added or replaced: its participation is read again, and what counts it. */
const ANEXO_READS = ['participacao.getById', ...PARTICIPACAO_READS] as const;

/** The attachments of a participation, under the spec's `participacao_anexo` prefix. */
export const anexoRoutes = [
  { id: 'anexo.upload', group: 'anexo', method: 'POST', path: '/api/participacao_anexo/upload-anexo', auth: MEDICO_SIDE, body: uploadAnexoFields, multipart: true, invalidates: ANEXO_READS },
  { id: 'anexo.update', group: 'anexo', method: 'PUT', path: '/api/participacao_anexo/update-anexo', auth: MEDICO_SIDE, body: updateAnexoFields, multipart: true, invalidates: ANEXO_READS },
  { id: 'anexo.getById', group: 'anexo', method: 'GET', path: '/api/participacao_anexo/get-by-id-anexo/{id}', auth: MEDICO_SIDE, params: byId },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface AnexoResponses {
  'anexo.upload': Anexo;
  'anexo.update': Anexo;
  'anexo.getById': ArquivoBaixado;
}
