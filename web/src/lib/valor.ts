import type { Valor } from '@emc/shared/status';

/** How the credit table's value classes read on screen (decisions.md: high, medium, low). */
export const VALOR_NOME: Record<Valor, string> = {
  'alto valor': 'Alto valor',
  'medio valor': 'Médio valor',
  'baixo valor': 'Baixo valor',
};

/** 'alto valor' → 'Alto valor'; '-' when missing; unknown text is shown as it came. */
export function valorNome(valor: string | null | undefined): string {
  if (!valor) return '-';
  return VALOR_NOME[valor as Valor] ?? valor;
}

/** The series colours (spec section 9: high, medium and low in blue, purple and pink). */
export const VALOR_COR = {
  alto: '#1e63d6',
  medio: '#7b3fc4',
  baixo: '#d6408a',
} as const;
