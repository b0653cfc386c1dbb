import { importarPresencaFields, type ImportacaoPresenca } from '../catalogos';
import { ADMIN, type RouteDef } from '../route-def';

/**
 * Everything that reads or writes spreadsheets: the only group whose bundle carries exceljs
 * (quality.md). The attendance import now; the xlsx reports join it.
 */
export const planilhaRoutes = [
  {
    id: 'planilha.importarPresenca',
    group: 'planilha',
    method: 'POST',
    path: '/api/atividade/importar-presenca',
    auth: ADMIN,
    body: importarPresencaFields,
    multipart: true,
  },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface PlanilhaResponses {
  'planilha.importarPresenca': ImportacaoPresenca;
}
