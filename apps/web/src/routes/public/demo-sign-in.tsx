import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@crp/shared/safe-path';
import { toast } from '../../components/ui/toast.ts';
import { useDemoLogin, type DemoRole } from '../../features/auth/account-mutations.ts';
import { useSiteConfig } from '../../features/site/api.ts';
import { Card, PageHeader } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { paths } from '../../app/paths.ts';

const choices: Array<{ role: DemoRole; title: string; text: string }> = [
  { role: 'member', title: 'Demo member', text: 'A regular player: browse, apply, see your dashboard.' },
  { role: 'reviewer', title: 'Demo reviewer', text: 'Staff who review applications: take them, decide and schedule interviews.' },
  { role: 'admin', title: 'Demo admin', text: 'Staff with every permission: manage servers, pages, forms and reviews.' },
];

/** Demo mode's sign-in (D16): reached from the same start URL as Discord sign-in. */
export default function DemoSignInPage() {
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
        onError: (err) => toast.error(errorMessage(err, 'Demo sign-in failed')),
      },
    );

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Demo sign-in" subtitle="No Discord application is configured. Choose a demo account to explore the site." />
      {loaded && !demoMode ? <p className="mb-6 text-red-300">Demo sign-in is turned off on this site.</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {choices.map((choice) => (
          <Card key={choice.role} className="flex flex-col">
            <h2 className="text-xl font-bold text-white">{choice.title}</h2>
            <p className="mt-2 flex-1 text-sm text-slate-300">{choice.text}</p>
            <button
              type="button"
              disabled={login.isPending}
              onClick={() => choose(choice.role)}
              className="mt-6 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-500 disabled:opacity-50"
            >
              Sign in as {choice.title.toLowerCase()}
            </button>
          </Card>
        ))}
      </div>
    </div>
  );
}
