import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, useLocation, Link } from 'react-router';
import { displayNameOf } from '@crp/shared/roles';
import { paths, storePaths } from '../paths.ts';
import { startLogin, useLogout } from '../../features/auth/api.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { pageListQuery } from '../../features/pages/api.ts';
import { useSiteConfig } from '../../features/site/api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button, ExternalButtonLink } from '../../components/ui/button.tsx';
import { HighlightLast } from '../../components/ui/highlight-last.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { LanguagePicker } from '../../features/auth/components/language-picker.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-surface-700 text-white' : 'text-slate-300 hover:bg-surface-800 hover:text-white'}`;

export function Navbar() {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const { storeUrl, identity } = useSiteConfig();
  // Pages the admins placed in the navigation (D39), in position order (the server sorts them).
  const navPages = (useQuery(pageListQuery).data ?? []).filter((p) => p.placement === 'nav');
  const store = storePaths(storeUrl);
  const location = useLocation();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const onLogin = location.pathname === paths.login.path;

  const links = user ? (
    <>
      <a href={store.products} className={navLinkClass({ isActive: false })}>
        <Trans>Browse Store</Trans>
      </a>
      <NavLink to={paths.dashboard.href()} className={navLinkClass}>
        <Trans>Dashboard</Trans>
      </NavLink>
      <NavLink to={paths.applications.href()} className={navLinkClass}>
        <Trans>Applications</Trans>
      </NavLink>
      <NavLink to={paths.serverStatus.href()} className={navLinkClass}>
        <Trans>Server Status</Trans>
      </NavLink>
      {user.isAdmin ? (
        <NavLink to={paths.admin.dashboard.href()} end className={navLinkClass}>
          <Trans>Admin Dashboard</Trans>
        </NavLink>
      ) : null}
    </>
  ) : null;
  const pageLinks = navPages.map((p) => (
    <NavLink key={p.slug} to={p.path} className={navLinkClass}>
      {p.title}
    </NavLink>
  ));
  // The mobile menu always exists: below `sm` the language picker (D40) lives in it, not in the bar.
  const hasMenu = true;

  return (
    <header className="sticky top-0 z-30 border-b border-surface-700/80 bg-surface-950/85 backdrop-blur">
      <nav aria-label={t`Main`} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home.href()} className="flex items-center gap-3 rounded-lg">
          <Logo size={34} src={identity.logoUrl} />
          {/* On the narrowest phones the logo alone stands for the name (WCAG 1.4.10 reflow at 320 px). */}
          <span className="sr-only text-lg font-extrabold tracking-tight text-white min-[400px]:not-sr-only">
            <span data-site-name>
              <HighlightLast text={identity.name} className="text-brand-400" />
            </span>
          </span>
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {links}
          {pageLinks}
        </div>
        <div className="flex items-center gap-2">
          <LanguagePicker compact className="hidden sm:flex" />
          {loading ? null : user ? (
            <>
              <a href={store.cart} aria-label={t`Shopping cart`} className="rounded-lg p-2 text-slate-300 hover:bg-surface-800 hover:text-white">
                <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M3 3h2l.4 2M7 13h10l4-8H5.4M7 13L5.4 5M7 13l-2.3 2.3c-.6.6-.2 1.7.7 1.7H17m0 0a2 2 0 100 4 2 2 0 000-4zm-8 2a2 2 0 11-4 0 2 2 0 014 0z" />
                </svg>
              </a>
              <span className="hidden items-center gap-2 sm:flex" data-testid="nav-user">
                <Avatar user={user} size={32} />
                <span className="max-w-[10rem] truncate text-sm font-medium text-slate-100">{displayNameOf(user)}</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending} aria-label={t`Logout`}>
                <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M17 16l4-4m0 0l-4-4m4 4H7m6 4v1a3 3 0 01-3 3H6a3 3 0 01-3-3V7a3 3 0 013-3h4a3 3 0 013 3v1" />
                </svg>
              </Button>
            </>
          ) : onLogin ? null : (
            <ExternalButtonLink
              variant="discord"
              size="sm"
              href={paths.signInStart.href(location.pathname + location.search)}
              onClick={(e) => {
                e.preventDefault();
                startLogin(location.pathname + location.search);
              }}
            >
              <Trans>Login with Discord</Trans>
            </ExternalButtonLink>
          )}
          {hasMenu ? (
            <button
              type="button"
              className="rounded-lg p-2 text-slate-300 hover:bg-surface-800 lg:hidden"
              aria-expanded={open}
              aria-controls="mobile-nav"
              aria-label={t`Menu`}
              onClick={() => setOpen((v) => !v)}
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
          ) : null}
        </div>
      </nav>
      {hasMenu && open ? (
        <div id="mobile-nav" className="flex flex-col gap-1 border-t border-surface-700 px-4 py-3 lg:hidden" onClick={() => setOpen(false)}>
          {/* Choosing a language must not close the menu first (its clicks close it). */}
          <div className="sm:hidden" onClick={(e) => e.stopPropagation()}>
            <LanguagePicker className="px-3 py-2" />
          </div>
          {links}
          {pageLinks}
        </div>
      ) : null}
    </header>
  );
}
