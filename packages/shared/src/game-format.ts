/**
 * Game servers (D41) without zod, so the admin screen can use them without loading the schemas
 * (decision 0030): the key's shape, the addon's ConVars and the lines an admin pastes into server.cfg.
 */

/** Every game key starts with this; the rest is at least 32 random URL-safe characters. */
export const GAME_KEY_PREFIX = 'crp_';
/** How many leading characters of a key the site keeps and shows (D41: the first 8). */
export const GAME_KEY_SHOWN_CHARS = 8;
/** A key's name: 1–60 characters. */
export const GAME_KEY_NAME_MAX = 60;
/** Calls one key may make per minute (D41). */
export const GAME_KEY_CALLS_PER_MINUTE = 600;

/** The addon's ConVars and their defaults (integrations/gmod). */
export const addonConVars = {
  siteUrl: 'crp_site_url',
  apiKey: 'crp_api_key',
  forms: 'crp_whitelist_forms',
  refreshSeconds: 'crp_refresh_seconds',
  failOpen: 'crp_fail_open',
} as const;
export const ADDON_DEFAULT_REFRESH_SECONDS = 60;

/** Quotes a value for a Source engine config line (a double quote cannot appear inside one). */
const cfgValue = (value: string): string => `"${value.replace(/"/g, '')}"`;

/** The lines to paste into garrysmod/cfg/server.cfg for a new key. */
export function serverCfgLines(siteUrl: string, key: string, forms: readonly string[] = []): string {
  return [
    `${addonConVars.siteUrl} ${cfgValue(siteUrl.replace(/\/+$/, ''))}`,
    `${addonConVars.apiKey} ${cfgValue(key)}`,
    `${addonConVars.forms} ${cfgValue(forms.join(','))}`,
    `${addonConVars.refreshSeconds} ${ADDON_DEFAULT_REFRESH_SECONDS}`,
    `${addonConVars.failOpen} 0`,
  ].join('\n');
}
