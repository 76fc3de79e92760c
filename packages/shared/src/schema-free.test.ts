import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser imports values from the shared package by module path, never through the index,
 * because the index builds every zod schema (~30 KB gzip and ~80 ms on a phone on the first
 * interaction, issue 25). This keeps those modules schema-free: none of them may load zod, by
 * itself or through what it imports (type-only imports are erased and do not count).
 */
const here = new URL('.', import.meta.url).pathname;
const webSource = join(here, '../../../apps/web/src');
/** Modules a screen imports for their schema, on purpose: the add-server dialog validates with it, in its own chunk. */
const withSchemaOnPurpose = new Set(['servers']);

/** The source files under `dir` (tests left out). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/** Value imports of a module: `import … from 'x'` and `export … from 'x'`, without `import type` / `export type`. */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)';/gms)) {
    if (!match[2]) found.push(match[4]!);
  }
  return found;
}

function loadsZod(module: string, seen = new Set<string>()): string | null {
  if (seen.has(module)) return null;
  seen.add(module);
  for (const target of valueImports(readFileSync(join(here, `${module}.ts`), 'utf8'))) {
    if (target === 'zod') return module;
    if (target.startsWith('./')) {
      const through = loadsZod(target.slice(2).replace(/\.ts$/, ''), seen);
      if (through) return `${module} → ${through}`;
    }
  }
  return null;
}

describe('what the browser imports from the shared package', () => {
  const imported = new Set<string>();
  for (const file of sourceFiles(webSource)) {
    for (const target of valueImports(readFileSync(file, 'utf8'))) {
      if (target.startsWith('@crp/shared/')) imported.add(target.slice('@crp/shared/'.length));
    }
  }

  it('finds the modules (the scan works)', () => {
    expect([...imported]).toEqual(expect.arrayContaining(['statuses', 'review-texts', 'collaboration-texts', 'servers']));
  });

  it.each([...imported].filter((m) => !withSchemaOnPurpose.has(m)))('%s loads no zod', (module) => {
    expect(loadsZod(module)).toBeNull();
  });

  it('the check sees zod where it is (review.ts loads it)', () => {
    expect(loadsZod('review')).toBe('review');
  });
});
