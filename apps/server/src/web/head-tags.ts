import { accentStyle, type SiteConfig } from '@crp/shared';

/**
 * The head of every page from the site's settings (D38): title, description, Open Graph, theme
 * colour and the accent as CSS custom properties, so the first paint already wears them and no
 * script is needed. Every value is escaped; the page is assembled by position (see web-app.ts).
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function headOf(config: SiteConfig, publicUrl: string, pageTitle: string | undefined): string {
  const { name, description, accentColor, logoUrl } = config.identity;
  const title = pageTitle && pageTitle !== name ? `${pageTitle} · ${name}` : name;
  const image = new URL(logoUrl, publicUrl).href;
  const style = accentStyle(accentColor);
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const iconType = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }[logoUrl.split('.').pop() ?? ''] ?? 'image/png';
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="icon" type="${iconType}" href="${escapeHtml(logoUrl)}" />`,
    meta('name', 'description', description),
    meta('property', 'og:site_name', name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('name', 'theme-color', accentColor),
    // Only #rrggbb values reach the style (checked when saved; accentStyle checks again).
    style ? `<style id="site-accent">:root{${style}}</style>` : '',
  ].join('');
}

/** The built page's own <title>, description and icon go: the site's take their place. */
export function withoutHeadTags(html: string): string {
  let out = html;
  for (const pattern of [/<title>[\s\S]*?<\/title>\s*/, /<meta name="description"[^>]*>\s*/, /<link rel="icon"[^>]*>\s*/]) {
    const match = pattern.exec(out);
    if (match) out = out.slice(0, match.index) + out.slice(match.index + match[0].length);
  }
  return out;
}

/** `head` put before `</head>`, by position. */
export function withHead(html: string, head: string): string {
  const at = html.indexOf('</head>');
  return at < 0 ? html : html.slice(0, at) + head + html.slice(at);
}
