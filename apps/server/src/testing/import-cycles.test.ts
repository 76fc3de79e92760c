import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every relative import of the server source (type-only ones too: a circle of types is a circle of ideas). */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.(test|fixtures)\.ts$/.test(file))
    .map((file) => path.join(dir, file));
}
const files = sourceFiles(src).filter((f) => !f.includes(`${path.sep}testing${path.sep}`));
const graph = new Map<string, string[]>();
for (const file of files) {
  const specs = [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => m[1]!);
  graph.set(
    file,
    specs.map((s) => path.resolve(path.dirname(file), s)).filter((target) => graph.has(target) || files.includes(target)),
  );
}
const moduleOf = (file: string) => /modules[\\/]([^\\/]+)[\\/]/.exec(path.relative(src, file))?.[1] ?? null;

/** One circle found by depth-first search, as a list of files, or null. */
function findCycle(edges: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys())
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  return null;
}

describe('server imports have no circles', () => {
  it('between files', () => {
    expect(files.length).toBeGreaterThan(100);
    const cycle = findCycle(graph);
    expect(cycle?.map((f) => path.relative(src, f)) ?? null).toBeNull();
  });

  it('between modules (responses → deliveries → … never back)', () => {
    const modules = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      for (const target of targets) {
        const to = moduleOf(target);
        if (to && to !== from) modules.set(from, (modules.get(from) ?? new Set()).add(to));
      }
    }
    const edges = new Map([...modules].map(([m, set]) => [m, [...set]]));
    expect(findCycle(edges)).toBeNull();
  });
});
