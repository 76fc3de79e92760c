import { describe, expect, it } from 'vitest';
import { checkSubmission } from './answer-rules.ts';
import type { Question } from './applications.ts';
import { applicationMessages } from './form-constants.ts';
import {
  chosenOptionIds,
  conditionIssues,
  describeCondition,
  inFormOrder,
  visibleQuestions,
  type ConditionQuestion,
  type QuestionCondition,
} from './form-conditions.ts';

const yesNo = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

function q(id: number, title: string, extra: Partial<Question> = {}): Question {
  return {
    id,
    title,
    description: null,
    type: 'short_text',
    placeholder: null,
    isRequired: true,
    pageNumber: 1,
    displayOrder: id,
    options: [],
    ratingScale: null,
    showIf: null,
    ...extra,
  };
}
const choice = (id: number, title: string, extra: Partial<Question> = {}) => q(id, title, { type: 'single_choice', options: yesNo, ...extra });
const when = (questionId: number, ...anyOf: string[]): { showIf: QuestionCondition } => ({ showIf: { questionId, anyOf } });

describe('conditionIssues', () => {
  const cases: Array<[string, ConditionQuestion[], Array<[number, RegExp]>]> = [
    ['no conditions', [choice(1, 'Banned?'), q(2, 'Why?')], []],
    ['a sound condition', [choice(1, 'Banned?'), q(2, 'Why?', when(1, 'yes'))], []],
    [
      'a source on an earlier page, listed later',
      [q(2, 'Why?', { pageNumber: 2, displayOrder: 1, ...when(1, 'yes') }), choice(1, 'Banned?', { displayOrder: 5 })],
      [],
    ],
    [
      'dropdown and multiple choice sources',
      [choice(1, 'A', { type: 'dropdown' }), choice(2, 'B', { type: 'multiple_choice' }), q(3, 'C', when(1, 'no')), q(4, 'D', when(2, 'yes', 'no'))],
      [],
    ],
    ['a chain', [choice(1, 'A'), choice(2, 'B', when(1, 'yes')), q(3, 'C', when(2, 'yes'))], []],
    ['self reference', [choice(1, 'Banned?', when(1, 'yes'))], [[0, /“Banned\?” cannot depend on its own answer/]]],
    ['forward reference on the same page', [q(1, 'Why?', when(2, 'yes')), choice(2, 'Banned?')], [[0, /“Why\?” depends on “Banned\?”, which comes after it/]]],
    [
      'forward reference to a later page',
      [choice(1, 'Banned?', { pageNumber: 2 }), q(2, 'Why?', { pageNumber: 1, ...when(1, 'yes') })],
      [[1, /which comes after it/]],
    ],
    ['a cycle', [choice(1, 'First', when(2, 'yes')), choice(2, 'Second', when(1, 'yes'))], [[0, /“First” and “Second” depend on each other/]]],
    [
      'a three-question cycle',
      [choice(1, 'A', when(3, 'yes')), choice(2, 'B', when(1, 'yes')), choice(3, 'C', when(2, 'yes'))],
      [[0, /“A” and “C” depend on each other/]],
    ],
    [
      'a text source',
      [q(1, 'Name'), q(2, 'Why?', when(1, 'yes'))],
      [[1, /can only depend on a single choice, dropdown or multiple choice question, and “Name” is a Short Text question/]],
    ],
    ['a date source', [q(1, 'When', { type: 'date' }), q(2, 'Why?', when(1, 'yes'))], [[1, /“When” is a Date question/]]],
    ['an unknown source', [q(2, 'Why?', when(9, 'yes'))], [[0, /depends on a question that is not in this form/]]],
    ['a source id used twice', [choice(1, 'A'), choice(1, 'B'), q(3, 'Why?', when(1, 'yes'))], [[2, /used by more than one question/]]],
    ['an unknown option', [choice(1, 'Banned?'), q(2, 'Why?', when(1, 'yes', 'maybe'))], [[1, /depends on an answer “maybe” that “Banned\?” does not have/]]],
    ['no option', [choice(1, 'Banned?'), q(2, 'Why?', when(1))], [[1, /choose at least one answer of “Banned\?”/]]],
    ['an untitled question is named by its position', [choice(1, 'Banned?'), q(2, '  ', when(1, 'x'))], [[1, /“Question 2” depends on an answer “x”/]]],
  ];
  it.each(cases)('%s', (_name, questions, expected) => {
    const issues = conditionIssues(questions);
    expect(issues.map((issue) => issue.index)).toEqual(expected.map(([index]) => index));
    issues.forEach((issue, i) => expect(issue.message).toMatch(expected[i]![1]));
  });
});

describe('visibleQuestions', () => {
  const form = [
    choice(1, 'Banned?'),
    q(2, 'Why?', when(1, 'yes')),
    choice(3, 'Here?', { type: 'dropdown', ...when(1, 'yes') }),
    q(4, 'Which server?', when(3, 'yes')),
    choice(5, 'Skills', {
      type: 'multiple_choice',
      options: [
        { id: 'build', label: 'Building' },
        { id: 'events', label: 'Events' },
      ],
      isRequired: false,
    }),
    q(6, 'Event idea', when(5, 'events')),
  ];
  const cases: Array<[string, Record<string, unknown>, number[]]> = [
    ['nothing answered: only unconditional questions', {}, [1, 5]],
    ['no', { 1: 'no' }, [1, 5]],
    ['yes', { 1: 'yes' }, [1, 2, 3, 5]],
    ['yes and here', { 1: 'yes', 3: 'yes' }, [1, 2, 3, 4, 5]],
    ['a hidden source hides its dependants whatever it holds', { 1: 'no', 3: 'yes' }, [1, 5]],
    ['multiple choice as a list', { 5: ['build', 'events'] }, [1, 5, 6]],
    ['multiple choice as a comma-joined string', { 5: 'events,build' }, [1, 5, 6]],
    ['multiple choice without the option', { 5: ['build'] }, [1, 5]],
    ['a source answered with a list holding the option', { 1: ['yes'] }, [1, 2, 3, 5]],
  ];
  it.each(cases)('%s', (_name, answers, ids) => {
    expect(visibleQuestions(form, answers).map((x) => x.id)).toEqual(ids);
  });

  it('a condition on a question missing from the form shows the question', () => {
    expect(visibleQuestions([q(2, 'Why?', when(99, 'yes'))], {}).map((x) => x.id)).toEqual([2]);
  });
});

describe('checkSubmission with conditions', () => {
  const form = [choice(1, 'Banned?'), q(2, 'Why?', when(1, 'yes')), choice(3, 'Here?', when(1, 'yes')), q(4, 'Which server?', when(3, 'yes')), q(5, 'Name')];
  const cases: Array<[string, Record<number, unknown>, number[], Record<number, string>]> = [
    ['the short branch', { 1: 'no', 5: 'Sparks' }, [1, 5], {}],
    ['the long branch', { 1: 'yes', 2: 'RDM', 3: 'yes', 4: 'DarkRP', 5: 'Sparks' }, [1, 2, 3, 4, 5], {}],
    ['asked questions are required', { 1: 'yes', 5: 'Sparks' }, [], { 2: applicationMessages.required, 3: applicationMessages.required }],
    ['hidden questions may not be answered', { 1: 'no', 2: 'RDM', 5: 'Sparks' }, [], { 2: applicationMessages.notAsked }],
    ['blank answers to hidden questions are ignored', { 1: 'no', 2: ' ', 3: [], 5: 'Sparks' }, [1, 5], {}],
    [
      'chained hidden answers are refused too',
      { 1: 'no', 3: 'yes', 4: 'X', 5: 'Sparks' },
      [],
      { 3: applicationMessages.notAsked, 4: applicationMessages.notAsked },
    ],
    ['a wrong source answer is reported alone', { 1: 'maybe', 2: 'RDM', 5: 'Sparks' }, [], { 1: applicationMessages.chooseListed }],
  ];
  it.each(cases)('%s', (_name, given, stored, issues) => {
    const result = checkSubmission(form, false, { answers: Object.entries(given).map(([id, answer]) => ({ questionId: Number(id), answer })) });
    expect(Object.fromEntries(result.issues.map((issue) => [Number(issue.path.split('.')[1]), issue.message]))).toEqual(issues);
    if (result.issues.length === 0) expect(result.answers.map((a) => a.question.id)).toEqual(stored);
  });
});

describe('helpers', () => {
  it('chosenOptionIds reads lists, single ids and comma-joined strings', () => {
    expect(chosenOptionIds(['a', ' b ', ''])).toEqual(['a', 'b']);
    expect(chosenOptionIds('a, b')).toEqual(['a', 'b']);
    expect(chosenOptionIds(undefined)).toEqual([]);
    expect(chosenOptionIds(3)).toEqual([]);
  });

  it('inFormOrder sorts by page, then display order, then as listed', () => {
    const list = [q(1, 'A', { pageNumber: 2, displayOrder: 1 }), q(2, 'B', { pageNumber: 1, displayOrder: 2 }), q(3, 'C', { pageNumber: 1, displayOrder: 2 })];
    expect(inFormOrder(list).map((x) => x.id)).toEqual([2, 3, 1]);
  });

  it('describeCondition says the condition in words', () => {
    const source = choice(1, 'Banned before?', { options: [...yesNo, { id: 'maybe', label: 'Not sure' }] });
    expect(describeCondition({ questionId: 1, anyOf: ['yes'] }, source)).toBe('Shown only if “Banned before?” is “Yes”');
    expect(describeCondition({ questionId: 1, anyOf: ['yes', 'no', 'maybe'] }, source)).toBe('Shown only if “Banned before?” is “Yes”, “No” or “Not sure”');
    expect(describeCondition({ questionId: 1, anyOf: ['yes'] }, { ...source, type: 'multiple_choice' })).toBe('Shown only if “Banned before?” includes “Yes”');
  });
});
