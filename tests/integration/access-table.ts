import type { RouteId } from '@emc/shared/routes';

export const PERSONAS = ['anonimo', 'administrador', 'medico', 'secretaria', 'administradorMedico'] as const;
export type Persona = (typeof PERSONAS)[number];
export type Target = 'proprio' | 'outro';

/** Ids the requests can aim at: each persona's own, and someone else's of the same kind. */
export interface AccessContext {
  idUsuario: Record<Persona, string>;
  idMedico: Record<Persona, string>;
  /** A secretary or doctor id that is not the persona's own nor linked to it. */
  outro: { idUsuario: Record<Persona, string>; idMedico: Record<Persona, string> };
}

export interface AccessCase {
  request(ctx: AccessContext, persona: Persona, target: Target): { path: string; method?: string; json?: unknown };
  /** Expected status per persona, the same for both targets or per target. */
  expect: Record<Persona, number | Record<Target, number>>;
}


/**
 * The declared authorization table. The test generates every route × persona × target case from
 * the manifest and fails when a route has no row here, so a new route cannot skip it.
 */
export const accessTable: Record<RouteId, AccessCase> = {
  'health.check': {
    request: () => ({ path: '/api/health' }),
    expect: { anonimo: 200, administrador: 200, medico: 200, secretaria: 200, administradorMedico: 200 },
  },
  'login.logon': {
    // Public, and never a bypass: a wrong password is refused whoever calls it.
    request: () => ({ path: '/api/login/logon', method: 'POST', json: { email: 'medico@hospital.example', password: 'errada' } }),
    expect: { anonimo: 401, administrador: 401, medico: 401, secretaria: 401, administradorMedico: 401 },
  },
  'secretarias.getMedicosByIdSecretaria': {
    request: (ctx, p, t) => ({ path: `/api/secretarias/get-medicos-by-idsecretaria/${t === 'proprio' ? ctx.idUsuario[p] : ctx.outro.idUsuario[p]}` }),
    expect: { anonimo: 401, administrador: 200, medico: 403, secretaria: { proprio: 200, outro: 403 }, administradorMedico: 200 },
  },
};

