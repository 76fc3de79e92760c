import type { InterviewAvailability, ResponseDetail } from '@crp/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatInterviewDate } from '../../../lib/dates.ts';
import { Section } from './section.tsx';

/** 'Interview Availability': the applicant's days and slots (D10), or 'No availability provided'. */
export function AvailabilitySection({ availability }: { availability: InterviewAvailability }) {
  const days = availability.filter((d) => d.timeSlots.length > 0);
  return (
    <Section title="Interview Availability">
      {days.length === 0 ? (
        <p className="text-sm text-slate-400">No availability provided</p>
      ) : (
        <dl className="space-y-3">
          {days.map((day) => (
            <div key={day.day}>
              <dt className="text-sm font-semibold text-white">{day.day}</dt>
              <dd className="mt-1.5 flex flex-wrap gap-1.5">
                {day.timeSlots.map((slot) => (
                  <span key={slot} className="rounded-md border border-purple-400/30 bg-purple-500/10 px-2 py-0.5 text-xs font-medium text-purple-200">
                    {slot}
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
  if (!response.interviewScheduled || !response.interviewDate) return null;
  return (
    <Section title="Scheduled Interview" className="border-purple-400/40" actions={<Badge tone="purple">Scheduled</Badge>}>
      <p className="text-base font-semibold text-white">
        <time dateTime={response.interviewDate}>{formatInterviewDate(response.interviewDate)}</time>
      </p>
      {response.interviewNotes ? (
        <div className="mt-3">
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-400">Interview Notes</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-200">{response.interviewNotes}</p>
        </div>
      ) : null}
    </Section>
  );
}
