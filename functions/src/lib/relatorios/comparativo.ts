import { DEFAULT_META } from '../ciclo';
import { getCicloMetas } from '../db/ciclos';
import type { Db } from '../db/client';
import { getCicloAggs } from '../db/contadores';
import { arredondar2, medicosComContadores, nomesDasAreas, simNao } from './medicos';
import type { Coluna, Linha, Planilha } from './xlsx';

/**
 * relatorio_comparativo_geral.xlsx (cycle n): one row per doctor with the points of cycles n−2, n−1
 * and n (those from cycle 1 on), n's goal, whether it was reached and the change from n−1; a second
 * sheet counts participants and goal reachers by tipo in those cycles, from the cycles' own
 * counters (getCicloAggs, what the dashboard shows).
 */
export async function planilhasComparativo(db: Db, n: number): Promise<Planilha[]> {
  const ciclos = [n - 2, n - 1, n].filter((c) => c >= 1);
  const comAnterior = ciclos.includes(n - 1);
  const [metas, areas, porCiclo] = await Promise.all([getCicloMetas(db, ciclos, DEFAULT_META), nomesDasAreas(db), getCicloAggs(db, ciclos)]);
  const meta = metas.get(n)!;

  const colunas: Coluna[] = [
    { titulo: 'Nome', tipo: 'texto' },
    { titulo: 'CRM', tipo: 'texto' },
    { titulo: 'Área', tipo: 'texto' },
    { titulo: 'Tipo', tipo: 'texto' },
    ...ciclos.map((c): Coluna => ({ titulo: `Ciclo ${c}`, tipo: 'decimal' })),
    { titulo: 'Meta', tipo: 'decimal' },
    { titulo: 'Atingiu meta', tipo: 'texto' },
    ...(comAnterior ? [{ titulo: `Variação vs ciclo ${n - 1}`, tipo: 'decimal' } satisfies Coluna] : []),
  ];
  async function* linhas(): AsyncGenerator<Linha> {
    for await (const { medico: m, aggs } of medicosComContadores(db, ciclos)) {
      const pontos = ciclos.map((c) => aggs.get(c)?.pontos ?? 0);
      const atual = aggs.get(n)?.pontos ?? 0;
      const variacao = comAnterior ? [arredondar2(atual - (aggs.get(n - 1)?.pontos ?? 0))] : [];
      yield [m.nome, m.crm, areas.get(m.idArea) ?? '', m.tipo, ...pontos, meta, simNao(atual >= meta), ...variacao];
    }
  }

  const resumo: Linha[] = ciclos.flatMap((c) => {
    const a: Record<string, unknown> = porCiclo.get(c) ?? {};
    const num = (k: string) => Number(a[k] ?? 0);
    const linha = (tipo: string, participantes: number, atingiram: number): Linha => [c, tipo, participantes, atingiram, participantes > 0 ? atingiram / participantes : 0];
    const [pf, pn, af, an] = [num('participantesFuncionarios'), num('participantesNaoFuncionarios'), num('atingiramMetaFuncionarios'), num('atingiramMetaNaoFuncionarios')];
    return [linha('Funcionários', pf, af), linha('Não funcionários', pn, an), linha('Total', pf + pn, af + an)];
  });

  return [
    { nome: 'Comparativo', colunas, linhas: linhas() },
    {
      nome: 'Resumo por tipo',
      colunas: [
        { titulo: 'Ciclo', tipo: 'inteiro' },
        { titulo: 'Tipo', tipo: 'texto' },
        { titulo: 'Participantes', tipo: 'inteiro' },
        { titulo: 'Atingiram a meta', tipo: 'inteiro' },
        { titulo: '% que atingiu', tipo: 'percentual' },
      ],
      linhas: resumo,
    },
  ];
}
