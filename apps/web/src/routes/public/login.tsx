import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '../../lib/lingui.tsx';
import { useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@crp/shared/safe-path';
import { startLogin } from '../../features/auth/api.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { paths } from '../../app/paths.ts';
import { Redirect } from '../../components/ui/redirect.tsx';
import { LanguagePicker } from '../../features/auth/components/language-picker.tsx';
import { useSiteConfig } from '../../features/site/api.ts';

const signInErrors: Record<string, MessageDescriptor> = {
  denied: msg`Discord sign-in was cancelled. You can try again whenever you are ready.`,
  state: msg`Your sign-in attempt expired or was already used. Please try again.`,
  failed: msg`We could not sign you in with Discord. Please try again in a moment.`,
  inactive: msg`This account has been disabled. Please contact an administrator.`,
};

export default function LoginPage() {
  const { i18n } = useLingui();
  const { user, loading } = useAuth();
  const { identity } = useSiteConfig();
  const name = identity.name;
  const [params] = useSearchParams();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const returnTo = safeRedirectPath(params.get('returnTo'), safeRedirectPath(from, ''));
  const error = params.get('error');

  if (loading) return <LoadingBlock />;
  if (user) return <Redirect to={returnTo || paths.dashboard.href()} replace />;

  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10">
      <Card className="w-full text-center">
        <div className="flex justify-center">
          <Logo size={64} src={identity.logoUrl} />
        </div>
        <h1 className="mt-6 text-2xl font-extrabold text-white">
          {/* The spec's 'Welcome to Creative RP' with the built-in name; the community's own name otherwise (D38). */}
          <Trans>Welcome to {name}</Trans>
        </h1>
        <p className="mt-2 text-slate-300">
          <Trans>Please sign in with Discord to access the site</Trans>
        </p>
        {error ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200">
            {i18n._(signInErrors[error] ?? signInErrors.failed!)}
          </p>
        ) : null}
        <Button variant="discord" size="lg" className="mt-8 w-full" onClick={() => startLogin(returnTo || paths.home.href())}>
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
            <path d="M20.3 4.4A19.8 19.8 0 0015.4 3l-.6 1.3a18.4 18.4 0 00-5.6 0L8.6 3a19.7 19.7 0 00-4.9 1.4C.6 9 .0 13.6.3 18.1a19.9 19.9 0 006 3l1.3-2.1a13 13 0 01-2-1l.5-.4a14.2 14.2 0 0012.2 0l.5.4-2 1 1.3 2.1a19.9 19.9 0 006-3c.4-5.2-.8-9.7-3.8-13.7z" />
          </svg>
          <Trans>Continue with Discord</Trans>
        </Button>
        <p className="mt-4 text-xs text-slate-400">
          <Trans>We only read your Discord profile, e-mail and community roles.</Trans>
        </p>
        <LanguagePicker className="mt-6 justify-center" />
      </Card>
    </div>
  );
}
