import { decisionActionsIn, type DecisionAction } from '@crp/shared/lifecycle';
import type { DecisionRequest, ResponseDetail, ResponseStatus } from '@crp/shared';
import { msg } from '@lingui/core/macro';
import { translate } from '../../lib/i18n.ts';
import { zonedWallTimeToUtc } from '../../lib/time-zones.ts';

/** The four decisions of admin-area §2.4 / §4.2 (the lifecycle's, packages/shared/src/lifecycle.ts). */
export type { DecisionAction };

/** The clock a decision's interview times are read on (the browser's; tests give their own). */
export interface Clock {
  now: () => Date;
  timeZone: string;
}

export interface DecisionCopy {
  readonly title: string;
  readonly confirmLabel: string;
  /** 'Interview Notes' or 'Reason'. */
  readonly notesLabel: string;
  readonly notesHint: string;
  readonly buttonLabel: string;
  readonly tone: 'primary' | 'danger';
}

/** Each decision's words (in the active language, read when shown: D40) and tone. */
export const decisionCopy: Record<DecisionAction, DecisionCopy> = {
  pass: {
    get title() {
      return translate(msg`Interview Pass`);
    },
    get confirmLabel() {
      return translate(msg`Confirm Pass`);
    },
    get notesLabel() {
      return translate(msg`Interview Notes`);
    },
    get notesHint() {
      return translate(msg`How the interview went (optional; the applicant sees it).`);
    },
    get buttonLabel() {
      return translate(msg`Pass Interview`);
    },
    tone: 'primary',
  },
  fail: {
    get title() {
      return translate(msg`Interview Fail`);
    },
    get confirmLabel() {
      return translate(msg`Confirm Fail`);
    },
    get notesLabel() {
      return translate(msg`Interview Notes`);
    },
    get notesHint() {
      return translate(msg`Why the interview was not passed (optional; the applicant sees it).`);
    },
    get buttonLabel() {
      return translate(msg`Fail Interview`);
    },
    tone: 'danger',
  },
  accept: {
    get title() {
      return translate(msg`Accept Application`);
    },
    get confirmLabel() {
      return translate(msg`Confirm Accept`);
    },
    get notesLabel() {
      return translate(msg`Reason`);
    },
    get notesHint() {
      return translate(msg`Optional; the applicant sees it.`);
    },
    get buttonLabel() {
      return translate(msg`Accept`);
    },
    tone: 'primary',
  },
  reject: {
    get title() {
      return translate(msg`Reject Application`);
    },
    get confirmLabel() {
      return translate(msg`Confirm Reject`);
    },
    get notesLabel() {
      return translate(msg`Reason`);
    },
    get notesHint() {
      return translate(msg`Optional; the applicant sees it.`);
    },
    get buttonLabel() {
      return translate(msg`Reject`);
    },
    tone: 'danger',
  },
};

/** The decisions offered in a status (admin-area §4.2): none once a response is closed. */
export const actionsFor = (status: ResponseStatus): DecisionAction[] => decisionActionsIn(status);

/** The decision panel's heading: 'Interview Decision' while the interview is pending. */
export const decisionHeading = (status: ResponseStatus) =>
  status === 'pending_interview' ? translate(msg`Interview Decision`) : translate(msg`Application Decision`);

export interface DecisionFields {
  notes: string;
  /** The custom (or slot-filled) interview date 'YYYY-MM-DD' and time 'HH:mm' in `timeZone`. */
  date: string;
  time: string;
  interviewNotes: string;
}

export const emptyFields: DecisionFields = { notes: '', date: '', time: '', interviewNotes: '' };

/**
 * The PATCH body of a decision (D12/D23 as the spec's client sends it): pass → accepted, fail →
 * rejected; accept → pending_interview when a date and time were given or the form requires an
 * interview, else accepted. Returns an error text instead when the interview fields are half filled.
 */
export function buildDecision(
  action: DecisionAction,
  fields: DecisionFields,
  context: { current: ResponseStatus; requiresInterview: boolean; timeZone: string },
): { body: DecisionRequest } | { error: string } {
  const notes = fields.notes.trim() || null;
  const base = { reviewNotes: notes, expectedStatus: context.current };
  if (action === 'pass') return { body: { ...base, status: 'accepted' } };
  if (action === 'fail') return { body: { ...base, status: 'rejected' } };
  if (action === 'reject') return { body: { ...base, status: 'rejected' } };
  const date = fields.date.trim();
  const time = fields.time.trim();
  if (Boolean(date) !== Boolean(time)) return { error: translate(msg`Enter both a date and a time for the interview, or leave both empty.`) };
  const interviewNotes = fields.interviewNotes.trim() || null;
  if (!date) {
    return { body: { ...base, status: context.requiresInterview ? 'pending_interview' : 'accepted', interviewNotes } };
  }
  const interviewDate = zonedWallTimeToUtc(date, time, context.timeZone);
  if (!interviewDate) return { error: translate(msg`Enter a valid interview date and time.`) };
  return { body: { ...base, status: 'pending_interview', interviewDate, interviewNotes } };
}

/** The success toast of §4.2 for what actually happened (the server decides the resulting status). */
export function successMessage(action: DecisionAction, result: Pick<ResponseDetail, 'status' | 'interviewDate'>): string {
  if (action === 'pass') return translate(msg`Interview passed! Application accepted.`);
  if (action === 'fail') return translate(msg`Interview failed. Application rejected.`);
  if (action === 'reject') return translate(msg`Application rejected!`);
  if (result.status === 'pending_interview') {
    return result.interviewDate ? translate(msg`Application accepted and interview scheduled!`) : translate(msg`Application accepted! The applicant moves on to the interview.`);
  }
  return translate(msg`Application accepted!`);
}

/** The toast when a decision could not be saved (read when shown). */
export const decisionFailed = (): string => translate(msg`Failed to update application status. Please try again.`);
