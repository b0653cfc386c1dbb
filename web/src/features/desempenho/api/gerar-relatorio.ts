// Kept: a report is a link made on request (never cached), asked with its own query (ciclo or idArea) and saved under the spec's file name.
import { RELATORIOS, type RelatorioEmTarefa, type TipoRelatorio } from '@emc/shared/relatorios';
import type { Tarefa } from '@emc/shared/tarefas';
import { apiRequest } from '@/lib/api-client';
import { baixarArquivo } from '@/lib/download-link';

/** GET /api/relatorio/{tipo}?ciclo= (or ?idArea=): the presigned link to the report, or (202) the job that writes a large one. */
export function getRelatorio(tipo: TipoRelatorio, valor: string, signal?: AbortSignal): Promise<string | RelatorioEmTarefa> {
  const id = `relatorios.${tipo}` as const;
  return RELATORIOS[tipo].por === 'idArea' ? apiRequest(id, { query: { idArea: valor }, signal }) : apiRequest(id, { query: { ciclo: valor }, signal });
}

/** The answer of a report too large to be written in its request. */
export const emTarefa = (resposta: unknown): resposta is RelatorioEmTarefa => typeof resposta === 'object' && resposta !== null && 'tarefa' in resposta;

/**
 * Asks for the report: a small one is downloaded under the spec's file name (spec section 7) and
 * answers nothing; a large one answers the job that writes it (its card then follows it).
 */
export async function gerarRelatorio(tipo: TipoRelatorio, valor: string, signal?: AbortSignal): Promise<Tarefa | undefined> {
  const resposta = await getRelatorio(tipo, valor, signal);
  if (emTarefa(resposta)) return resposta.tarefa;
  await baixarArquivo(resposta, RELATORIOS[tipo].arquivo, signal);
  return undefined;
}
