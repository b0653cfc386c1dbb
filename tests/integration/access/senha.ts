import { EVERYONE, type AccessRows } from '../access-table';

/** The same answer whoever calls: these routes are public, and a token changes nothing. */
const TODOS = (status: number) => ({ anonimo: status, administrador: status, medico: status, secretaria: status, administradorMedico: status });

/** The authorization rows of the public password calls: login/nova-senha, esqueci-senha, redefinir-senha. */
export function senhaAccess() {
  return {
    'login.novaSenha': {
      // Public, and never a bypass: a made-up session sets no password, whoever calls.
      request: () => ({ path: '/api/login/nova-senha', method: 'POST', json: { email: 'medico@hospital.example', session: 'sessao-inventada', novaSenha: 'Senha-Nova-da-Matriz-1!' } }),
      expect: TODOS(400),
    },
    'login.esqueciSenha': {
      request: () => ({ path: '/api/login/esqueci-senha', method: 'POST', json: { email: 'ninguem-matriz@hospital.example' } }),
      expect: EVERYONE,
    },
    'login.redefinirSenha': {
      request: () => ({ path: '/api/login/redefinir-senha', method: 'POST', json: { email: 'medico@hospital.example', codigo: '00000000', novaSenha: 'Senha-Nova-da-Matriz-1!' } }),
      expect: TODOS(400),
    },
  } satisfies AccessRows;
}
