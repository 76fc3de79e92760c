// One catalogue per text on a page (decision 0039): a text the core catalogue holds, or that two player
// area catalogues hold, lives in core only (every page loads core), so no page loads a text twice and a
// text reads the same wherever it shows. Lingui puts a text in every catalogue whose files use it;
// `npm run i18n:extract -w apps/web` runs this after the extraction and the carry-over (scripts/extract.mjs).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A PO file as its header block and one block per entry (Lingui writes blank lines between them). */
function blocksOf(text) {
  const blocks = text.trim().split(/\n\s*\n/);
  return { header: blocks[0], entries: blocks.slice(1).map((block) => ({ block, key: keyOf(block) })) };
}

function keyOf(block) {
  const field = (name) => {
    const lines = block.split('\n');
    const start = lines.findIndex((line) => line.startsWith(`${name} `));
    if (start < 0) return '';
    let value = JSON.parse(lines[start].slice(name.length + 1));
    for (let i = start + 1; i < lines.length && lines[i].startsWith('"'); i++) value += JSON.parse(lines[i]);
    return value;
  };
  return `${field('msgctxt')}\u0004${field('msgid')}`;
}

const isStaff = (path) => /[\\/]admin[\\/][^\\/]+\.po$/.test(path);
const write = (path, { header, entries }) => writeFileSync(path, `${[header, ...entries.map((e) => e.block)].join('\n\n')}\n`);

/** Moves the shared texts of `localesDir`'s area catalogues (its folders) into its core ones ({locale}.po); returns how many moved per language. */
export function hoistShared(localesDir) {
  const areas = readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory());
  const moved = {};
  for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.po'))) {
    const corePath = join(localesDir, file);
    const core = blocksOf(readFileSync(corePath, 'utf8'));
    const inCore = new Set(core.entries.map((e) => e.key));
    const areaFiles = areas.map((area) => join(localesDir, area, file)).filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
    const parsed = areaFiles.map((path) => ({ path, po: blocksOf(readFileSync(path, 'utf8')) }));
    // Player areas only: a text the staff catalogue shares with a player area stays in both (staff pages
    // load a player area rarely, and core is in every player's first load: the budget).
    const seen = new Map();
    for (const { path, po } of parsed) if (!isStaff(path)) for (const { key } of po.entries) seen.set(key, (seen.get(key) ?? 0) + 1);
    const shared = (key, path) => inCore.has(key) || (!isStaff(path) && seen.get(key) > 1);
    let count = 0;
    for (const { path, po } of parsed) {
      const kept = po.entries.filter((entry) => {
        if (!shared(entry.key, path)) return true;
        if (!inCore.has(entry.key)) {
          core.entries.push(entry);
          inCore.add(entry.key);
          count += 1;
        }
        return false;
      });
      if (kept.length !== po.entries.length) write(path, { header: po.header, entries: kept });
    }
    if (count > 0) {
      core.entries.sort((a, b) => (a.key.split('\u0004')[1] < b.key.split('\u0004')[1] ? -1 : 1));
      write(corePath, core);
    }
    moved[file.replace(/\.po$/, '')] = count;
  }
  return moved;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const moved = hoistShared(new URL('../src/locales/', import.meta.url).pathname);
  console.log(`hoist-shared: ${Object.values(moved)[0] ?? 0} text(s) shared by catalogues moved to core in each language`);
}
