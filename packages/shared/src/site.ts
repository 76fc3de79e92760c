import { z } from 'zod';

/** Runtime settings the web app needs from the server's configuration. */
export const siteConfigSchema = z.object({
  demoMode: z.boolean(),
  storeUrl: z.string(),
  discordInviteUrl: z.string(),
  navigationOverlayMs: z.number().int().min(0),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
