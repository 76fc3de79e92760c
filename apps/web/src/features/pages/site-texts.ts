import { msg } from '@lingui/core/macro';
import { useLingui, type MessageDescriptor } from '../../lib/lingui.tsx';

/** Built-in site texts: each default's English (D38) with its catalogue message. */
export type SiteTexts = ReadonlyArray<readonly [english: string, message: MessageDescriptor]>;

/**
 * The built-in texts every page shows (in the footer): the tagline and the footer's text, in the core
 * catalogue. The home page's own (./built-in-texts.ts) are in its catalogue. The English is written
 * here rather than read from the shared defaults, whose landing texts would then come with every page;
 * built-in-texts.test.ts holds it to them.
 */
export const shellTexts: SiteTexts = [
  ['A creative-roleplay community.', msg`A creative-roleplay community.`],
  ['Every purchase in our store helps fund and keep the servers running.', msg`Every purchase in our store helps fund and keep the servers running.`],
];

const lookups = new WeakMap<SiteTexts, Map<string, MessageDescriptor>>();

/** Shows a site text: a built-in one (of `texts`) in the page's language, anything an admin wrote as written. */
export function useSiteText(texts: SiteTexts = shellTexts): (text: string) => string {
  const { i18n } = useLingui();
  let byEnglish = lookups.get(texts);
  if (!byEnglish) lookups.set(texts, (byEnglish = new Map(texts)));
  return (text) => {
    const message = byEnglish.get(text);
    return message ? i18n._(message) : text;
  };
}
