import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ComContador, erroDeLimite, semMaxLength } from '@/components/ui/contador-caracteres';

export type CampoTextoProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'id'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Prefix of the input's id, so two forms never clash: 'medico' gives 'medico-nome'. */
  idPrefix: string;
  /** Under the field while it has no message. */
  ajuda?: string;
};

/**
 * A MUI TextField (a text, date, or native select) bound to one string field of a react-hook-form
 * form: its value always shows (also after a reset), its message, or else the help text, under it.
 * Its own component, so typing in it re-renders it alone, not the whole form. A `maxLength` is not
 * the browser's (which cuts a paste silently): near it a counter shows, and past it an error.
 */
export function CampoTexto<T extends FieldValues>({ control, name, idPrefix, ajuda, children, slotProps: slots, ...props }: CampoTextoProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { slotProps, max } = semMaxLength(slots);
  const valor = (field.value ?? '') as string;
  const message = fieldState.error?.message ?? (max === undefined ? undefined : erroDeLimite(valor, max));
  return (
    <TextField
      {...props}
      slotProps={slotProps}
      id={`${idPrefix}-${name}`}
      name={name}
      value={valor}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!message}
      helperText={max === undefined ? (message ?? ajuda) : <ComContador texto={message ?? ajuda} valor={valor} max={max} />}
      fullWidth
    >
      {children}
    </TextField>
  );
}
