import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** From this share of the limit on, a text field shows how many characters it holds. */
const PERTO_DO_LIMITE = 0.8;

const numero = (n: number) => n.toLocaleString('pt-BR');

/**
 * What the counter says about `tamanho` characters of at most `max`: nothing while far from the
 * limit, "4.100 de 5.000 caracteres" near it, and past it how many to remove (the field keeps all
 * that was typed or pasted: nothing is cut silently).
 */
export function textoDoContador(tamanho: number, max: number): string | null {
  if (tamanho > max) {
    const excesso = tamanho - max;
    return `${numero(tamanho)} de ${numero(max)} caracteres: apague ${numero(excesso)} ${excesso === 1 ? 'caractere' : 'caracteres'}.`;
  }
  if (tamanho < max * PERTO_DO_LIMITE) return null;
  return `${numero(tamanho)} de ${numero(max)} caracteres`;
}

/** An over-limit value's message for a field: the same sentence as the counter's. */
export function erroDeLimite(valor: string, max: number): string | undefined {
  return valor.length > max ? (textoDoContador(valor.length, max) ?? undefined) : undefined;
}

/**
 * A text field's helper line with the counter: the message or help text on the left, the counter
 * on the right (read by screen readers when it changes past the limit's threshold, not on every key).
 * A message that is the counter's own sentence (erroDeLimite's) shows once.
 */
export function ComContador({ texto, valor, max }: { texto?: ReactNode; valor: string; max: number }): ReactNode {
  const contador = textoDoContador(valor.length, max);
  if (!contador) return texto;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <span>{texto === contador ? null : texto}</span>
      <Box component="span" data-testid="contador-caracteres" sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}>
        {contador}
      </Box>
    </Box>
  );
}

/**
 * A field's `maxLength` taken out of its slotProps (the browser would cut a paste silently at it),
 * as the limit its counter shows.
 */
export function semMaxLength<S extends { htmlInput?: unknown } | undefined>(slotProps: S): { slotProps: S; max?: number } {
  const html = slotProps?.htmlInput as { maxLength?: number } | undefined;
  if (!html || typeof html !== 'object' || html.maxLength === undefined) return { slotProps };
  const { maxLength, ...resto } = html;
  return { slotProps: { ...slotProps, htmlInput: resto } as S, max: maxLength };
}
