import type { FormTemplate } from '@crp/shared';
import { ageRanges, pages } from './build.rules.ts';

export const whitelistApplication: FormTemplate = {
  key: 'whitelist-application',
  name: 'Whitelist Application',
  summary: 'Gate whitelisted jobs (police, medics, government, factions): one question set per role, a character backstory and the rules agreement.',
  form: {
    type: 'application',
    title: 'Whitelist Application',
    description:
      '<p>Whitelisted roles carry the city’s stories, so we ask a little more of the people who play them. Choose the role you are applying for and answer the questions about it.</p><p>Write in your own words; a few honest sentences beat a copied essay.</p>',
    requirements:
      '<ul><li>You have played on our servers for at least 10 hours.</li><li>You have read the whitelist rules for the role you apply for.</li><li>You have no active warning.</li></ul>',
    isActive: true,
    requiresInterview: false,
    enablePagination: true,
    questions: pages(
      [
        { id: 1, type: 'short_text', title: 'What is your in-game name?' },
        { id: 2, type: 'short_text', title: 'Your Steam profile link or SteamID', placeholder: 'https://steamcommunity.com/id/… or STEAM_0:1:12345678' },
        { id: 3, type: 'dropdown', title: 'How old are you?', options: ageRanges },
        {
          id: 4,
          type: 'single_choice',
          title: 'How much roleplay experience do you have on Garry’s Mod?',
          options: [
            ['new', 'I am new to roleplay'],
            ['some', 'A few months'],
            ['experienced', 'More than a year'],
          ],
        },
        {
          id: 5,
          type: 'single_choice',
          title: 'Which whitelisted role are you applying for?',
          options: [
            ['police', 'Police'],
            ['medic', 'Paramedics'],
            ['government', 'Government'],
            ['faction', 'Criminal faction'],
          ],
        },
      ],
      [
        {
          id: 6,
          type: 'long_text',
          title: 'Police: you pull over a car that then speeds off. Describe, step by step, how you roleplay the situation.',
          showIf: { questionId: 5, anyOf: ['police'] },
        },
        {
          id: 7,
          type: 'long_text',
          title: 'Paramedics: you arrive at a shooting with three injured people. How do you roleplay the scene?',
          showIf: { questionId: 5, anyOf: ['medic'] },
        },
        {
          id: 8,
          type: 'long_text',
          title: 'Government: which law would you propose first, and how would you bring it into roleplay?',
          showIf: { questionId: 5, anyOf: ['government'] },
        },
        {
          id: 9,
          type: 'long_text',
          title: 'Criminal faction: describe your faction, its goals and how it creates roleplay for others.',
          showIf: { questionId: 5, anyOf: ['faction'] },
        },
        {
          id: 10,
          type: 'long_text',
          title: 'Your character’s backstory',
          description: 'Who are they, where do they come from, and what do they want?',
        },
        {
          id: 11,
          type: 'rating',
          title: 'How comfortable are you with serious, slow-paced roleplay?',
          description: '1 = not at all, 10 = it is what I play for.',
          ratingMax: 10,
        },
        {
          id: 12,
          type: 'single_choice',
          title: 'Have you read the whitelist rules, and do you agree to follow them?',
          options: [['agree', 'Yes, I have read them and agree']],
        },
      ],
    ),
  },
};
