import { Trans } from '@lingui/react/macro';
import type { MyResponse } from '@crp/shared';
import { formatInterviewDate } from '../../../lib/dates.ts';

/** The interview details of a response; callers decide whether to show it (showsInterviewBox). */
export function InterviewBox({ response }: { response: Pick<MyResponse, 'interviewDate' | 'interviewNotes'> }) {
  const when = formatInterviewDate(response.interviewDate);
  return (
    <div className="mt-4 rounded-xl border border-purple-400/30 bg-purple-500/10 p-4">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-purple-200">
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
          <path d="M5.75 2a.75.75 0 01.75.75V4h7V2.75a.75.75 0 011.5 0V4h.25A2.75 2.75 0 0118 6.75v8.5A2.75 2.75 0 0115.25 18H4.75A2.75 2.75 0 012 15.25v-8.5A2.75 2.75 0 014.75 4H5V2.75A.75.75 0 015.75 2zm-1 5.5c-.69 0-1.25.56-1.25 1.25v6.5c0 .69.56 1.25 1.25 1.25h10.5c.69 0 1.25-.56 1.25-1.25v-6.5c0-.69-.56-1.25-1.25-1.25H4.75z" />
        </svg>
        <Trans>Interview</Trans>
      </h4>
      <p className="mt-1 text-sm text-slate-100">{when || <Trans>Interview time will be communicated soon</Trans>}</p>
      {response.interviewNotes ? <p className="mt-2 whitespace-pre-line text-sm text-slate-300">{response.interviewNotes}</p> : null}
    </div>
  );
}
