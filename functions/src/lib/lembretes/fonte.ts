import { DEFAULT_META } from '../ciclo';
import { getCicloMetas } from '../db/ciclos';
import type { Db } from '../db/client';
import { reivindicarLembrete, situacaoDosMedicos } from '../db/lembretes';
import { paginasDeMedicos } from '../db/medicos';
import type { FonteLembretes } from './execucao';
import type { MedicoDoLembrete } from './selecao';

/** What a run reads of each doctor in the name index: no more than the selection and the mail need. */
const ATRIBUTOS = ['idMedico', 'nome', 'email', 'ativo', 'receberLembretes'] as const satisfies readonly (keyof MedicoDoLembrete)[];

/**
 * The reminders' reads and writes on the table: the clinical staff from the name index (Query byName
 * `MEDICOS`, a page at a time, never a Scan), the cycle's goal, each batch's counters and reminders
 * by BatchGetItem, and the reminder's claim with its outbox item (lib/db/lembretes.ts).
 */
export function fonteDynamo(db: Db): FonteLembretes {
  return {
    async *medicos() {
      for await (const pagina of paginasDeMedicos(db, { attributes: ATRIBUTOS })) yield pagina as unknown as MedicoDoLembrete[];
    },
    meta: async (ciclo) => (await getCicloMetas(db, [ciclo], DEFAULT_META)).get(ciclo)!,
    situacao: (ids, ciclo, data) => situacaoDosMedicos(db, ids, ciclo, data),
    reivindicar: (t, mensagem) => reivindicarLembrete(db, t, mensagem),
  };
}
