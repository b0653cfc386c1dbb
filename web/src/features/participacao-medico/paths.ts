import type { RouteId } from '@emc/shared/routes';

/** participacao-medico/editar/{id} */
export function editarPath(id: string): string {
  return `/participacao-medico/editar/${encodeURIComponent(id)}`;
}

/** The cached reads a participation's create, update, delete or new attachment can change. */
export const PARTICIPACAO_MEDICO_ROUTES: readonly RouteId[] = [
  'medico.participacoesQuantidade',
  'medico.participacoesStatus',
  'medico.desempenho',
  'medico.historicoCiclos',
  'medico.historicoParticipacoesCiclos',
];
