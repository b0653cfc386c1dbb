import type { DesempenhoMedico } from '@emc/shared/medico';
import type { ProjecaoMeta } from '@emc/shared/relatorios';
import { formatNumber } from '@/lib/format';

/** The spec's default total goal (section 9) when metaPontos is missing. */
export const META_PADRAO = 100;
/** The spec's progress ring radius (section 9). */
export const GAUGE_RADIUS = 120;
/** The small ring of the phone's compact summary. */
export const COMPACT_RADIUS = 36;

/** metaPontos, or 100 when it is missing or not a positive number. */
export function metaDe(d: Pick<DesempenhoMedico, 'metaPontos'> | null | undefined): number {
  const meta = d?.metaPontos;
  return typeof meta === 'number' && Number.isFinite(meta) && meta > 0 ? meta : META_PADRAO;
}

/** Credits still missing: pontosParaAtigirMeta, or meta − total when the server did not say. */
export function faltamDe(d: Pick<DesempenhoMedico, 'metaPontos' | 'totalPontos' | 'pontosParaAtigirMeta'>): number {
  const informado = d.pontosParaAtigirMeta;
  if (typeof informado === 'number' && Number.isFinite(informado)) return Math.max(0, informado);
  return Math.max(0, metaDe(d) - (d.totalPontos ?? 0));
}

/** 'Faltam N créditos para a meta' or 'Meta atingida!'. */
export function textoFaltam(d: Pick<DesempenhoMedico, 'metaPontos' | 'totalPontos' | 'pontosParaAtigirMeta'>): string {
  const faltam = faltamDe(d);
  if (faltam <= 0) return 'Meta atingida!';
  return faltam === 1 ? 'Falta 1 crédito para a meta' : `Faltam ${formatNumber(faltam)} créditos para a meta`;
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/**
 * The projection toward the cycle's goal (decisions.md) in a sentence: the month it is reached at the
 * current pace, or the credits missing and about how many a month before 31 December. Null when the
 * answer has none, and once the goal is reached ('Meta atingida!' already says so).
 */
export function textoProjecao(p: ProjecaoMeta | null | undefined): string | null {
  switch (p?.situacao) {
    case 'no-ritmo': {
      const [ano, mes] = p.mes.split('-');
      const nome = MESES[Number(mes) - 1];
      return nome && ano ? `No ritmo atual, a meta será atingida em ${nome} de ${ano}.` : null;
    }
    case 'abaixo-do-ritmo': {
      const faltam = p.faltam === 1 ? 'falta 1 crédito' : `faltam ${formatNumber(p.faltam)} créditos`;
      return `Para atingir a meta até 31 de dezembro, ${faltam}: cerca de ${formatNumber(p.creditosPorMes)} por mês.`;
    }
    default:
      return null;
  }
}
