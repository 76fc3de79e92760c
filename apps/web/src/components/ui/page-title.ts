import { useEffect } from 'react';

/**
 * The page's name in the browser tab: "{page} · {site}" (the home page: the site's name alone, D38).
 * A server render hears the page's name through the reporter (decision 0024: the server writes the
 * <title>); in the browser the tab follows navigation.
 */
let reportTitle: ((title: string) => void) | null = null;
export function setTitleReporter(report: (title: string) => void): void {
  reportTitle = report;
}

const state = { page: '', route: '', site: '' };
function apply(): void {
  if (typeof document === 'undefined' || !state.site) return;
  const page = state.page || state.route;
  document.title = page && page !== state.site ? `${page} · ${state.site}` : state.site;
}

/** The site's name and the route's own page name (app/layout knows both). */
export function useDocumentTitle(site: string, routeTitle: string | undefined): void {
  useEffect(() => {
    state.site = site;
    state.route = routeTitle ?? '';
    apply();
  }, [site, routeTitle]);
}

/** A screen whose name comes from its data (a content page's title): it wins over the route's. */
export function usePageTitle(title: string | undefined): void {
  if (title) reportTitle?.(title);
  useEffect(() => {
    state.page = title ?? '';
    apply();
    return () => {
      state.page = '';
      apply();
    };
  }, [title]);
}
