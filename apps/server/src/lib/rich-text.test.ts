import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps paragraphs, emphasis, lists and links', () => {
    const html = '<p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>a</li></ul><ol><li>b</li></ol><p><a href="https://x.test/a">link</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>a</li></ul><ol><li>b</li></ol><p><a href="https://x.test/a" target="_blank" rel="noopener noreferrer nofollow">link</a></p>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<iframe src="https://evil.test"></iframe><p>a</p>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<form action="/x"><input name="a"><button>go</button></form>', ''],
    ['<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['<object data="x"></object><embed src="y"><applet></applet>', ''],
    ['<meta http-equiv="refresh" content="0;url=https://evil"><link rel="stylesheet" href="x"><base href="https://evil/">', ''],
    ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ])('removes %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});
