import { RELATORIOS, type TipoRelatorio } from '@emc/shared/relatorios';

/** Each generator's title (shared with its e-mail) and one line on what its spreadsheet holds (decisions.md "Reports (xlsx)"). */
export const RELATORIOS_INFO: Record<TipoRelatorio, { titulo: string; descricao: string }> = {
  comparativo: {
    titulo: RELATORIOS.comparativo.titulo,
    descricao: 'Pontos de cada médico nos três últimos ciclos até o escolhido, com a meta e a variação.',
  },
  geral: {
    titulo: RELATORIOS.geral.titulo,
    descricao: 'Uma linha por médico: créditos por valor e por tipo, participações por situação e a meta.',
  },
  area: {
    titulo: RELATORIOS.area.titulo,
    descricao: 'Os médicos da área, com os pontos nos oito ciclos do histórico e a situação na meta atual.',
  },
  detalhado: {
    titulo: RELATORIOS.detalhado.titulo,
    descricao: 'Uma linha por participação do ciclo, com datas, créditos, situação e análise.',
  },
};
