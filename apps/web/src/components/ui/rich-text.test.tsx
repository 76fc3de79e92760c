import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeForDisplay } from './rich-text.tsx';

describe('RichText', () => {
  it('renders the allowlist and drops scripts, handlers and javascript: links', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="x()">Hi <strong>there</strong></p><script>window.hacked=1</script><a href="javascript:alert(1)">bad</a><a href="https://ok.test">ok</a><iframe src="x"></iframe>'
        }
      />,
    );
    expect(container.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('there');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([null, 'https://ok.test']);
  });

  it('keeps links opening in a new tab safely', () => {
    const clean = sanitizeForDisplay('<a href="https://ok.test" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(clean).toBe('<a href="https://ok.test" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
  });

  it('strips forbidden form controls', () => {
    const clean = sanitizeForDisplay('<form><input value="x"><textarea>t</textarea><button>b</button></form><p>a</p>');
    expect(clean).not.toMatch(/<(form|input|textarea|button)/);
    expect(clean).toContain('<p>a</p>');
  });
});

describe('sanitizeForDisplay links', () => {
  const hrefOf = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = sanitizeForDisplay(html);
    return div.querySelector('a')?.getAttribute('href') ?? null;
  };

  it('keeps the relative links the server stores (path, anchor, query, page)', () => {
    expect(hrefOf('<a href="/donation-tos">terms</a>')).toBe('/donation-tos');
    expect(hrefOf('<a href="#rules">rules</a>')).toBe('#rules');
    expect(hrefOf('<a href="?tab=2">tab</a>')).toBe('?tab=2');
    expect(hrefOf('<a href="rules.html">page</a>')).toBe('rules.html');
    expect(hrefOf('<a href="mailto:staff@example.com">mail</a>')).toBe('mailto:staff@example.com');
  });

  it.each([
    '//evil.test/x',
    '/\\evil.test',
    '\\\\evil.test',
    '/\t/evil.test',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'feed:javascript:alert(1)',
  ])('drops the link address %j', (href) => {
    expect(hrefOf(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toBeNull();
  });

  it('makes every link open in a new tab without access to the page, whatever the HTML says', () => {
    const clean = sanitizeForDisplay('<a href="https://ok.test" target="_top" rel="opener">a</a><a href="/x">b</a>');
    expect(clean).toBe(
      '<a href="https://ok.test" target="_blank" rel="noopener noreferrer nofollow">a</a><a href="/x" target="_blank" rel="noopener noreferrer nofollow">b</a>',
    );
  });
});

describe('sanitizeForDisplay rebuilds only the allowlist', () => {
  it('drops foreign content, comments and raw-text elements with their content, keeping prose', () => {
    const clean = sanitizeForDisplay(
      '<svg><a href="/x"><text>svg</text></a></svg><math><mi>m</mi></math><!-- c --><style>p{}</style><noscript><p>n</p></noscript><p>kept</p>',
    );
    expect(clean).toBe('<p>kept</p>');
  });

  it("unwraps unknown elements to their text and drops every attribute but a link's href and title", () => {
    const clean = sanitizeForDisplay(
      '<div id="x" class="y"><span style="color:red">hi</span> <b name="n">bold</b> <a href="https://ok.test" title="T" id="c">l</a></div>',
    );
    expect(clean).toBe('hi <b>bold</b> <a href="https://ok.test" title="T" target="_blank" rel="noopener noreferrer nofollow">l</a>');
  });

  it('flattens nesting deeper than any editor writes to text, without overflowing the stack', () => {
    // 1 000 levels: far past MAX_DEPTH (64) and any editor. Not 5 000: parsing end tags is quadratic
    // in depth in jsdom's parser (each one searches the open-element stack), so 5 000 levels took
    // 3-9 s of parsing alone and timed out on a busy machine, testing jsdom rather than our code.
    const deep = '<blockquote>'.repeat(1000) + 'deep' + '</blockquote>'.repeat(1000);
    const div = document.createElement('div');
    div.innerHTML = sanitizeForDisplay(deep);
    expect(div.textContent).toBe('deep');
    expect(div.querySelectorAll('blockquote').length).toBeLessThanOrEqual(64);
  });
});
