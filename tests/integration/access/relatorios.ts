import { cicloAtual } from '../../support/clock';
import { domain } from '../../support/direct';
import { ADMIN_ONLY, type AccessRows } from '../access-table';

/** The authorization rows of the xlsx reports (relatorio/*): administrators only, an administrator-doctor too. */
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
  } satisfies AccessRows;
}
