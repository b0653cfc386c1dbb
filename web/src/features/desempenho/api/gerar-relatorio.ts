// Kept: a report is a link made on request (never cached), asked with its own query (ciclo or idArea) and saved under the spec's file name.
import { RELATORIOS, type TipoRelatorio } from '@emc/shared/relatorios';
import { apiRequest } from '@/lib/api-client';
import { baixarArquivo } from '@/lib/download-link';

/** GET /api/relatorio/{tipo}?ciclo= (or ?idArea=): the presigned link to the report, built on request. */
export function getRelatorio(tipo: TipoRelatorio, valor: string, signal?: AbortSignal) {
  const id = `relatorios.${tipo}` as const;
  return RELATORIOS[tipo].por === 'idArea' ? apiRequest(id, { query: { idArea: valor }, signal }) : apiRequest(id, { query: { ciclo: valor }, signal });
}

/** Asks for the report and downloads it under the spec's file name (spec section 7). */
export async function gerarRelatorio(tipo: TipoRelatorio, valor: string, signal?: AbortSignal): Promise<void> {
  const link = await getRelatorio(tipo, valor, signal);
  await baixarArquivo(link, RELATORIOS[tipo].arquivo, signal);
}
