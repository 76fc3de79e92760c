import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { InterviewAvailability } from '@crp/shared';
import { formatClockTime, formatDayName, zoneLabel } from '../../../lib/time-zones.ts';
import type { DecisionFields } from '../decision.ts';
import { slotChoices } from '../interview-slots.ts';
import { interviewDayName, interviewSlotName } from '../labels.ts';
import type { Clock } from '../decision.ts';
import { inputClass, textareaClass } from './field-styles.ts';

interface Props {
  availability: InterviewAvailability;
  requiresInterview: boolean;
  fields: DecisionFields;
  slot: string | null;
  clock: Clock;
  onSlot: (key: string, date: string, time: string) => void;
  onChange: (changes: Partial<DecisionFields>) => void;
}

/**
 * 'Schedule Interview' (admin-area §2.4): the applicant's offered slots as radios, each on the next
 * date of its weekday in the reviewer's zone, or a custom date and time; optional interview notes.
 */
export function ScheduleInterview({ availability, requiresInterview, fields, slot, clock, onSlot, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  // The dates are fixed when the block opens, so they do not shift while the reviewer reads.
  const [now] = useState(() => clock.now());
  const choices = useMemo(() => slotChoices(availability, now, clock.timeZone), [availability, now, clock.timeZone]);
  const zone = zoneLabel(clock.timeZone, now);
  return (
    <fieldset className="rounded-xl border border-purple-400/30 bg-purple-500/5 p-4">
      <legend className="px-1 text-base font-semibold text-purple-200">
        <Trans>Schedule Interview</Trans>
      </legend>
      <p className="text-xs text-slate-400">
        {requiresInterview ? (
          <Trans>
            Optional. Times are in your time zone: <span className="text-slate-300">{zone}</span>. This form requires an interview: without a time the applicant
            still moves to Pending Interview.
          </Trans>
        ) : (
          <Trans>
            Optional. Times are in your time zone: <span className="text-slate-300">{zone}</span>.
          </Trans>
        )}
      </p>

      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-200">
          <Trans>Applicant&apos;s available times</Trans>
        </legend>
        {choices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-400">
            <Trans>The applicant offered no interview times. Set a custom date and time below.</Trans>
          </p>
        ) : (
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {choices.map((choice) => {
              const checked = slot === choice.key;
              return (
                <label
                  key={choice.key}
                  className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-400 ${
                    checked ? 'border-purple-400/70 bg-purple-500/15 text-white' : 'border-surface-600 bg-surface-900 text-slate-200 hover:border-surface-500'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-slot`}
                    value={choice.key}
                    checked={checked}
                    onChange={() => onSlot(choice.key, choice.date, choice.time)}
                    className="mt-0.5 accent-purple-400"
                  />
                  <span>
                    <span className="block font-medium">
                      {interviewDayName(choice.day)} {interviewSlotName(choice.slot)}
                    </span>
                    <span className="block text-xs text-slate-400">
                      <Trans>
                        {formatDayName(choice.date)} at {formatClockTime(choice.time)}
                      </Trans>
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        )}
      </fieldset>

      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-200">
            <Trans>Interview Date</Trans>
          </label>
          <input id={`${id}-date`} type="date" value={fields.date} onChange={(e) => onChange({ date: e.target.value })} className={`mt-1 ${inputClass}`} />
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="block text-sm font-medium text-slate-200">
            <Trans>Interview Time</Trans>
          </label>
          <input id={`${id}-time`} type="time" value={fields.time} onChange={(e) => onChange({ time: e.target.value })} className={`mt-1 ${inputClass}`} />
        </div>
      </div>

      <div className="mt-4">
        <label htmlFor={`${id}-notes`} className="block text-sm font-medium text-slate-200">
          <Trans>Interview Notes</Trans>{' '}
          <span className="font-normal text-slate-400">
            <Trans>(optional)</Trans>
          </span>
        </label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={2000}
          value={fields.interviewNotes}
          placeholder={t`A meeting link or special instructions`}
          onChange={(e) => onChange({ interviewNotes: e.target.value })}
          className={`mt-1 ${textareaClass}`}
        />
      </div>
    </fieldset>
  );
}
