import * as z from 'zod/mini';
import type { Role } from './roles';
import type { RouteGroup } from './route-groups';
import { idParam } from './schemas';

/**
 * One route of the API manifest. Each group's routes live in shared/src/routes/<group>.ts (a function
 * bundles only its own group's schemas); shared/src/routes.ts lists them all for infra, the local
 * gateway, the web and the tests. `path` uses API Gateway syntax; `auth` is 'public' or the roles
 * allowed to call the route.
 */
export interface RouteDef {
  id: string;
  group: RouteGroup;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: 'public' | readonly Role[];
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** JSON body, or the text fields of a multipart body (whose `file` part reaches the action apart). */
  body?: z.ZodMiniType;
  multipart?: true;
  /**
   * A create that takes an `Idempotency-Key` header (a UUID the client makes once per form): a
   * repeat by the same user within 24 hours answers the first result and writes nothing.
   */
  idempotent?: true;
  /**
   * A write's (every method but GET) read routes whose cached answers it can change: after a success
   * the web revalidates exactly these (web/src/lib/use-enviar.ts). Declared on every write,
   * empty when it changes nothing the web keeps; routes.ts checks at compile time that each is a GET.
   */
  invalidates?: readonly string[];
}

export const ADMIN: readonly Role[] = ['Administradores'];
export const SECRETARIA_OR_ADMIN: readonly Role[] = ['Secretarias', ...ADMIN];
/** The doctor's area: doctors, secretaries for linked doctors, administrators; ownership is checked per id. */
export const MEDICO_SIDE: readonly Role[] = ['Medicos', 'Secretarias', ...ADMIN];
export const ANY_ROLE: readonly Role[] = MEDICO_SIDE;
export const byId = z.object({ id: idParam });

/**
 * The reads that show or count participations, across screens: the review queue, its counts and a
 * review's context; the doctor's counts, lists, performance and history. What a participation's
 * create, edit, deletion, certificate or decision, an attendance import or a cycle's goal changes.
 */
export const PARTICIPACAO_READS = [
  'analise.participacoesAdministrador',
  'analise.participacoesQuantidade',
  'analise.contexto',
  'medico.participacoesQuantidade',
  'medico.participacoesStatus',
  'medico.desempenho',
  'medico.historicoCiclos',
  'medico.historicoParticipacoesCiclos',
] as const;

/** `GET /api/x/{id}` — the API Gateway route key. */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Fills `{name}` segments, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a route path; returns the decoded params or null. */
export function matchPath(pattern: string, actual: string): Record<string, string> | null {
  const p = pattern.split('/');
  const a = actual.split('/');
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i]!;
    const m = /^\{(\w+)\}$/.exec(seg);
    if (m) {
      if (!a[i]) return null;
      try {
        params[m[1]!] = decodeURIComponent(a[i]!);
      } catch {
        return null;
      }
    } else if (seg !== a[i]) return null;
  }
  return params;
}

/** The header an idempotent create reads its key from. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
