import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository's documents stay true to the code (issue 34):
 * - docs/architecture.md's module graph (between `<!-- module-graph:start -->` and `<!-- module-graph:end -->`)
 *   is the import graph between the folders of apps/server/src/modules;
 * - every contract code `D<n>` the source cites has its `## D<n>` section in docs/contracts.md;
 * - every decision record docs/decisions/NNNN-*.md is listed in docs/decisions/README.md.
 * No database, files only.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const modulesDir = path.join(repo, 'apps/server/src/modules');
const read = (relative: string) => readFileSync(path.join(repo, relative), 'utf8');

type Graph = Map<string, Set<string>>;

/**
 * Every static `import … from`, `export … from`, side-effect `import '…'` and dynamic `import('…')` of a relative path.
 * Type-only imports count too: a module that needs another's types depends on it as much as one that calls it,
 * and the import-cycle test judges them the same way.
 */
const importPattern =
  /\b(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** The import graph between modules, computed from the source: module → the other modules its non-test files import. */
function graphFromSource(): Graph {
  const graph: Graph = new Map();
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const module of modules) {
    const dependencies = new Set<string>();
    const moduleDir = path.join(modulesDir, module);
    const files = readdirSync(moduleDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !/\.(test|fixtures|d)\.ts$/.test(file),
    );
    for (const file of files) {
      const absolute = path.join(moduleDir, file);
      for (const match of readFileSync(absolute, 'utf8').matchAll(importPattern)) {
        const specifier = match[1] ?? match[2] ?? match[3]!;
        const [first, target] = path.relative(modulesDir, path.resolve(path.dirname(absolute), specifier)).split(path.sep);
        if (first === '..' || target === undefined || first === module) continue; // outside modules/, or its own file
        dependencies.add(first!);
      }
    }
    graph.set(module, dependencies);
  }
  return graph;
}

/** The graph docs/architecture.md states: one line `<module> → <dependency>, <dependency>` or `<module> → (none)`. */
function graphFromDoc(doc: string): { graph: Graph; problems: string[] } {
  const block = /<!-- module-graph:start -->\s*```[a-z]*\n([\s\S]*?)```\s*<!-- module-graph:end -->/.exec(doc);
  if (!block) return { graph: new Map(), problems: ['docs/architecture.md has no fenced block between <!-- module-graph:start --> and <!-- module-graph:end -->'] };
  const graph: Graph = new Map();
  const problems: string[] = [];
  for (const line of block[1]!.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const parsed = /^([a-z0-9-]+)\s*(?:→|->)\s*(.+)$/.exec(line);
    if (!parsed) {
      problems.push(`unreadable line in the module graph: "${line}" (expected "<module> → <dependency>, …" or "<module> → (none)")`);
      continue;
    }
    const [, module, rest] = parsed;
    if (graph.has(module!)) problems.push(`module "${module}" has two lines in the module graph`);
    const dependencies = rest!.trim() === '(none)' ? [] : rest!.split(',').map((d) => d.trim());
    graph.set(module!, new Set(dependencies));
  }
  return { graph, problems };
}

/** Readable differences between the documented graph and the real one; empty when they agree. */
function compareGraphs(documented: Graph, real: Graph): string[] {
  const lines: string[] = [];
  for (const module of [...real.keys()].sort())
    if (!documented.has(module)) lines.push(`missing module: ${module} → ${[...real.get(module)!].sort().join(', ') || '(none)'}`);
  for (const module of [...documented.keys()].sort())
    if (!real.has(module)) lines.push(`extra module (no folder apps/server/src/modules/${module}): ${module}`);
  for (const [module, dependencies] of [...real].sort(([a], [b]) => a.localeCompare(b))) {
    const stated = documented.get(module);
    if (!stated) continue;
    for (const dependency of [...dependencies].sort())
      if (!stated.has(dependency)) lines.push(`missing edge: ${module} → ${dependency} (the source imports it)`);
    for (const dependency of [...stated].sort())
      if (!dependencies.has(dependency)) lines.push(`extra edge: ${module} → ${dependency} (the source does not import it)`);
  }
  return lines;
}

/** Every file of the given folder that may cite a contract, skipping node_modules and build output without entering them. */
function citingFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'dist-ssr', 'test-results'].includes(entry.name) && !entry.name.startsWith('.')) walk(full);
      } else if (/\.(ts|tsx|js|mjs|cjs|json|sql|css|html|md)$/.test(entry.name) && entry.name !== 'results.json') found.push(full);
    }
  };
  walk(path.join(repo, folder));
  return found;
}

describe('docs/architecture.md module graph', () => {
  it('is the import graph between the server modules', () => {
    const real = graphFromSource();
    expect(real.size).toBeGreaterThan(5);
    const { graph: documented, problems } = graphFromDoc(read('docs/architecture.md'));
    const differences = [...problems, ...compareGraphs(documented, real)];
    const hint = 'update the block in docs/architecture.md ("Keeping the block true")';
    expect(differences.length === 0 ? 'the graph matches' : `${differences.join('\n')}\n→ ${hint}`).toBe('the graph matches');
  });

  it('reads the graph it compares (self-check of the parser and the differ)', () => {
    const { graph, problems } = graphFromDoc('<!-- module-graph:start -->\n```\na → b, c\nb → (none)\n```\n<!-- module-graph:end -->');
    expect(problems).toEqual([]);
    const real: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set()],
      ['d', new Set()],
    ]);
    expect(compareGraphs(graph, real)).toEqual(['missing module: d → (none)', 'extra edge: a → c (the source does not import it)']);
  });
});

describe('docs/contracts.md', () => {
  it('has a "## D<n>" section for every contract code the source cites', () => {
    const cited = new Set<string>();
    for (const folder of ['apps', 'packages', 'e2e', 'scripts', 'bench'])
      for (const file of citingFiles(folder)) for (const match of readFileSync(file, 'utf8').matchAll(/\bD\d{1,2}[a-z]?\b/g)) cited.add(match[0]);
    expect(cited.size).toBeGreaterThan(20);
    const headings = new Set([...read('docs/contracts.md').matchAll(/^## (D\d{1,2}[a-z]?)\b/gm)].map((m) => m[1]!));
    const missing = [...cited].filter((code) => !headings.has(code)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(missing, 'contract codes cited in the source without a "## D<n> — …" section in docs/contracts.md').toEqual([]);
  });
});

describe('docs/decisions/README.md', () => {
  it('lists every decision record', () => {
    const records = readdirSync(path.join(repo, 'docs/decisions')).filter((file) => /^\d{4}-.+\.md$/.test(file));
    expect(records.length).toBeGreaterThan(20);
    const index = read('docs/decisions/README.md');
    const unlisted = records.filter((file) => !index.includes(file)).sort();
    expect(unlisted, 'decision records whose file name docs/decisions/README.md does not mention').toEqual([]);
  });
});
