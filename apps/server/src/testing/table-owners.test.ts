import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (issue 34): a table belongs to the module whose `*.tables.ts` declares it, and
 * only that module's code names it in a Kysely call; other modules ask the owner's `index.ts`.
 * The reads still crossing a border are listed below with their reason; the list may only shrink
 * (an entry the code no longer needs fails the test too, so the list stays true).
 */
const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

const crossing: Record<string, string> = {
  // The review list, detail, CSV and collaboration queries join the form and the applicant in one
  // indexed query per page (decisions 0016, 0029): reading their columns, never writing them.
  'responses → forms': 'joined for the review list and detail',
  'responses → users': 'joined for the review list and detail (names, member search)',
  // The users list shows each member's responses per form in one query per page.
  'users → form_responses': "the users list's response counts",
  'users → forms': "the users list's response counts",
  // The form editor's results tab aggregates a form's answers; its guard refuses structural edits once a form has responses.
  'forms → form_responses': "a form's results and its has-responses guard",
  'forms → response_answers': "a form's results",
  // The session check joins its user on every request (one query).
  'auth → users': 'the session check',
  // The audit log page shows each entry's actor by name in the same query.
  'audit → users': "the audit log's actor names",
};

const kyselyTable = /(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|replaceInto|mergeInto)\(\s*'([a-z_]+)/g;

function owners(): Map<string, string> {
  const found = new Map<string, string>();
  for (const module of readdirSync(modulesDir)) {
    for (const file of readdirSync(path.join(modulesDir, module))) {
      if (!file.endsWith('.tables.ts')) continue;
      const text = readFileSync(path.join(modulesDir, module, file), 'utf8');
      for (const [, table] of text.matchAll(/^\s+([a-z_]+)\??: [A-Z][A-Za-z<>]+Table\b/gm)) found.set(table!, module);
    }
  }
  return found;
}

function crossings(owner: Map<string, string>): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  for (const module of readdirSync(modulesDir)) {
    const files = readdirSync(path.join(modulesDir, module), { recursive: true }) as string[];
    for (const file of files) {
      if (!file.endsWith('.ts') || file.includes('.test.')) continue;
      const text = readFileSync(path.join(modulesDir, module, file), 'utf8');
      for (const [, table] of text.matchAll(kyselyTable)) {
        const by = owner.get(table!);
        if (!by || by === module) continue;
        const key = `${module} → ${table}`;
        seen.set(key, [...(seen.get(key) ?? []), `modules/${module}/${file}`]);
      }
    }
  }
  return seen;
}

describe('one owner per table (issue 34)', () => {
  const owner = owners();

  it('every table of the database has an owning module', () => {
    const schema = readFileSync(path.join(modulesDir, '../db/schema.ts'), 'utf8');
    // The database interface lists only modules' table groups, no table of its own.
    expect(schema).not.toMatch(/^\s+[a-z_]+: [A-Z][A-Za-z]+Table;/m);
    for (const table of ['users', 'sessions', 'oauth_states', 'form_responses', 'forms', 'deliveries', 'audit_log']) expect(owner.has(table), table).toBe(true);
  });

  it('no module names another module’s table, but the listed crossings', () => {
    const seen = crossings(owner);
    const unexpected = [...seen].filter(([key]) => !(key in crossing)).map(([key, files]) => `${key} (${owner.get(key.split(' → ')[1]!)}'s table) in ${files.join(', ')}`);
    expect(unexpected, 'ask the owning module through its index.ts instead').toEqual([]);
    const stale = Object.keys(crossing).filter((key) => !seen.has(key));
    expect(stale, 'these crossings are gone: remove them from the list').toEqual([]);
  });

  it('finds a crossing when there is one (the check can fail)', () => {
    const text = "db.selectFrom('audit_log').selectAll(); trx.innerJoin('users as u', 'u.id', 'x')";
    expect([...text.matchAll(kyselyTable)].map((m) => m[1])).toEqual(['audit_log', 'users']);
  });
});
