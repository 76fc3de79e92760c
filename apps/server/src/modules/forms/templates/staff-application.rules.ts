import type { FormTemplate } from '@crp/shared';
import { ageRanges, pages, regions, yesNo } from './build.rules.ts';

export const staffApplication: FormTemplate = {
  key: 'staff-application',
  name: 'Staff Application',
  summary: 'Recruit moderators: who they are, their experience, past bans and how they would handle real situations, followed by an interview.',
  form: {
    type: 'application',
    title: 'Staff Application',
    description:
      '<p>Thank you for wanting to help run the community. Staff keep our servers fair and fun: they answer calls for help, handle rule breaks calmly and set an example in roleplay.</p><p>Answer honestly and in your own words. It takes about 15 minutes. If we would like to know you better, we invite you to a short voice interview on Discord.</p>',
    requirements:
      '<ul><li>You are at least 16 years old.</li><li>You have played on our servers for at least 20 hours.</li><li>You have no active ban and no warning in the last 30 days.</li><li>You can give at least 5 hours a week.</li></ul>',
    isActive: true,
    requiresInterview: true,
    enablePagination: true,
    questions: pages(
      [
        { id: 1, type: 'short_text', title: 'What is your in-game name?', placeholder: 'The name you play under' },
        {
          id: 2,
          type: 'short_text',
          title: 'Your Steam profile link or SteamID',
          placeholder: 'https://steamcommunity.com/id/… or STEAM_0:1:12345678',
          description: 'We use it to look up your playtime and history on our servers.',
        },
        { id: 3, type: 'dropdown', title: 'How old are you?', options: ageRanges },
        { id: 4, type: 'dropdown', title: 'Which region do you play from?', description: 'So we can balance staff across time zones.', options: regions },
        {
          id: 5,
          type: 'single_choice',
          title: 'How many hours a week can you give to staff duties?',
          options: [
            ['under-5', 'Less than 5 hours'],
            ['5-10', '5–10 hours'],
            ['10-20', '10–20 hours'],
            ['over-20', 'More than 20 hours'],
          ],
        },
      ],
      [
        { id: 6, type: 'single_choice', title: 'Have you been staff on a Garry’s Mod server before?', options: yesNo },
        {
          id: 7,
          type: 'long_text',
          title: 'Where were you staff, in what role, and why did you leave?',
          showIf: { questionId: 6, anyOf: ['yes'] },
        },
        { id: 8, type: 'single_choice', title: 'Have you ever been banned from one of our servers or our Discord?', options: yesNo },
        {
          id: 9,
          type: 'long_text',
          title: 'What were you banned for, and what has changed since?',
          description: 'Being banned once does not rule you out. Being open about it counts.',
          showIf: { questionId: 8, anyOf: ['yes'] },
        },
        {
          id: 10,
          type: 'multiple_choice',
          title: 'Which areas would you like to help with?',
          required: false,
          options: [
            ['moderation', 'In-game moderation'],
            ['discord', 'Discord support'],
            ['events', 'Running events'],
            ['building', 'Building and mapping'],
            ['onboarding', 'Helping new players'],
          ],
        },
        {
          id: 11,
          type: 'long_text',
          title: 'Describe an event you would like to run.',
          required: false,
          showIf: { questionId: 10, anyOf: ['events'] },
        },
      ],
      [
        {
          id: 12,
          type: 'rating',
          title: 'How well do you know our server rules?',
          description: '1 = I have skimmed them, 5 = I could teach them.',
          ratingMax: 5,
        },
        {
          id: 13,
          type: 'long_text',
          title: 'A player kills others at spawn without any roleplay reason, and two players ask you for help. What do you do, step by step?',
        },
        {
          id: 14,
          type: 'long_text',
          title: 'A friend of yours breaks a rule while you are on duty. How do you handle it?',
        },
        { id: 15, type: 'long_text', title: 'Why do you want to join the staff team, and what would you bring to it?' },
        { id: 16, type: 'long_text', title: 'Is there anything else you would like us to know?', required: false },
      ],
    ),
  },
};
