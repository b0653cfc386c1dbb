import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

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
 * Its own component, so typing in it re-renders it alone, not the whole form.
 */
export function CampoTexto<T extends FieldValues>({ control, name, idPrefix, ajuda, children, ...props }: CampoTextoProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      id={`${idPrefix}-${name}`}
      name={name}
      value={(field.value ?? '') as string}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!message}
      helperText={message ?? ajuda}
      fullWidth
    >
      {children}
    </TextField>
  );
}
