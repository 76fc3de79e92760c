import path from 'node:path';
import { importRule } from './eslint-import-rule.js';

/**
 * The web app's import boundaries, by resolved path (any depth of ../, and the aliases below):
 *   shared (components/, lib/, locales/, app/paths.ts) → features/<name>/ → routes/ ; app/ and test/ may import all.
 * A feature never imports another feature or a route; shared code imports only shared code.
 * Proven by apps/web/src/test/boundaries.test.ts.
 */
const WEB_SRC = 'apps/web/src/';
/** Import aliases that point into the web source (none configured today; listed here if one is added). */
const ALIASES = { '@/': WEB_SRC, '~/': WEB_SRC };

/** The layer of a path relative to the repository root, or null when it is outside the web source. */
function layerOf(rel) {
  if (!rel.startsWith(WEB_SRC)) return null;
  const inner = rel.slice(WEB_SRC.length);
  const [top, second] = inner.split('/');
  if (/\.test\.[jt]sx?$/.test(inner) || top === 'test') return { kind: 'test' };
  if (inner.replace(/\.[jt]sx?$/, '') === 'app/paths') return { kind: 'shared' };
  if (top === 'components' || top === 'lib' || top === 'locales') return { kind: 'shared' };
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'routes') return { kind: 'route' };
  return { kind: 'app' };
}

function resolveTarget(spec, fileRel) {
  for (const [alias, target] of Object.entries(ALIASES)) if (spec.startsWith(alias)) return target + spec.slice(alias.length);
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fileRel), spec));
  return null; // a package
}

function violation(from, to) {
  if (from.kind === 'app' || from.kind === 'test' || (to.kind === 'test' && from.kind !== 'shared')) return null;
  if (to.kind === 'shared') return null;
  if (from.kind === 'shared') return 'Shared code (components/, lib/) must not import features, routes or app/ (shared → features → routes).';
  if (from.kind === 'feature') {
    if (to.kind === 'feature' && to.name === from.name) return null;
    if (to.kind === 'feature') return `Feature '${from.name}' must not import feature '${to.name}'; compose them in a route.`;
    return `Features must not import ${to.kind === 'route' ? 'routes' : 'app/'} (shared → features → routes).`;
  }
  if (from.kind === 'route') return to.kind === 'app' ? 'Routes must not import app/ (except app/paths.ts).' : null;
  return null;
}

const layersRule = importRule({
  description: 'Web import boundaries: shared → features → routes, no feature → feature.',
  placeOf: layerOf,
  resolve: resolveTarget,
  violation,
});

export const boundaries = { rules: { layers: layersRule } };
