import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent, KeyboardEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ApiError, errorMessages } from '@/lib/api-client';

/**
 * The behaviour every form of the login pages shares (spec section 5): messages show once a field
 * is touched (or after a submit); submitting an invalid form marks every field touched and sends
 * nothing; Enter in an invalid form does so too (the disabled button would swallow it); a 400's
 * field messages go beside their fields.
 */
export function useAuthForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodMiniType<Out, In>,
  defaultValues: In,
  onSubmit: (values: Out) => Promise<void>,
  /** A failed submit's messages that belong to no field here (without it, a failure is the caller's). */
  onError?: (messages: string[], error: unknown) => void,
) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    mode: 'all',
    defaultValues: defaultValues as DefaultValues<In>,
  });
  const { getValues, setValue, setError, setFocus, handleSubmit, formState } = form;
  const fields = Object.keys(defaultValues) as Path<In>[];

  const markAllTouched = () => {
    for (const name of fields) setValue(name, getValues(name), { shouldTouch: true, shouldValidate: true });
  };
  const run = async (values: Out) => {
    if (!onError) return onSubmit(values);
    try {
      await onSubmit(values);
    } catch (error) {
      const rest = error instanceof ApiError && error.status === 400 ? showServerErrors(error) : errorMessages(error);
      if (rest.length) onError(rest, error);
    }
  };
  const enviar = handleSubmit(run, markAllTouched);
  /** The form's onSubmit: what fails is onSubmit's to answer (or onError's). */
  const submit = (event?: FormEvent) => void enviar(event);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || formState.isValid || formState.isSubmitting || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    submit();
  };

  const visibleError = (name: Path<In>): string | undefined => {
    const message = (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return (formState.touchedFields as Record<string, unknown>)[name] || formState.isSubmitted ? message : undefined;
  };

  /** Puts a 400's messages on the form's fields (focusing the first); answers the messages of no field here. */
  const showServerErrors = (error: ApiError): string[] => {
    const rest: string[] = [];
    let first: Path<In> | undefined;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (!fields.includes(field as Path<In>)) {
        rest.push(...messages);
        continue;
      }
      setError(field as Path<In>, { type: 'server', message: messages[0] });
      first ??= field as Path<In>;
    }
    if (first) setFocus(first);
    return first || rest.length ? rest : error.messages;
  };

  return { form, submit, onKeyDown, visibleError, showServerErrors };
}
