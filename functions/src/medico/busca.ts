import type { MedicoBusca } from '@emc/shared/analise';
import type { Medico } from '@emc/shared/medico';
import type { Db } from '../lib/db/client';
import { medicoPorCrm, medicosPorNome } from '../lib/db/medicos';
import type { ActionInput, RouteOf } from '../lib/http';

/** The review filter's autocomplete answers at most this many (decisions.md). */
const MAX = 10;

const busca = (m: Medico): MedicoBusca => ({ id: m.idMedico, nome: m.nome, crm: m.crm });

/** GET /api/medico/MedicoByName/{name}: doctors whose name starts with it (accent- and case-insensitive). */
export async function byName(input: ActionInput<RouteOf<'medico.byName'>>, _p: unknown, db: Db): Promise<MedicoBusca[]> {
  return (await medicosPorNome(db, input.params.name, MAX)).map(busca);
}

/** GET /api/medico/MedicoByNameCrm/{text}: digits are a CRM (exact); anything else, the start of a name. */
export async function byNameCrm(input: ActionInput<RouteOf<'medico.byNameCrm'>>, _p: unknown, db: Db): Promise<MedicoBusca[]> {
  const text = input.params.text;
  if (/^\d+$/.test(text)) {
    const m = await medicoPorCrm(db, text);
    return m ? [busca(m)] : [];
  }
  return (await medicosPorNome(db, text, MAX)).map(busca);
}
