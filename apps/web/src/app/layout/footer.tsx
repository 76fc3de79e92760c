import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { paths, storePaths } from '../paths.ts';
import { pageListQuery } from '../../features/pages/api.ts';
import { useSiteConfig } from '../../features/site/api.ts';
import { HighlightLast } from '../../components/ui/highlight-last.tsx';
import { useSiteTitle } from '../../components/ui/page-title.ts';
import { useSiteText } from '../../features/pages/site-texts.ts';

const linkClass = 'text-sm text-slate-300 hover:text-white';

export function Footer() {
  const { t } = useLingui();
  const { storeUrl, discordInviteUrl, identity, footer } = useSiteConfig();
  const text = useSiteText();
  const store = storePaths(storeUrl);
  // Pages the admins placed in the footer (D39), in position order; the built-in two keep their place below.
  const footerPages = (useQuery(pageListQuery).data ?? []).filter((p) => p.placement === 'footer' && !p.builtIn);
  // The tab follows the site's name (D38); the server wrote the first page's whole title.
  useSiteTitle(identity.name, useLocation().pathname);
  const year = new Date().getFullYear();
  const name = identity.name;
  return (
    <footer className="mt-20 border-t border-surface-700 bg-surface-900/80">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold break-words text-white">
            <span data-site-name>
              <HighlightLast text={identity.name} className="text-brand-400" />
            </span>
          </p>
          <p className="mt-3 text-sm whitespace-pre-line break-words text-slate-300">{[identity.tagline, footer.text].filter(Boolean).map(text).join(' ')}</p>
          <a
            href={discordInviteUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Join our Discord community`}
            className="mt-4 inline-flex rounded-lg p-2 text-slate-300 hover:bg-surface-800 hover:text-[#8c95ff]"
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor" aria-hidden="true">
              <path d="M20.3 4.4A19.8 19.8 0 0015.4 3l-.6 1.3a18.4 18.4 0 00-5.6 0L8.6 3a19.7 19.7 0 00-4.9 1.4C.6 9 .0 13.6.3 18.1a19.9 19.9 0 006 3l1.3-2.1a13 13 0 01-2-1l.5-.4a14.2 14.2 0 0012.2 0l.5.4-2 1 1.3 2.1a19.9 19.9 0 006-3c.4-5.2-.8-9.7-3.8-13.7zM8.5 15.4c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4zm7 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4z" />
            </svg>
          </a>
        </div>
        <nav aria-label={t`Store`}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-200">
            <Trans>Store</Trans>
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a className={linkClass} href={store.products}>
                <Trans>Browse Products</Trans>
              </a>
            </li>
            <li>
              <a className={linkClass} href={store.cart}>
                <Trans>Shopping Cart</Trans>
              </a>
            </li>
            <li>
              <a className={linkClass} href={store.orders}>
                <Trans>Order History</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={identity.name || t`Site`}>
          <h2 className="text-sm font-semibold uppercase tracking-wider break-words text-slate-200">{identity.name}</h2>
          <ul className="mt-4 space-y-2">
            <li>
              <Link className={linkClass} to={paths.serverStatus.href()}>
                <Trans>Server Status</Trans>
              </Link>
            </li>
            <li>
              <a className={linkClass} href={paths.serverMods.href(1)} target="_blank" rel="noopener noreferrer">
                <Trans>Workshop Mods</Trans>
              </a>
            </li>
            {footerPages.map((p) => (
              <li key={p.slug}>
                <Link className={linkClass} to={p.path}>
                  {p.title}
                </Link>
              </li>
            ))}
            {footer.links.map((link, i) => (
              <li key={i}>
                <a className={linkClass} href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t`Support`}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-200">
            <Trans>Support</Trans>
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a className={linkClass} href={discordInviteUrl} target="_blank" rel="noopener noreferrer">
                <Trans>Contact Us</Trans>
              </a>
            </li>
            <li>
              <Link className={linkClass} to={paths.guidelines.href()}>
                <Trans>Server Guidelines</Trans>
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.donationTos.href()}>
                <Trans>Terms Of Service</Trans>
              </Link>
            </li>
            <li>
              <a className={linkClass} href={store.privacy}>
                <Trans>Privacy Policy</Trans>
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-surface-700 py-6 text-center text-sm text-slate-400">
        <Trans>
          © {year} {name}. All rights reserved. Purchases fund our servers.
        </Trans>
      </div>
    </footer>
  );
}
