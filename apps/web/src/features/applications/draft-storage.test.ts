import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-storage.ts';

const draft = { answers: { '1': 'Alex', '3': ['opt-a', 'opt-b'] }, page: 2, stage: 'interview' as const, availability: { Wednesday: ['9-11 AM'] } };

afterEach(() => localStorage.clear());

describe('draft storage', () => {
  it('keeps answers, page, stage and availability per person and form', () => {
    saveDraft('111', 'staff', draft);
    expect(loadDraft('111', 'staff')).toMatchObject(draft);
    // Another person on the same browser, or another form, never sees this draft.
    expect(loadDraft('222', 'staff')).toBeNull();
    expect(loadDraft('111', 'builder')).toBeNull();
  });

  it('is gone after clearing (a successful submit)', () => {
    saveDraft('111', 'staff', draft);
    clearDraft('111', 'staff');
    expect(loadDraft('111', 'staff')).toBeNull();
  });

  it('drops unreadable and stale drafts instead of breaking the form', () => {
    localStorage.setItem(draftKey('111', 'staff'), '{not json');
    expect(loadDraft('111', 'staff')).toBeNull();
    expect(localStorage.getItem(draftKey('111', 'staff'))).toBeNull();

    saveDraft('111', 'staff', draft, new Date('2025-01-01T00:00:00Z'));
    expect(loadDraft('111', 'staff', new Date('2025-03-15T00:00:00Z').getTime())).toBeNull();
  });

  it('ignores malformed fields and keeps the valid ones', () => {
    localStorage.setItem(
      draftKey('111', 'staff'),
      JSON.stringify({
        answers: { '1': 'ok', '2': 42, '3': ['a', 1] },
        page: -3,
        stage: 'bogus',
        availability: { Friday: ['1-3 PM'], Monday: 'x' },
        savedAt: new Date().toISOString(),
      }),
    );
    expect(loadDraft('111', 'staff')).toMatchObject({ answers: { '1': 'ok' }, page: 1, stage: 'questions', availability: { Friday: ['1-3 PM'] } });
  });
});
