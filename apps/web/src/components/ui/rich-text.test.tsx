import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeForDisplay } from './rich-text.tsx';

describe('RichText', () => {
  it('renders the allowlist and drops scripts, handlers and javascript: links', () => {
    const { container } = render(
      <RichText html={'<p onclick="x()">Hi <strong>there</strong></p><script>window.hacked=1</script><a href="javascript:alert(1)">bad</a><a href="https://ok.test">ok</a><iframe src="x"></iframe>'} />,
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
