import type { ParticipacaoItem } from '../db/participacoes';
import type { Classificacao } from '../db/tabela';
import type { Change } from './store';

/** Two decimals, as credits are stored and shown. */
const dois = (n: number) => Math.round(n * 100) / 100;

export interface CreditoComTeto {
  /** pontos × (cargaHoraria when the row counts hours, else 1). */
  calculado: number;
  /** What counts after the row's cycle cap. */
  credito: number;
  /** Set when the cap cut the credits: the sentence the doctor reads. */
  motivoTeto?: string;
}

/**
 * The credits a credit-table row gives a participation of `cargaHoraria` hours, capped by the row's
 * `tetoCiclo` against `usado`, what the row already gave the doctor's other participations of the
 * cycle (decisions.md, "Credit table"). Pure: the approval and the review's candidate credits share it.
 */
export function creditoComTeto(row: Pick<Classificacao, 'descricao' | 'pontos' | 'unidade' | 'tetoCiclo'>, cargaHoraria: number, usado: number): CreditoComTeto {
  return aplicarTeto(row, dois(row.pontos * (row.unidade === 'hora' ? cargaHoraria : 1)), usado);
}

/**
 * The row's cycle cap applied to credits already `calculado`: a recount of approved participations
 * keeps the points each was approved with (decisions.md: a row's new points count for later
 * approvals only), and only the cap is applied again.
 */
export function aplicarTeto(row: Pick<Classificacao, 'descricao' | 'tetoCiclo'>, calculado: number, usado: number): CreditoComTeto {
  if (row.tetoCiclo === undefined) return { calculado, credito: calculado };
  const disponivel = Math.max(0, dois(row.tetoCiclo - usado));
  if (calculado <= disponivel) return { calculado, credito: calculado };
  return {
    calculado,
    credito: disponivel,
    motivoTeto: `O item "${row.descricao}" vale no máximo ${row.tetoCiclo} créditos por ciclo; ${usado} já foram contabilizados em outras participações deste ciclo, por isso esta conta ${disponivel} de ${calculado}.`,
  };
}

const porAprovacao = (a: ParticipacaoItem, b: ParticipacaoItem) => (a.decididaEm ?? '').localeCompare(b.decididaEm ?? '') || a.id.localeCompare(b.id);

/**
 * The credits of a capped row's approved participations of one doctor and cycle, in approval order
 * (decididaEm, then id): each counts what the table gives, cut by what the earlier ones used. Answers
 * every participation with its credits set, and the changes of those that moved (a new version each).
 * Pure: the decisions (decisoes.ts) write it, and `verificar` checks the stored credits against it.
 */
export function recalcularLinha(row: Classificacao, aprovadas: ParticipacaoItem[]): { itens: Map<string, ParticipacaoItem>; mudancas: Change[] } {
  const itens = new Map<string, ParticipacaoItem>();
  const mudancas: Change[] = [];
  let usado = 0;
  for (const before of [...aprovadas].sort(porAprovacao)) {
    const base = before.creditoCalculado ?? creditoComTeto(row, before.cargaHoraria, 0).calculado;
    const { calculado, credito, motivoTeto } = aplicarTeto(row, base, usado);
    usado = dois(usado + credito);
    const after = { ...before, creditoCalculado: calculado, credito, motivoTeto };
    itens.set(before.id, after);
    if (before.credito !== credito || before.creditoCalculado !== calculado || before.motivoTeto !== motivoTeto) mudancas.push({ before, after: { ...after, versao: before.versao + 1 } });
  }
  return { itens, mudancas };
}
