import type { FormSummary, MyResponse } from '@crp/shared';
import { isBlocking, isWithdrawable } from '@crp/shared/lifecycle';

export interface ApplicationsListView {
  /** Applications the person may apply to (player-area §4 eligibility). */
  applications: FormSummary[];
  surveys: FormSummary[];
  /** Ids of surveys the person already answered: flagged 'Completed', never hidden. */
  completedSurveyIds: Set<number>;
  /** Applications exist, but the person holds a pending or accepted response to every one. */
  allApplicationsTaken: boolean;
}

/** Splits the public forms into the two sections and hides applications the person already holds
 * open or accepted; rejected and withdrawn ones can be applied to again (D9). */
export function applicationsListView(forms: readonly FormSummary[], mine: readonly Pick<MyResponse, 'applicationId' | 'status'>[]): ApplicationsListView {
  const blocked = new Set(mine.filter((response) => isBlocking(response.status)).map((response) => response.applicationId));
  const answered = new Set(mine.map((response) => response.applicationId));
  const allApplications = forms.filter((form) => form.type !== 'survey');
  const applications = allApplications.filter((form) => !blocked.has(form.id));
  const surveys = forms.filter((form) => form.type === 'survey');
  return {
    applications,
    surveys,
    completedSurveyIds: new Set(surveys.filter((survey) => answered.has(survey.id)).map((survey) => survey.id)),
    allApplicationsTaken: allApplications.length > 0 && applications.length === 0,
  };
}

/** The interview box (player-area §2 Dashboard): an interview is scheduled with a date, or the
 * response waits for one, and the person has not been accepted yet. */
export function showsInterviewBox(response: Pick<MyResponse, 'status' | 'interviewScheduled' | 'interviewDate'>): boolean {
  const waiting = (response.interviewScheduled && Boolean(response.interviewDate)) || response.status === 'pending_interview';
  return waiting && response.status !== 'accepted';
}

export const canWithdraw = (response: Pick<MyResponse, 'status'>): boolean => isWithdrawable(response.status);
