import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, type OpenApiDocument, SECURITY_SCHEME } from './openapi';
import type { RouteDef } from './route-def';
import { routes } from './routes';

let doc: OpenApiDocument;
const manifest = routes as readonly RouteDef[];

beforeAll(() => {
  doc = buildOpenApiDocument();
}, 60_000);

type Op = Record<string, any>;
const operations = (): { path: string; method: string; op: Op }[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op: op as Op })));

/** Every `$ref` string in a value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  it('has exactly one operation per manifest route, with its method, path, group and roles', () => {
    const ops = operations();
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(manifest.map((r) => r.id).sort());
    for (const route of manifest) {
      const found = ops.filter((o) => o.op.operationId === route.id);
      expect(found, route.id).toHaveLength(1);
      const { path, method, op } = found[0]!;
      expect(`${method.toUpperCase()} ${path}`, route.id).toBe(`${route.method} ${route.path}`);
      expect(op.tags, route.id).toEqual([route.group]);
      if (route.auth === 'public') {
        expect(op.security, route.id).toBeUndefined();
        expect(op['x-roles'], route.id).toEqual([]);
        expect(op.responses['401'], route.id).toBeUndefined();
      } else {
        expect(op.security, route.id).toEqual([{ [SECURITY_SCHEME]: [] }]);
        expect(op['x-roles'], route.id).toEqual([...route.auth]);
        expect(op.responses['401'], route.id).toBeDefined();
      }
    }
  });

  it('is valid OpenAPI 3.1, and every $ref points at a component that exists', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const components = doc.components as Record<string, Record<string, unknown>>;
    for (const ref of new Set(refsIn(doc))) {
      const m = /^#\/components\/(schemas|responses)\/([^/]+)$/.exec(ref);
      expect(m, ref).not.toBeNull();
      expect(components[m![1]!]![m![2]!], ref).toBeDefined();
    }
  });

  it('declares the path parameters of every {name} segment, the query, the body and the idempotency header', () => {
    for (const route of manifest) {
      const { op } = operations().find((o) => o.op.operationId === route.id)!;
      const params = (op.parameters ?? []) as { name: string; in: string; required: boolean }[];
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(params.filter((p) => p.in === 'path').map((p) => p.name).sort(), route.id).toEqual(inPath.sort());
      expect(params.some((p) => p.in === 'query'), route.id).toBe(Boolean(route.query));
      expect(params.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'), route.id).toBe(Boolean(route.idempotent));
      const content = op.requestBody?.content;
      if (!route.body) expect(op.requestBody, route.id).toBeUndefined();
      else if (route.multipart) {
        const schema = content['multipart/form-data'].schema;
        expect(schema.properties.file.contentMediaType, route.id).toBe('application/octet-stream');
        expect(schema.required, route.id).toContain('file');
      } else expect(content['application/json'].schema.type, route.id).toBe('object');
    }
  });

  it('takes the request schemas from zod (input side) and the answers from the TypeScript types', () => {
    const create = operations().find((o) => o.op.operationId === 'participacao.create')!.op;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['titulo', 'idCategoria', 'dataInicio']));
    expect(body.properties.titulo).toMatchObject({ type: 'string', minLength: 3 });

    const schemas = (doc.components as { schemas: Record<string, any> }).schemas;
    expect(create.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/participacao.create' });
    expect(schemas['participacao.create']).toEqual({ $ref: '#/components/schemas/ParticipacaoDetalhe' });
    expect(schemas.ParticipacaoDetalhe.properties).toHaveProperty('titulo');
    // An answer type written as z.infer<typeof schema> takes that schema.
    expect(schemas.MedicoSecretaria).toMatchObject({ type: 'object', required: ['id', 'crm', 'nome'] });
    // Generic answers get valid component names.
    expect(schemas['medico.participacoesStatus']).toEqual({ $ref: '#/components/schemas/Paginated_ParticipacaoResumo' });
    expect(schemas.ErrorBody).toMatchObject({ required: ['title', 'status'] });
    for (const route of manifest) {
      const answer = schemas[route.id];
      expect(answer && Object.keys(answer).length, route.id).toBeTruthy();
    }
  });

  it('answers the attachment download as a redirect, and the first login challenge as a 403', () => {
    const download = operations().find((o) => o.op.operationId === 'anexo.getById')!.op;
    expect(Object.keys(download.responses)).toContain('302');
    expect(download.responses['200']).toBeUndefined();
    const logon = operations().find((o) => o.op.operationId === 'login.logon')!.op;
    expect(JSON.stringify(logon.responses['403'])).toContain('DesafioNovaSenha');
  });

  it('answers a report with its link (200) or, when it is large, its job (202)', () => {
    const detalhado = operations().find((o) => o.op.operationId === 'relatorios.detalhado')!.op;
    expect(Object.keys(detalhado.responses)).toEqual(expect.arrayContaining(['200', '202']));
    expect(JSON.stringify(detalhado.responses['202'])).toContain('/api/relatorio/tarefa/{id}');
  });
});
