import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ContatoBody } from '@emc/shared/comunicacao';
import { useController, type Control } from 'react-hook-form';

export type CampoContato = keyof ContatoBody;

export type ContatoCampoProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'id'> & {
  control: Control<ContatoBody>;
  name: CampoContato;
  /** The server's message about this field, kept while the field still holds the value it refused. */
  doServidor?: { valor: string; mensagem: string };
  ajuda?: string;
};

/**
 * One field of the contact form: the form's own message (once touched or changed, see the form), or
 * else the server's about the value it refused (a blur re-validating the field does not erase it; a
 * change does), or else the help text.
 */
export function ContatoCampo({ control, name, doServidor, ajuda, ...props }: ContatoCampoProps) {
  const { field, fieldState } = useController({ control, name });
  const valor = field.value ?? '';
  const message = fieldState.error?.message ?? (doServidor && doServidor.valor === valor ? doServidor.mensagem : undefined);
  return (
    <TextField
      {...props}
      id={`contato-${name}`}
      name={name}
      value={valor}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!message}
      helperText={message ?? ajuda}
      fullWidth
    />
  );
}
