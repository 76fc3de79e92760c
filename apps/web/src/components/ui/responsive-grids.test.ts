import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A grid that gets its columns from a breakpoint up (`md:grid-cols-2`) has one implicit `auto`
 * column below it, as wide as its widest item's longest line: on a phone a card with a long title
 * and its badges pushed the whole page sideways (WCAG 1.4.10, found at 320 px). Such grids start from
 * `grid-cols-1` (`minmax(0, 1fr)`), a column that fits the screen. The browser test in
 * e2e/accessibility.e2e.ts checks the screens themselves; this catches a grid whose items are only
 * wide with some data (a "Completed" badge beside a form's title).
 */
/** The web app's src/ (jsdom's own URL class does not resolve file: URLs, hence the path functions). */
const source = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The source files under `dir` (tests left out). */
const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));

describe('responsive grids', () => {
  it('start from one column that fits a phone', () => {
    const offenders: string[] = [];
    for (const file of files(source)) {
      for (const [literal] of readFileSync(file, 'utf8').matchAll(/(["'`])[^"'`\n]*?\bgrid\b[^"'`\n]*?\1/g)) {
        const classes = literal.slice(1, -1).split(/\s+/);
        const responsive = classes.some((c) => /^(sm|md|lg|xl|2xl):grid-cols-/.test(c));
        if (responsive && !classes.some((c) => c.startsWith('grid-cols-'))) offenders.push(`${file.slice(source.length)}: ${literal}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
