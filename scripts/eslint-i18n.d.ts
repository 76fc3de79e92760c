/** scripts/eslint-i18n.js, for the tests that import it. */
export const legacyFiles: string[];
export const i18n: { rules: Record<string, unknown> };
