// Bundles the server (and the shared package's TypeScript) into dist/server.js, and dist/migrate.js.
// Other packages stay external and load from node_modules.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

await build({
  entryPoints: { server: 'src/server.ts', migrate: 'src/migrate-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      // @crp/shared exports TypeScript source: bundle it rather than import it at run time.
      name: 'bundle-shared',
      setup(b) {
        b.onResolve({ filter: /^@crp\/shared(\/.*)?$/ }, (args) => {
          const sub = args.path.slice('@crp/shared'.length).replace(/^\//, '');
          return { path: `${sharedSrc}${sub || 'index'}.ts` };
        });
      },
    },
  ],
});
