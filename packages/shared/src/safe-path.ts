/**
 * Only same-site paths are followed after sign-in (server redirect and web returnTo alike): no scheme,
 * no host, no protocol-relative tricks. Returns the normalised path, or the fallback.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacters(value)) return fallback;
  try {
    const base = 'http://same-site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments normalise '/.//evil.com' or '/a/..//evil.com' into '//evil.com', which a browser
    // reads as another host: check the result, not only the input.
    return path.startsWith('//') ? fallback : path;
  } catch {
    return fallback;
  }
}

function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
