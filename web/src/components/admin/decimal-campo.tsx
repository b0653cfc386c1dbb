import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { horasParaTexto, lerHoras } from '@/lib/horas';

/** Why a typed number cannot be read; shown under the field. */
export const DECIMAL_AMBIGUO = 'Use um número com no máximo uma vírgula decimal (ex.: 1,5).';

export type DecimalCampoProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Under the field while it has no message. */
  ajuda?: string;
  /** Left blank, the value is null (an optional number); otherwise NaN, so the schema asks for it. */
  opcional?: boolean;
  /** Ids of more text that describes the field (a note under it), read with it by screen readers. */
  descritoPor?: string;
};

/**
 * A number typed as a Brazilian writes it ("1,5" or "1.5"), shown with a comma: a text input with
 * the decimal keyboard, not type="number" (Chromium's dropped the comma). What cannot be read
 * without guessing ("1.000") leaves the value empty and says why.
 */
export function DecimalCampo<T extends FieldValues>({ control, name, ajuda, opcional = false, descritoPor, id, slotProps, ...props }: DecimalCampoProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const valor = field.value as number | null;
  const [texto, setTexto] = useState(() => horasParaTexto(valor));
  const lido = lerHoras(texto);
  const fallbackId = useId();
  const inputId = id ?? `${fallbackId}-${name}`;

  // A value set from outside (a reset) replaces what was typed.
  useEffect(() => {
    const atual = lerHoras(texto);
    const doTexto = atual.ok ? atual.horas : null;
    if (doTexto === valor || (doTexto === null && (valor === null || Number.isNaN(valor)))) return;
    setTexto(typeof valor === 'number' && Number.isFinite(valor) ? horasParaTexto(valor) : '');
    // Only the form's value drives this; the text follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valor]);

  let message = fieldState.error?.message;
  if (message && !lido.ok && !lido.vazio) message = DECIMAL_AMBIGUO;
  const helperText = message ?? ajuda;
  const describedBy = [helperText ? `${inputId}-helper-text` : '', descritoPor ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <TextField
      {...props}
      id={inputId}
      name={field.name}
      inputRef={field.ref}
      fullWidth
      value={texto}
      error={!!message}
      helperText={helperText}
      onChange={(event) => {
        const novo = event.target.value;
        const r = lerHoras(novo);
        setTexto(novo);
        field.onChange(r.ok ? r.horas : r.vazio && opcional ? null : Number.NaN);
      }}
      onBlur={() => {
        if (lido.ok) setTexto(horasParaTexto(lido.horas));
        field.onBlur();
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', maxLength: 7, autoComplete: 'off', 'aria-describedby': describedBy, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
