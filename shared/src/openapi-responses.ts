import { fileURLToPath } from 'node:url';
import { basename } from 'node:path';
import ts from 'typescript';
import {
  BaseType,
  type Context,
  type Definition,
  type SubNodeParser,
  type SubTypeFormatter,
  SchemaGenerator,
  createFormatter,
  createParser,
  type CompletedConfig,
  DEFAULT_CONFIG,
} from 'ts-json-schema-generator';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import * as analise from './analise';
import * as auditoria from './auditoria';
import * as catalogos from './catalogos';
import * as comunicacao from './comunicacao';
import * as conteudo from './conteudo';
import * as participacao from './participacao';
import * as pessoas from './pessoas';
import * as schemas from './schemas';
import * as senha from './senha';

/**
 * The JSON Schemas of the API's answers, generated at build time from the TypeScript types that
 * type the actions and the web's fetchers (`RouteResponses` in routes.ts), with
 * ts-json-schema-generator. An answer type written as `z.infer<typeof schema>` takes its schema from
 * that zod schema (output side), so it is not copied by hand either.
 */

/** The shared modules whose zod schemas an answer type may be inferred from (by file name). */
const ZOD_MODULES: Record<string, Record<string, unknown>> = { analise, auditoria, catalogos, comunicacao, conteudo, participacao, pessoas, schemas, senha };

/** Types beyond `RouteResponses` that the document names: the error body and the first-login challenge. */
export const EXTRA_RESPONSE_TYPES = ['ErrorBody', 'DesafioNovaSenha'] as const;

class JsonSchemaType extends BaseType {
  constructor(
    private readonly id: string,
    readonly schema: Definition,
  ) {
    super();
  }
  getId() {
    return this.id;
  }
}

/** `z.infer<typeof x>`, `z.output<…>`, `z.input<…>`: the JSON Schema of the zod schema `x`. */
class ZodInferParser implements SubNodeParser {
  constructor(private readonly checker: ts.TypeChecker) {}

  supportsNode(node: ts.Node): boolean {
    return (
      ts.isTypeReferenceNode(node) &&
      ts.isQualifiedName(node.typeName) &&
      ['infer', 'output', 'input'].includes(node.typeName.right.text) &&
      node.typeArguments?.length === 1 &&
      ts.isTypeQueryNode(node.typeArguments[0]!)
    );
  }

  createType(node: ts.Node, _context: Context): BaseType {
    const ref = node as ts.TypeReferenceNode;
    const query = ref.typeArguments![0] as ts.TypeQueryNode;
    let symbol = this.checker.getSymbolAtLocation(query.exprName);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    const file = declaration ? basename(declaration.getSourceFile().fileName, '.ts') : '';
    const schema = symbol ? ZOD_MODULES[file]?.[symbol.name] : undefined;
    if (!symbol || !schema) {
      throw new Error(`openapi: ${query.exprName.getText()} (${file}.ts) is not in ZOD_MODULES of openapi-responses.ts`);
    }
    const io = (ref.typeName as ts.QualifiedName).right.text === 'input' ? 'input' : 'output';
    const { $schema: _, ...json } = toJSONSchema(schema as $ZodType, { io, unrepresentable: 'any' }) as Definition & { $schema?: string };
    return new JsonSchemaType(`zod-${file}-${symbol.name}-${io}`, json);
  }
}

/** A `Blob` answer: the bytes of a file. */
class BlobParser implements SubNodeParser {
  supportsNode(node: ts.Node): boolean {
    return ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text === 'Blob';
  }
  createType(): BaseType {
    return new JsonSchemaType('blob', { type: 'string', contentMediaType: 'application/octet-stream' } as Definition);
  }
}

class JsonSchemaFormatter implements SubTypeFormatter {
  supportsType(type: BaseType): boolean {
    return type instanceof JsonSchemaType;
  }
  getDefinition(type: JsonSchemaType): Definition {
    return type.schema;
  }
  getChildren(): BaseType[] {
    return [];
  }
}

export interface ResponseSchemas {
  /** Each route id's answer, and the extra types, by name. */
  roots: Record<string, Definition>;
  /** The named types they refer to (`#/definitions/<Name>`, names URI-encoded in the refs). */
  definitions: Record<string, Definition>;
}

/** One TypeScript program over routes.ts (a few seconds); the answers' schemas keyed by route id. */
export function generateResponseSchemas(): ResponseSchemas {
  const routesFile = fileURLToPath(new URL('./routes.ts', import.meta.url));
  const tsconfig = ts.getParsedCommandLineOfConfigFile(fileURLToPath(new URL('../tsconfig.json', import.meta.url)), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  // Only routes.ts and what it imports; no @types/node (the answers don't use it), which halves the time.
  const program = ts.createProgram([routesFile], { ...tsconfig?.options, types: [], noEmit: true });
  const config: CompletedConfig = {
    ...DEFAULT_CONFIG,
    path: routesFile,
    skipTypeCheck: true,
    expose: 'export',
    topRef: false,
    jsDoc: 'basic',
    // Answers may carry more fields than their type says; a client should not reject them.
    additionalProperties: true,
  };
  const checker = program.getTypeChecker();
  const parser = createParser(program, config, (p) => {
    p.addNodeParser(new ZodInferParser(checker));
    p.addNodeParser(new BlobParser());
  });
  const formatter = createFormatter(config, (f) => {
    f.addTypeFormatter(new JsonSchemaFormatter());
  });
  const generator = new SchemaGenerator(program, parser, formatter, config);

  const definitions: Record<string, Definition> = {};
  const roots: Record<string, Definition> = {};
  for (const name of ['RouteResponses', ...EXTRA_RESPONSE_TYPES]) {
    const schema = generator.createSchema(name);
    Object.assign(definitions, schema.definitions ?? {});
    const { definitions: _d, $schema: _s, ...root } = schema;
    if (name === 'RouteResponses') Object.assign(roots, (root as Definition).properties ?? {});
    else roots[name] = root as Definition;
  }
  return { roots: roots as Record<string, Definition>, definitions };
}
