import type { ClassificacaoItem } from '@emc/shared/analise';
import type { TipoCategoria } from '@emc/shared/status';
import { formatNumber } from '@/lib/format';

/** A category's tipo as it reads on screen (decisions.md, "Credit table"). */
export const TIPO_CATEGORIA_NOME: Record<TipoCategoria, string> = {
  GESTAO: 'Gestão',
  PUBLICACAO: 'Publicação',
  OUTRA: 'Outra',
};

export const UNIDADE_NOME: Record<ClassificacaoItem['unidade'], string> = {
  evento: 'Por evento',
  hora: 'Por hora',
};

/** '2 por hora', '0,5 por hora', '5 por evento'. */
export function pontosPorUnidade(row: Pick<ClassificacaoItem, 'pontos' | 'unidade'>): string {
  return `${formatNumber(row.pontos)} por ${row.unidade}`;
}

/** '20 créditos', '1 crédito', or '—' when the row has no cap. */
export function creditos(valor: number | null | undefined): string {
  if (valor === null || valor === undefined) return '—';
  return `${formatNumber(valor)} ${valor === 1 ? 'crédito' : 'créditos'}`;
}
