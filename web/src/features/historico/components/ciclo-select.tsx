import TextField from '@mui/material/TextField';
import type { Ciclo } from '@emc/shared/participacao';
import { cicloLabel } from './chart-scale';

export interface CicloSelectProps {
  ciclos: readonly Ciclo[] | undefined;
  value: number | undefined;
  onChange: (ciclo: number) => void;
}

/** The cycle whose approved participations the table lists: 'Ciclo N (ano)'. */
export function CicloSelect({ ciclos, value, onChange }: CicloSelectProps) {
  return (
    <TextField
      id="historico-ciclo"
      select
      size="small"
      label="Ciclo"
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={!ciclos}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {!ciclos && <option value="">Carregando…</option>}
      {ciclos?.map((c) => (
        <option key={c.ciclo} value={c.ciclo}>
          {cicloLabel(c.ciclo)} ({c.ano})
        </option>
      ))}
    </TextField>
  );
}
