import type { Product } from '@crp/shared';
import { sanitizeRichText } from '../../lib/rich-text.ts';

/** The store's descriptions are rich text from another site: stored rules apply to them too. */
export const sanitizeProducts = (products: Product[]): Product[] =>
  products.map((p) => ({
    ...p,
    description: sanitizeRichText(p.description),
    shortDescription: p.shortDescription === null ? null : sanitizeRichText(p.shortDescription) || null,
  }));
