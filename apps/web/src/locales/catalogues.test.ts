// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@crp/shared/locales';
import { catalogueProblems } from '../../../../scripts/catalogue-checks.ts';
import { areas } from '../../lingui.config.ts';
import { lazyScreens, reachable, shellFiles } from './module-graph.ts';
import { readPo } from './po.ts';

/** D40: every language of the web app is complete (docs/translations.md says how to fix a failure here). */
const here = fileURLToPath(new URL('.', import.meta.url));

/** The core catalogue (every page's) and each area's (src/locales/{area}: loaded with its screens only, decision 0039). */
const catalogueNames = ['core', ...Object.keys(areas)];
const dirOf = (name: string) => (name === 'core' ? here : `${here}/${name}`);

describe.each(catalogueNames.map((name) => [name === 'core' ? 'the core catalogues (src/locales/*.po)' : `the ${name} catalogues (src/locales/${name}/*.po)`, dirOf(name)]))('%s', (_name, dir) => {
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, readPo(readFileSync(`${dir}/${locale}.po`, 'utf8'))]));
  it('are one per language the site speaks', () => {
    expect(readdirSync(dir).filter((f) => f.endsWith('.po')).sort()).toEqual(LOCALES.map((l) => `${l}.po`).sort());
  });

  it('have every key, the same placeholders and every plural form each language needs', () => {
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it('keep English as the source: each English text is its own id', () => {
    for (const [id, text] of Object.entries(catalogues.en!)) expect(text).toBe(id);
  });
});

describe('the completeness checks (scripts/catalogue-checks.ts)', () => {
  const en = { a: 'Hello {name}', b: '{count, plural, one {# question} other {# questions}}', c: 'Creative <0>RP</0>' };
  it('find a missing key, an extra key and an empty translation', () => {
    expect(catalogueProblems({ en, de: { a: 'Hallo {name}', b: '{count, plural, one {# Frage} other {# Fragen}}', x: 'y' } })).toEqual([
      'de: misses "c"',
      'de: has "x", which en does not',
    ]);
    expect(catalogueProblems({ en: { a: 'A' }, fr: { a: ' ' } })).toEqual(['fr: "a" is not translated']);
  });

  it('find placeholders that differ, tags included', () => {
    const problems = catalogueProblems({ en, de: { a: 'Hallo {nom}', b: '{count, plural, one {# Frage} other {# Fragen}}', c: 'Creative RP' } });
    expect(problems).toEqual([expect.stringContaining('de: "a" has placeholders [{nom}]'), expect.stringContaining('de: "c" has placeholders []')]);
  });

  it('find a plural without a CLDR category its language needs (Russian: one, few, many, other)', () => {
    const ru = { a: 'Привет, {name}', b: '{count, plural, one {# вопрос} other {# вопросов}}', c: 'Creative <0>RP</0>' };
    expect(catalogueProblems({ en, ru })).toEqual(['ru: "b" plural {count} lacks few, many']);
    const pl = { ...ru, b: '{count, plural, one {# pytanie} few {# pytania} many {# pytań} other {# pytania}}' };
    expect(catalogueProblems({ en, pl })).toEqual([]);
  });
});

/**
 * Which page loads which texts (decision 0039): the core catalogue on every page, an area's with the
 * screens that name it in the router (`page(() => import(…), 'area')`). Each catalogue's English PO
 * says which files its texts come from (`#:` lines); the app's module graph says which files each
 * screen shows (its dialogs loaded later included).
 */
describe('the catalogues each page loads', () => {
  const origins = new Map<string, Map<string, Set<string>>>(); // catalogue → file → msgids
  for (const name of catalogueNames) {
    const byFile = new Map<string, Set<string>>();
    let files: string[] = [];
    for (const line of readFileSync(`${dirOf(name)}/en.po`, 'utf8').split('\n')) {
      // An entry may list its files on several `#:` lines.
      if (line.startsWith('#: ')) files.push(...line.slice(3).split(' '));
      else if (line.startsWith('msgid "') && line !== 'msgid ""') {
        const id = JSON.parse(line.slice(6)) as string;
        for (const file of files) byFile.set(file, (byFile.get(file) ?? new Set()).add(id));
        files = [];
      }
    }
    origins.set(name, byFile);
  }
  const idsOf = (name: string) => new Set(Object.keys(readPo(readFileSync(`${dirOf(name)}/en.po`, 'utf8'))));
  /** The texts of `files`, with the catalogue(s) holding each. */
  const textsOf = (files: Iterable<string>) => {
    const texts = new Map<string, { file: string; in: string[] }>();
    for (const file of files)
      for (const [name, byFile] of origins)
        for (const id of byFile.get(file) ?? []) {
          const text = texts.get(id) ?? { file, in: [] };
          text.in.push(name);
          texts.set(id, text);
        }
    return texts;
  };
  const shell = shellFiles();
  const screens = lazyScreens();
  /**
   * A text twice on one page (the same text in a core file and an area's) costs its bytes twice. On a
   * player page (the first-load budget) a short one is deliberate: a label or a title the shell shows
   * too ('Dashboard', 'Loading...'), tens of bytes, not worth a shared module; a longer one twice is a
   * file in the wrong catalogue. Either way both read the same (tested below). Staff pages have no
   * budget (decision 0013): the staff catalogue may repeat anything of the core's.
   */
  const deliberate = (id: string) => id.length <= 40;
  const playerScreens = screens.filter((screen) => !screen.module.startsWith('src/routes/admin/'));

  it('are one folder per area of lingui.config.ts, besides the core one, and the router names only those', () => {
    const folders = readdirSync(here, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(`${here}/${d.name}/en.po`));
    expect(folders.map((d) => d.name).sort()).toEqual(Object.keys(areas).sort());
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) for (const name of screen.catalogues) expect(Object.keys(areas), screen.module).toContain(name);
  });

  it("the shell's texts (every page's, before any screen loads) are in the core catalogue", () => {
    expect(shell.has('src/app/layout/navbar.tsx') && shell.has('src/lib/api-client.ts')).toBe(true);
    const missing = [...textsOf(shell)].filter(([, text]) => !text.in.includes('core')).map(([id, text]) => `${text.file}: "${id}" (in ${text.in.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it.each(screens.map((screen) => [screen.module, screen]))("%s: every text it shows is in the catalogues its route loads", (_module, screen) => {
    const loaded = ['core', ...screen.catalogues];
    const texts = textsOf([...reachable(screen.module)].filter((file) => !shell.has(file)));
    const missing = [...texts].filter(([, text]) => !text.in.some((name) => loaded.includes(name)));
    expect(missing.map(([id, text]) => `${text.file}: "${id}" is in ${text.in.join(', ')}, the route loads ${loaded.join(', ')}`)).toEqual([]);
  });

  it.each(playerScreens.map((screen) => [screen.module, screen]))('%s: no text longer than a label comes twice (in two catalogues its route loads)', (_module, screen) => {
    const loaded = ['core', ...screen.catalogues].map((name) => [name, idsOf(name)] as const);
    const twice: string[] = [];
    loaded.forEach(([name, ids], i) => {
      for (const [other, otherIds] of loaded.slice(i + 1)) for (const id of ids) if (otherIds.has(id) && !deliberate(id)) twice.push(`"${id}" in ${name} and ${other}`);
    });
    expect(twice).toEqual([]);
  });

  it('every player screen stays out of the staff catalogue, and a text in two catalogues reads the same in both', () => {
    for (const screen of playerScreens) expect(screen.catalogues, screen.module).not.toContain('admin');
    for (const locale of LOCALES) {
      const seen = new Map<string, [string, string]>();
      for (const name of catalogueNames)
        for (const [id, text] of Object.entries(readPo(readFileSync(`${dirOf(name)}/${locale}.po`, 'utf8')))) {
          const before = seen.get(id);
          if (before) expect(text, `${locale} "${id}" in ${before[1]} and ${name}`).toBe(before[0]);
          else seen.set(id, [text, name]);
        }
    }
  });
});
