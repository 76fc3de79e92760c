/**
 * Constants and texts of forms and answers without zod, so player pages can use them without
 * loading every schema (decision 0013). applications.ts re-exports them with the schemas.
 */

// ---- Question types (D5) ----
export const questionTypes = ['short_text', 'long_text', 'dropdown', 'multiple_choice', 'single_choice', 'rating', 'date'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const choiceQuestionTypes = ['dropdown', 'multiple_choice', 'single_choice'] as const satisfies readonly QuestionType[];
export const isChoiceType = (type: QuestionType): boolean => (choiceQuestionTypes as readonly string[]).includes(type);

export const questionTypeLabels: Record<QuestionType, string> = {
  short_text: 'Short Text',
  long_text: 'Long Text',
  dropdown: 'Dropdown',
  multiple_choice: 'Multiple Choice',
  single_choice: 'Single Choice',
  rating: 'Rating',
  date: 'Date',
};

// ---- Limits (player-area §9, admin-area §9) ----
export const ratingMaxRange = { min: 3, max: 10, default: 5 } as const;

// ---- Interview availability (D10) ----
export const interviewDays = ['Wednesday', 'Friday'] as const;
export const interviewSlots = ['9-11 AM', '11 AM-1 PM', '1-3 PM', '3-5 PM', '5-7 PM', '7-9 PM', '9-11 PM'] as const;

// ---- Forms ----
export const formTypes = ['application', 'survey'] as const;
export type FormType = (typeof formTypes)[number];

/** The texts the server answers with, so the web app can show and test the same words. */
export const applicationMessages = {
  notFound: 'Application not found',
  closed: 'This application is closed',
  alreadySubmitted: 'You have already submitted this application',
  fixAnswers: 'Please fix the highlighted answers.',
  cannotWithdraw: 'This application can no longer be withdrawn',
  responseNotFound: 'Response not found',
  required: 'This field is required',
  chooseListed: 'Choose one of the listed options',
  chooseOne: 'Choose only one option',
  unknownQuestion: 'Unknown question',
  answeredTwice: 'This question was answered more than once',
  notAsked: 'This question was not asked: it only applies to other answers to an earlier question. Remove this answer.',
  notText: 'Answer must be text',
  badCharacter: 'Answer contains a character that is not allowed',
  realDate: 'Enter a real date as MM/DD/YYYY',
  wholeNumber: (max: number) => `Enter a whole number from 1 to ${max}`,
  tooLong: (max: number) => `Answer is too long (max ${max} characters)`,
  availabilityRequired: 'Choose at least one time slot when you can attend an interview',
  availabilityInvalid: 'Choose interview times from the listed days and time slots',
} as const;
