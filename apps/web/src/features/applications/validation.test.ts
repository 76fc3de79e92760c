import { describe, expect, it } from 'vitest';
import { isRealDate, parseAnswerDate } from '@crp/shared';
import { maskDate } from './components/date-input.tsx';
import { errorsFromIssues, firstPageWithError, totalPages, validatePage, validateQuestions, type QuestionRules } from './validation.ts';

const questions = [
  { id: 1, type: 'short_text', isRequired: true, pageNumber: 1, options: [], ratingScale: null },
  { id: 2, type: 'long_text', isRequired: false, pageNumber: 1, options: [], ratingScale: null },
  { id: 3, type: 'multiple_choice', isRequired: true, pageNumber: 2, options: [{ id: 'a', label: 'A' }], ratingScale: null },
  { id: 4, type: 'date', isRequired: false, pageNumber: 3, options: [], ratingScale: null },
] as const satisfies QuestionRules[];

describe('page validation', () => {
  it('checks only the required questions of the current page, treating whitespace as blank', () => {
    expect(validatePage(questions, { '1': '   ' }, 1, true)).toEqual({ '1': 'This field is required' });
    expect(validatePage(questions, { '1': 'Alex' }, 1, true)).toEqual({});
    expect(validatePage(questions, {}, 2, true)).toEqual({ '3': 'This field is required' });
    expect(validatePage(questions, { '3': [] }, 2, true)).toEqual({ '3': 'This field is required' });
    expect(validatePage(questions, { '3': ['a'] }, 2, true)).toEqual({});
  });

  it('puts every question on page 1 when the form is not paginated', () => {
    expect(totalPages(questions, false)).toBe(1);
    expect(validatePage(questions, {}, 1, false)).toEqual({ '1': 'This field is required', '3': 'This field is required' });
  });

  it('counts pages as the highest page number, at least 1', () => {
    expect(totalPages(questions, true)).toBe(3);
    expect(totalPages([], true)).toBe(1);
  });

  it('rejects dates that are not real calendar days, but leaves blank optional dates alone', () => {
    expect(validateQuestions(questions, { '1': 'x', '3': ['a'], '4': '02/30/2024' })).toEqual({ '4': 'Enter a real date as MM/DD/YYYY' });
    expect(validateQuestions(questions, { '1': 'x', '3': ['a'], '4': '' })).toEqual({});
    expect(isRealDate('02/29/2024')).toBe(true);
    expect(isRealDate('02/29/2023')).toBe(false);
    expect(isRealDate('2024-12-31')).toBe(true);
    expect(isRealDate('12/31')).toBe(false);
  });

  it('a date typed into the field passes the same rule the server applies, and is stored as that day', () => {
    const valid = { '1': 'x', '3': ['a'] };
    for (const [typed, stored] of [
      ['3/5/2021', '2021-03-05'],
      ['03052021', '2021-03-05'],
      ['12/31/1999', '1999-12-31'],
      ['2/29/2024', '2024-02-29'],
      ['2024-02-29', '2024-02-29'],
    ] as const) {
      const entry = maskDate(typed);
      expect(validateQuestions(questions, { ...valid, '4': entry }), typed).toEqual({});
      expect(parseAnswerDate(entry), typed).toBe(stored);
    }
    for (const typed of ['2/29/2023', '13/01/2025', '04/31/2025', '1/2/', '00/10/2020']) {
      expect(validateQuestions(questions, { ...valid, '4': maskDate(typed) }), typed).toEqual({ '4': 'Enter a real date as MM/DD/YYYY' });
    }
  });

  it('applies the whole submit contract: listed options, text limits', () => {
    expect(validateQuestions(questions, { '1': 'x', '3': ['z'] })).toEqual({ '3': 'Choose one of the listed options' });
    expect(validateQuestions(questions, { '1': 'x'.repeat(501), '3': ['a'] })).toEqual({ '1': 'Answer is too long (max 500 characters)' });
    expect(validateQuestions(questions, { '1': 'x'.repeat(500), '3': ['a'] })).toEqual({});
  });

  it('finds the first page with an error for the overall check', () => {
    expect(firstPageWithError(questions, { '3': 'x', '4': 'y' }, true)).toBe(2);
    expect(firstPageWithError(questions, {}, true)).toBeNull();
  });

  it("maps the server's issues onto fields by question id", () => {
    const { fields, other } = errorsFromIssues([
      { path: 'answers.3', message: 'Choose one of the listed options' },
      { path: 'answers.3', message: 'second problem' },
      { path: 'interviewAvailability', message: 'Pick a slot' },
    ]);
    expect(fields).toEqual({ '3': 'Choose one of the listed options' });
    expect(other).toEqual(['Pick a slot']);
  });
});
