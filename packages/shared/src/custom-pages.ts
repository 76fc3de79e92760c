/**
 * Custom pages and navigation (D39) without schemas: the browser imports this by path (decision 0030);
 * pages.ts builds the schemas from the same rules.
 */

export const pageVisibilities = ['public', 'members'] as const;
export type PageVisibility = (typeof pageVisibilities)[number];
export const pagePlacements = ['nav', 'footer', 'none'] as const;
export type PagePlacement = (typeof pagePlacements)[number];

export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX = 60;
export const CUSTOM_PAGE_TITLE_MAX = 80;
export const PAGE_POSITION_MAX = 99;

/** The built-in pages: their own addresses, public, in the footer, with these titles until saved. */
export const builtInPages = {
  guidelines: { path: '/guidelines', title: 'Server Guidelines' },
  'donation-tos': { path: '/donation-tos', title: 'Terms Of Service' },
} as const;
export const isBuiltInPage = (slug: string): slug is keyof typeof builtInPages => Object.hasOwn(builtInPages, slug);

/** Where a custom page lives. */
export const customPagePath = (slug: string): string => `/p/${encodeURIComponent(slug)}`;

/** One entry of GET /api/pages. */
export interface PageListItem {
  slug: string;
  title: string;
  visibility: PageVisibility;
  placement: PagePlacement;
  position: number;
  path: string;
  builtIn: boolean;
}

/** GET /api/pages/{slug} of a custom page. */
export interface CustomPage {
  slug: string;
  title: string;
  content: string;
  visibility: PageVisibility;
  placement: PagePlacement;
  position: number;
  updatedAt: string;
}

/** Ordered by position, then title (D39). */
export const byPositionThenTitle = (a: Pick<PageListItem, 'position' | 'title'>, b: Pick<PageListItem, 'position' | 'title'>): number =>
  a.position - b.position || a.title.localeCompare(b.title);
