import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ResponseDetail } from '@crp/shared';
import { paths } from '../../../app/paths.ts';
import { AdminPage, ArrowLeft } from '../../../components/ui/admin-page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { responseDetailQuery } from '../api.ts';
import { discordIdOf, formNameOf, personNameOf, statusOf } from '../display.ts';
import { statusName } from '../labels.ts';
import { AnswerList } from './answers.tsx';
import type { Clock } from './decision-modal.tsx';
import { DecisionPanel, isOpenStatus } from './decision-panel.tsx';
import { CollaborationTabs } from './collaboration-tabs.tsx';
import { DeliveryList } from './deliveries.tsx';
import { VotesPanel } from './votes-panel.tsx';
import { StaffPostPreview } from './staff-post-preview.tsx';
import { StatusTimeline } from './history.tsx';
import { AvailabilitySection, ScheduledInterview } from './interview-sections.tsx';
import { Field, Section } from './section.tsx';
import { ApplicantIdentityFields } from './applicant-identity.tsx';


function BackToResponses() {
  return (
    <ButtonLink to={paths.admin.responses.href()} variant="ghost" size="sm" className="-ml-3 mb-4">
      <ArrowLeft />
      <Trans>Back to Responses</Trans>
    </ButtonLink>
  );
}

/** Ids are positive 32-bit integers; anything else is simply not found (no request). */
export function parseResponseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The review screen (admin-area §2.3): /admin/application/{id} and /admin/applications/view/{id} (D2). */
export function ReviewScreen({ responseId, clock }: { responseId: string | undefined; clock?: Clock }) {
  const { t } = useLingui();
  const title = t`Application Review`;
  const id = parseResponseId(responseId);
  const detail = useQuery({ ...responseDetailQuery(id ?? 0), enabled: id !== null });

  if (id !== null && detail.isPending) {
    return (
      <AdminPage title={title} back={<BackToResponses />}>
        <LoadingBlock label={t`Loading application...`} />
      </AdminPage>
    );
  }
  if (id === null || detail.isError || !detail.data) {
    return (
      <AdminPage title={title} back={<BackToResponses />}>
        <EmptyState
          title={t`Application Not Found`}
          lines={[t`This response does not exist or could not be loaded. It may have been deleted together with its form.`]}
          action={
            <ButtonLink to={paths.admin.responses.href()} variant="secondary">
              <Trans>Back to Responses</Trans>
            </ButtonLink>
          }
        />
      </AdminPage>
    );
  }
  return <ReviewDetail response={detail.data} clock={clock} />;
}

function ReviewDetail({ response, clock }: { response: ResponseDetail; clock?: Clock }) {
  const { t } = useLingui();
  const open = isOpenStatus(response.status);
  const form = formNameOf(response);
  const person = personNameOf(response.user);
  return (
    <AdminPage
      title={t`Application Review`}
      subtitle={t`${form} from ${person}`}
      back={<BackToResponses />}
      actions={
        <span className="flex items-center gap-2 text-sm text-slate-300">
          <Trans>Status</Trans> <StatusBadge status={statusOf(response)} />
        </span>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Section title={t`Applicant Information`}>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field label={t`Discord Name`}>{personNameOf(response.user)}</Field>
              <Field label={t`Discord ID`}>
                <span className="font-mono">{discordIdOf(response.user)}</span>
              </Field>
              <Field label={t`Application Date`}>
                <time dateTime={response.submittedAt || response.createdAt}>{formatDateTime(response.submittedAt || response.createdAt)}</time>
              </Field>
              <Field label={t`Application Type`}>{formNameOf(response)}</Field>
              {response.user.username && response.user.username !== response.user.displayName ? <Field label={t`Username`}>{response.user.username}</Field> : null}
              <Field label={t`User ID`}>{response.user.id}</Field>
              <ApplicantIdentityFields response={response} />
            </dl>
          </Section>
          <Section title={t`Application Responses`}>
            <AnswerList answers={response.answers} />
          </Section>
        </div>
        <div className="space-y-6">
          <ScheduledInterview response={response} />
          {open ? <DecisionPanel response={response} clock={clock} /> : <ClosedDecision response={response} />}
          <VotesPanel response={response} />
          {/* D43 c: staff talk about an application stays with the other staff, also when the applicant is one of them. */}
          {response.isOwnResponse ? null : <CollaborationTabs response={response} />}
          {response.staffPost && !response.isOwnResponse ? <StaffPostPreview post={response.staffPost} /> : null}
          {response.type === 'application' || response.availableTimeSlots.length > 0 ? (
            <AvailabilitySection availability={response.availableTimeSlots} />
          ) : null}
          <Section title={t`Status History`}>
            <StatusTimeline history={response.history} />
          </Section>
          <Section title={t`Deliveries`}>
            <DeliveryList responseId={response.id} deliveries={response.deliveries} />
          </Section>
        </div>
      </div>
    </AdminPage>
  );
}

/** Accepted, rejected or withdrawn: no actions (§4.2), only what was decided and by whom. */
function ClosedDecision({ response }: { response: ResponseDetail }) {
  const { t } = useLingui();
  return (
    <Section title={t`Decision`}>
      <p className="text-sm text-slate-300">
        <ClosedSentence response={response} />
      </p>
      {response.reviewNotes ? (
        <div className="mt-4">
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-400">
            <Trans>Review Notes</Trans>
          </h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-200">{response.reviewNotes}</p>
        </div>
      ) : null}
    </Section>
  );
}

/** "This response is Accepted by Rhea on …. No further decisions can be made.": one sentence per case (who and when are known or not). */
function ClosedSentence({ response }: { response: ResponseDetail }) {
  const status = statusName(response.status);
  const reviewer = response.reviewedBy ? personNameOf(response.reviewedBy) : '';
  const when = response.reviewedAt ? formatDateTime(response.reviewedAt) : '';
  if (response.status === 'withdrawn') {
    return (
      <Trans>
        This response is <span className="font-semibold text-white">{status}</span> by the applicant. No further decisions can be made.
      </Trans>
    );
  }
  if (reviewer && when) {
    return (
      <Trans>
        This response is <span className="font-semibold text-white">{status}</span> by {reviewer} on {when}. No further decisions can be made.
      </Trans>
    );
  }
  if (reviewer) {
    return (
      <Trans>
        This response is <span className="font-semibold text-white">{status}</span> by {reviewer}. No further decisions can be made.
      </Trans>
    );
  }
  if (when) {
    return (
      <Trans>
        This response is <span className="font-semibold text-white">{status}</span> on {when}. No further decisions can be made.
      </Trans>
    );
  }
  return (
    <Trans>
      This response is <span className="font-semibold text-white">{status}</span>. No further decisions can be made.
    </Trans>
  );
}
