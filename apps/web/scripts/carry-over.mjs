// Carries translations over (decision 0039): fills every empty `msgstr` of the web app's catalogues
// (src/locales/**/*.po) from any other PO file of the same language holding the same msgid (and
// msgctxt): the other catalogues, and the files or folders given after --from (the catalogues as they
// were before `lingui extract --clean`, or another checkout's). A text moving between catalogues, or
// translated in another branch, keeps its translations. Only empty translations are written; the rest
// of each file stays byte for byte.
//
//   node apps/web/scripts/carry-over.mjs [--from <dir-or-file.po>…]
//
// `npm run i18n:extract -w apps/web` runs it after the extraction (scripts/extract.mjs).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's own catalogues. */
export const localesDir = fileURLToPath(new URL('../src/locales/', import.meta.url));

/** Every .po file in `path` (a file, or a folder searched through). */
export function poFiles(path) {
  if (!existsSync(path)) throw new Error(`No such file or folder: ${path}`);
  if (!statSync(path).isDirectory()) return path.endsWith('.po') ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .flatMap((entry) => poFiles(join(path, entry.name)))
    .sort();
}

const unquote = (line) => JSON.parse(line.trim());
const quote = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;

/**
 * A PO file's entries (the header and obsolete `#~` entries left out): key (msgctxt \u0004 msgid),
 * translation, and where its msgstr lines are, to write an empty one in place.
 */
export function parsePo(text) {
  const lines = text.split('\n');
  const entries = [];
  let current = null;
  let field = null;
  const flush = () => {
    if (current && current.msgid !== '') entries.push(current);
    current = null;
    field = null;
  };
  lines.forEach((line, index) => {
    if (line.startsWith('msgctxt ')) {
      flush();
      current = { msgctxt: unquote(line.slice(8)), msgid: '', msgstr: '', msgstrLines: [] };
      field = 'msgctxt';
    } else if (line.startsWith('msgid ')) {
      if (field !== 'msgctxt') flush();
      current ??= { msgctxt: '', msgid: '', msgstr: '', msgstrLines: [] };
      current.msgid = unquote(line.slice(6));
      field = 'msgid';
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line.slice(7));
      current.msgstrLines = [index];
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
      if (field === 'msgstr') current.msgstrLines.push(index);
    } else if (!line.startsWith('#') || line.startsWith('#~')) {
      // A blank line, or an obsolete entry: the entry before it is over.
      if (field === 'msgstr') flush();
    }
  });
  flush();
  return entries.map((entry) => ({ ...entry, key: `${entry.msgctxt}\u0004${entry.msgid}` }));
}

/** A catalogue's language: its header's `Language:`, else the file's name (`ru.po`). */
export function languageOf(path, text) {
  return text.match(/^"Language: ([^\\"]+)\\n"$/m)?.[1]?.trim() || basename(path, '.po');
}

/**
 * Which catalogue a file is (`ru.po`, `admin/ru.po`): its path after `locales/`, else its name. The same
 * catalogue in another checkout or before the extraction has the same slot.
 */
export function slotOf(path) {
  const normal = path.replace(/\\/g, '/');
  return normal.match(/(?:^|\/)locales\/(.+)$/)?.[1] ?? basename(normal);
}

/**
 * Fills the empty translations of `targets` from `sources` (and from the targets themselves), the
 * same language and key only. A translation from the same catalogue (slot) wins, then the first found
 * (the targets' own, then the sources in order): the same English can read differently in two
 * catalogues. Returns what it did: the entries filled per file, and the keys for which the
 * candidates disagree.
 */
export function carryOver(targets, sources = [], { write = true } = {}) {
  const known = new Map(); // language → key → [[translation, where], …]
  const conflicts = [];
  const read = new Map();
  const textOf = (path) => {
    if (!read.has(path)) read.set(path, readFileSync(path, 'utf8'));
    return read.get(path);
  };
  for (const path of [...targets, ...sources.filter((s) => !targets.includes(s))]) {
    const text = textOf(path);
    const language = languageOf(path, text);
    if (!known.has(language)) known.set(language, new Map());
    const byKey = known.get(language);
    for (const { key, msgid, msgstr } of parsePo(text)) {
      if (msgstr.trim() === '') continue;
      const seen = byKey.get(key);
      if (!seen) byKey.set(key, [[msgstr, path]]);
      else {
        if (seen[0][0] !== msgstr && !seen.some(([other]) => other === msgstr)) conflicts.push({ language, msgid, kept: seen[0][0], keptFrom: seen[0][1], other: msgstr, otherFrom: path });
        seen.push([msgstr, path]);
      }
    }
  }
  const filled = {};
  for (const path of targets) {
    const text = textOf(path);
    const byKey = known.get(languageOf(path, text));
    const lines = text.split('\n');
    let count = 0;
    // From the last entry up, so the line numbers above stay right when an entry's lines change.
    for (const entry of parsePo(text).reverse()) {
      if (entry.msgstr.trim() !== '' || !entry.msgstrLines.length) continue;
      const candidates = byKey?.get(entry.key);
      if (!candidates) continue;
      const found = candidates.find(([, where]) => where !== path && slotOf(where) === slotOf(path)) ?? candidates[0];
      lines.splice(entry.msgstrLines[0], entry.msgstrLines.length, `msgstr ${quote(found[0])}`);
      count += 1;
    }
    if (count > 0) {
      filled[path] = count;
      if (write) writeFileSync(path, lines.join('\n'));
    }
  }
  return { filled, conflicts };
}

/** The command line: the web app's catalogues filled from themselves and `--from` files or folders. */
export function main(argv) {
  const from = [];
  let inFrom = false;
  for (const arg of argv) {
    if (arg === '--from') inFrom = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('node apps/web/scripts/carry-over.mjs [--from <dir-or-file.po>…]');
      return 0;
    } else if (inFrom) from.push(...poFiles(resolve(arg)));
    else throw new Error(`Unknown argument ${arg} (node apps/web/scripts/carry-over.mjs [--from <dir-or-file.po>…])`);
  }
  const targets = poFiles(localesDir);
  const { filled, conflicts } = carryOver(targets, from);
  for (const c of conflicts) console.warn(`carry-over: ${c.language} "${c.msgid}" reads "${c.kept}" (${c.keptFrom}) and "${c.other}" (${c.otherFrom}): an empty one took its own catalogue's, else the first; check it`);
  const total = Object.values(filled).reduce((a, b) => a + b, 0);
  console.log(`carry-over: ${total} translation${total === 1 ? '' : 's'} carried over${total ? ` into ${Object.keys(filled).length} catalogue(s)` : ''}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
