import type { DesempenhoTotal, MesParticipacoes } from '@emc/shared/relatorios';
import { formatPercent } from '@/lib/format';

/** The chart's month labels, January first (spec section 9: 12 months). */
export const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'] as const;
/** The same months in full, for the screen readers' table. */
export const MESES_NOMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'] as const;

/** Share of participants who reached the goal, one decimal ('45,3%'); '-' when there are none. */
export function percentual(atingiram: number, participantes: number): string {
  return participantes > 0 ? formatPercent((100 * atingiram) / participantes) : '-';
}

export interface LinhaParticipantes {
  grupo: string;
  participantes: number;
  atingiram: number;
}

/** The participants table's rows: Funcionários, Não funcionários and Total. */
export function linhasParticipantes(d: DesempenhoTotal): LinhaParticipantes[] {
  return [
    { grupo: 'Funcionários', participantes: d.quantidadeMedicosFuncionarios, atingiram: d.quantidadeMedicosFuncionariosAtigiramMeta },
    { grupo: 'Não funcionários', participantes: d.quantidadeMedicosNaoFuncionarios, atingiram: d.quantidadeMedicosNaoFuncionariosAtigiramMeta },
    { grupo: 'Total', participantes: d.quantidadeMedicosParticipantes, atingiram: d.quantidadeMedicosParticipantesAtigiramMeta },
  ];
}

/** A month list as 12 numbers, January first, whatever order or gaps the answer has. */
export function porMes(lista: readonly MesParticipacoes[] | undefined): number[] {
  const valores = Array.from({ length: 12 }, () => 0);
  for (const m of lista ?? []) if (m.mes >= 1 && m.mes <= 12) valores[m.mes - 1] = m.quantidadeParticipacoes;
  return valores;
}

const soma = (valores: readonly number[]) => valores.reduce((a, b) => a + b, 0);

/** The chart's two series: the cycle and, from cycle 2 on, the cycle before. */
export function seriesMensais(d: DesempenhoTotal) {
  const atual = porMes(d.graficoMesList);
  const anterior = d.cicloAtual > 1 ? porMes(d.graficoMesListCicloAnterior) : undefined;
  return { ciclo: d.cicloAtual, atual, anterior, totalAtual: soma(atual), totalAnterior: anterior ? soma(anterior) : 0 };
}
export type SeriesMensais = ReturnType<typeof seriesMensais>;
