import { cicloAtual } from '../../support/clock';
import { domain } from '../../support/direct';
import { ADMIN_ONLY, type AccessRows } from '../access-table';

/** The authorization rows of the xlsx reports (relatorio/*) and their jobs: administrators only, an administrator-doctor too. */
export function relatoriosAccess() {
  /** A seeded area (the area report's 200 needs one that exists). */
  const umaArea = async () => {
    const d = await domain();
    const { listAreas } = await import('@emc/functions/lib/db/areas');
    return (await listAreas(d.db, 1))[0]!.idArea;
  };
  return {
    'relatorios.comparativo': { request: () => ({ path: `/api/relatorio/comparativo?ciclo=${cicloAtual()}` }), expect: ADMIN_ONLY },
    'relatorios.geral': { request: () => ({ path: `/api/relatorio/geral?ciclo=${cicloAtual()}` }), expect: ADMIN_ONLY },
    'relatorios.area': { request: async () => ({ path: `/api/relatorio/area?idArea=${await umaArea()}` }), expect: ADMIN_ONLY },
    'relatorios.detalhado': { request: () => ({ path: `/api/relatorio/detalhado?ciclo=${cicloAtual()}` }), expect: ADMIN_ONLY },
    // A report job no one started: an administrator gets the 404, everyone else is refused first.
    'relatorios.tarefa': { request: () => ({ path: '/api/relatorio/tarefa/tarefa-da-matriz' }), expect: { ...ADMIN_ONLY, administrador: 404, administradorMedico: 404 } },
  } satisfies AccessRows;
}
