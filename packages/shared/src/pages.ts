import { z } from 'zod';
import { CUSTOM_PAGE_TITLE_MAX, PAGE_POSITION_MAX, PAGE_SLUG_MAX, PAGE_SLUG_PATTERN, pagePlacements, pageVisibilities } from './custom-pages.ts';

/** The editable content pages (player-area §2); any other key is not a page. */
export const pageKeys = ['guidelines', 'donation-tos'] as const;
export const pageKeySchema = z.enum(pageKeys);
export type PageKey = z.infer<typeof pageKeySchema>;
export const isPageKey = (value: string): value is PageKey => (pageKeys as readonly string[]).includes(value);

export const PAGE_TITLE_MAX = 200;
export const PAGE_SUBTITLE_MAX = 300;
/** Stored HTML is capped at 100 KB (measured in characters before sanitizing). */
export const PAGE_CONTENT_MAX = 100_000;

/** Page content (player-area §3): title, subtitle, HTML content. */
export const pageContentSchema = z.object({
  pageKey: pageKeySchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  content: z.string(),
  updatedAt: z.string(),
});
export type PageContent = z.infer<typeof pageContentSchema>;

/** A NUL character is never typed on purpose and PostgreSQL text cannot hold it. */
const withoutNul = (field: string) => [(value: string) => !value.includes('\u0000'), `${field} contains a character that is not allowed`] as const;

/** PUT /api/admin/pages/{pageKey}: no client validation (player-area §5), the server checks these. */
export const pageUpdateSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(PAGE_TITLE_MAX, `Title must be at most ${PAGE_TITLE_MAX} characters`)
    .refine(...withoutNul('Title')),
  subtitle: z
    .string()
    .trim()
    .max(PAGE_SUBTITLE_MAX, `Subtitle must be at most ${PAGE_SUBTITLE_MAX} characters`)
    .refine(...withoutNul('Subtitle'))
    .nullish()
    .transform((v) => (v ? v : null)),
  content: z.string({ error: 'Content is required' }).max(PAGE_CONTENT_MAX, `Content must be at most ${PAGE_CONTENT_MAX / 1000} KB of HTML`),
});
export type PageUpdate = z.input<typeof pageUpdateSchema>;

export const pageUpdateResultSchema = z.object({ pageContent: pageContentSchema });
export type PageUpdateResult = z.infer<typeof pageUpdateResultSchema>;

// Custom pages (D39).
export * from './custom-pages.ts';

const slugSchema = z
  .string({ error: 'Slug is required' })
  .min(1, 'Slug is required')
  .max(PAGE_SLUG_MAX, `Slug must be at most ${PAGE_SLUG_MAX} characters`)
  .regex(PAGE_SLUG_PATTERN, 'Slug may hold only lower-case letters, digits and single hyphens between them (e.g. "about-us")');
const customTitleSchema = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(CUSTOM_PAGE_TITLE_MAX, `Title must be at most ${CUSTOM_PAGE_TITLE_MAX} characters`);
const positionSchema = z
  .number({ error: 'Position must be a whole number from 0 to 99' })
  .int('Position must be a whole number from 0 to 99')
  .min(0, 'Position must be a whole number from 0 to 99')
  .max(PAGE_POSITION_MAX, 'Position must be a whole number from 0 to 99');
const contentSchema = z.string({ error: 'Content is required' }).max(PAGE_CONTENT_MAX, `Content must be at most ${PAGE_CONTENT_MAX / 1000} KB of HTML`);

/** POST /api/admin/pages. */
export const pageCreateSchema = z.object({
  slug: slugSchema,
  title: customTitleSchema,
  content: contentSchema,
  visibility: z.enum(pageVisibilities),
  placement: z.enum(pagePlacements),
  position: positionSchema.default(0),
});
export type PageCreate = z.input<typeof pageCreateSchema>;

/** PUT /api/admin/pages/{slug} of a custom page: any of the fields. */
export const pageEditSchema = pageCreateSchema.partial().extend({ subtitle: z.string().nullish() });
export type PageEdit = z.input<typeof pageEditSchema>;

export const customPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  visibility: z.enum(pageVisibilities),
  placement: z.enum(pagePlacements),
  position: z.number().int(),
  updatedAt: z.string(),
});
export const customPageResultSchema = z.object({ page: customPageSchema });

export const pageListItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  visibility: z.enum(pageVisibilities),
  placement: z.enum(pagePlacements),
  position: z.number().int(),
  path: z.string(),
  builtIn: z.boolean(),
});
export const pageListSchema = z.array(pageListItemSchema);
