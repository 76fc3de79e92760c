import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import type { MessageDescriptor } from '../../lib/lingui.tsx';
import { translate } from '../../lib/i18n.ts';
import { safeRedirectPath } from '@crp/shared/safe-path';
import { toast } from '../../components/ui/toast.ts';
import { useDemoLogin, type DemoRole } from '../../features/auth/account-mutations.ts';
import { useSiteConfig } from '../../features/site/api.ts';
import { Card, PageHeader } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { paths } from '../../app/paths.ts';

const choices: Array<{ role: DemoRole; title: MessageDescriptor; text: MessageDescriptor; action: MessageDescriptor }> = [
  { role: 'member', title: msg`Demo member`, text: msg`A regular player: browse, apply, see your dashboard.`, action: msg`Sign in as demo member` },
  {
    role: 'reviewer',
    title: msg`Demo reviewer`,
    text: msg`Staff who review applications: take them, decide and schedule interviews.`,
    action: msg`Sign in as demo reviewer`,
  },
  {
    role: 'admin',
    title: msg`Demo admin`,
    text: msg`Staff with every permission: manage servers, pages, forms and reviews.`,
    action: msg`Sign in as demo admin`,
  },
];

/** Demo mode's sign-in (D16): reached from the same start URL as Discord sign-in. */
export default function DemoSignInPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { demoMode, loaded } = useSiteConfig();
  const login = useDemoLogin();
  const redirect = safeRedirectPath(params.get('redirect'), paths.home.href());

  const choose = (role: DemoRole) =>
    login.mutate(
      { role, redirect },
      {
        onSuccess: (result) => navigate(result.redirect, { replace: true }),
        onError: (err) => toast.error(errorMessage(err, t`Demo sign-in failed`)),
      },
    );

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t`Demo sign-in`} subtitle={t`No Discord application is configured. Choose a demo account to explore the site.`} />
      {loaded && !demoMode ? (
        <p className="mb-6 text-red-300">
          <Trans>Demo sign-in is turned off on this site.</Trans>
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {choices.map((choice) => (
          <Card key={choice.role} className="flex flex-col">
            <h2 className="text-xl font-bold text-white">{translate(choice.title)}</h2>
            <p className="mt-2 flex-1 text-sm text-slate-300">{translate(choice.text)}</p>
            <button
              type="button"
              disabled={login.isPending}
              onClick={() => choose(choice.role)}
              className="mt-6 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-500 disabled:opacity-50"
            >
              {translate(choice.action)}
            </button>
          </Card>
        ))}
      </div>
    </div>
  );
}
