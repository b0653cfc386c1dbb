import { DEFAULT_META } from '../ciclo';
import { getCicloMetas } from '../db/ciclos';
import type { Db } from '../db/client';
import { fracaoDaMeta, medicosComContadores, nomesDasAreas, simNao } from './medicos';
import type { Linha, Planilha } from './xlsx';

/**
 * relatorio_geral_por_ciclo.xlsx (cycle): one row per doctor with the cycle's counters
 * (medicoCicloAggKey: the sidebar's figures) against the cycle's goal.
 */
export async function planilhasGeral(db: Db, ciclo: number): Promise<Planilha[]> {
  const [metas, areas] = await Promise.all([getCicloMetas(db, [ciclo], DEFAULT_META), nomesDasAreas(db)]);
  const meta = metas.get(ciclo)!;
  async function* linhas(): AsyncGenerator<Linha> {
    for await (const { medico: m, aggs } of medicosComContadores(db, [ciclo])) {
      const a = aggs.get(ciclo) ?? {};
      const total = a.pontos ?? 0;
      yield [
        m.nome,
        m.crm,
        areas.get(m.idArea) ?? '',
        m.especialidade,
        m.tipo,
        total,
        a.alto ?? 0,
        a.medio ?? 0,
        a.baixo ?? 0,
        a.gestao ?? 0,
        a.publicacao ?? 0,
        a.registros ?? 0,
        a.aprovados ?? 0,
        a.reprovados ?? 0,
        a.pendentes ?? 0,
        meta,
        fracaoDaMeta(total, meta),
        simNao(total >= meta),
      ];
    }
  }
  return [
    {
      nome: `Ciclo ${ciclo}`,
      colunas: [
        { titulo: 'Nome', tipo: 'texto' },
        { titulo: 'CRM', tipo: 'texto' },
        { titulo: 'Área', tipo: 'texto' },
        { titulo: 'Especialidade', tipo: 'texto' },
        { titulo: 'Tipo', tipo: 'texto' },
        { titulo: 'Total', tipo: 'decimal' },
        { titulo: 'Alto valor', tipo: 'decimal' },
        { titulo: 'Médio valor', tipo: 'decimal' },
        { titulo: 'Baixo valor', tipo: 'decimal' },
        { titulo: 'Gestão', tipo: 'decimal' },
        { titulo: 'Publicação', tipo: 'decimal' },
        { titulo: 'Registros', tipo: 'inteiro' },
        { titulo: 'Aprovados', tipo: 'inteiro' },
        { titulo: 'Reprovados', tipo: 'inteiro' },
        { titulo: 'Pendentes', tipo: 'inteiro' },
        { titulo: 'Meta', tipo: 'decimal' },
        { titulo: '% da meta', tipo: 'percentual' },
        { titulo: 'Atingiu meta', tipo: 'texto' },
      ],
      linhas: linhas(),
    },
  ];
}
