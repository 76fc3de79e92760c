import type { Question } from '@crp/shared';
import { describe, expect, it } from 'vitest';
import {
  conditionSources,
  conditionText,
  editorReducer,
  stateFromDetail,
  toPayload,
  toPreviewDefinition,
  type EditorAction,
  type EditorState,
} from './editor-state.ts';
import { formDetail } from './test-utils.tsx';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

const base: Omit<Question, 'id' | 'title'> = {
  description: null,
  type: 'short_text',
  placeholder: null,
  isRequired: true,
  pageNumber: 1,
  displayOrder: 1,
  options: [],
  ratingScale: null,
  showIf: null,
};

/** Page 1: Banned? (single choice) and Why? (shown for Yes). Page 2: Name, and Detail (shown for No). */
function state(): EditorState {
  return stateFromDetail(
    formDetail({
      questions: [
        {
          ...base,
          id: 1,
          title: 'Banned?',
          type: 'single_choice',
          options: [
            { id: 'yes', label: 'Yes' },
            { id: 'no', label: 'No' },
          ],
        },
        { ...base, id: 2, title: 'Why?', displayOrder: 2, showIf: { questionId: 1, anyOf: ['yes'] } },
        { ...base, id: 3, title: 'Name', pageNumber: 2 },
        { ...base, id: 4, title: 'Detail', pageNumber: 2, displayOrder: 2, showIf: { questionId: 1, anyOf: ['no'] } },
      ],
    }),
  );
}
const q = (s: EditorState, title: string) => s.questions.find((x) => x.question === title)!;

describe('conditions in the editor state', () => {
  it('reads stored conditions as editor keys, says them in words, and sends them back unchanged', () => {
    const s = state();
    expect(q(s, 'Why?').showIf).toEqual({ sourceKey: 'q-1', optionKeys: ['o-1-yes'] });
    expect(conditionText(s, q(s, 'Why?'))).toBe('Shown only if “Banned?” is “Yes”');
    expect(conditionSources(s, q(s, 'Name')).map((x) => x.question)).toEqual(['Banned?']);
    expect(conditionSources(s, q(s, 'Banned?'))).toEqual([]);
    const body = toPayload(s);
    expect(body.questions!.map((x) => x.showIf ?? null)).toEqual([null, { questionId: 1, anyOf: ['yes'] }, null, { questionId: 1, anyOf: ['no'] }]);
  });

  const breaking: Array<[string, (s: EditorState) => EditorAction, RegExp]> = [
    [
      'moving the dependant above its source',
      (s) => ({ type: 'reorder', activeKey: q(s, 'Why?').key, overKey: q(s, 'Banned?').key }),
      /“Why\?” was removed: “Banned\?” now comes after it/,
    ],
    [
      'moving the source to a later page',
      (s) => ({ type: 'moveToPage', key: q(s, 'Banned?').key, page: 2 }),
      /“Why\?” was removed: “Banned\?” now comes after it/,
    ],
    [
      'retyping the source as text',
      (s) => ({ type: 'updateQuestion', key: q(s, 'Banned?').key, patch: { type: 'long_text' } }),
      /“Banned\?” is no longer a choice question/,
    ],
    ['deleting the source', (s) => ({ type: 'removeQuestion', key: q(s, 'Banned?').key }), /the question it depended on was deleted/],
    [
      'removing the only option used',
      (s) => ({ type: 'removeOption', key: q(s, 'Banned?').key, optionKey: 'o-1-yes' }),
      /“Why\?” was removed: the options of “Banned\?” it used were removed/,
    ],
  ];
  it.each(breaking)('%s clears the condition and says so', (_name, action, message) => {
    const s = state();
    const next = run(s, action(s));
    expect(next.clearedConditions.some((text) => message.test(text))).toBe(true);
    expect(q(next, 'Why?').showIf).toBeNull();
    // The next change ends the warning; the condition stays cleared.
    const later = run(next, { type: 'set', patch: { title: 'Renamed' } });
    expect(later.clearedConditions).toEqual([]);
    expect(q(later, 'Why?').showIf).toBeNull();
  });

  it('an ordinary change keeps every condition and warns of nothing', () => {
    const s = state();
    const next = run(
      s,
      { type: 'updateQuestion', key: q(s, 'Banned?').key, patch: { question: 'Ever banned?' } },
      { type: 'addOption', key: q(s, 'Banned?').key },
    );
    expect(next.clearedConditions).toEqual([]);
    expect(conditionText(next, q(next, 'Why?'))).toBe('Shown only if “Ever banned?” is “Yes”');
  });

  it('a new source and new options are sent with temporary ids the condition names; the preview uses the same', () => {
    let s = run(state(), { type: 'selectPage', page: 2 }, { type: 'addQuestion' });
    const added = s.questions[s.questions.length - 1]!;
    s = run(s, { type: 'updateQuestion', key: added.key, patch: { type: 'dropdown', question: 'Server?' } });
    const option = q(s, 'Server?').options[0]!;
    s = run(s, { type: 'addQuestion' });
    const dependant = s.questions[s.questions.length - 1]!;
    s = run(
      s,
      { type: 'updateQuestion', key: dependant.key, patch: { question: 'Which one?' } },
      { type: 'setCondition', key: dependant.key, condition: { sourceKey: added.key, optionKeys: [option.key] } },
    );
    const sent = toPayload(s).questions!;
    const server = sent.find((x) => x.question === 'Server?')!;
    expect(server.id).toBe(-(sent.indexOf(server) + 1));
    expect(server.options).toEqual([{ id: option.key, label: 'Option 1' }]);
    expect(sent.find((x) => x.question === 'Which one?')!.showIf).toEqual({ questionId: server.id, anyOf: [option.key] });
    // Questions nobody names keep being sent without an id, as before.
    expect(sent.find((x) => x.question === 'Which one?')!.id).toBeUndefined();

    const preview = toPreviewDefinition(s, null).questions;
    expect(preview.find((x) => x.title === 'Which one?')!.showIf).toEqual({ questionId: preview.find((x) => x.title === 'Server?')!.id, anyOf: [option.key] });
  });

  it('help text and placeholders set elsewhere (templates) are kept through the editor', () => {
    const s = stateFromDetail(
      formDetail({ questions: [{ ...base, id: 1, title: 'SteamID', description: 'Type status in the console.', placeholder: 'STEAM_0:1:…' }] }),
    );
    expect(toPayload(s).questions![0]).toMatchObject({ description: 'Type status in the console.', placeholder: 'STEAM_0:1:…' });
    expect(toPreviewDefinition(s, null).questions[0]).toMatchObject({ description: 'Type status in the console.', placeholder: 'STEAM_0:1:…' });
  });
});
