import { useEffect } from 'react';

/**
 * The page's name in the browser tab: "{page} · {site}" (the home page: the site's name alone, D38).
 * The server writes the first page's <title> (its route's name, or the one a screen reports here
 * while rendering: decision 0024); in the browser, a screen naming itself keeps the tab in step.
 */
let reportTitle: ((title: string) => void) | null = null;
export function setTitleReporter(report: (title: string) => void): void {
  reportTitle = report;
}

const state = { page: '', site: '' };
const apply = () => {
  if (state.site) document.title = state.page && state.page !== state.site ? `${state.page} · ${state.site}` : state.site;
};

/** The site's name, applied again on each navigation (app/layout knows both): a screen that does not name itself shows the site's name. */
export function useSiteTitle(site: string, pathname: string): void {
  useEffect(() => {
    state.site = site;
    apply();
  }, [site, pathname]);
}

/** A screen whose name comes from its data (a custom page's title), or one the server's table does not know. */
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
