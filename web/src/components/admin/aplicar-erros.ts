import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessages } from '@/lib/api-client';

/**
 * Puts a failed save's 400 messages beside the form's own fields and answers what is left to show
 * above the form: messages of other fields, or a 409's or any other error's text.
 */
export function aplicarErros<T extends FieldValues>(error: unknown, campos: readonly string[], setError: UseFormSetError<T>): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return errorMessages(error);
  const resto: string[] = [];
  let focado = false;
  for (const [campo, mensagens] of Object.entries(error.fieldErrors)) {
    // `especialidadesSecundarias.0` belongs to the list's field, unless the form names the item itself (`conteudo.1`).
    const nome = campos.includes(campo) ? campo : campo.split('.')[0]!;
    if (campos.includes(nome)) {
      setError(nome as Path<T>, { type: 'server', message: mensagens.join(' ') }, { shouldFocus: !focado });
      focado = true;
    } else resto.push(...mensagens);
  }
  return focado || resto.length ? resto : error.messages;
}
