import { z } from 'zod';
import { LOCALES } from './locales.ts';

/** Runtime settings the web app needs from the server's configuration. */
export const siteConfigSchema = z.object({
  demoMode: z.boolean(),
  storeUrl: z.string(),
  discordInviteUrl: z.string(),
  navigationOverlayMs: z.number().int().min(0),
  /** D40: the site's default language and every language it speaks (absent in a page built before the settings were read). */
  locale: z.object({ default: z.enum(LOCALES), available: z.array(z.enum(LOCALES)) }).optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
