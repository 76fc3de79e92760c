import { msg } from '@lingui/core/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../paths.ts';
import { translate } from '../../lib/i18n.ts';

/**
 * 'Something went wrong' with the error text, the stack, and a way home. In the page's language without
 * React context (`translate`): the last screen must show even when what failed is around the app.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error && error.stack ? error.stack : translate(msg`No stack trace available`);
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-surface-950 p-6">
      <div className="w-full max-w-2xl rounded-2xl border border-red-500/40 bg-surface-850 p-8 shadow-2xl">
        <h1 className="text-2xl font-bold text-white">
          {translate(msg`Something went wrong`)}
        </h1>
        <p className="mt-3 text-red-300">{message}</p>
        <pre className="mt-4 max-h-64 overflow-auto rounded-lg bg-surface-950 p-4 text-xs text-slate-300">{stack}</pre>
        {/* A full page load: the app state that failed is thrown away. */}
        <a href={paths.home.href()} className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-500">
          {translate(msg`Go Home`)}
        </a>
      </div>
    </div>
  );
}
