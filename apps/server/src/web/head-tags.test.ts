import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, type SiteConfig } from '@crp/shared';
import { headOf, withHead, withoutHeadTags } from './head-tags.ts';

const config = (identity: Partial<SiteConfig['identity']> = {}): SiteConfig => {
  const settings = defaultSiteSettings('https://discord.gg/x');
  return { demoMode: false, storeUrl: '', discordInviteUrl: '', navigationOverlayMs: 0, ...settings, identity: { ...settings.identity, ...identity } };
};

describe("the site's head tags (D38)", () => {
  it('names the page "{page} · {name}", the home page by the name alone', () => {
    expect(headOf(config(), 'https://site.test', 'Dashboard')).toContain('<title>Dashboard · Creative RP</title>');
    expect(headOf(config(), 'https://site.test', undefined)).toContain('<title>Creative RP</title>');
    expect(headOf(config(), 'https://site.test', undefined)).toContain('<meta property="og:title" content="Creative RP" />');
  });

  it('carries the description, Open Graph tags with the absolute logo, the icon and the theme colour', () => {
    const head = headOf(config({ logoUrl: '/api/site/logo/abc.webp', accentColor: '#22d3ee' }), 'https://site.test/', 'Events');
    expect(head).toContain('<meta name="description" content="Creative RP: a creative-roleplay Garry&#39;s Mod community.');
    expect(head).toContain('<meta property="og:site_name" content="Creative RP" />');
    expect(head).toContain('<meta property="og:image" content="https://site.test/api/site/logo/abc.webp" />');
    expect(head).toContain('<link rel="icon" type="image/webp" href="/api/site/logo/abc.webp" />');
    expect(head).toContain('<meta name="theme-color" content="#22d3ee" />');
  });

  it('sets the accent as custom properties only for a chosen accent, with a label colour that reads on it', () => {
    expect(headOf(config(), 'https://site.test', undefined)).not.toContain('<style');
    const head = headOf(config({ accentColor: '#22d3ee' }), 'https://site.test', undefined);
    expect(head).toContain('<style id="site-accent">:root{--color-brand-600:#22d3ee;');
    expect(head).toContain('--color-on-accent:#07070d;');
    expect(headOf(config({ accentColor: 'red;}body{display:none' }), 'https://site.test', undefined)).not.toContain('<style');
  });

  it('escapes every value: a hostile name stays text', () => {
    const head = headOf(config({ name: `$' "x" <script>` }), 'https://site.test', `a</title>`);
    expect(head).toContain('<title>a&lt;/title&gt; · $&#39; &quot;x&quot; &lt;script&gt;</title>');
    expect(head.match(/<\/title>/g)).toHaveLength(1);
  });

  it("replaces the built page's title, description and icon by position", () => {
    const built =
      '<head><link rel="icon" type="image/svg+xml" href="/logo.svg" />\n<meta name="description" content="x" />\n<title>Creative RP</title>\n</head><body></body>';
    const html = withHead(withoutHeadTags(built), "<title>$' & $&</title>");
    expect(html).toBe("<head><title>$' & $&</title></head><body></body>");
  });
});
