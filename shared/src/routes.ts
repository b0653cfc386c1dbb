import { analiseRoutes, type AnaliseResponses } from './routes/analise';
import { areasRoutes, type AreasResponses } from './routes/areas';
import { cadastroRoutes, type CadastroResponses } from './routes/cadastro';
import { anexoRoutes, type AnexoResponses } from './routes/anexo';
import { atividadeRoutes, type AtividadeResponses } from './routes/atividade';
import { healthRoutes, type HealthResponses } from './routes/health';
import { loginRoutes, type LoginResponses } from './routes/login';
import { medicoRoutes, type MedicoResponses } from './routes/medico';
import { participacaoRoutes, type ParticipacaoResponses } from './routes/participacao';
import { relatoriosRoutes, type RelatoriosResponses } from './routes/relatorios';
import { indicadorRoutes, type IndicadorResponses } from './routes/indicador';
import { declaracaoRoutes, type DeclaracaoResponses } from './routes/declaracao';
import { conteudoRoutes, type ConteudoResponses } from './routes/conteudo';
import { comunicacaoRoutes, type ComunicacaoResponses } from './routes/comunicacao';
import { auditoriaRoutes, type AuditoriaResponses } from './routes/auditoria';
import { secretariasRoutes, type SecretariasResponses } from './routes/secretarias';
import { tabelaRoutes, type TabelaResponses } from './routes/tabela';
import type { RouteGroup } from './route-groups';

export { IDEMPOTENCY_HEADER, buildPath, matchPath, routeKey, type RouteDef } from './route-def';

/**
 * The API's single source of truth: every group's routes (shared/src/routes/<group>.ts), for infra,
 * the local gateway, the web and the tests. A function imports only its own group's file.
 */
export const routes = [
  ...healthRoutes,
  ...loginRoutes,
  ...secretariasRoutes,
  ...participacaoRoutes,
  ...analiseRoutes,
  ...anexoRoutes,
  ...atividadeRoutes,
  ...tabelaRoutes,
  ...medicoRoutes,
  ...areasRoutes,
  ...cadastroRoutes,
  ...relatoriosRoutes,
  ...indicadorRoutes,
  ...declaracaoRoutes,
  ...conteudoRoutes,
  ...comunicacaoRoutes,
  ...auditoriaRoutes,
] as const;

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];

/** Every route's answer by id, from each group's `<Group>Responses`: the web's fetchers and the actions are typed by it. */
export interface RouteResponses
  extends HealthResponses,
    LoginResponses,
    SecretariasResponses,
    ParticipacaoResponses,
    AnaliseResponses,
    AnexoResponses,
    AtividadeResponses,
    TabelaResponses,
    MedicoResponses,
    AreasResponses,
    CadastroResponses,
    RelatoriosResponses,
    IndicadorResponses,
    DeclaracaoResponses,
    ConteudoResponses,
    ComunicacaoResponses,
    AuditoriaResponses {}

/** What route `I` answers. */
export type ResponseOf<I extends RouteId> = RouteResponses[I];

/** Compiles only while every route declares an answer and every answer names a route. */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type EveryRouteAnswers = Assert<Exactly<keyof RouteResponses, RouteId>>;

/** The GET routes, whose answers the web caches. */
export type ReadRouteId = Extract<Route, { method: 'GET' }>['id'];
/** Every other route: a write, which declares the reads it makes stale (`invalidates`). */
export type WriteRouteId = Exclude<RouteId, ReadRouteId>;
/** Compiles only while every write declares `invalidates`, naming read routes only, and no read declares it. */
export type EveryWriteInvalidatesReads = Assert<[Exclude<Route, { method: 'GET' }>] extends [{ invalidates: readonly ReadRouteId[] }] ? true : false>;
export type NoReadInvalidates = Assert<[Extract<Route, { method: 'GET'; invalidates: unknown }>] extends [never] ? true : false>;

export { ROUTE_GROUPS, prefixOf, type RouteGroup } from './route-groups';

/** The groups that have routes, in manifest order. */
export const routeGroups: RouteGroup[] = [...new Set(routes.map((r) => r.group))];

export function routeById<I extends RouteId>(id: I): Extract<Route, { id: I }> {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route as Extract<Route, { id: I }>;
}
