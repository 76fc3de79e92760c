import { parse, type Token } from '@messageformat/parser';

/**
 * The checks that keep every language complete (D40, docs/translations.md), for the web app's PO
 * catalogues (apps/web/src/locales/catalogues.test.ts) and the server's (apps/server/src/modules/locale/catalogues.test.ts):
 * - every catalogue has exactly the keys of the source (English) one, none left empty;
 * - a message's placeholders ({name}, plural/select arguments, <0>…</0> tags) are the same in every language;
 * - every plural has each category its language needs (CLDR, Intl.PluralRules: Russian and Polish one/few/many/other)
 *   and `other`; a message parses as ICU MessageFormat.
 * Returns the problems found, one line each (empty: all good).
 */
export type Catalogue = Record<string, string>;

interface Shape {
  placeholders: Set<string>;
  plurals: Array<{ arg: string; keys: string[]; ordinal: boolean }>;
}

function shapeOf(message: string): Shape {
  const shape: Shape = { placeholders: new Set(), plurals: [] };
  for (const tag of message.matchAll(/<\/?(\d+)\/?>/g)) shape.placeholders.add(`<${tag[1]}>`);
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') shape.placeholders.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        shape.placeholders.add(`{${token.arg}}`);
        if (token.type !== 'select') shape.plurals.push({ arg: token.arg, keys: token.cases.map((c) => String(c.key)), ordinal: token.type === 'selectordinal' });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  return shape;
}

const sorted = (set: Set<string>) => [...set].sort().join(' ');

export function catalogueProblems(catalogues: Record<string, Catalogue>, source = 'en'): string[] {
  const problems: string[] = [];
  const sourceCatalogue = catalogues[source];
  if (!sourceCatalogue) return [`no source catalogue '${source}'`];
  const sourceShapes = new Map<string, Shape>();
  for (const [key, message] of Object.entries(sourceCatalogue)) {
    try {
      sourceShapes.set(key, shapeOf(message));
    } catch (err) {
      problems.push(`${source}: "${key}" is not valid ICU MessageFormat (${(err as Error).message})`);
    }
  }
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories as string[];
    for (const key of Object.keys(sourceCatalogue)) if (!(key in catalogue)) problems.push(`${locale}: misses "${key}"`);
    for (const [key, message] of Object.entries(catalogue)) {
      if (!(key in sourceCatalogue)) problems.push(`${locale}: has "${key}", which ${source} does not`);
      if (!message.trim()) problems.push(`${locale}: "${key}" is not translated`);
      let shape: Shape;
      try {
        shape = shapeOf(message);
      } catch (err) {
        problems.push(`${locale}: "${key}" is not valid ICU MessageFormat (${(err as Error).message})`);
        continue;
      }
      const expected = sourceShapes.get(key);
      if (expected && sorted(expected.placeholders) !== sorted(shape.placeholders)) {
        problems.push(`${locale}: "${key}" has placeholders [${sorted(shape.placeholders)}], ${source} has [${sorted(expected.placeholders)}]`);
      }
      for (const plural of shape.plurals) {
        const missing = [...(plural.ordinal ? ordinal : cardinal), 'other'].filter((category) => !plural.keys.includes(category));
        if (missing.length) problems.push(`${locale}: "${key}" plural {${plural.arg}} lacks ${[...new Set(missing)].join(', ')}`);
      }
    }
  }
  return problems;
}
