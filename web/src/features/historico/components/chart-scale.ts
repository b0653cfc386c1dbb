/** The history chart's y axis maximum (spec section 9): totalPontos + 20 above 120, otherwise 140. */
export function historicoYAxisMax(totalPontos: number | null | undefined): number {
  const total = typeof totalPontos === 'number' && Number.isFinite(totalPontos) ? totalPontos : 0;
  return total > 120 ? total + 20 : 140;
}
