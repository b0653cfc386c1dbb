import type { Ciclo } from '@emc/shared/participacao';
import { DEFAULT_META, currentCycle, isCycleOpen, yearOfCycle } from '../lib/cycles';
import type { Db } from '../lib/db/client';
import { getCicloMetas } from '../lib/db/ciclos';

/** GET /api/participacao/ciclos (public): every cycle from the first to the current, newest first. */
export async function ciclos(_input: unknown, _p: unknown, db: Db): Promise<Ciclo[]> {
  const atual = currentCycle();
  const list = Array.from({ length: atual }, (_, i) => atual - i);
  const metas = await getCicloMetas(db, list, DEFAULT_META);
  return list.map((ciclo) => {
    const ano = yearOfCycle(ciclo);
    return { ciclo, ano, inicio: `${ano}-01-01`, fim: `${ano}-12-31`, aberto: isCycleOpen(ciclo), atual: ciclo === atual, meta: metas.get(ciclo)! };
  });
}
