import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliasFor, bundling, entryFor, externalModulesFor, functionNames, type FunctionName } from './bundling';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = join(root, 'functions', 'dist');

/** Builds every function bundle with CDK's options; writes dist/<name>/index.mjs and a metafile. */
export async function buildFunctions(names: FunctionName[] = functionNames): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const outdir = join(distDir, name);
      mkdirSync(outdir, { recursive: true });
      const result = await build({
        entryPoints: [join(root, entryFor(name))],
        outfile: join(outdir, 'index.mjs'),
        bundle: true,
        platform: 'node',
        target: bundling.target,
        format: bundling.format,
        minify: bundling.minify,
        sourcemap: bundling.sourceMap,
        mainFields: bundling.mainFields,
        external: externalModulesFor(name),
        alias: Object.fromEntries(Object.entries(aliasFor(name)).map(([m, path]) => [m, join(root, path)])),
        banner: { js: bundling.banner },
        metafile: true,
        logLevel: 'warning',
      });
      writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildFunctions();
}
