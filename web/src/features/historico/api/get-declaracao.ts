// Kept: each call issues and records a new statement (never cached), saved as its PDF under the spec's file name.
import { declaracaoArquivo } from '@emc/shared/relatorios';
import { apiRequest } from '@/lib/api-client';
import { baixarArquivo } from '@/lib/download-link';

/**
 * GET /api/medico/declaracao/{idMedico}?ciclo=: the presigned link to the doctor's credit statement
 * of that cycle (each call issues and records a new one, so it is not cached).
 */
export function getDeclaracao(idMedico: string, ciclo: number, signal?: AbortSignal) {
  return apiRequest('relatorios.declaracao', { params: { idMedico }, query: { ciclo: String(ciclo) }, signal });
}

/** Issues the statement and saves its PDF as `declaracao_creditos_ciclo_{ciclo}.pdf`. */
export async function baixarDeclaracao(idMedico: string, ciclo: number, signal?: AbortSignal): Promise<void> {
  const link = await getDeclaracao(idMedico, ciclo, signal);
  await baixarArquivo(link, declaracaoArquivo(ciclo), signal);
}
