import type { AdminFormDetail, Question } from '@crp/shared';
import { describe, expect, it } from 'vitest';
import {
  answerAffectingChanges,
  canSave,
  editorReducer,
  emptyState,
  isDirty,
  questionProblems,
  questionsOn,
  stateFromDetail,
  toPayload,
  type EditorAction,
  type EditorState,
} from './editor-state.ts';
import { formDetail } from './test-utils.tsx';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const titles = (state: EditorState, page: number) => questionsOn(state, page).map((q) => `${q.displayOrder}:${q.question}`);

/** Adds a question with text on the current page and returns the new state. */
function add(state: EditorState, text: string): EditorState {
  const next = run(state, { type: 'addQuestion' });
  const key = next.questions.find((q) => !state.questions.some((old) => old.key === q.key))!.key;
  return run(next, { type: 'updateQuestion', key, patch: { question: text } });
}
const keyOf = (state: EditorState, text: string) => state.questions.find((q) => q.question === text)!.key;

/** The shared form (Name on page 1, Region on page 2) with three responses and a rating on page 2. */
function detail(overrides: Partial<AdminFormDetail> = {}): AdminFormDetail {
  const base = formDetail();
  const skill: Question = {
    id: 3,
    title: 'Skill',
    description: null,
    type: 'rating',
    placeholder: null,
    isRequired: false,
    pageNumber: 2,
    displayOrder: 2,
    options: [],
    ratingScale: { min: 1, max: 5 },
  };
  return { ...base, responseCount: 3, questions: [...base.questions, skill], ...overrides };
}

describe('editor state', () => {
  it('starts as the spec says: one page, active, interview for applications only, no questions', () => {
    expect(emptyState('application')).toMatchObject({ pageCount: 1, currentPage: 1, isActive: true, requiresInterview: true, questions: [] });
    expect(emptyState('survey').requiresInterview).toBe(false);
    expect(canSave(emptyState('survey'))).toBe(false);
    expect(canSave(add(emptyState('survey'), 'Q'))).toBe(false);
    expect(canSave(run(add(emptyState('survey'), 'Q'), { type: 'set', patch: { title: '  ' } }))).toBe(false);
    expect(canSave(run(add(emptyState('survey'), 'Q'), { type: 'set', patch: { title: 'T' } }))).toBe(true);
  });

  it('new questions: short text, required, on the current page; choice types start with Option 1 and add Option N; the last option stays', () => {
    let s = run(emptyState('application'), { type: 'addPage' });
    s = add(s, 'Pick');
    const q = s.questions[0]!;
    expect(q).toMatchObject({ type: 'short_text', required: true, pageNumber: 2, displayOrder: 1, ratingMax: 5, options: [] });
    s = run(s, { type: 'updateQuestion', key: q.key, patch: { type: 'multiple_choice' } });
    expect(s.questions[0]!.options.map((o) => o.label)).toEqual(['Option 1']);
    s = run(s, { type: 'addOption', key: q.key }, { type: 'addOption', key: q.key });
    expect(s.questions[0]!.options.map((o) => o.label)).toEqual(['Option 1', 'Option 2', 'Option 3']);
    const [first, second, third] = s.questions[0]!.options;
    s = run(s, { type: 'removeOption', key: q.key, optionKey: second!.key }, { type: 'addOption', key: q.key });
    // 'Option 3' is taken, so the next free number is used.
    expect(s.questions[0]!.options.map((o) => o.label)).toEqual(['Option 1', 'Option 3', 'Option 4']);
    s = run(
      s,
      { type: 'removeOption', key: q.key, optionKey: first!.key },
      { type: 'removeOption', key: q.key, optionKey: third!.key },
      { type: 'removeOption', key: q.key, optionKey: s.questions[0]!.options[2]!.key },
    );
    expect(s.questions[0]!.options.map((o) => o.label)).toEqual(['Option 4']);
    // Switching type keeps the options; a rating max is clamped to 3..10.
    s = run(s, { type: 'updateQuestion', key: q.key, patch: { type: 'dropdown' } }, { type: 'updateQuestion', key: q.key, patch: { ratingMax: 42 } });
    expect(s.questions[0]).toMatchObject({ type: 'dropdown', ratingMax: 10 });
    expect(run(s, { type: 'updateQuestion', key: q.key, patch: { ratingMax: 1 } }).questions[0]!.ratingMax).toBe(3);
  });

  it('deleting a page moves its questions to the end of Page 1 and renumbers later pages', () => {
    let s = add(add(emptyState('application'), 'A1'), 'A2');
    s = add(add(run(s, { type: 'addPage' }), 'B1'), 'B2');
    s = add(run(s, { type: 'addPage' }), 'C1');
    expect(s).toMatchObject({ pageCount: 3, currentPage: 3 });
    s = run(s, { type: 'deletePage', page: 2 });
    expect(s).toMatchObject({ pageCount: 2, currentPage: 2 });
    expect(titles(s, 1)).toEqual(['1:A1', '2:A2', '3:B1', '4:B2']);
    expect(titles(s, 2)).toEqual(['1:C1']);
    // Never below one page.
    s = run(s, { type: 'deletePage', page: 2 }, { type: 'deletePage', page: 1 });
    expect(s.pageCount).toBe(1);
    expect(titles(s, 1)).toEqual(['1:A1', '2:A2', '3:B1', '4:B2', '5:C1']);
  });

  it('reorders only within a page, renumbering display order from 1; moves a question to another page', () => {
    let s = add(add(add(emptyState('survey'), 'One'), 'Two'), 'Three');
    s = add(run(s, { type: 'addPage' }), 'Other');
    s = run(s, { type: 'reorder', activeKey: keyOf(s, 'Three'), overKey: keyOf(s, 'One') });
    expect(titles(s, 1)).toEqual(['1:Three', '2:One', '3:Two']);
    s = run(s, { type: 'reorder', activeKey: keyOf(s, 'Three'), overKey: keyOf(s, 'Two') });
    expect(titles(s, 1)).toEqual(['1:One', '2:Two', '3:Three']);
    // Across pages: ignored.
    const same = run(s, { type: 'reorder', activeKey: keyOf(s, 'Other'), overKey: keyOf(s, 'One') });
    expect(same).toBe(s);
    s = run(s, { type: 'moveToPage', key: keyOf(s, 'One'), page: 2 });
    expect(titles(s, 1)).toEqual(['1:Two', '2:Three']);
    expect(titles(s, 2)).toEqual(['1:Other', '2:One']);
    expect(run(s, { type: 'moveToPage', key: keyOf(s, 'One'), page: 9 })).toBe(s);
  });

  it('unchecking the deadline clears it and it is sent as null', () => {
    let s = run(
      add(emptyState('survey'), 'Q'),
      { type: 'set', patch: { title: 'T' } },
      { type: 'toggleDeadline', on: true },
      { type: 'set', patch: { deadline: '2030-05-01T18:30' } },
    );
    expect(toPayload(s).deadline).toBe(new Date('2030-05-01T18:30').toISOString());
    s = run(s, { type: 'toggleDeadline', on: false });
    expect(s.deadline).toBe('');
    expect(toPayload(s)).toMatchObject({ deadline: null, hasDeadline: false });
  });

  it('payload: existing ids kept, new questions without ids, option ids kept through renames, pages compacted, survey without roles', () => {
    let s = stateFromDetail(detail());
    const region = s.questions.find((q) => q.id === 2)!;
    s = run(s, { type: 'renameOption', key: region.key, optionKey: region.options[0]!.key, label: 'Europe (EU)' }, { type: 'addOption', key: region.key });
    s = run(s, { type: 'addPage' }, { type: 'addPage' });
    s = add(s, 'Late');
    const body = toPayload(s);
    expect(body.questions!.map((q) => [q.id, q.question, q.pageNumber, q.displayOrder])).toEqual([
      [1, 'Name', 1, 1],
      [2, 'Region', 2, 1],
      [3, 'Skill', 2, 2],
      // Page 4 (3 is empty) is saved as page 3.
      [undefined, 'Late', 3, 1],
    ]);
    expect(body.questions![1]!.options).toEqual([{ id: 'eu', label: 'Europe (EU)' }, { id: 'na', label: 'North America' }, { label: 'Option 3' }]);
    expect(body.questions![2]!.ratingScale).toEqual({ min: 1, max: 5 });
    const survey = toPayload(run(s, { type: 'set', patch: { type: 'survey', requiresInterview: true } }, { type: 'setRole', key: 'accepted', value: '1' }));
    expect(survey).toMatchObject({ requiresInterview: false, discordRoleAssignments: { pending_review: '', pending_interview: '', accepted: '' } });
  });

  it('dirty only when what would be saved changes; problems named per question', () => {
    const start = stateFromDetail(detail());
    expect(isDirty(start, run(start, { type: 'selectPage', page: 2 }))).toBe(false);
    expect(isDirty(start, run(start, { type: 'set', patch: { title: 'Staff!' } }))).toBe(true);
    const blank = run(start, { type: 'addQuestion' });
    expect(Object.values(questionProblems(blank))).toEqual(['Enter the question text']);
  });

  it('lists the changes that touch answered questions (D7), none when there are no responses', () => {
    const original = detail();
    let s = stateFromDetail(original);
    const region = s.questions.find((q) => q.id === 2)!;
    s = run(
      s,
      { type: 'removeQuestion', key: s.questions.find((q) => q.id === 1)!.key },
      { type: 'renameOption', key: region.key, optionKey: region.options[0]!.key, label: 'EU' },
      { type: 'removeOption', key: region.key, optionKey: region.options[1]!.key },
      { type: 'updateQuestion', key: s.questions.find((q) => q.id === 3)!.key, patch: { ratingMax: 10, question: 'Skill level' } },
    );
    expect(answerAffectingChanges(original, s)).toEqual([
      '“Name” is deleted',
      '“Region”: an option is removed',
      '“Region”: an option is renamed',
      '“Skill” is reworded',
      '“Skill”: the rating scale changes from 1–5 to 1–10',
    ]);
    expect(answerAffectingChanges({ ...original, responseCount: 0 }, s)).toEqual([]);
    // Adding questions or reordering affects no earlier answer.
    expect(answerAffectingChanges(original, add(stateFromDetail(original), 'New'))).toEqual([]);
  });
});
