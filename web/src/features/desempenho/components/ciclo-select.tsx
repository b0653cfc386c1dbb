import TextField from '@mui/material/TextField';
import type { Ciclo } from '@emc/shared/participacao';
import { cicloLabel } from './desempenho-numeros';

/** 'Ciclo N (ano)', newest first. */
export const opcoesCiclo = (ciclos: readonly Ciclo[]) => ciclos.map((c) => ({ valor: String(c.ciclo), rotulo: `${cicloLabel(c.ciclo)} (${c.ano})` }));

/** The cycle whose participants and months the page shows. */
export function CicloSelect({ ciclos, value, onChange }: { ciclos: readonly Ciclo[] | undefined; value: number | undefined; onChange: (ciclo: number) => void }) {
  const conhecido = value !== undefined && ciclos?.some((c) => c.ciclo === value);
  return (
    <TextField
      id="desempenho-ciclo"
      select
      size="small"
      label="Ciclo exibido"
      value={conhecido ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={!ciclos}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {!conhecido && <option value="">{ciclos ? (value === undefined ? 'Selecione' : cicloLabel(value)) : 'Carregando…'}</option>}
      {ciclos &&
        opcoesCiclo(ciclos).map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
    </TextField>
  );
}
