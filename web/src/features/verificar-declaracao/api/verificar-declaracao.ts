import { apiRequest } from '@/lib/api-client';

/** GET /api/declaracao/verificar/{codigo}: public (no token is sent); what the page may show of a statement. */
export function verificarDeclaracao(codigo: string, signal?: AbortSignal) {
  return apiRequest('declaracao.verificar', { params: { codigo }, signal });
}
