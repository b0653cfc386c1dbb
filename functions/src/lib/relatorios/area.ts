import { DEFAULT_META, currentCiclo, historyCiclos } from '../ciclo';
import type { Area } from '../db/areas';
import { getCicloMetas } from '../db/ciclos';
import type { Db } from '../db/client';
import { arredondar2, fracaoDaMeta, medicosComContadores, simNao } from './medicos';
import type { Coluna, Linha, Planilha } from './xlsx';

/**
 * relatorio_por_areas.xlsx (idArea): the area's doctors with their points in each of the 8 cycles
 * of the history (the doctors' sidebar chart) and the current cycle against its goal. The sheet is
 * named after the area.
 */
export async function planilhasArea(db: Db, area: Area): Promise<Planilha[]> {
  const ciclos = historyCiclos();
  const atual = currentCiclo();
  const meta = (await getCicloMetas(db, [atual], DEFAULT_META)).get(atual)!;
  const colunas: Coluna[] = [
    { titulo: 'Nome', tipo: 'texto' },
    { titulo: 'CRM', tipo: 'texto' },
    { titulo: 'Especialidade', tipo: 'texto' },
    { titulo: 'Tipo', tipo: 'texto' },
    ...ciclos.map((c): Coluna => ({ titulo: `Ciclo ${c}`, tipo: 'decimal' })),
    { titulo: `Meta do ciclo ${atual}`, tipo: 'decimal' },
    { titulo: 'Faltam para a meta', tipo: 'decimal' },
    { titulo: '% da meta', tipo: 'percentual' },
    { titulo: 'Atingiu meta', tipo: 'texto' },
  ];
  async function* linhas(): AsyncGenerator<Linha> {
    for await (const { medico: m, aggs } of medicosComContadores(db, ciclos, { idArea: area.idArea })) {
      const pontos = aggs.get(atual)?.pontos ?? 0;
      yield [m.nome, m.crm, m.especialidade, m.tipo, ...ciclos.map((c) => aggs.get(c)?.pontos ?? 0), meta, arredondar2(Math.max(0, meta - pontos)), fracaoDaMeta(pontos, meta), simNao(pontos >= meta)];
    }
  }
  return [{ nome: area.nome, colunas, linhas: linhas() }];
}
