import path from 'node:path';
import { importRule } from './eslint-import-rule.js';

/**
 * The server's import rules, by resolved path (issue 20, docs/architecture.md):
 *   routes → services → queries → db, inside a module (by file suffix);
 *   a module reaches another module only through its public face, `modules/<name>/index.ts`; its routes are
 *   mounted from `modules/<name>/routes.ts` by the composition root (app.ts) and the guard file (modules/admin) only;
 *   lib/ and integrations/ import no module, no plugin and nothing of the composition root.
 * Tests, fixtures and testing/ may import anything; db/schema.ts assembles the modules' `*.tables.ts`.
 * Proven by apps/server/src/testing/server-layers.test.ts; circles by apps/server/src/testing/import-cycles.test.ts.
 */
const SRC = 'apps/server/src/';

/** The place of a path relative to the repository root, or null outside the server source. */
function placeOf(rel) {
  if (!rel.startsWith(SRC)) return null;
  const inner = rel.slice(SRC.length).replace(/\.[jt]s$/, '');
  const parts = inner.split('/');
  const base = parts[parts.length - 1];
  if (/\.test$/.test(base) || /\.fixtures$/.test(base) || parts[0] === 'testing') return { kind: 'test' };
  if (parts[0] === 'lib' || parts[0] === 'integrations') return { kind: 'base', dir: parts[0] };
  if (parts[0] === 'modules' && parts.length >= 3) {
    const suffix = /\.(routes|service|queries|mappers|rules|job|tables)$/.exec(base)?.[1];
    const role =
      inner.split('/').length === 3 && base === 'routes' ? 'face-routes' : base === 'index' ? 'index' : (suffix ?? 'unnamed');
    return { kind: 'module', name: parts[1], role, tables: suffix === 'tables' };
  }
  if (parts[0] === 'db') return { kind: 'db' };
  if (parts[0] === 'plugins') return { kind: 'plugin', name: base };
  // What every module receives: the context type and the parsed configuration.
  if (inner === 'context' || inner === 'env') return { kind: 'config' };
  return { kind: 'root' };
}

/**
 * What each role of a module file may not import from its own module: only downwards. Roles by
 * suffix (issue 34: every module file has one, `server/role-suffix`): routes, service, job (a
 * background worker: a service on a timer), queries (rows), mappers (row → shape), rules (pure
 * code: limits, parsing, message building), tables (types).
 */
const forbiddenInside = {
  service: ['routes'],
  job: ['routes'],
  queries: ['routes', 'service', 'job'],
  mappers: ['routes', 'service', 'job'], // row types come from the queries files
  rules: ['routes', 'service', 'job', 'queries'],
  tables: ['routes', 'service', 'job', 'queries', 'mappers', 'rules'],
};
const mayUsePluginTypes = new Set(['job', 'mappers', 'rules', 'tables', 'unnamed']);

function violation(from, to) {
  if (from.kind === 'test' || to.kind === 'test') return null;
  if (from.kind === 'base' && (to.kind === 'module' || to.kind === 'plugin' || to.kind === 'root'))
    return `${from.dir}/ is below every module: it must not import modules, plugins or the composition root.`;
  if (from.kind === 'db' && to.kind === 'module') return to.tables ? null : "db/ may import only the modules' *.tables.ts (the schema).";
  if (from.kind === 'module' && to.kind === 'module') {
    if (from.name !== to.name) {
      if (to.role === 'index' || (to.role === 'face-routes' && from.name === 'admin')) return null;
      return `Module '${from.name}' must reach module '${to.name}' through its public face (modules/${to.name}/index.ts), not its files.`;
    }
    if (to.role === 'index' || to.role === 'face-routes')
      return `A module's own files must not import its index.ts or routes.ts (circle); import the file itself.`;
    if ((forbiddenInside[from.role] ?? []).includes(to.role))
      return `A ${from.role} file must not import a ${to.role} file (routes → services → queries → db).`;
    return null;
  }
  if (from.kind === 'module' && from.role !== 'routes' && to.kind === 'plugin' && (!mayUsePluginTypes.has(from.role) || to.name === 'errors'))
    return "Only routes speak HTTP: below them, throw a domain error (lib/domain-errors.ts), not a plugin's HTTP error or hook.";
  if (from.kind === 'module' && to.kind === 'root')
    return 'Modules must not import the composition root (app.ts, clients.ts, jobs.ts, …); receive what you need.';
  if (from.kind === 'root' && to.kind === 'module' && to.role !== 'index' && to.role !== 'face-routes')
    return `Import module '${to.name}' through its public face (modules/${to.name}/index.ts, or routes.ts for its routes).`;
  if (from.kind === 'plugin' && to.kind === 'module' && to.role !== 'index')
    return `Import module '${to.name}' through its public face (modules/${to.name}/index.ts).`;
  return null;
}

function resolveTarget(spec, fileRel) {
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fileRel), spec));
  return null; // a package
}

const layersRule = importRule({
  description: 'Server import rules: routes → services → queries → db; modules through index.ts.',
  placeOf: placeOf,
  resolve: resolveTarget,
  violation,
});

/** Every module file says its role by its suffix, so the layer rule above can place it. */
const roleSuffixRule = {
  meta: { type: 'problem', docs: { description: 'A server module file names its role: .routes, .service, .job, .queries, .mappers, .rules or .tables.' }, schema: [] },
  create(context) {
    const rel = path.relative(context.cwd ?? process.cwd(), context.filename).split(path.sep).join('/');
    const place = placeOf(rel);
    return {
      Program(node) {
        if (place?.kind === 'module' && place.role === 'unnamed')
          context.report({ node, message: `Name this file's role with a suffix (.routes, .service, .job, .queries, .mappers, .rules, .tables) so the layer rule can place it (${rel}).` });
      },
    };
  },
};

export const serverLayers = { rules: { layers: layersRule, 'role-suffix': roleSuffixRule } };
