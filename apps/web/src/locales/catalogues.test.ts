// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@crp/shared/locales';
import { catalogueProblems } from '../../../../scripts/catalogue-checks.ts';
import { readPo } from './po.ts';

/** D40: every language of the web app is complete (docs/translations.md says how to fix a failure here). */
const here = fileURLToPath(new URL('.', import.meta.url));

// The players' catalogue and the staff screens' (src/locales/admin: loaded with those screens only).
describe.each([
  ['the web catalogues (src/locales/*.po)', here],
  ['the staff catalogues (src/locales/admin/*.po)', `${here}/admin`],
])('%s', (_name, dir) => {
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
