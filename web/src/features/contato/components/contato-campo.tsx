import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ContatoBody } from '@emc/shared/comunicacao';
import { useController, type Control } from 'react-hook-form';
import { ComContador, erroDeLimite, semMaxLength } from '@/components/ui/contador-caracteres';

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
 * change does), or else the help text. Its `maxLength` shows as a counter near the limit, and a
 * longer text (typed or pasted, kept whole) as an error.
 */
export function ContatoCampo({ control, name, doServidor, ajuda, slotProps: slots, ...props }: ContatoCampoProps) {
  const { field, fieldState } = useController({ control, name });
  const { slotProps, max } = semMaxLength(slots);
  const valor = field.value ?? '';
  const message =
    fieldState.error?.message ?? (doServidor && doServidor.valor === valor ? doServidor.mensagem : undefined) ?? (max === undefined ? undefined : erroDeLimite(valor, max));
  return (
    <TextField
      {...props}
      slotProps={slotProps}
      id={`contato-${name}`}
      name={name}
      value={valor}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!message}
      helperText={max === undefined ? (message ?? ajuda) : <ComContador texto={message ?? ajuda} valor={valor} max={max} />}
      fullWidth
    />
  );
}
