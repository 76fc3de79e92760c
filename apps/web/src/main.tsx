import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter, loadScreens, routerFlushSync } from './app/router.tsx';
import { startFromPageState, type PageState } from './lib/page-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import { browserI18n, loadMessages, pageLocale } from './lib/i18n.ts';
import './index.css';

const queryClient = createQueryClient();
// A page the server rendered (decision 0024) brings the data it was rendered with: start from it.
const serverState = document.getElementById('ssr-state')?.textContent;
if (serverState) startFromPageState(queryClient, JSON.parse(serverState) as PageState);
const router = createRouter(queryClient);
// A page restored from the back/forward cache shows what it showed when it was left (signed out, say):
// everything it shows is asked for again.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) void queryClient.invalidateQueries();
});

const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </Providers>
  </StrictMode>
);
const container = document.getElementById('root')!;
// D40: the page's language (the server chose it and rendered the page in it) is loaded before the first
// render, so the page is taken over in that language, never English first. Its chunk is preloaded by the page.
const locale = pageLocale();
const translations = loadMessages(locale).then((messages) => browserI18n.loadAndActivate({ locale, messages }));
if (serverState && container.firstChild) {
  // Takes over the rendered page where it stands: nothing is drawn again, nothing moves. The page's
  // screen is loaded first, so the whole page is taken over at once, not its frame before its content.
  // As a transition, like the first render below: taken over in slices, not one long task.
  void Promise.all([loadScreens(router.routes, window.location), translations]).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser paint and answer input in between, instead of one long task (issue 25: total blocking time).
  void translations.then(() => startTransition(() => root.render(app)));
}
