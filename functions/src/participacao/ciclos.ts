import type { Ciclo } from '@emc/shared/participacao';
import { DEFAULT_META, currentCiclo, isCicloOpen, yearOfCiclo } from '../lib/ciclo';
import type { Db } from '../lib/db/client';
import { getCicloMetas } from '../lib/db/ciclos';

/** GET /api/participacao/ciclos (public): every cycle from the first to the current, newest first. */
export async function ciclos(_input: unknown, _p: unknown, db: Db): Promise<Ciclo[]> {
  const atual = currentCiclo();
  const list = Array.from({ length: atual }, (_, i) => atual - i);
  const metas = await getCicloMetas(db, list, DEFAULT_META);
  return list.map((ciclo) => {
    const ano = yearOfCiclo(ciclo);
    return { ciclo, ano, inicio: `${ano}-01-01`, fim: `${ano}-12-31`, aberto: isCicloOpen(ciclo), atual: ciclo === atual, meta: metas.get(ciclo)! };
  });
}
