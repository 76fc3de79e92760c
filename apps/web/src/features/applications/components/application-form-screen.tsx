import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { isBlocking } from '@crp/shared/lifecycle';
import { paths } from '../../../app/paths.ts';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formDefinitionQuery, submissionStatusQuery } from '../api.ts';
import { ApplicationForm } from './application-form.tsx';
import { Redirect } from '../../../components/ui/redirect.tsx';

// Only a member who may not apply sees it: out of the form's first load (decision 0013).
const NotEligibleState = lazy(() => import('./eligibility-notice.tsx').then((m) => ({ default: m.NotEligibleState })));
// The same for the form's other dead ends (no form, a form already answered): out of its first load (decision 0038).
const states = () => import('./form-states.tsx');
const NoSlugState = lazy(() => states().then((m) => ({ default: m.NoSlugState })));
const NotFoundState = lazy(() => states().then((m) => ({ default: m.NotFoundState })));
const AlreadySubmittedState = lazy(() => states().then((m) => ({ default: m.AlreadySubmittedState })));
const DebugInfoState = lazy(() => states().then((m) => ({ default: m.DebugInfoState })));
function Loading() {
  const { t } = useLingui();
  return <LoadingBlock label={t`Loading application...`} />;
}
const loading = <Loading />;

interface ApplicationFormScreenProps {
  slug: string | undefined;
  /** The signed-in person: their drafts are kept apart from anyone else's on this browser. */
  discordId: string;
}

/** Every state of /application-form/{slug} (player-area §2 and §4). */
export function ApplicationFormScreen({ slug, discordId }: ApplicationFormScreenProps) {
  return <Suspense fallback={loading}>{slug ? <LoadedForm slug={slug} discordId={discordId} /> : <NoSlugState />}</Suspense>;
}

function LoadedForm({ slug, discordId }: { slug: string; discordId: string }) {
  const definition = useQuery(formDefinitionQuery(slug));
  const status = useQuery(submissionStatusQuery(slug));

  if (definition.error instanceof ApiRequestError && definition.error.status === 404) {
    return <Redirect to={paths.applications.href()} replace />;
  }
  if (definition.isPending || status.isPending) return loading;
  // Other failures are only logged (player-area §8); the person gets a way back.
  if (!definition.data) return <NotFoundState />;
  const form = definition.data;
  if (!form.title?.trim()) return <DebugInfoState definition={form} slug={slug} />;

  // A failed status check counts as "never answered". Surveys can always be taken again (D9).
  const latest = status.data?.status;
  const alreadySubmitted = form.type !== 'survey' && latest !== undefined && isBlocking(latest);
  if (alreadySubmitted) return <AlreadySubmittedState title={form.title} />;
  // D34: told before anyone starts, with the reasons and from when.
  if (form.isOpen && form.eligibility && !form.eligibility.eligible) {
    return <NotEligibleState title={form.title} eligibility={form.eligibility} />;
  }
  const reapplyingAfter = form.type !== 'survey' && (latest === 'rejected' || latest === 'withdrawn') ? latest : null;

  return <ApplicationForm key={slug} definition={form} discordId={discordId} reapplyingAfter={reapplyingAfter} />;
}
