import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { MSG } from '@emc/shared/messages';
import { IDEMPOTENCY_HEADER, routeKey, type RouteDef } from '@emc/shared/route-def';
import type { ResponseOf, Route } from '@emc/shared/routes';
import { JSON_HEADERS, ValidationError, errorResponse, forbidden, toErrorResponse } from './errors';
import { logger, withLogContext } from './logger';
import { comMetricas } from './metricas-publicar';
import type { MultipartBody, MultipartFile } from './multipart';
import type { Principal } from './principal';

type Infer<R, K extends string> = R extends { [P in K]: z.ZodMiniType } ? z.output<R[K]> : Record<string, never>;

export interface ActionInput<R> {
  params: Infer<R, 'params'>;
  query: Infer<R, 'query'>;
  body: Infer<R, 'body'>;
  headers: Record<string, string | undefined>;
  /** The file parts of a multipart route. */
  files: MultipartFile[];
  /** An idempotent route's Idempotency-Key header, checked to be a UUID. */
  idempotencyKey?: string;
}

export type Action<R, D> = (
  input: ActionInput<R>,
  principal: R extends { auth: 'public' } ? Principal | null : Principal,
  deps: D,
) => Promise<(R extends { id: Route['id'] } ? ResponseOf<R['id']> : unknown) | HttpResult>;

/** One action per route of a group's manifest file (shared/src/routes/<group>.ts). */
export type Actions<Rs extends readonly RouteDef[], D> = { [R in Rs[number] as R['id']]: Action<R, D> };

/** The manifest entry of a route id, as a type: `ActionInput<RouteOf<'login.logon'>>`. */
export type RouteOf<I extends Route['id']> = Extract<Route, { id: I }>;

/** An action's answer that is not a JSON 200, such as a redirect. */
export class HttpResult {
  constructor(readonly response: APIGatewayProxyStructuredResultV2) {}
}

function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError({ requisicao: [MSG.invalidJson] });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idempotencyKeyOf(headers: Record<string, string | undefined>): string | undefined {
  const key = headers[IDEMPOTENCY_HEADER]?.trim();
  if (!key) return undefined;
  if (!UUID.test(key)) throw new ValidationError({ [IDEMPOTENCY_HEADER]: ['A chave de idempotência deve ser um UUID.'] });
  return key.toLowerCase();
}

function validate(schema: z.ZodMiniType | undefined, value: unknown, location: string): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw ValidationError.fromZod(result.error, location === 'body' ? undefined : location);
  return result.data;
}

/** Verifies a bearer token and answers the caller (auth.ts). */
export type Authenticate = (authorization: string | undefined) => Promise<Principal>;

/**
 * What a group needs beyond JSON routes, injected so a group bundles only what it uses: the token
 * verifier for signed-in routes, the multipart reader (multipart.ts) for upload routes.
 */
export interface HandlerParts {
  authenticate?: Authenticate;
  readMultipart?: (event: APIGatewayProxyEventV2) => Promise<MultipartBody>;
}

/**
 * The whole request pipeline of a group: find the manifest route, verify the token and roles,
 * validate params, query and body with the manifest's schemas, run the action, answer JSON.
 * Errors of any kind go through one mapping (errors.ts).
 */
export function apiHandler<const Rs extends readonly RouteDef[], D>(groupRoutes: Rs, actions: Actions<Rs, D>, deps: D, parts: HandlerParts = {}) {
  const { authenticate, readMultipart } = parts;
  const table = new Map<string, { route: RouteDef; action: (input: unknown, principal: Principal | null, deps: D) => Promise<unknown> }>();
  for (const route of groupRoutes) {
    if (route.group !== groupRoutes[0]?.group) throw new Error(`${route.id} is not of group ${groupRoutes[0]?.group}`);
    const action = (actions as Record<string, unknown>)[route.id];
    if (typeof action !== 'function') throw new Error(`no action for ${route.id}`);
    if (route.auth !== 'public' && !authenticate) throw new Error(`${route.id} needs an authenticator`);
    if (route.multipart && !readMultipart) throw new Error(`${route.id} needs a multipart reader`);
    table.set(routeKey(route), { route, action: action as never });
  }

  const router = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const entry = table.get(event.routeKey);
    if (!entry) return errorResponse(404, MSG.routeNotFound);
    const { route, action } = entry;
    logger.appendKeys({ route: route.id });

    let principal: Principal | null = null;
    if (route.auth !== 'public') {
      principal = await authenticate!(event.headers?.authorization);
      if (!principal.roles.some((r) => (route.auth as readonly string[]).includes(r))) throw forbidden();
      logger.appendKeys({ idUsuario: principal.idUsuario });
    }

    const r = route as { params?: z.ZodMiniType; query?: z.ZodMiniType; body?: z.ZodMiniType; multipart?: true; idempotent?: true };
    const multipart = r.multipart ? await readMultipart!(event) : undefined;
    const input = {
      params: validate(r.params, event.pathParameters, 'params'),
      query: validate(r.query, event.queryStringParameters, 'query'),
      body: r.body ? validate(r.body, multipart ? multipart.fields : parseBody(event), 'body') : {},
      headers: event.headers ?? {},
      files: multipart?.files ?? [],
      idempotencyKey: r.idempotent ? idempotencyKeyOf(event.headers ?? {}) : undefined,
    };
    const result = await action(input, principal, deps);
    if (result instanceof HttpResult) return result.response;
    return { statusCode: 200, headers: JSON_HEADERS, body: JSON.stringify(result ?? null) };
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(withLogContext<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>())
    .use(comMetricas<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>())
    .use({
      onError: async (request) => {
        const { response, expected } = toErrorResponse(request.error);
        if (expected) logger.info('request refused', { status: response.statusCode });
        else logger.error('unexpected error', request.error as Error);
        request.response = response;
      },
    })
    .handler(router);
}

