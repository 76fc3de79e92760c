import type { FormSave } from '@crp/shared';
import type { AppContext } from '../context.ts';
import { toFormDraft } from '../modules/forms/index.ts';
import { findFormBySlug } from '../modules/forms/index.ts';
import { createForm } from '../modules/forms/index.ts';

const opts = (...pairs: Array<[string, string]>) => pairs.map(([id, label]) => ({ id, label }));

/** Demo mode's forms (D16): every question type, a 3-page interview application, a single-page one with requirements, a survey. */
export const demoForms: Array<{ slug: string; form: FormSave }> = [
  {
    slug: 'staff-application',
    form: {
      type: 'application',
      title: 'Staff Application',
      description:
        '<p>Help keep our Creative RP community fun, fair and welcoming. Staff members handle player reports, run events and guide new players through their first days on the server.</p><p>Shortlisted applicants are invited to a short voice interview on Discord.</p>',
      requiresInterview: true,
      // Posted for review from Discord (D32); demo mode posts nothing and the review screen shows the preview.
      staffChannelId: '900000000000000500',
      enablePagination: true,
      questions: [
        { pageNumber: 1, type: 'short_text', question: 'What is your in-game name?', required: true, placeholder: "e.g. Marcus 'Sparks' Hale" },
        { pageNumber: 1, type: 'short_text', question: 'What is your Steam profile link?', required: true, placeholder: 'https://steamcommunity.com/id/…' },
        { pageNumber: 1, type: 'date', question: 'When did you first join our servers?', required: true, description: 'A rough date is fine (MM/DD/YYYY).' },
        {
          pageNumber: 1,
          type: 'dropdown',
          question: 'Which time zone do you usually play in?',
          required: true,
          options: opts(
            ['tz-pacific', 'Pacific (UTC-8)'],
            ['tz-eastern', 'Eastern (UTC-5)'],
            ['tz-uk', 'United Kingdom (UTC+0)'],
            ['tz-cet', 'Central Europe (UTC+1)'],
            ['tz-aest', 'Australia East (UTC+10)'],
            ['tz-other', 'Somewhere else'],
          ),
        },
        {
          pageNumber: 2,
          type: 'single_choice',
          question: "Have you been staff on another Garry's Mod server before?",
          required: true,
          options: opts(['yes', 'Yes'], ['no', 'No']),
        },
        {
          pageNumber: 2,
          type: 'long_text',
          question: 'Tell us about your moderation or community experience.',
          required: true,
          placeholder: 'Servers, Discord communities, roles you held…',
        },
        {
          pageNumber: 2,
          type: 'multiple_choice',
          question: 'Which areas would you like to help with?',
          required: true,
          options: opts(
            ['tickets', 'Player reports and tickets'],
            ['events', 'Events and roleplay scenarios'],
            ['onboarding', 'Welcoming new players'],
            ['builds', 'Build reviews'],
            ['discord', 'Discord moderation'],
          ),
        },
        {
          pageNumber: 2,
          type: 'rating',
          question: 'How well do you know our server rules?',
          required: true,
          ratingScale: { min: 1, max: 5 },
          description: '1 = still learning, 5 = I could teach them.',
        },
        {
          pageNumber: 3,
          type: 'long_text',
          question: 'A player reports that someone killed five people at spawn without any roleplay. How would you handle it?',
          required: true,
        },
        { pageNumber: 3, type: 'long_text', question: 'Two players are arguing in OOC chat and it keeps escalating. What do you do?', required: true },
        { pageNumber: 3, type: 'long_text', question: 'Anything else you would like us to know?', required: false },
      ],
    },
  },
  {
    slug: 'builder-application',
    form: {
      type: 'application',
      title: 'Builder Application',
      // Decided by the builders' vote (D30): two approvals accept, two denials reject.
      votesRequired: 2,
      votingBinding: true,
      description:
        '<p>Join the build team that designs our city districts, event maps and community hubs. Builders get access to the build server and early previews of new maps.</p>',
      requirements:
        '<ul><li>At least 20 hours played on our Creative RP server</li><li>No warnings in the last 30 days</li><li>A portfolio of at least three builds (screenshots or Steam Workshop links)</li><li>Comfortable with Precision Tool and Stacker</li></ul>',
      requiresInterview: false,
      questions: [
        { type: 'short_text', question: 'What is your in-game name?', required: true },
        { type: 'short_text', question: 'Link to your build portfolio', required: true, placeholder: 'https://steamcommunity.com/sharedfiles/…' },
        {
          type: 'multiple_choice',
          question: 'Which build styles are you strongest in?',
          required: true,
          options: opts(
            ['modern', 'Modern city'],
            ['medieval', 'Medieval'],
            ['scifi', 'Sci-fi'],
            ['interiors', 'Interiors and props'],
            ['terrain', 'Terrain and landscaping'],
          ),
        },
        {
          type: 'dropdown',
          question: 'Which tool do you use the most?',
          required: true,
          options: opts(['precision', 'Precision Tool'], ['stacker', 'Stacker'], ['adv2', 'Advanced Duplicator 2'], ['easyweld', 'Easy Weld']),
        },
        { type: 'rating', question: 'How would you rate your building skill?', required: true, ratingScale: { min: 1, max: 10 } },
        { type: 'long_text', question: 'Describe a build you are proud of and how you made it.', required: true },
      ],
    },
  },
  {
    slug: 'community-feedback-survey',
    form: {
      type: 'survey',
      title: 'Community Feedback Survey',
      description:
        '<p>Tell us what you enjoy and what we should improve. It takes about two minutes, and you can take it again whenever your opinion changes.</p>',
      questions: [
        { type: 'rating', question: 'How would you rate your overall experience on our servers?', required: true, ratingScale: { min: 1, max: 5 } },
        {
          type: 'single_choice',
          question: 'Which server do you play on the most?',
          required: true,
          options: opts(['main', 'Creative RP #1'], ['events', 'Creative RP #2 (Events)'], ['build', 'Build Server']),
        },
        {
          type: 'multiple_choice',
          question: 'What would you like to see more of?',
          required: false,
          options: opts(
            ['events', 'Community events'],
            ['maps', 'New maps'],
            ['jobs', 'Custom jobs'],
            ['contests', 'Building contests'],
            ['stories', 'Staff-run storylines'],
          ),
        },
        {
          type: 'dropdown',
          question: 'How did you hear about us?',
          required: false,
          options: opts(
            ['friend', 'A friend'],
            ['browser', 'The server browser'],
            ['discord', 'Discord'],
            ['video', 'YouTube or Twitch'],
            ['other', 'Somewhere else'],
          ),
        },
        { type: 'date', question: 'When did you start playing with us?', required: false },
        { type: 'short_text', question: 'Your favourite moment on the server so far', required: false },
        { type: 'long_text', question: 'Anything we could do better?', required: false },
      ],
    },
  },
];

/** Idempotent by slug: an existing demo form (possibly edited by the demo admin) is left alone. */
export async function seedDemoForms(ctx: AppContext): Promise<void> {
  for (const { slug, form } of demoForms) {
    if (await findFormBySlug(ctx.db, slug)) continue;
    await createForm(ctx.db, toFormDraft(form), null, slug);
  }
}
