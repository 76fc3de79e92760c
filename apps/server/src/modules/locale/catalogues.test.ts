import { describe, expect, it } from 'vitest';
import { LOCALES } from '@crp/shared/locales';
import { catalogueProblems } from '../../../../../scripts/catalogue-checks.ts';
import { serverCatalogues } from './translate.rules.ts';

/** D40: the server's texts (errors, Discord DMs) are complete in every language. */
describe('the server catalogues (modules/locale/messages)', () => {
  it('exist for every language, with every key, the same placeholders and every plural form', () => {
    expect(Object.keys(serverCatalogues).sort()).toEqual([...LOCALES].sort());
    expect(catalogueProblems(serverCatalogues)).toEqual([]);
  });
});
