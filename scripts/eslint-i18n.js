import { readFileSync } from 'node:fs';

/**
 * Translations (D40, docs/translations.md): every text a person reads in the web app comes from the
 * catalogues. This rule reports, in .tsx files, JSX text with letters and string literals given to
 * props people read (aria-label, title, placeholder, alt, label) or put as a JSX child, unless they
 * are inside Lingui's <Trans>/<Plural>/<Select>/<SelectOrdinal> (those texts are extracted into the
 * catalogues). Text without letters (symbols, digits, punctuation) is not language.
 *
 * Files not yet translated are listed in scripts/i18n-legacy-files.json and skipped: later sessions
 * translate them and remove them from the list; a new file is always checked.
 * Proven by apps/web/src/test/i18n-lint.test.ts.
 */
export const legacyFiles = JSON.parse(readFileSync(new URL('./i18n-legacy-files.json', import.meta.url), 'utf8')).files;

const READ_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const hasLetters = (text) => /\p{L}/u.test(text);

function insideMacro(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'JSXElement' && parent.openingElement.name.type === 'JSXIdentifier' && MACRO_ELEMENTS.has(parent.openingElement.name.name)) return true;
  }
  return false;
}

/** A plain string (or template without tag) with letters: a literal text. */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'ConditionalExpression') return literalText(node.consequent) ?? literalText(node.alternate);
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts people read come from the translation catalogues (Lingui macros), not literals (D40).' },
    messages: {
      text: 'Text "{{text}}" is not from the catalogues: wrap it in <Trans> or use t`…` / msg`…` (docs/translations.md).',
      prop: 'The {{prop}} "{{text}}" is not from the catalogues: use t`…` (docs/translations.md).',
    },
    schema: [],
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      JSXText(node) {
        if (!hasLetters(node.value) || insideMacro(node)) return;
        context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text === null || !hasLetters(text) || insideMacro(node)) return;
        context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_PROPS.has(name) || !node.value) return;
        const text = node.value.type === 'Literal' ? node.value.value : node.value.type === 'JSXExpressionContainer' ? literalText(node.value.expression) : null;
        if (typeof text !== 'string' || !hasLetters(text)) return;
        context.report({ node, messageId: 'prop', data: { prop: name, text: short(text) } });
      },
    };
  },
};

export const i18n = { rules: { 'no-literal-text': noLiteralText } };
