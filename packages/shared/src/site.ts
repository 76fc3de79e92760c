import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { contrastRatio, httpsUrlProblem, isHexColor, MIN_ACCENT_CONTRAST, PAGE_BACKGROUND, SITE_LIMITS as L } from './site-defaults.ts';

export * from './site-defaults.ts';

/** One line of plain text: HTML is kept as text (shown, never run); line breaks are refused. */
const line = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), `${field} must be one line`);
const paragraph = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const httpsUrl = (field: string, discordInvite = false) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(L.url, `${field} must be at most ${L.url} characters`)
    .superRefine((v, ctx) => {
      const problem = httpsUrlProblem(v, discordInvite);
      if (problem) ctx.addIssue({ code: 'custom', message: `${field} ${problem}` });
    });
const titled = z.object({ title: line('Title', 1, L.title), text: paragraph('Text', L.text) });

export const siteIdentityInputSchema = z.object({
  name: line('Name', 1, L.name),
  tagline: line('Tagline', 0, L.tagline),
  description: paragraph('Description', L.description),
  accentColor: z
    .string({ error: 'Accent colour is required' })
    .trim()
    .refine(isHexColor, 'Accent colour must be #rrggbb (six hexadecimal digits)')
    .superRefine((v, ctx) => {
      if (!isHexColor(v)) return;
      const ratio = contrastRatio(v, PAGE_BACKGROUND);
      if (ratio < MIN_ACCENT_CONTRAST) {
        ctx.addIssue({
          code: 'custom',
          message: `Accent colour has a contrast of ${ratio.toFixed(2)}:1 against the page background (${PAGE_BACKGROUND}); at least ${MIN_ACCENT_CONTRAST}:1 is needed`,
        });
      }
    })
    .transform((v) => v.toLowerCase()),
  discordInviteUrl: httpsUrl('Discord invite', true),
});

export const siteLandingSchema = z.object({
  hero: z.object({ eyebrow: line('Eyebrow', 0, L.title), title: line('Title', 1, L.title), text: paragraph('Text', L.text) }),
  connect: z.object({
    address: line('Address', 1, L.title).nullable(),
    steps: z.array(titled).max(L.steps, `At most ${L.steps} steps`),
  }),
  expectations: z.array(titled.extend({ badge: line('Badge', 0, L.badge) })).max(L.expectations, `At most ${L.expectations} expectations`),
  rules: z.array(titled).max(L.rules, `At most ${L.rules} rules`),
});

export const siteFooterSchema = z.object({
  text: paragraph('Text', L.text),
  links: z.array(z.object({ label: line('Label', 1, L.title), url: httpsUrl('Link') })).max(L.footerLinks, `At most ${L.footerLinks} links`),
});

/** PUT /api/admin/site: any of the three sections; a section given replaces that section. */
export const siteUpdateSchema = z
  .object({ identity: siteIdentityInputSchema.optional(), landing: siteLandingSchema.optional(), footer: siteFooterSchema.optional() })
  .strict();
export type SiteUpdate = z.input<typeof siteUpdateSchema>;

const identitySchema = z.object({
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  accentColor: z.string(),
  logoUrl: z.string(),
  discordInviteUrl: z.string(),
});
export const siteSettingsSchema = z.object({ identity: identitySchema, landing: siteLandingSchema, footer: siteFooterSchema });

/** Runtime settings the web app needs from the server's configuration, and the site's identity (D38). */
export const siteConfigSchema = z.object({
  demoMode: z.boolean(),
  storeUrl: z.string(),
  discordInviteUrl: z.string(),
  navigationOverlayMs: z.number().int().min(0),
  /** D40: the site's default language and every language it speaks (absent in a page built before the settings were read). */
  locale: z.object({ default: z.enum(LOCALES), available: z.array(z.enum(LOCALES)) }).optional(),
  identity: identitySchema,
  landing: siteLandingSchema,
  footer: siteFooterSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
