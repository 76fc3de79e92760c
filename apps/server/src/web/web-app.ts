import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOURCE_LOCALE, type Locale } from '@crp/shared/locales';
import { errorBody } from '../plugins/errors.ts';
import type { ChangeBus } from '../lib/change-bus.ts';
import type { SiteConfig } from '@crp/shared';
import { createKeptPages } from './kept-pages.ts';
import { headOf, withHead, withoutHeadTags } from './head-tags.ts';
import { loadServerRenderer, timeZoneOf, type RenderedPage } from './server-render.ts';

/**
 * Serves the built web app and answers client routes (not /api) with the page's HTML.
 * index.html carries the site settings (`GET /api/site`) as inert JSON, read once at start: the
 * first paint already knows about demo mode and the store, so the demo banner and the navigation
 * never push the page down when the settings arrive (issue 13: no layout shift).
 * When the server renderer is built (apps/web/dist-ssr), the page comes rendered (decision 0024);
 * when it is missing or a render fails, the plain index.html, and the browser renders it all.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  site: { store: { config(): SiteConfig; subscribe(listener: () => void): () => void }; publicUrl: string },
  visitors: { changes: ChangeBus; sessionCookie: string; localeOf?: (request: FastifyRequest) => Promise<Locale> },
  renderBudgetMs?: number,
): Promise<void> {
  const hasWeb = existsSync(`${webRoot}/index.html`);
  // The built page without its own title and description: each answer gets the site's (D38).
  const plainShell = hasWeb ? withoutHeadTags(readFileSync(`${webRoot}/index.html`, 'utf8')) : '';
  const renderer = hasWeb ? await loadServerRenderer(app, `${webRoot}/../dist-ssr/server-render.js`, renderBudgetMs) : null;
  const renderedShell = renderer ? scriptsAfterContent(plainShell) : '';
  // The settings travel in the page as data, made again when they change (the site's, D38, on any
  // instance: the site store hears the change bus; the default language, D40).
  let embedded = { key: '', script: '' };
  const configScript = () => {
    const config = site.store.config();
    const key = JSON.stringify(config);
    if (key !== embedded.key) embedded = { key, script: jsonScript('site-config', config) };
    return embedded.script;
  };
  const catalogues = hasWeb ? catalogueChunks(webRoot) : new Map<string, string>();
  // Kept visitor pages go on every change notice, and again once the site's settings are read anew.
  const notices: ChangeBus = {
    publish: visitors.changes.publish,
    subscribe(listener) {
      const stop = [visitors.changes.subscribe(listener), site.store.subscribe(() => listener('site'))];
      return () => stop.forEach((s) => s());
    },
    close: visitors.changes.close,
  };
  /** The shell with the site's head tags, then its settings as data, before </head>. */
  const dressed = (shell: string, pageTitle: string | undefined) => withHead(shell, headOf(site.store.config(), site.publicUrl, pageTitle) + configScript());
  const kept = createKeptPages(notices);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(errorBody(404, `No such endpoint: ${request.method} ${path}`));
    }
    if (!hasWeb) return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build` (npm start does it for you).');
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return reply.status(404).type('text/plain').send('Not found');
    reply.type('text/html; charset=utf-8');
    // A visitor's page is the same for every visitor (in one time zone): rendered once per change.
    const cookie = request.headers.cookie;
    const timeZone = timeZoneOf(cookie);
    // D40: the page comes in the request's language, with that language's texts only.
    const locale = visitors.localeOf ? await visitors.localeOf(request) : SOURCE_LOCALE;
    reply.header('vary', 'Accept-Language, Cookie');
    const visitorKey = request.cookies[visitors.sessionCookie] === undefined ? `${locale} ${timeZone ?? ''} ${request.url}` : null;
    const keptPage = visitorKey === null ? undefined : kept.get(visitorKey);
    if (keptPage !== undefined) return reply.header('cache-control', 'no-store').send(keptPage);
    const generation = kept.generation();
    const page = renderer ? await renderer.render(request.url, { cookie, remoteAddress: request.ip, timeZone, locale }) : null;
    const indexPage = () => inLanguage(dressed(plainShell, undefined), locale, catalogues.get(locale), false);
    // Only in-app paths (the web app's own redirects), never another site.
    if (page && 'redirect' in page) {
      if (/^\/(?![/\\])/.test(page.redirect)) return reply.header('cache-control', 'no-store').redirect(page.redirect, 302);
      return reply.header('cache-control', 'no-cache').send(indexPage());
    }
    // A rendered page is a moment's picture, of a signed-in person's data too: no cache may keep it
    // (the browser would show it again on Back, e.g. the sign-in page after signing in).
    if (!page) return reply.header('cache-control', 'no-cache').send(indexPage());
    const html = withRenderedPage(inLanguage(dressed(renderedShell, page.title), locale, catalogues.get(locale), true), page);
    if (visitorKey !== null) kept.keep(visitorKey, html, generation);
    return reply.header('cache-control', 'no-store').send(html);
  });
}

/**
 * The built chunk of each language's texts (apps/web/src/locales/{locale}.ts: its core catalogue and
 * where its areas' are, decision 0039; from the build's manifest): the page names only its own
 * language's, so the browser fetches only those texts (D40).
 */
function catalogueChunks(webRoot: string): Map<string, string> {
  const chunks = new Map<string, string>();
  const manifestPath = `${webRoot}/.vite/manifest.json`;
  if (!existsSync(manifestPath)) return chunks;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; src?: string }>;
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = key.match(/(?:^|\/)locales\/([A-Za-z-]+)\.(?:ts|po)$/);
    if (match?.[1]) chunks.set(match[1], `/${chunk.file}`);
  }
  return chunks;
}

/**
 * The page in `locale` (D40): `<html lang>` set, and its catalogue's chunk loaded with the app's first
 * scripts (told to the boot script of a rendered page; a module preload on the plain page), so the
 * browser takes the page over in the language it was rendered in, with no English in between.
 */
export function inLanguage(html: string, locale: Locale, catalogueChunk: string | undefined, rendered: boolean): string {
  let page = swap(html, '<html lang="en"', `<html lang="${locale}"`);
  if (!catalogueChunk) return page;
  if (rendered) page = swap(page, 'data-preload="', `data-preload="${catalogueChunk} `);
  else page = insertBefore(page, '</head>', `<link rel="modulepreload" crossorigin href="${catalogueChunk}">`);
  return page;
}

/** `<` escaped so no value can close the script element; a JSON script is data, never run (CSP-safe). */
export function withSiteConfig(html: string, config: object): string {
  return insertBefore(html, '</head>', jsonScript('site-config', config));
}

/**
 * `text` put in front of the first `marker`, by position: String.replace would read `$&`, `` $` `` and
 * `$'` in the text as patterns, and a member's answer holding them would tear the page (D43 f).
 */
function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at);
}

/** `marker` swapped for `text`, by position (see insertBefore). */
function swap(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at + marker.length);
}

/**
 * `<` escaped so no value can close the script element; U+2028/2029 escaped too (valid JSON, but a
 * line break to a JavaScript reader). A JSON script is data, never run (CSP-safe).
 */
function jsonScript(id: string, json: unknown): string {
  const text = (typeof json === 'string' ? json : JSON.stringify(json)).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script id="${id}" type="application/json">${text}</script>`;
}

/**
 * The rendered markup in #root, and the query state the browser starts from (main.tsx reads `#ssr-state`).
 * Two things make the boot script start the app at once instead of at the visitor's first intent
 * (public/boot.js): dates rendered in UTC for want of the visitor's zone (it starts in a browser
 * elsewhere) and a page sent with something still loading (it starts to finish it).
 */
export function withRenderedPage(shell: string, page: Exclude<RenderedPage, { redirect: string }>): string {
  const html = swap(shell, '<div id="root"></div>', `<div id="root">${page.html}</div>${jsonScript('ssr-state', page.state)}`);
  const flags = [page.datesInUtc && 'data-dates-in-utc', page.incomplete && 'data-incomplete'].filter(Boolean).join(' ');
  return flags ? swap(html, 'id="app-boot"', `id="app-boot" ${flags}`) : html;
}

/**
 * A rendered page reads without scripts, so they load once it is painted (public/boot.js): the app's
 * script tag becomes the boot script's, which is told the entry and the chunks to preload. Scripts
 * fetched beside the style sheet would compete with it and delay the first paint (issue 25).
 */
export function scriptsAfterContent(html: string): string {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) return html;
  const preload = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let shell = swap(
    html,
    entry[0],
    `<script type="module" id="app-boot" src="/boot.js" fetchpriority="low" data-entry="${entry[1]}" data-preload="${preload.map((m) => m[1]).join(' ')}"></script>`,
  );
  for (const link of preload) shell = swap(shell, link[0], '');
  return shell;
}
