/** The form editor's role slots and texts: no schemas, so a screen can show them without loading zod. */
export const discordRoleKeys = ['pending_review', 'pending_interview', 'accepted'] as const;

export const formAdminMessages = {
  titleAndQuestion: 'Please provide a title and at least one question for the survey/application.',
  questionText: 'Enter the question text',
  optionsNeeded: 'Add at least one option',
  optionLabel: 'Option labels cannot be empty',
  notFound: 'Application not found',
  deadlinePast: 'The deadline is in the past. Choose a later date and time, or turn the deadline off.',
  editedElsewhere: 'Someone else saved this form after you opened it. Copy anything you need, close the editor and open the form again to see their changes.',
} as const;

/** 'Application/Survey created successfully' → 'Survey created successfully' for a survey: the spec's
 * texts name both types; the screen names the one it is about. */
export function textForType(text: string, type: 'application' | 'survey'): string {
  return text
    .replace('Application/Survey', type === 'survey' ? 'Survey' : 'Application')
    .replace('survey/application', type === 'survey' ? 'survey' : 'application');
}
