import * as z from 'zod/mini';

/**
 * Brazilian Portuguese messages for every check that a schema does not word itself,
 * so no answer ever carries zod's English defaults.
 */
export function portugueseMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Este campo é obrigatório.' : 'Valor inválido para este campo.';
    case 'too_small':
      return issue.origin === 'string' ? `Informe ao menos ${issue.minimum} caractere(s).` : `O valor mínimo é ${issue.minimum}.`;
    case 'too_big':
      return issue.origin === 'string' ? `Informe no máximo ${issue.maximum} caracteres.` : `O valor máximo é ${issue.maximum}.`;
    case 'invalid_format':
      return 'Formato inválido.';
    case 'unrecognized_keys':
      return 'A requisição contém campos não reconhecidos.';
    case 'invalid_value':
      return 'Valor não permitido para este campo.';
    default:
      return 'Valor inválido para este campo.';
  }
}

z.config({ customError: (issue) => portugueseMessage(issue) });
