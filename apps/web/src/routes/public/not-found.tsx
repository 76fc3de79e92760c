import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../components/ui/button.tsx';
import { paths } from '../../app/paths.ts';

export default function NotFoundPage() {
  return (
    <div className="flex flex-col items-center py-20 text-center">
      <p className="text-7xl font-black text-brand-500">404</p>
      <h1 className="mt-4 text-3xl font-bold text-white">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-3 text-slate-300">
        <Trans>Sorry, we couldn't find the page you're looking for.</Trans>
      </p>
      <ButtonLink to={paths.home.href()} className="mt-8">
        <Trans>Go back home</Trans>
      </ButtonLink>
    </div>
  );
}
