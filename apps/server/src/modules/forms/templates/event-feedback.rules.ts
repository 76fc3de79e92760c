import type { FormTemplate } from '@crp/shared';
import { pages } from './build.rules.ts';

export const eventFeedback: FormTemplate = {
  key: 'event-feedback',
  name: 'Event Feedback',
  summary: 'A short survey after an event: what players enjoyed, what went wrong for them and whether they will come back.',
  form: {
    type: 'survey',
    title: 'Event Feedback',
    description: '<p>Thank you for joining our event! Tell us how it went; it takes two minutes and helps us plan the next one.</p>',
    requirements: null,
    isActive: true,
    requiresInterview: false,
    enablePagination: false,
    questions: pages([
      {
        id: 1,
        type: 'dropdown',
        title: 'Which event did you take part in?',
        options: [
          ['weekly', 'Weekly community event'],
          ['holiday', 'Holiday special'],
          ['tournament', 'Tournament'],
          ['other', 'Another event'],
        ],
      },
      { id: 2, type: 'rating', title: 'Overall, how much did you enjoy it?', description: '1 = not at all, 5 = loved it.', ratingMax: 5 },
      {
        id: 3,
        type: 'multiple_choice',
        title: 'What did you enjoy most?',
        required: false,
        options: [
          ['story', 'The story'],
          ['hosts', 'The staff hosting it'],
          ['prizes', 'The prizes'],
          ['friends', 'Playing with friends'],
          ['organisation', 'How well it was organised'],
        ],
      },
      {
        id: 4,
        type: 'single_choice',
        title: 'Did anything go wrong for you during the event?',
        options: [
          ['no', 'No, everything worked'],
          ['yes', 'Yes'],
        ],
      },
      {
        id: 5,
        type: 'long_text',
        title: 'What went wrong?',
        description: 'Lag, bugs, rule breaks, unclear instructions… anything helps.',
        showIf: { questionId: 4, anyOf: ['yes'] },
      },
      {
        id: 6,
        type: 'single_choice',
        title: 'Will you join our next event?',
        options: [
          ['yes', 'Yes'],
          ['maybe', 'Maybe'],
          ['no', 'No'],
        ],
      },
      {
        id: 7,
        type: 'long_text',
        title: 'What would make you want to come?',
        required: false,
        showIf: { questionId: 6, anyOf: ['maybe', 'no'] },
      },
      { id: 8, type: 'long_text', title: 'Any ideas for future events?', required: false },
    ]),
  },
};
