import { vi } from 'vitest';

/**
 * For a test whose code logs on purpose (e.g. 'Could not load your applications'): takes over
 * console[kind] for this test so the message does not fail it, and returns the logged lines
 * to assert on. Without this, any console.warn or console.error fails the test.
 */
export function captureConsole(kind: 'warn' | 'error'): () => string[] {
  const spy = vi.spyOn(console, kind).mockImplementation(() => {});
  return () => spy.mock.calls.map((args) => args.map(String).join(' '));
}
