import { describe, expect, it } from 'vitest';
import { AppError, ValidationError, toErrorResponse } from './errors';

describe('toErrorResponse', () => {
  it('answers an AppError with its status and Portuguese title', () => {
    const { response, expected } = toErrorResponse(new AppError(409, 'A participação foi alterada por outro usuário. Recarregue a página.'));
    expect(expected).toBe(true);
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body!)).toEqual({ title: 'A participação foi alterada por outro usuário. Recarregue a página.', status: 409 });
  });

  it('answers validation errors with the field map', () => {
    const { response } = toErrorResponse(ValidationError.field('titulo', 'Informe o título.'));
    expect(JSON.parse(response.body!)).toEqual({ title: 'Ocorreu um erro de validação.', status: 400, errors: { titulo: ['Informe o título.'] } });
  });

  it('hides everything about an unexpected error behind the generic 500', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'pk') at /var/task/index.mjs");
    const { response, expected } = toErrorResponse(error);
    expect(expected).toBe(false);
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(JSON.stringify({ title: 'Ocorreu um erro no processamento, tente novamente mais tarde ou contate o nosso suporte.', status: 500 }));
  });

  it('answers DynamoDB throttling that outlasted the retries as the Portuguese 429, a single call or a cancelled transaction', () => {
    const throttled = [
      Object.assign(new Error('The level of configured provisioned throughput for the table was exceeded.'), { name: 'ProvisionedThroughputExceededException' }),
      Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name: 'ThrottlingException' }),
      Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }] }),
    ];
    for (const error of throttled) {
      const { response, expected } = toErrorResponse(error);
      expect(expected).toBe(true);
      expect(JSON.parse(response.body!)).toEqual({ title: 'Muitas requisições. Aguarde um momento e tente novamente.', status: 429 });
    }
    const conditional = Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });
    expect(toErrorResponse(conditional).response.statusCode).toBe(500);
  });
});
