import { RELATORIO_MSG, RELATORIOS, type TipoRelatorio } from '@emc/shared/relatorios';
import { tarefaTerminada, type Tarefa } from '@emc/shared/tarefas';
import { apiRequest } from '@/lib/api-client';
import { baixarArquivo } from '@/lib/download-link';
import { useRoute } from '@/lib/use-route';

/** How often a running report job is read again. */
export const INTERVALO_MS = 1000;

/** GET /api/relatorio/tarefa/{id}, read every second until the job ends (`inicial` is shown meanwhile); null reads nothing. */
export function useTarefaDeRelatorio(id: string | null, inicial?: Tarefa) {
  return useRoute('relatorios.tarefa', id ? { params: { id } } : null, {
    fallbackData: inicial,
    refreshInterval: (t) => (t && tarefaTerminada(t) ? 0 : INTERVALO_MS),
  });
}

/**
 * Downloads a finished job's file under the spec's name, through a link signed now (the one read
 * when the job ended may be older than its 15 minutes).
 */
export async function baixarDaTarefa(id: string, tipo: TipoRelatorio, signal?: AbortSignal): Promise<void> {
  const t = await apiRequest('relatorios.tarefa', { params: { id }, signal });
  if (!t.link) throw new Error(RELATORIO_MSG.falha);
  await baixarArquivo(t.link, RELATORIOS[tipo].arquivo, signal);
}
