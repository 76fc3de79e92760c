import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { MyResponse } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { translate } from '../../../lib/i18n.ts';
import { canWithdraw, showsInterviewBox } from '../eligibility.ts';
import { InterviewBox } from './interview-box.tsx';
import { ResponseMessages } from './response-messages.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

interface ResponseEntryProps {
  response: MyResponse;
  onWithdraw: (response: MyResponse) => void;
}

export const responseTitle = (response: Pick<MyResponse, 'application'>): string => response.application?.title || translate(msg`Unknown Application`);

/** One of the person's responses: title, dates, status, review notes, interview, withdraw. */
export function ResponseEntry({ response, onWithdraw }: ResponseEntryProps) {
  const title = responseTitle(response);
  const titleId = useId();
  const submitted = formatDate(response.submittedAt || response.createdAt);
  const reviewed = formatDate(response.reviewedAt);
  return (
    <li className="rounded-xl border border-surface-700 bg-surface-900/60 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-white">
            {title}
          </h3>
          <p className="mt-1 text-sm text-slate-400">
            <Trans>Submitted: {submitted}</Trans>
            {response.reviewedAt ? (
              <span className="ml-4">
                <Trans>Reviewed: {reviewed}</Trans>
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <StatusBadge status={response.status} />
          {canWithdraw(response) ? (
            <Button variant="secondary" size="sm" onClick={() => onWithdraw(response)} aria-describedby={titleId}>
              <Trans>Withdraw</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      {response.application?.description ? <RichText html={response.application.description} clamp={2} className="mt-3 text-sm text-slate-300" /> : null}
      {response.reviewNotes ? (
        <div className="mt-4 rounded-xl border border-surface-600 bg-surface-800/70 p-4">
          <p className="text-sm font-semibold text-slate-200">
            <Trans>Review Notes:</Trans>
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-300">{response.reviewNotes}</p>
        </div>
      ) : null}
      {showsInterviewBox(response) ? <InterviewBox response={response} /> : null}
      {response.application?.type === 'application' ? <ResponseMessages response={response} /> : null}
    </li>
  );
}
