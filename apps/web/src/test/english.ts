import type { Messages } from '../lib/lingui.tsx';

/** Every English catalogue (the core one and each area's, decision 0039), compiled: what tests render with. */
export const englishCatalogues = import.meta.glob<Messages>(['../locales/en.po', '../locales/*/en.po'], { eager: true, import: 'messages' });

/** Every English message, from all catalogues. */
export const englishMessages: Messages = Object.assign({}, ...Object.values(englishCatalogues)) as Messages;
