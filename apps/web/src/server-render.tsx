/**
 * Server rendering (decision 0024): the server renders a page's HTML with the same routes,
 * components and queries as the browser, so the first paint needs only the HTML and the CSS, and
 * the browser then takes the page over (hydrateRoot in main.tsx) instead of drawing it again.
 *
 * Built by `vite build --ssr` into dist-ssr/ and loaded by the server (apps/server/src/web/server-render.ts),
 * which gives each render a way to answer the page's API calls inside the process (with the
 * visitor's cookie) and the server's rich-text sanitizer. Nothing here keeps state between requests
 * but the three hooks set once by `setUp`; everything else lives in the render's own QueryClient.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { paths } from './app/paths.ts';
import { createRoutes, type ScreenHandle } from './app/router.tsx';
import { setTitleReporter } from './components/ui/page-title.ts';
import { setRedirectReporter } from './components/ui/redirect.tsx';
import { setDisplaySanitizer } from './components/ui/rich-text.tsx';
import { authStatusQuery } from './features/auth/api.ts';
import { pageListQuery } from './features/pages/api.ts';
import { siteConfigQuery } from './features/site/api.ts';
import { pageStateOf } from './lib/page-state.ts';
import { setApiTransport } from './lib/api-client.ts';
import { setRenderTimeZone } from './lib/dates.ts';
import { createI18n, setRenderI18n } from './lib/i18n.ts';
import type { I18n, MessageDescriptor } from './lib/lingui.tsx';
import { msg } from '@lingui/core/macro';
import { isLocale, SOURCE_LOCALE, type Locale } from '@crp/shared/locales';
import { createQueryClient } from './lib/query-client.ts';

export interface RenderContext {
  /** Answers `/api/…` calls of this render (the server injects them with the visitor's cookie). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The browser's IANA time zone from its cookie, if it sent a valid one. */
  timeZone: string | undefined;
  /** The page's language, chosen by the server (D40, apps/server/src/modules/locale); English when absent. */
  locale?: Locale;
}

export type RenderedPage =
  | {
      /** The markup inside <div id="root">. */
      html: string;
      /** The render's data (lib/page-state.ts, as JSON), for the browser to start from. */
      state: string;
      /** The page's own name, for the server's <title> ("{title} · {site}"); none on the home page. */
      title?: string;
      /** Dates were shown in UTC because the visitor's zone is not known yet (no cookie): the browser starts at once if it is elsewhere. */
      datesInUtc?: true;
      /** Something on the page is still loading (a query that never answered in time): the browser starts at once to finish it. */
      incomplete?: true;
    }
  /** The page only sends the visitor elsewhere (signed out on a member page, say): answer with that. */
  | { redirect: string };

/**
 * Each screen's name for the server's <title> ("{title} · {site}", D38; the home page has none: the
 * site's name alone). Kept here, in the server's bundle, out of every page's scripts (decision 0013);
 * a screen whose name comes from its data names itself (usePageTitle), in the browser's tab too.
 * In the page's language: their texts are the `titles` catalogue, which only the server loads.
 */
const routeTitles: Record<string, MessageDescriptor> = {
  [paths.login.path]: msg`Sign in`,
  [paths.demoSignIn.path]: msg`Demo sign-in`,
  [paths.guidelines.path]: msg`Server Guidelines`,
  [paths.donationTos.path]: msg`Terms Of Service`,
  [paths.dashboard.path]: msg`Dashboard`,
  [paths.applications.path]: msg`Applications`,
  [paths.applicationForm.path]: msg`Application`,
  [paths.myResponses.path]: msg`My applications`,
  [paths.servers.path]: msg`Server Status`,
  [paths.serverStatus.path]: msg`Server Status`,
  [paths.serverMods.path]: msg`Workshop Mods`,
  [paths.admin.dashboard.path]: msg`Admin Dashboard`,
  [paths.admin.applications.path]: msg`Applications`,
  [paths.admin.responses.path]: msg`Responses`,
  [paths.admin.review.path]: msg`Review`,
  [paths.admin.reviewAlt.path]: msg`Review`,
  [paths.admin.users.path]: msg`User Management`,
  [paths.admin.systemStatus.path]: msg`System Status`,
  [paths.admin.auditLog.path]: msg`Audit Log`,
  [paths.admin.gameServers.path]: msg`Game Servers`,
  [paths.admin.site.path]: msg`Site`,
  [paths.admin.pages.path]: msg`Pages`,
  '*': msg`Page not found`,
};

/** A render in progress: its context, and what its components reported while rendering. */
type RenderState = RenderContext & { redirect?: string; datesInUtc?: true; i18n?: I18n; title?: string };
/** One ready Lingui instance per language, shared by the renders in it (never changed once loaded). */
const languages = new Map<Locale, Promise<I18n>>();
const i18nFor = (locale: Locale): Promise<I18n> => {
  let ready = languages.get(locale);
  if (!ready) languages.set(locale, (ready = createI18n(locale)));
  return ready;
};
const current = new AsyncLocalStorage<RenderState>();
/** Renders until no query the page asked for is still missing; pages need two passes at most today. */
const MAX_PASSES = 5;

/** Wires the app's three outside dependencies to the render in progress (called once by the server). */
export function setUp(server: { sanitize: (html: string) => string }): void {
  setApiTransport((url, init) => {
    const render = current.getStore();
    if (!render) throw new Error('An API call outside a server render');
    return render.fetch(url, init);
  });
  setRenderTimeZone(() => {
    const render = current.getStore();
    if (render && !render.timeZone) render.datesInUtc = true;
    return render?.timeZone ?? 'UTC';
  });
  setRenderI18n(() => current.getStore()?.i18n);
  setDisplaySanitizer(server.sanitize);
  setTitleReporter((title) => {
    const render = current.getStore();
    if (render) render.title = title;
  });
  setRedirectReporter((to) => {
    const render = current.getStore();
    if (render) render.redirect ??= to;
  });
}

/**
 * A query a component of this render asked for and that has no answer yet. Not `isDisabled()`: in a
 * server render no observer ever subscribes, and a query without observers counts as disabled until
 * it has been fetched once, so the components' own queries (beyond the route loaders') were never
 * fetched and their pages were sent with a spinner (found on /admin/responses).
 */
function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.options.queryFn === skipToken) return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Resolves once no query of `client` is fetching, and none started since (loaders chain fetches on the sign-in state). */
async function settled(client: QueryClient): Promise<void> {
  do {
    await new Promise<void>((resolve) => {
      let unsubscribe = () => {};
      const check = () => {
        if (client.isFetching() > 0) return;
        unsubscribe();
        resolve();
      };
      unsubscribe = client.getQueryCache().subscribe(check);
      check();
    });
    await new Promise((resolve) => setImmediate(resolve));
  } while (client.isFetching() > 0);
}

async function toHtml(element: React.ReactElement): Promise<string> {
  // prerender waits for every lazy screen and Suspense boundary, which renderToString would leave as fallbacks.
  // One piece: larger boundaries would otherwise come as a fallback plus an inline script that swaps
  // the content in, and inline scripts are not allowed by our CSP.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * Renders `url` (path and query); null for a screen only the browser can render (the server then sends the page unrendered). The route loaders start the page's queries as in the browser; a
 * first pass finds the queries the components ask for beyond those, which are fetched before the
 * pass that counts. Queries that fail are left out of the state: the browser asks again.
 */
export function render(url: string, context: RenderContext): Promise<RenderedPage | null> {
  const render: RenderState = { ...context };
  return current.run(render, async (): Promise<RenderedPage | null> => {
    const i18n = (render.i18n = await i18nFor(isLocale(context.locale) ? context.locale : SOURCE_LOCALE));
    const client = createQueryClient();
    // A failing call is the browser's to retry, with its backoff; the server answers now.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    // Every page shows the site settings and the sign-in state: ask for them with the route's own data.
    void client.prefetchQuery(siteConfigQuery);
    void client.prefetchQuery(authStatusQuery);
    // The navigation and footer list the pages placed there (D39).
    void client.prefetchQuery(pageListQuery);
    const routes = createRoutes(client);
    const handler = createStaticHandler(routes);
    const routing = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (routing instanceof Response) throw new Error(`The routes answered ${routing.status} for ${url}`);
    if (routing.matches.some(({ route }) => (route.handle as ScreenHandle | undefined)?.browserOnly)) return null;
    const router = createStaticRouter(handler.dataRoutes, routing);
    const page = () => (
      <Providers client={client} i18n={i18n}>
        <StaticRouterProvider router={router} context={routing} hydrate={false} />
      </Providers>
    );
    let html = '';
    let missing: Query[] = [];
    for (let pass = 1; ; pass++) {
      await settled(client);
      html = await toHtml(page());
      if (render.redirect) return { redirect: render.redirect };
      missing = client.getQueryCache().findAll({ predicate: wanted });
      // The state must be what this HTML was rendered from: what is still missing the browser fetches.
      if (missing.length === 0 || pass === MAX_PASSES) break;
      await Promise.all(missing.map((q) => (q.state.fetchStatus === 'idle' ? q.fetch().catch(() => {}) : null)));
    }
    const incomplete = missing.length > 0;
    const routeTitle = routing.matches
      .map(({ route }) => (route.path ? routeTitles[route.path] : undefined))
      .filter((found) => found !== undefined)
      .pop();
    const title = render.title ?? (routeTitle && i18n._(routeTitle));
    return {
      html,
      ...(title ? { title } : {}),
      state: JSON.stringify(pageStateOf(client)),
      ...(render.datesInUtc ? { datesInUtc: true as const } : {}),
      ...(incomplete ? { incomplete: true as const } : {}),
    };
  });
}
