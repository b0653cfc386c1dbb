import TextField from '@mui/material/TextField';
import { cicloComAno, cicloLabel } from '@emc/shared/ciclo';
import type { Ciclo } from '@emc/shared/participacao';

export interface CicloSelectProps {
  /** The field's id and label: 'Ciclo exibido' (Desempenho), 'Ciclo' (Histórico). */
  id: string;
  label: string;
  /** The program's cycles, newest first; undefined while they load. */
  ciclos: readonly Ciclo[] | undefined;
  value: number | undefined;
  onChange: (ciclo: number) => void;
}

/** A native select of the cycles, 'Ciclo N (ano)'; a value not among them shows as its own first option. */
export function CicloSelect({ id, label, ciclos, value, onChange }: CicloSelectProps) {
  const conhecido = value !== undefined && ciclos?.some((c) => c.ciclo === value);
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={conhecido ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={!ciclos}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {!conhecido && <option value="">{ciclos ? (value === undefined ? 'Selecione' : cicloLabel(value)) : 'Carregando…'}</option>}
      {ciclos?.map((c) => (
        <option key={c.ciclo} value={String(c.ciclo)}>
          {cicloComAno(c)}
        </option>
      ))}
    </TextField>
  );
}
