import type { LembreteEnviado } from '@emc/shared/comunicacao';
import { cicloSortKey } from './ciclos';
import type { Db } from './client';
import { queryAll, type Item } from './items';

/**
 * A deadline reminder (decisions.md "Reminders"): one record per doctor, cycle and due date,
 * pk MEDICO#{idMedico}, sk LEMBRETE#C#{nnn}#{AAAA-MM-DD}, so a doctor's reminders are one Query of
 * their partition ("Meus dados"). It is claimed ('enviando') with a conditional write before the
 * mail is sent, then marked 'enviado' or 'falhou'; only a marked record is in the administrators'
 * log (the index entries are written with the mark).
 */
export type SituacaoLembrete = 'enviando' | 'enviado' | 'falhou';

const PREFIXO = 'LEMBRETE#';

export const lembreteKey = (idMedico: string, ciclo: number, data: string) => ({ pk: `MEDICO#${idMedico}`, sk: `${PREFIXO}${cicloSortKey(ciclo)}#${data}` });

/** A doctor's reminders, oldest due date first, as "Meus dados" lists them: the marked ones (a claim still being sent is left out). */
export async function lembretesDoMedico(db: Db, idMedico: string): Promise<Pick<LembreteEnviado, 'ciclo' | 'data' | 'situacao' | 'tentativaEm'>[]> {
  const items = await queryAll(db, { pk: `MEDICO#${idMedico}`, sk: { beginsWith: PREFIXO }, attributes: ['ciclo', 'data', 'situacao', 'tentativaEm'] });
  return items.filter(marcado).map((i) => ({ ciclo: Number(i.ciclo), data: String(i.data), situacao: i.situacao as LembreteEnviado['situacao'], tentativaEm: String(i.tentativaEm) }));
}

const marcado = (i: Item) => i.situacao === 'enviado' || i.situacao === 'falhou';
