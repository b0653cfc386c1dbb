import type { TipoRelatorio } from '@emc/shared/relatorios';

/** Each generator's title and one line on what its spreadsheet holds (decisions.md "Reports (xlsx)"). */
export const RELATORIOS_INFO: Record<TipoRelatorio, { titulo: string; descricao: string }> = {
  comparativo: {
    titulo: 'Comparativo geral',
    descricao: 'Pontos de cada médico nos três últimos ciclos até o escolhido, com a meta e a variação.',
  },
  geral: {
    titulo: 'Geral por ciclo',
    descricao: 'Uma linha por médico: créditos por valor e por tipo, participações por situação e a meta.',
  },
  area: {
    titulo: 'Por área',
    descricao: 'Os médicos da área, com os pontos nos oito ciclos do histórico e a situação na meta atual.',
  },
  detalhado: {
    titulo: 'Consulta detalhada',
    descricao: 'Uma linha por participação do ciclo, com datas, créditos, situação e análise.',
  },
};
