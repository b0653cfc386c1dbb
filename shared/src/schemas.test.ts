import { describe, expect, it } from 'vitest';
import { logonBody } from './schemas';

const messages = (input: unknown) => {
  const r = logonBody.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('logonBody', () => {
  it('gives the spec messages for missing fields, once each', () => {
    expect(messages({})).toEqual(['email: Email é obrigatório.', 'password: Senha é obrigatória.']);
    expect(messages({ email: '   ', password: '' })).toEqual(['email: Email é obrigatório.', 'password: Senha é obrigatória.']);
  });

  it('refuses a malformed email and trims a good one', () => {
    expect(messages({ email: 'crm123456', password: 'x' })).toEqual(['email: Informe um email válido.']);
    const ok = logonBody.safeParse({ email: ' crm123456@hospital.example ', password: 'x' });
    expect(ok.success && ok.data.email).toBe('crm123456@hospital.example');
  });

  it('answers in Portuguese where the schema does not word the check itself', () => {
    const r = logonBody.safeParse([]);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Valor inválido para este campo.');
  });
});
