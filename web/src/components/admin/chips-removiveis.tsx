import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';

export interface ChipItem {
  id: string;
  /** What the chip shows, and its accessible name. */
  label: string;
}

export interface ChipsRemoviveisProps {
  /** Names the list for screen readers: 'Médicos vinculados'. */
  rotulo: string;
  itens: readonly ChipItem[];
  onRemove: (id: string) => void;
  /** Shown when the list is empty: 'Nenhum médico vinculado.'. */
  vazio?: string;
  /** Where the focus goes when the last chip is removed (the field that adds them). */
  focarAoEsvaziar?: () => void;
}

/**
 * A list of removable chips: the ✕ removes one with the mouse; with the keyboard, Tab reaches each
 * chip and Delete or Backspace removes it, and the focus moves to the next chip (or the previous one,
 * or `focarAoEsvaziar` when none is left), so a keyboard user can remove several in a row.
 */
export function ChipsRemoviveis({ rotulo, itens, onRemove, vazio, focarAoEsvaziar }: ChipsRemoviveisProps) {
  const dica = useId();
  const lista = useRef<HTMLUListElement>(null);

  const remover = (indice: number) => {
    const item = itens[indice];
    if (!item) return;
    const proximo = itens[indice + 1] ?? itens[indice - 1];
    onRemove(item.id);
    // After React drew the list without it: the chip that took its place, else the field.
    requestAnimationFrame(() => {
      const alvo = proximo ? lista.current?.querySelector<HTMLElement>(`[data-chip-id="${CSS.escape(proximo.id)}"]`) : null;
      if (alvo) alvo.focus();
      else focarAoEsvaziar?.();
    });
  };

  if (itens.length === 0)
    return vazio ? (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {vazio}
      </Typography>
    ) : null;

  return (
    <>
      <Box component="ul" ref={lista} aria-label={rotulo} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {itens.map((item, indice) => (
          <Box component="li" key={item.id} sx={{ maxWidth: '100%' }}>
            <Chip
              label={item.label}
              aria-label={item.label}
              aria-describedby={dica}
              data-chip-id={item.id}
              onDelete={() => remover(indice)}
              sx={{ maxWidth: '100%', height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.5 } }}
            />
          </Box>
        ))}
      </Box>
      <Box component="span" id={dica} sx={VISUALLY_HIDDEN}>
        Tecle Delete ou Backspace para remover.
      </Box>
    </>
  );
}
