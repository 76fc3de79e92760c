import { describe, expect, it } from 'vitest';
import { builtInTexts } from './built-in-texts.ts';

describe("the site's built-in texts (D38 defaults, D40)", () => {
  it('are the shared defaults to the letter, each its own catalogue message', () => {
    for (const [english, message] of builtInTexts) expect(message.message, english).toBe(english);
    expect(new Set(builtInTexts.map(([english]) => english)).size).toBe(builtInTexts.length);
  });
});
