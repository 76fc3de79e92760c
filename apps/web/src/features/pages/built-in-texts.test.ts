import { describe, expect, it } from 'vitest';
import { defaultFooter, defaultIdentity } from '@crp/shared/site-defaults';
import { builtInTexts } from './built-in-texts.ts';
import { shellTexts } from './site-texts.ts';

describe("the site's built-in texts (D38 defaults, D40)", () => {
  it('are the shared defaults to the letter, each its own catalogue message', () => {
    for (const [english, message] of builtInTexts) expect(message.message, english).toBe(english);
    expect(new Set(builtInTexts.map(([english]) => english)).size).toBe(builtInTexts.length);
  });

  it("are, for the tagline and the footer's text (every page's, in the core catalogue), the shared defaults to the letter", () => {
    expect(shellTexts.map(([english]) => english)).toEqual([defaultIdentity('').tagline, defaultFooter.text]);
    for (const [english, message] of shellTexts) expect(message.message, english).toBe(english);
    for (const [english] of shellTexts) expect(builtInTexts.map(([text]) => text)).not.toContain(english);
  });
});
