import { defaultSiteSettings, type SiteConfig, type SiteSettings } from '@crp/shared';
import type { AppContext } from '../../context.ts';
import { readStoredSite, type StoredSite } from './site.queries.ts';

/** The change notice of a site change: every instance reads its copy again (D38: within 2 seconds). */
export const SITE_TOPIC = 'site';

export const logoPath = (logo: { sha256: string; ext: string }): string => `/api/site/logo/${logo.sha256}.${logo.ext}`;

/** The stored sections over the built-in texts: a fresh install reads exactly as before. */
export function resolveSite(stored: StoredSite, discordInviteUrl: string): SiteSettings {
  const defaults = defaultSiteSettings(discordInviteUrl);
  return {
    identity: { ...defaults.identity, ...stored.identity, logoUrl: stored.logo ? logoPath(stored.logo) : defaults.identity.logoUrl },
    landing: stored.landing ?? defaults.landing,
    footer: stored.footer ?? defaults.footer,
  };
}

export interface SiteStore {
  /** The settings as `GET /api/site` answers them. */
  config(): SiteConfig;
  /** Reads the database again; resolves once the copy is current. */
  reload(): Promise<void>;
  /** Called after each reload that changed the copy. */
  subscribe(listener: () => void): () => void;
  ready: Promise<void>;
}

const stores = new WeakMap<AppContext, SiteStore>();

/**
 * Each instance keeps the settings in memory (every page and every `GET /api/site` reads them) and
 * reads them again on the site's change notice, from any instance through the change bus.
 */
export function siteStoreOf(ctx: AppContext): SiteStore {
  let store = stores.get(ctx);
  if (!store) {
    store = createSiteStore(ctx);
    stores.set(ctx, store);
  }
  return store;
}

function createSiteStore(ctx: AppContext): SiteStore {
  const env = ctx.env;
  const fixed = { demoMode: env.demoMode, storeUrl: env.STORE_URL, discordInviteUrl: env.DISCORD_INVITE_URL, navigationOverlayMs: env.NAVIGATION_OVERLAY_MS };
  let current: SiteConfig = { ...fixed, ...resolveSite({}, env.DISCORD_INVITE_URL) };
  let serial = 0;
  const listeners = new Set<() => void>();

  async function reload(): Promise<void> {
    const mine = ++serial;
    const settings = resolveSite(await readStoredSite(ctx.db), env.DISCORD_INVITE_URL);
    // Two reloads in flight: only the later one's answer counts.
    if (mine !== serial) return;
    current = { ...fixed, ...settings, discordInviteUrl: settings.identity.discordInviteUrl };
    for (const listener of listeners) listener();
  }

  ctx.changes?.subscribe((topic) => {
    if (topic === SITE_TOPIC) reload().catch(() => {});
  });
  return {
    config: () => current,
    reload,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // A database without the tables yet (a test app on an old schema) keeps the built-in texts.
    ready: reload().catch(() => {}),
  };
}
