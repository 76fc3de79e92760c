/** Discord webhook addresses carry a token in their path: staff see the address without it. */
export function describeWebhookTarget(url: string): string {
  try {
    const parsed = new URL(url);
    const discord = /^(\/api(?:\/v\d+)?\/webhooks\/\d+\/)[^/]+/.exec(parsed.pathname);
    if (discord) return `${parsed.origin}${discord[1]}…`;
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return 'invalid address';
  }
}
