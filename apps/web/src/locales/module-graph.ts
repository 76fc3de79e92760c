import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app's own module graph, for the catalogue tests (src/locales/catalogues.test.ts): which of
 * src/'s files a module reaches through its imports, static and dynamic (a screen's dialog loaded on
 * open still shows its texts in the catalogues its route loaded). Paths are relative to apps/web
 * (`src/app/router.tsx`); only the app's own relative imports are followed (packages hold no texts).
 */
const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const importPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+|#lingui)['"]/g;

const importsOf = new Map<string, string[]>();
/** The app files `file` imports itself (types only included: they bring no texts, and cost nothing to follow). */
export function imports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    const code = readFileSync(resolve(webRoot, file), 'utf8');
    found = [...code.matchAll(importPattern)]
      .map(([, spec]) => (spec === '#lingui' ? 'src/lib/lingui.tsx' : relative(webRoot, resolve(dirname(resolve(webRoot, file)), spec!))))
      .filter((path) => /\.(tsx?|jsx?)$/.test(path));
    importsOf.set(file, found);
  }
  return found;
}

/** Every app file `entry` reaches (itself included); `stopAt` files are not entered (the router, whose lazy screens belong to their routes). */
export function reachable(entry: string, stopAt: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stopAt.has(file)) return;
    seen.add(file);
    for (const next of imports(file)) visit(next);
  };
  visit(entry);
  return seen;
}

/** The app files main.tsx loads before any screen: the shell (the router's lazy screens left out). */
export function shellFiles(): Set<string> {
  const router = 'src/app/router.tsx';
  const screens = new Set(lazyScreens().map(({ module }) => module));
  const shell = reachable('src/main.tsx', new Set([router]));
  // The router itself is in the shell; what it imports statically too, its lazy screens not.
  for (const file of imports(router).filter((f) => !screens.has(f))) for (const f of reachable(file)) shell.add(f);
  shell.add(router);
  return shell;
}

export interface LazyScreen {
  /** The screen's module (`src/routes/player/dashboard.tsx`). */
  module: string;
  /** The catalogues it declares in the router (`page(() => import(…), 'account')`), beyond the core one. */
  catalogues: string[];
}

/** The router's lazily loaded screens with the catalogues each declares (router.tsx: `page(() => import('…'), …areas)`). */
export function lazyScreens(): LazyScreen[] {
  const code = readFileSync(resolve(webRoot, 'src/app/router.tsx'), 'utf8');
  return [...code.matchAll(/\bpage\(\(\) => import\('([^']+)'\)((?:,\s*'[\w-]+')*)\)/g)].map(([, spec, areas]) => ({
    module: relative(webRoot, resolve(webRoot, 'src/app', spec!)),
    catalogues: [...(areas ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1]!),
  }));
}
