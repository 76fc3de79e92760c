import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import type { ResponseDetail } from '@crp/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localTimeZone } from '../../../lib/time-zones.ts';
import { useUpdateStatus } from '../api.ts';
import { buildDecision, decisionCopy, decisionFailed, emptyFields, successMessage, type Clock, type DecisionAction, type DecisionFields } from '../decision.ts';
import { textareaClass } from './field-styles.ts';
import { ScheduleInterview } from './schedule-interview.tsx';

export type { Clock };
const browserClock: Clock = { now: () => new Date(), timeZone: localTimeZone() };

interface Props {
  response: Pick<ResponseDetail, 'id' | 'status' | 'application' | 'availableTimeSlots'>;
  /** The open decision, or null when closed. */
  action: DecisionAction | null;
  onClose: () => void;
  clock?: Clock;
}

/**
 * The decision modal of admin-area §2.4: one optional notes field ('Interview Notes' or 'Reason'),
 * and for Accept the 'Schedule Interview' block. Cancel and closing clear every field.
 */
export function DecisionModal({ response, action, onClose, clock = browserClock }: Props) {
  const { t } = useLingui();
  const [fields, setFields] = useState<DecisionFields>(emptyFields);
  const [slot, setSlot] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useUpdateStatus(response.id);
  const copy = decisionCopy[action ?? 'accept'];
  const notesId = `decision-notes-${response.id}`;

  const close = () => {
    if (mutation.isPending) return;
    setFields(emptyFields);
    setSlot(null);
    setProblem(null);
    onClose();
  };

  const confirm = () => {
    if (!action) return;
    const built = buildDecision(action, fields, {
      current: response.status,
      requiresInterview: response.application?.requiresInterview ?? false,
      timeZone: clock.timeZone,
    });
    if ('error' in built) {
      setProblem(built.error);
      return;
    }
    setProblem(null);
    mutation.mutate(built.body, {
      onSuccess: (result) => {
        toast.success(successMessage(action, result));
        setFields(emptyFields);
        setSlot(null);
        onClose();
      },
      onError: (err) => toast.error(errorMessage(err, decisionFailed())),
    });
  };

  return (
    <ConfirmDialog
      open={action !== null}
      title={copy.title}
      confirmLabel={copy.confirmLabel}
      busyLabel={t`Saving...`}
      tone={copy.tone}
      size={action === 'accept' ? 'lg' : 'md'}
      busy={mutation.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <div className="space-y-5">
        <div>
          <label htmlFor={notesId} className="block text-sm font-medium text-slate-200">
            {copy.notesLabel}{' '}
            <span className="font-normal text-slate-400">
              <Trans>(optional)</Trans>
            </span>
          </label>
          <textarea
            id={notesId}
            rows={3}
            maxLength={2000}
            value={fields.notes}
            aria-describedby={`${notesId}-hint`}
            onChange={(e) => setFields((f) => ({ ...f, notes: e.target.value }))}
            className={`mt-1 ${textareaClass}`}
          />
          <p id={`${notesId}-hint`} className="mt-1 text-xs text-slate-400">
            {copy.notesHint}
          </p>
        </div>
        {action === 'accept' ? (
          <ScheduleInterview
            availability={response.availableTimeSlots}
            requiresInterview={response.application?.requiresInterview ?? false}
            fields={fields}
            slot={slot}
            clock={clock}
            onSlot={(key, date, time) => {
              setSlot(key);
              setProblem(null);
              setFields((f) => ({ ...f, date, time }));
            }}
            onChange={(changes) => {
              // Editing the date or time by hand clears the slot choice (admin-area §2.4).
              if ('date' in changes || 'time' in changes) setSlot(null);
              setProblem(null);
              setFields((f) => ({ ...f, ...changes }));
            }}
          />
        ) : null}
        {problem ? (
          <p role="alert" className="rounded-lg border border-red-400/30 bg-red-500/10 px-3 py-2 text-sm text-red-200">
            {problem}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
