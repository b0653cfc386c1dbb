import { domain } from '../../support/direct';
import { ADMIN_ONLY, WRITE, type AccessRows } from '../access-table';

/** The doctor's current choice, so the matrix's write changes nothing another test of the shared stack may be looking at. */
async function escolhaAtual(idMedico: string): Promise<boolean> {
  const { db } = await domain();
  const { getMedico } = await import('@emc/functions/lib/db/medicos');
  return (await getMedico(db, idMedico))?.receberLembretes !== false;
}

/**
 * The authorization rows of the reminders' log (administrators) and a doctor's reminder opt-out:
 * the owner side only, like a participation's writes (an administrator who is not that doctor gets 403).
 */
export function lembretesAccess() {
  return {
    'comunicacao.lembreteLista': { request: () => ({ path: '/api/lembrete/get-all-pagination?page=1' }), expect: ADMIN_ONLY },
    'comunicacao.lembretesPreferencia': {
      request: async (ctx, p, t) => {
        const idMedico = ctx.idMedico(p, t);
        return { path: '/api/medico/lembretes', method: 'PUT', json: { idMedico, receber: await escolhaAtual(idMedico) } };
      },
      expect: WRITE,
    },
  } satisfies AccessRows;
}
