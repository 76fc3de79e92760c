import { Trans } from '@lingui/react/macro';
import { interviewDays, interviewSlots } from '@crp/shared/form-constants';
import { answerMessageText } from '../answer-messages.ts';
import { dayLabel, slotLabel } from '../interview-labels.ts';
import type { Availability } from '../draft-storage.ts';

interface InterviewAvailabilityProps {
  value: Availability;
  onChange: (value: Availability) => void;
  error?: string;
}

/** Step 2: Wednesday and Friday × seven two-hour slots, several per day. */
export function InterviewAvailability({ value, onChange, error }: InterviewAvailabilityProps) {
  const toggle = (day: string, slot: string, checked: boolean) => {
    const current = value[day] ?? [];
    const next = checked ? [...current, slot] : current.filter((s) => s !== slot);
    onChange({ ...value, [day]: interviewSlots.filter((s) => next.includes(s)) });
  };
  return (
    <div>
      <p className="text-slate-300">
        <Trans>Select every time slot when you could attend an interview. You can pick several per day.</Trans>
      </p>
      <div className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-2">
        {interviewDays.map((day) => (
          <fieldset key={day} className={`rounded-xl border bg-surface-900/60 p-4 ${error ? 'border-red-500' : 'border-surface-700'}`}>
            <legend className="px-1 text-lg font-bold text-white">{dayLabel(day)}</legend>
            <div className="mt-1 grid grid-cols-2 gap-2">
              {interviewSlots.map((slot) => {
                const checked = value[day]?.includes(slot) ?? false;
                return (
                  <label
                    key={slot}
                    className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-400 ${
                      checked ? 'border-brand-400 bg-brand-600/25 text-white' : 'border-surface-600 bg-surface-800 text-slate-200 hover:bg-surface-700'
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-500"
                      checked={checked}
                      aria-label={`${dayLabel(day)} ${slotLabel(slot)}`}
                      onChange={(e) => toggle(day, slot, e.target.checked)}
                    />
                    {slotLabel(slot)}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-300">
          {answerMessageText(error)}
        </p>
      ) : null}
    </div>
  );
}
