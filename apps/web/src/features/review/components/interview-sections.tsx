import { Trans, useLingui } from '@lingui/react/macro';
import type { InterviewAvailability, ResponseDetail } from '@crp/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatInterviewDate } from '../../../lib/dates.ts';
import { interviewDayName, interviewSlotName } from '../labels.ts';
import { Section } from './section.tsx';

/** 'Interview Availability': the applicant's days and slots (D10), or 'No availability provided'. */
export function AvailabilitySection({ availability }: { availability: InterviewAvailability }) {
  const { t } = useLingui();
  const days = availability.filter((d) => d.timeSlots.length > 0);
  return (
    <Section title={t`Interview Availability`}>
      {days.length === 0 ? (
        <p className="text-sm text-slate-400">
          <Trans>No availability provided</Trans>
        </p>
      ) : (
        <dl className="space-y-3">
          {days.map((day) => (
            <div key={day.day}>
              <dt className="text-sm font-semibold text-white">{interviewDayName(day.day)}</dt>
              <dd className="mt-1.5 flex flex-wrap gap-1.5">
                {day.timeSlots.map((slot) => (
                  <span key={slot} className="rounded-md border border-purple-400/30 bg-purple-500/10 px-2 py-0.5 text-xs font-medium text-purple-200">
                    {interviewSlotName(slot)}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

/** 'Scheduled Interview': when one is scheduled and dated; the time in the viewer's zone with its name (D11). */
export function ScheduledInterview({ response }: { response: Pick<ResponseDetail, 'interviewScheduled' | 'interviewDate' | 'interviewNotes'> }) {
  const { t } = useLingui();
  if (!response.interviewScheduled || !response.interviewDate) return null;
  return (
    <Section
      title={t`Scheduled Interview`}
      className="border-purple-400/40"
      actions={
        <Badge tone="purple">
          <Trans>Scheduled</Trans>
        </Badge>
      }
    >
      <p className="text-base font-semibold text-white">
        <time dateTime={response.interviewDate}>{formatInterviewDate(response.interviewDate)}</time>
      </p>
      {response.interviewNotes ? (
        <div className="mt-3">
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-400">
            <Trans>Interview Notes</Trans>
          </h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-200">{response.interviewNotes}</p>
        </div>
      ) : null}
    </Section>
  );
}
