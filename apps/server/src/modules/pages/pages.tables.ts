import type { Generated } from 'kysely';

/** Tables owned by the pages feature. */
export interface PageContentsTable {
  id: Generated<number>;
  page_key: string; // unique: the lookup of every page read
  title: string;
  subtitle: string | null;
  content: string; // sanitized HTML
  updated_at: string;
  updated_by: number | null;
  /** D39: 'public' | 'members' (the built-in pages stay public). */
  visibility: Generated<string>;
  /** D39: 'nav' | 'footer' | 'none' (the built-in pages stay in the footer). */
  placement: Generated<string>;
  position: Generated<number>;
}

export interface PageTables {
  page_contents: PageContentsTable;
}
