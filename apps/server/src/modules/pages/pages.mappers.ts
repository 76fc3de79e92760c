import type { PageContent, PageKey } from '@crp/shared';
import type { PageContentsTable } from './pages.tables.ts';

export type PageContentRow = Pick<PageContentsTable, 'page_key' | 'title' | 'subtitle' | 'content' | 'updated_at'>;

/** A page_contents row as the API shows it. */
export const toPageContent = (row: PageContentRow): PageContent => ({
  pageKey: row.page_key as PageKey,
  title: row.title,
  subtitle: row.subtitle,
  content: row.content,
  updatedAt: row.updated_at,
});
