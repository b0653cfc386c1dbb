import * as z from 'zod/mini';
import type { Role } from './roles';
import {
  atualizarParticipacaoBody,
  criarParticipacaoBody,
  historicoParticipacoesQuery,
  idMedicoQuery,
  nomeBuscaParam,
  participacoesStatusQuery,
  updateAnexoFields,
  uploadAnexoFields,
} from './participacao';
import { idParam, logonBody } from './schemas';

/**
 * The API's single source of truth. infra, functions, the local gateway and web all read it.
 * `path` uses API Gateway syntax; `auth` is 'public' or the roles allowed to call the route.
 */
export interface RouteDef {
  id: string;
  group: string;
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
}

const ADMIN: readonly Role[] = ['Administradores'];
const SECRETARIA_OR_ADMIN: readonly Role[] = ['Secretarias', ...ADMIN];
/** The doctor's area: doctors, secretaries for linked doctors, administrators; ownership is checked per id. */
const DOCTOR_SIDE: readonly Role[] = ['Medicos', 'Secretarias', ...ADMIN];
const ANY_ROLE: readonly Role[] = DOCTOR_SIDE;
const byId = z.object({ id: idParam });

export const routes = [
  { id: 'health.check', group: 'health', method: 'GET', path: '/api/health', auth: 'public' },
  { id: 'login.logon', group: 'login', method: 'POST', path: '/api/login/logon', auth: 'public', body: logonBody },
  {
    id: 'secretarias.getMedicosByIdSecretaria',
    group: 'secretarias',
    method: 'GET',
    path: '/api/secretarias/get-medicos-by-idsecretaria/{id}',
    auth: SECRETARIA_OR_ADMIN,
    params: byId,
  },

  { id: 'participacao.ciclos', group: 'participacao', method: 'GET', path: '/api/participacao/ciclos', auth: 'public' },
  { id: 'participacao.getById', group: 'participacao', method: 'GET', path: '/api/participacao/get-by-id/{id}', auth: DOCTOR_SIDE, params: byId },
  { id: 'participacao.create', group: 'participacao', method: 'POST', path: '/api/participacao/create', auth: DOCTOR_SIDE, body: criarParticipacaoBody, idempotent: true },
  { id: 'participacao.update', group: 'participacao', method: 'PUT', path: '/api/participacao/update', auth: DOCTOR_SIDE, body: atualizarParticipacaoBody },
  { id: 'participacao.delete', group: 'participacao', method: 'DELETE', path: '/api/participacao/delete/{id}', auth: DOCTOR_SIDE, params: byId },

  { id: 'anexo.upload', group: 'anexo', method: 'POST', path: '/api/participacao_anexo/upload-anexo', auth: DOCTOR_SIDE, body: uploadAnexoFields, multipart: true },
  { id: 'anexo.update', group: 'anexo', method: 'PUT', path: '/api/participacao_anexo/update-anexo', auth: DOCTOR_SIDE, body: updateAnexoFields, multipart: true },
  { id: 'anexo.getById', group: 'anexo', method: 'GET', path: '/api/participacao_anexo/get-by-id-anexo/{id}', auth: DOCTOR_SIDE, params: byId },

  { id: 'atividade.getByName', group: 'atividade', method: 'GET', path: '/api/atividade/get-by-name/{name}', auth: DOCTOR_SIDE, params: nomeBuscaParam },
  { id: 'tabela.categorias', group: 'tabela', method: 'GET', path: '/api/categoria/get-list-name', auth: ANY_ROLE },
  { id: 'tabela.formas', group: 'tabela', method: 'GET', path: '/api/forma/get-list-name', auth: ANY_ROLE },

  { id: 'medico.perfil', group: 'medico', method: 'GET', path: '/api/medico/perfil/{id}', auth: DOCTOR_SIDE, params: byId },
  { id: 'medico.desempenho', group: 'medico', method: 'GET', path: '/api/medico/desempenho/{id}', auth: DOCTOR_SIDE, params: byId },
  { id: 'medico.historicoCiclos', group: 'medico', method: 'GET', path: '/api/medico/historico-ciclos/{id}', auth: DOCTOR_SIDE, params: byId },
  { id: 'medico.participacoesQuantidade', group: 'medico', method: 'GET', path: '/api/medico/participacoes-quantidade', auth: DOCTOR_SIDE, query: idMedicoQuery },
  { id: 'medico.participacoesStatus', group: 'medico', method: 'GET', path: '/api/medico/participacoes-status', auth: DOCTOR_SIDE, query: participacoesStatusQuery },
  {
    id: 'medico.historicoParticipacoesCiclos',
    group: 'medico',
    method: 'GET',
    path: '/api/medico/historico-participacoes-ciclos',
    auth: DOCTOR_SIDE,
    query: historicoParticipacoesQuery,
  },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];
export type RouteGroup = Route['group'];

export const routeGroups: RouteGroup[] = [...new Set(routes.map((r) => r.group))];

export function routeById<I extends RouteId>(id: I): Extract<Route, { id: I }> {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route as Extract<Route, { id: I }>;
}

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
