import { ADMIN_ONLY, READ, type AccessRows } from '../access-table';

/** A well-formed code that no statement has (60 random bits make a real one this value never in practice). */
const CODIGO_DESCONHECIDO = 'ZZZZ-ZZZZ-ZZZ0';

/**
 * The authorization rows of Desempenho's figures, the doctor's credit statement and its public
 * verification (the same answer for everyone, signed in or not).
 */
export function indicadoresAccess() {
  return {
    'indicador.getDesempenhoTotal': { request: () => ({ path: '/api/indicador/get-desempenho-total' }), expect: ADMIN_ONLY },
    'relatorios.declaracao': { request: (ctx, p, t) => ({ path: `/api/medico/declaracao/${ctx.idMedico(p, t)}` }), expect: READ },
    'declaracao.verificar': {
      request: () => ({ path: `/api/declaracao/verificar/${CODIGO_DESCONHECIDO}` }),
      expect: { anonimo: 404, administrador: 404, medico: 404, secretaria: 404, administradorMedico: 404 },
    },
  } satisfies AccessRows;
}
