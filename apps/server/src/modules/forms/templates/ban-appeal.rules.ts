import type { FormTemplate } from '@crp/shared';
import { pages, yesNo } from './build.rules.ts';

export const banAppeal: FormTemplate = {
  key: 'ban-appeal',
  name: 'Ban Appeal',
  summary: 'Let banned players ask for a second look: the ban’s details, then either why it was a mistake (with evidence) or what they have learned.',
  form: {
    type: 'application',
    title: 'Ban Appeal',
    description:
      '<p>If you think your ban was a mistake, or you have learned from it, tell us here. A staff member who did not issue the ban reads every appeal.</p><p>Be honest and polite: appeals that blame others or leave things out are declined. You will hear back on Discord, usually within a week.</p>',
    requirements:
      '<ul><li>Wait at least 7 days after the ban before appealing.</li><li>Send one appeal per ban; asking again before we answer does not speed it up.</li></ul>',
    isActive: true,
    requiresInterview: false,
    enablePagination: true,
    questions: pages(
      [
        { id: 1, type: 'short_text', title: 'What is your in-game name?', placeholder: 'The name you played under when you were banned' },
        { id: 2, type: 'short_text', title: 'Your SteamID', placeholder: 'STEAM_0:1:12345678', description: 'Type status in the game console to see it.' },
        {
          id: 3,
          type: 'dropdown',
          title: 'Where were you banned?',
          options: [
            ['roleplay', 'Main roleplay server'],
            ['event', 'Event server'],
            ['discord', 'Our Discord'],
            ['other', 'Somewhere else'],
          ],
        },
        { id: 4, type: 'date', title: 'When were you banned?', required: false, description: 'An approximate date is fine.' },
        { id: 5, type: 'short_text', title: 'The ban reason you were shown', placeholder: 'For example: RDM, Fail RP, Exploiting' },
        { id: 6, type: 'short_text', title: 'The staff member who banned you, if you know', required: false },
      ],
      [
        {
          id: 7,
          type: 'single_choice',
          title: 'Do you think the ban was a mistake?',
          options: [
            ['mistake', 'Yes, I did not break the rule'],
            ['partly', 'Partly: I broke a rule, but the ban is too harsh'],
            ['deserved', 'No, I broke the rule'],
          ],
        },
        {
          id: 8,
          type: 'long_text',
          title: 'Tell us what happened, and why the ban is wrong or too harsh.',
          showIf: { questionId: 7, anyOf: ['mistake', 'partly'] },
        },
        {
          id: 9,
          type: 'single_choice',
          title: 'Do you have evidence, such as a video or screenshots?',
          options: yesNo,
          showIf: { questionId: 7, anyOf: ['mistake', 'partly'] },
        },
        {
          id: 10,
          type: 'long_text',
          title: 'Links to your evidence',
          placeholder: 'One link per line (YouTube, Medal, Imgur, …)',
          showIf: { questionId: 9, anyOf: ['yes'] },
        },
        {
          id: 11,
          type: 'long_text',
          title: 'What have you learned, and what will you do differently?',
          showIf: { questionId: 7, anyOf: ['partly', 'deserved'] },
        },
      ],
      [
        { id: 12, type: 'single_choice', title: 'Have you been banned on our servers before this ban?', options: yesNo },
        { id: 13, type: 'long_text', title: 'How many times, and what for?', showIf: { questionId: 12, anyOf: ['yes'] } },
        { id: 14, type: 'long_text', title: 'Anything else the staff team should know?', required: false },
      ],
    ),
  },
};
