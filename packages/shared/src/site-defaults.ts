/**
 * Site identity (D38) without schemas: the shapes, today's texts as defaults, the limits and the
 * accent colour's contrast rule. The browser imports this by path (decision 0030); site.ts builds
 * the schemas from the same limits.
 */

export interface SiteIdentity {
  name: string;
  tagline: string;
  description: string;
  /** `#rrggbb`, at least 4.5:1 against the page background. */
  accentColor: string;
  /** The built-in mark (`/logo.svg`) or an uploaded logo's content-addressed path. */
  logoUrl: string;
  discordInviteUrl: string;
}
export interface TitledText {
  title: string;
  text: string;
}
export interface SiteLanding {
  hero: { eyebrow: string; title: string; text: string };
  /** `address` null: the first listed server's address. */
  connect: { address: string | null; steps: TitledText[] };
  expectations: Array<TitledText & { badge: string }>;
  rules: TitledText[];
}
export interface SiteFooter {
  text: string;
  links: Array<{ label: string; url: string }>;
}
export interface SiteSettings {
  identity: SiteIdentity;
  landing: SiteLanding;
  footer: SiteFooter;
}
export type SiteSection = keyof SiteSettings;
export const siteSections = ['identity', 'landing', 'footer'] as const satisfies readonly SiteSection[];

export const SITE_LIMITS = {
  name: 40,
  tagline: 80,
  description: 300,
  title: 80,
  text: 400,
  badge: 20,
  url: 500,
  steps: 8,
  expectations: 8,
  rules: 20,
  footerLinks: 12,
} as const;

/** The logo's limits: 512 KB, 1024×1024 px, PNG, JPEG or WebP. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_MAX_PIXELS = 1024;
export const BUILT_IN_LOGO = '/logo.svg';

/** The page background (`--color-surface-950` in apps/web/src/index.css). */
export const PAGE_BACKGROUND = '#07070d';
/** WCAG AA for text: the accent is used as text and as the primary buttons' colour. */
export const MIN_ACCENT_CONTRAST = 4.5;
/** The built-in violet (the primary buttons' hover shade, `--color-brand-500`); the built-in palette draws buttons one shade deeper. */
export const DEFAULT_ACCENT = '#8b5cf6';

export const defaultIdentity = (discordInviteUrl: string): SiteIdentity => ({
  name: 'Creative RP',
  tagline: 'A creative-roleplay community.',
  description: "Creative RP: a creative-roleplay Garry's Mod community. Rules, live server status, Workshop mods and applications.",
  accentColor: DEFAULT_ACCENT,
  logoUrl: BUILT_IN_LOGO,
  discordInviteUrl,
});

export const defaultLanding: SiteLanding = {
  hero: {
    eyebrow: "Garry's Mod creative roleplay",
    title: 'Welcome to Creative RP',
    text: 'A community server built around imagination: build without limits, start a faction, run a business or keep the peace. Jump in, meet the community and write your own story.',
  },
  connect: {
    address: null,
    steps: [
      { title: "Install Garry's Mod", text: 'Get it on Steam and launch it once.' },
      { title: 'Get the Workshop content', text: 'Subscribe to the server collection so props and models load.' },
      { title: 'Connect', text: 'Open the server browser or console and join the address above.' },
      { title: 'Join the community', text: 'Hop into our Discord and read the guidelines before you play.' },
    ],
  },
  expectations: [
    { title: 'No build limit', text: 'Build as big as your imagination on your own property.', badge: '' },
    { title: 'Creative roleplay', text: 'Your story, your character: businesses, families, rivalries.', badge: '' },
    { title: 'Faction focus', text: 'Found or join a faction and shape the map together.', badge: '' },
    { title: 'Police department', text: 'A whitelisted police force is on its way.', badge: 'In progress' },
  ],
  rules: [
    { title: 'No random killing', text: 'Never kill another player without a roleplay justification.' },
    { title: 'Intent to roleplay', text: 'Connect with the intent to roleplay, every time you join.' },
    { title: 'New life rule', text: 'After dying, wait five minutes before returning to the location of your death.' },
    { title: 'No metagaming', text: 'Never use outside information, such as chat apps, for an in-game advantage.' },
    { title: 'No harassment or trolling', text: 'Treat every player with respect, in-game and out.' },
    { title: 'Realistic fail and fear RP', text: 'Value your life and react realistically; a target holding a weapon may respond with force.' },
  ],
};

export const defaultFooter: SiteFooter = {
  text: 'Every purchase in our store helps fund and keep the servers running.',
  links: [],
};

export const defaultSiteSettings = (discordInviteUrl: string): SiteSettings => ({
  identity: defaultIdentity(discordInviteUrl),
  landing: defaultLanding,
  footer: defaultFooter,
});

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export const isHexColor = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);

/** The text colour that reads best on the accent (the primary buttons' label). */
export const textOnAccent = (accent: string): string =>
  contrastRatio(accent, '#ffffff') >= contrastRatio(accent, PAGE_BACKGROUND) ? '#ffffff' : PAGE_BACKGROUND;

/**
 * CSS custom properties for a chosen accent; none for the built-in one (the page then looks exactly
 * as the built-in palette draws it). Only `#rrggbb` values reach here (checked when saved).
 */
export function accentStyle(accent: string): string {
  if (!isHexColor(accent) || accent.toLowerCase() === DEFAULT_ACCENT) return '';
  const hex = accent.toLowerCase();
  return `--color-brand-600:${hex};--color-brand-500:color-mix(in srgb,${hex} 85%,#ffffff);--color-on-accent:${textOnAccent(hex)};`;
}

/** `https:` addresses only; `discordInvite` also demands discord.gg or discord.com/invite. */
export function httpsUrlProblem(value: string, discordInvite = false): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a full https:// address';
  }
  if (url.protocol !== 'https:') return 'must start with https://';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (discordInvite) {
    const host = url.hostname.toLowerCase();
    const invite = host === 'discord.gg' || ((host === 'discord.com' || host === 'www.discord.com') && url.pathname.startsWith('/invite/'));
    if (!invite) return 'must be a discord.gg or discord.com/invite link';
  }
  return null;
}
