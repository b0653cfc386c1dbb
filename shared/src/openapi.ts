import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { IDEMPOTENCY_HEADER, type RouteDef } from './route-def';
import { routeGroups, routes } from './routes';
import { generateResponseSchemas, type ResponseSchemas } from './openapi-responses';

/**
 * The API's OpenAPI 3.1 document, generated from the route manifest (routes.ts): one operation per
 * route (operationId = route id, tag = group), the roles it requires (`security` + `x-roles`), the
 * request schemas from the manifest's zod schemas (input side: what a client sends), the answers
 * from the TypeScript types of `RouteResponses` (openapi-responses.ts) and the error body of
 * functions/src/lib/errors.ts. Served at /api/openapi.json (the local gateway; web/dist in AWS).
 * Node-only (it runs the TypeScript compiler): no Lambda bundle or SPA code imports it.
 */

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export const OPENAPI_PATH = '/api/openapi.json';
export const SECURITY_SCHEME = 'cognitoIdToken';
/** An answer of this type is a 302 to a presigned S3 link, not a JSON body (answers.ts). */
const REDIRECT_TYPE = 'ArquivoBaixado';
/** The xlsx reports: a large one answers 202 with the job that writes it (functions/src/lib/relatorios/tarefa.ts). */
const RELATORIOS_EM_TAREFA = ['relatorios.comparativo', 'relatorios.geral', 'relatorios.area', 'relatorios.detalhado'];

/** The input side of a zod (mini) schema; transforms and refinements JSON Schema can't say become `{}`. */
export function requestSchema(schema: unknown): Schema {
  const { $schema: _, ...json } = toJSONSchema(schema as $ZodType, { io: 'input', unrepresentable: 'any' }) as Schema;
  return json;
}

/** `Paginated<X>` is not a valid components key: `Paginated_X`. */
const componentName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '');

/** Rewrites ts-json-schema-generator's `#/definitions/<encoded name>` refs to components. */
function toComponentRefs<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (key === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/') ? `#/components/schemas/${componentName(decodeURIComponent(v.slice(14)))}` : v)),
  ) as T;
}

const ERROR_RESPONSES = {
  '400': ['BadRequest', 'Dados inválidos: `errors` lista as mensagens por campo.'],
  '401': ['Unauthorized', 'Sem token, token inválido ou expirado, ou conta desativada.'],
  '403': ['Forbidden', 'O perfil do usuário não pode usar esta rota, ou o registro não é dele.'],
  '404': ['NotFound', 'O registro não existe (ou não é visível para o usuário).'],
  '409': ['Conflict', 'Conflito com o estado atual (duplicado, já decidido, ou alterado por outra pessoa).'],
  '413': ['PayloadTooLarge', 'O arquivo ou a requisição excede o limite.'],
  '429': ['TooManyRequests', 'Limite de requisições excedido (throttling do API Gateway ou do Cognito).'],
  '500': ['InternalError', 'Erro interno; a resposta não traz detalhes.'],
  '503': ['Unavailable', 'Um serviço de que a operação depende (Cognito, SES) falhou; nada foi gravado. Tente de novo.'],
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** Which error answers a route can give, from the shape of its manifest entry. */
function errorStatuses(route: RouteDef): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  const hasInput = Boolean(route.params || route.query || route.body || route.idempotent);
  const write = route.method !== 'GET';
  if (hasInput) statuses.push('400');
  if (route.auth !== 'public') statuses.push('401', '403');
  if (route.params) statuses.push('404');
  if (write && route.auth !== 'public') statuses.push('409');
  if (route.multipart) statuses.push('413');
  statuses.push('429', '500');
  if (write) statuses.push('503');
  return statuses;
}

function parametersOf(schema: RouteDef['params'], location: 'path' | 'query'): Schema[] {
  if (!schema) return [];
  const json = requestSchema(schema) as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

function requestBodyOf(route: RouteDef): Schema | undefined {
  if (!route.body) return undefined;
  const json = requestSchema(route.body) as { properties?: Record<string, Schema>; required?: string[] };
  if (!route.multipart) return { required: true, content: { 'application/json': { schema: json } } };
  const file = { type: 'string', contentMediaType: 'application/octet-stream', description: 'O arquivo (parte `file`).' };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { ...json, type: 'object', properties: { ...json.properties, file }, required: [...(json.required ?? []), 'file'] },
      },
    },
  };
}

function operationOf(route: RouteDef, answers: ResponseSchemas): Operation {
  const roles = route.auth === 'public' ? [] : [...route.auth];
  const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  if (route.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: `Um UUID gerado uma vez por formulário: repetir a chamada com a mesma chave (${IDEMPOTENCY_HEADER}) em 24 horas devolve o primeiro resultado e não grava de novo.`,
      schema: { type: 'string', format: 'uuid' },
    });
  }
  const answer = answers.roots[route.id];
  const redirect = answer?.$ref === `#/definitions/${REDIRECT_TYPE}`;
  const responses: Record<string, unknown> = redirect
    ? {
        '302': {
          description: 'Redireciona para um link pré-assinado do S3 (5 minutos) com o arquivo.',
          headers: { Location: { schema: { type: 'string', format: 'uri' } } },
        },
      }
    : { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: `#/components/schemas/${route.id}` } } } } };
  for (const status of errorStatuses(route)) responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` };
  if (RELATORIOS_EM_TAREFA.includes(route.id)) {
    responses['202'] = {
      description: 'Relatório grande demais para a resposta: `{ tarefa }`, a tarefa que o gera; o progresso e, ao fim, o link em GET /api/relatorio/tarefa/{id}.',
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${route.id}` } } },
    };
  }
  if (route.id === 'login.logon') {
    // The first login of an account created by an administrator: a 403 that carries the challenge.
    responses['403'] = {
      description: 'Primeiro acesso: defina uma nova senha (POST /api/login/nova-senha com `session`), ou conta desativada.',
      content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/DesafioNovaSenha' }, { $ref: '#/components/schemas/ErrorBody' }] } } },
    };
  }
  return {
    operationId: route.id,
    tags: [route.group],
    description: roles.length ? `Perfis: ${roles.join(', ')}.` : 'Pública (sem token).',
    ...(roles.length ? { security: [{ [SECURITY_SCHEME]: [] }] } : {}),
    'x-roles': roles,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBodyOf(route) ? { requestBody: requestBodyOf(route) } : {}),
    responses,
  };
}

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };

/** Builds the document; `answers` defaults to generating them (a few seconds: run it once and keep it). */
export function buildOpenApiDocument(answers: ResponseSchemas = generateResponseSchemas()): OpenApiDocument {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes as readonly RouteDef[]) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(route, answers);
  }
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(answers.definitions)) schemas[componentName(name)] = schema;
  for (const [name, schema] of Object.entries(answers.roots)) schemas[name] = schema;
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, description]) => [name, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } }]),
  );
  return toComponentRefs({
    openapi: '3.1.0',
    info: {
      title: 'EMC — Educação Médica Continuada',
      version: '1.0.0',
      description:
        'API do EMC, gerada do manifesto de rotas (shared/src/routes.ts). Rotas com `security` exigem o ID token do Cognito (POST /api/login/logon) em `Authorization: Bearer`; `x-roles` lista os perfis aceitos. Erros respondem `ErrorBody`.',
    },
    servers: [{ url: '/' }],
    tags: routeGroups.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'ID token do Cognito, devolvido por POST /api/login/logon.' },
      },
      schemas,
      responses,
    },
  });
}

let cached: string | undefined;

/** The document as JSON, generated on the first call and kept (for the local gateway). */
export function openApiJson(): string {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return cached;
}
