import type { ChangeBus } from '../lib/change-bus.ts';

/** Enough for every page a visitor can open, in a few time zones; the oldest goes first. */
const MAX_PAGES = 500;

/**
 * Pages rendered for visitors (no session), kept until the next change notice on any instance, as
 * the public read model is (decision 0024): a burst of visitors on the home page costs one render,
 * not one each. Keyed by address and the time zone the page's dates are shown in.
 */
export function createKeptPages(changes: ChangeBus, max = MAX_PAGES) {
  const pages = new Map<string, string>();
  // A render that started before a notice must not be kept after it: it may show the old data.
  let generation = 0;
  changes.subscribe(() => {
    generation += 1;
    pages.clear();
  });
  return {
    get: (key: string) => pages.get(key),
    /** The generation a render starts in; `keep` only keeps a page rendered in the current one. */
    generation: () => generation,
    keep(key: string, html: string, renderedIn: number) {
      if (renderedIn !== generation) return;
      if (pages.size >= max) pages.delete(pages.keys().next().value!);
      pages.set(key, html);
    },
  };
}
