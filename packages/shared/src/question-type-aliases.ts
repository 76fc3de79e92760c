import { questionTypes, type QuestionType } from './form-constants.ts';

/** The editor's short names, accepted on input and stored canonically. */
export const questionTypeAliases: Record<string, QuestionType> = {
  short: 'short_text',
  long: 'long_text',
  multichoice: 'multiple_choice',
  singlechoice: 'single_choice',
};

/** Canonical type of any input value: aliases map, unknown or missing → short_text (D5). */
export function normalizeQuestionType(value: unknown): QuestionType {
  if (typeof value !== 'string') return 'short_text';
  const key = value.trim().toLowerCase();
  if ((questionTypes as readonly string[]).includes(key)) return key as QuestionType;
  return questionTypeAliases[key] ?? 'short_text';
}
