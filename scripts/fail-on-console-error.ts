import { afterEach, beforeEach, vi } from 'vitest';

// Any console.error or console.warn in a test fails it: messages nobody asserted on are defects
// (Epic Stack habit). A test whose code logs on purpose replaces the spy and asserts on it, e.g.
// apps/web/src/test/console.ts `captureConsole('warn')`.
const kinds = ['error', 'warn'] as const;
let logged: { kind: (typeof kinds)[number]; args: unknown[] }[] = [];
beforeEach(() => {
  logged = [];
  for (const kind of kinds) {
    vi.spyOn(console, kind).mockImplementation((...args: unknown[]) => {
      logged.push({ kind, args });
    });
  }
});
afterEach(() => {
  for (const kind of kinds) vi.mocked(console[kind]).mockRestore();
  if (logged.length > 0) {
    const text = logged.map(({ kind, args }) => `console.${kind}: ${args.map(String).join(' ')}`).join('\n');
    throw new Error(`console.${logged[0]!.kind} was called during the test:\n${text}`);
  }
});
