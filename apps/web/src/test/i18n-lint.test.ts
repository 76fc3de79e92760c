// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { legacyFiles } from '../../../../scripts/eslint-i18n.js';

/** Lints small in-memory files with the repository's real ESLint config and returns the translation rule's messages. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });
async function literalTexts(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'i18n/no-literal-text').map((m) => m.message);
}

// D40: the real tree is checked by `npx eslint .`; docs/translations.md says how to fix a report.
describe('the translation lint rule (scripts/eslint-i18n.js)', () => {
  it('reports JSX text, literal children and the read props of a new file', async () => {
    const code = `export function X({ n }: { n: number }) {
  return (
    <div title="Tooltip">
      Hello there
      {'Literal child'}
      <input placeholder="Search..." aria-label={\`Search\`} />
      <img alt="Logo" src="/a.png" />
      <Field label="Name" />
      {n > 1 ? 'many' : 'one'}
    </div>
  );
}
declare function Field(p: { label: string }): null;
`;
    expect(await literalTexts('features/new-thing/components/x.tsx', code)).toEqual([
      expect.stringContaining('The title "Tooltip"'),
      expect.stringContaining('Text "Hello there"'),
      expect.stringContaining('Text "Literal child"'),
      expect.stringContaining('The placeholder "Search..."'),
      expect.stringContaining('The aria-label "Search"'),
      expect.stringContaining('The alt "Logo"'),
      expect.stringContaining('The label "Name"'),
      expect.stringContaining('Text "many"'),
    ]);
  });

  it('accepts texts from the catalogues, text without letters and props nobody reads', async () => {
    const code = `import { Trans, useLingui } from '@lingui/react/macro';
export function X({ name, count }: { name: string; count: number }) {
  const { t } = useLingui();
  return (
    <div title={t\`Tooltip\`} className="flex gap-2" data-testid="thing">
      <Trans>Hello <b>{name}</b>, welcome back</Trans>
      <span aria-hidden="true">✓ — 42 / {count} · !</span>
      <input placeholder={t\`Search...\`} type="search" />
      {name}
    </div>
  );
}
`;
    expect(await literalTexts('features/new-thing/components/x.tsx', code)).toEqual([]);
  });

  it('checks every file: none is left untranslated', async () => {
    // The list of files not yet translated only ever shrank; it is empty now (every screen translated).
    expect(legacyFiles).toEqual([]);
    for (const translated of ['routes/public/login.tsx', 'app/layout/navbar.tsx', 'app/layout/demo-banner.tsx', 'app/layout/error-screen.tsx', 'features/review/components/review-screen.tsx']) {
      expect(await literalTexts(translated, 'export const X = () => <p>Untranslated</p>;\n')).toHaveLength(1);
    }
  });
});
